/** Site chrome: settings, menus, sponsors and footer adverts (SPEC §2.3, §2.10, §3). */
import type { FooterAdvert, MenuItem, MenuKey, Menus, Sponsor, SponsorRow, WebSettings } from '../../shared/types/site'
import { imageUrl } from '../../shared/images'
import { keepForViewer } from '../../shared/rules/child-friendly'
import { firstRead, type Read, rowsRead, runRead } from './read'

const MENU_KEYS: MenuKey[] = ['primary', 'secondary', 'sticky', 'main', 'featured', 'footer', 'subFooter1', 'subFooter2']

interface MenuItemRow {
  menu_key: MenuKey
  name: string
  slug: string
  icon: string
  is_external: number
  custom_class: string
  new_tab: number
}

interface SponsorJoinRow {
  row_id: number
  row_admin_name: string
  row_title: string
  title_size: string
  sponsor_size: 'large' | 'small'
  row_forced_order: number
  sponsor_id: number
  campaign_id: string
  title: string
  url: string
  image_key: string
  admin_name: string
  forced_order: number
  is_child_friendly: number
  published: number
  media_library_id: string
}

interface FooterAdvertRow {
  id: number
  advert_name: string
  target_url: string
  child_friendly: number
  image_key: string
}

export function rowToMenuItem(row: MenuItemRow): MenuItem {
  return {
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    isExternal: row.is_external === 1,
    customClass: row.custom_class,
    newTab: row.new_tab === 1,
  }
}

export function rowToSponsor(row: SponsorJoinRow): Sponsor {
  return {
    sponsorID: row.sponsor_id,
    campaignID: row.campaign_id,
    title: row.title,
    url: row.url,
    imageKey: row.image_key,
    adminName: row.admin_name,
    forcedOrder: row.forced_order,
    isChildFriendly: row.is_child_friendly === 1,
    published: row.published === 1,
    mediaLibraryID: row.media_library_id,
  }
}

export function rowToFooterAdvert(row: FooterAdvertRow): FooterAdvert {
  return {
    advertID: row.id,
    advertName: row.advert_name,
    targetUrl: row.target_url,
    childFriendly: row.child_friendly === 1,
    // An empty key stays empty, so the §5 rule sees the missing image (imageUrl('') is '/images/').
    imageData: { Location: row.image_key.trim() === '' ? '' : imageUrl(row.image_key) },
  }
}

/** The 'web' settings row; the site cannot render without it, so its absence is an error. */
export function webSettingsRead(db: D1Database): Read<WebSettings> {
  return firstRead<{ value: string }, WebSettings>(db.prepare(`SELECT value FROM site_settings WHERE key = 'web'`), (row) => {
    if (!row) throw new Error("site_settings has no 'web' row: apply the migrations and run the seed")
    return JSON.parse(row.value) as WebSettings
  })
}

export const getWebSettings = (db: D1Database): Promise<WebSettings> => runRead(db, webSettingsRead(db))

/** Every menu key is present; a menu without items (featured) is an empty list. */
export function menusRead(db: D1Database): Read<Menus> {
  return rowsRead<MenuItemRow, Menus>(
    db.prepare(`SELECT menu_key, name, slug, icon, is_external, custom_class, new_tab
                  FROM menu_items ORDER BY menu_key, position`),
    (rows) => {
      const menus = Object.fromEntries(MENU_KEYS.map((key) => [key, [] as MenuItem[]])) as Menus
      for (const row of rows) menus[row.menu_key]?.push(rowToMenuItem(row))
      return menus
    },
  )
}

export const getMenus = (db: D1Database): Promise<Menus> => runRead(db, menusRead(db))

/**
 * Published sponsor rows in forced order, each with its published sponsors.
 * SPEC §4.10, §6: in child-friendly mode only sponsors flagged child friendly;
 * a row left with no sponsors is dropped rather than shown as an empty title.
 */
export function sponsorRowsRead(db: D1Database, opts: { childFriendly: boolean }): Read<SponsorRow[]> {
  const statement = db.prepare(`
      SELECT r.id AS row_id, r.admin_name AS row_admin_name, r.title AS row_title, r.title_size, r.sponsor_size,
             r.forced_order AS row_forced_order,
             s.id AS sponsor_id, s.campaign_id, s.title, s.url, s.image_key, s.admin_name, s.forced_order, s.is_child_friendly,
             s.published, s.media_library_id
        FROM sponsor_rows r
        JOIN sponsors s ON s.row_id = r.id AND s.published = 1
       WHERE r.published = 1
       ORDER BY r.forced_order, r.id, s.forced_order, s.id`)
  return rowsRead<SponsorJoinRow, SponsorRow[]>(statement, (results) => {
    const rows = new Map<number, SponsorRow>()
    for (const row of keepForViewer(results, (r) => r.is_child_friendly === 1, { childFriendlyMode: opts.childFriendly })) {
      let sponsorRow = rows.get(row.row_id)
      if (!sponsorRow) {
        sponsorRow = {
          rowID: row.row_id,
          adminName: row.row_admin_name,
          title: row.row_title,
          titleSize: row.title_size,
          sponsorSize: row.sponsor_size,
          forcedOrder: row.row_forced_order,
          sponsors: [],
        }
        rows.set(row.row_id, sponsorRow)
      }
      sponsorRow.sponsors.push(rowToSponsor(row))
    }
    return [...rows.values()]
  })
}

export const getSponsorRows = (db: D1Database, opts: { childFriendly: boolean }): Promise<SponsorRow[]> =>
  runRead(db, sponsorRowsRead(db, opts))

/** Enabled footer adverts (v1); child-friendly mode keeps only those flagged child friendly (SPEC §6). */
export function footerAdvertsRead(db: D1Database, opts: { childFriendly: boolean }): Read<FooterAdvert[]> {
  return rowsRead<FooterAdvertRow, FooterAdvert[]>(
    db.prepare(`SELECT id, advert_name, target_url, child_friendly, image_key FROM footer_adverts
                 WHERE enabled = 1 ORDER BY position, id`),
    (rows) => keepForViewer(rows.map(rowToFooterAdvert), (advert) => advert.childFriendly, { childFriendlyMode: opts.childFriendly }),
  )
}

export const getFooterAdverts = (db: D1Database, opts: { childFriendly: boolean }): Promise<FooterAdvert[]> =>
  runRead(db, footerAdvertsRead(db, opts))
