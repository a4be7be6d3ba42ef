/** Site menus (SPEC §2.3) plus the footer menu and its two sub-menus (SPEC §2.10). */
import type { MenuKey } from '../../shared/types/site'
import type { SeedRow } from './sql'

export const TICKETS_URL = 'https://tickets.itfc.example'
export const SHOP_URL = 'https://shop.itfc.example'

/** [name, slug, icon, external?, new tab?, custom class] */
type Item = [string, string, string, boolean, boolean, string?]

const internal = (name: string, slug: string, icon = ''): Item => [name, slug, icon, false, false]
const external = (name: string, url: string, icon = ''): Item => [name, url, icon, true, true]

const LEGAL: Item[] = [
  internal('Safeguarding', '/club/safeguarding'),
  internal('Privacy Notice', '/privacy-notice'),
  internal('Cookie Policy', '/cookie-policy'),
  internal('Careers', '/club/careers'),
  internal('Contact Us', '/contact-us'),
]

const MENUS: Record<MenuKey, { title: string; items: Item[] }> = {
  primary: {
    title: 'Primary',
    items: [
      internal('News', '/news'),
      internal('Matches', '/matches'),
      internal('Teams', '/teams'),
      external('Tickets', TICKETS_URL, 'ticket'),
    ],
  },
  secondary: { title: 'Secondary', items: [['LIVE', '/videos', 'live', false, false, 'menu-item--live']] },
  sticky: {
    title: 'Sticky',
    items: [internal('Town TV', '/videos', 'play'), external('Tickets', TICKETS_URL, 'ticket'), external('Store', SHOP_URL, 'shirt')],
  },
  main: {
    title: 'Main',
    items: [
      internal('News', '/news'),
      internal('Town TV', '/videos'),
      internal('Matches', '/matches'),
      internal('Teams', '/teams'),
      external('Tickets', TICKETS_URL),
      external('Shop', SHOP_URL),
    ],
  },
  featured: { title: 'Featured', items: [] },
  footer: {
    title: 'Footer',
    items: [
      internal('The Club', '/club'),
      internal('Supporters', '/supporters'),
      internal('Portman Road', '/portmanroad'),
      internal('Commercial', '/commercial'),
      internal('Hospitality', '/hospitality'),
      internal('Women', '/itfc-women'),
      internal('Foundation', '/ipswichtownfoundation'),
      internal('Academy', '/academy'),
      internal('Fan Engagement', '/ipswichtownfanengagement'),
      internal('MND Foundation', '/darbyrimmermndfoundation'),
    ],
  },
  subFooter1: { title: 'Sub-footer', items: LEGAL },
  subFooter2: { title: 'Sub-footer (v2)', items: LEGAL },
}

export function menuTables(): Array<{ table: string; rows: SeedRow[] }> {
  const keys = Object.keys(MENUS) as MenuKey[]
  let id = 0
  return [
    { table: 'menus', rows: keys.map((key) => ({ menu_key: key, title: MENUS[key].title })) },
    {
      table: 'menu_items',
      rows: keys.flatMap((key) =>
        MENUS[key].items.map(([name, slug, icon, isExternal, newTab, customClass], index) => ({
          id: ++id,
          menu_key: key,
          position: index + 1,
          name,
          slug,
          icon,
          is_external: isExternal,
          custom_class: customClass ?? '',
          new_tab: newTab,
        })),
      ),
    },
  ]
}
