/**
 * Footer adverts (v1), footer slot adverts and promo overlays (SPEC §3). Some slot
 * adverts are deliberately ineligible (SPEC §5: disabled, out of dates, app channel).
 */
import { type SeedClock, shiftUtc } from './clock'
import { bannerSvg } from './images'
import type { SeedRow } from './sql'
import type { SeedImage, SeedPart } from './types'

const SEASON_START = '2025-07-01T00:00:00.000Z'
const SEASON_END = '2027-06-30T23:00:00.000Z'

function banner(key: string, size: number, headline: string, subline: string, cta: string, colours: [string, string]): SeedImage {
  return { key, svg: bannerSvg({ size, headline, subline, cta, colours }) }
}

const FOOTER_ADVERTS: Array<[string, string, boolean, string, string, [string, string]]> = [
  ['Town TV subscription', '/videos/subscriptions', true, 'Town TV', 'Every game, live audio', ['#d6001c', '#5a0010']],
  ['Club shop: new home kit', 'https://shop.itfc.example', true, 'New home kit', 'Available now in store', ['#0044a9', '#001f4d']],
  ['BetNorth odds', 'https://betnorth.example', false, 'BetNorth', 'Official betting partner 18+', ['#333333', '#111111']],
]

type Slot = 'footerSlot1' | 'footerSlot2' | 'footerSlot3'
/** [slot, name, url, enabled, channel, start, end, child friendly, colours] */
const SLOT_ADVERTS: Array<[Slot, string, string, boolean, '' | 'web' | 'app', string, string, boolean, [string, string]]> = [
  ['footerSlot1', 'Hospitality packages', '/hospitality', true, 'web', SEASON_START, SEASON_END, true, ['#1d2b4f', '#0b1226']],
  [
    'footerSlot1',
    'Summer camps 2026',
    '/ipswichtownfoundation/holiday-camps',
    true,
    '',
    '2026-05-01T00:00:00.000Z',
    '2026-08-31T23:00:00.000Z',
    true,
    ['#e07a1f', '#a3470b'],
  ],
  ['footerSlot2', 'Stadium tours', '/portmanroad/stadium-tours', true, '', SEASON_START, SEASON_END, true, ['#138a5e', '#0b4f37']],
  ['footerSlot2', 'Download the app', 'https://app.itfc.example', true, 'app', SEASON_START, SEASON_END, true, ['#7b2d8e', '#2c0f35']],
  [
    'footerSlot2',
    'Gipping Brewery',
    'https://gipping-brewery.example',
    true,
    'web',
    SEASON_START,
    SEASON_END,
    false,
    ['#7a3b12', '#3b1c08'],
  ],
  ['footerSlot3', 'Town TV Plus', '/videos/subscriptions', true, 'web', SEASON_START, SEASON_END, true, ['#d6001c', '#5a0010']],
  [
    'footerSlot3',
    'Christmas gift guide',
    'https://shop.itfc.example',
    false,
    'web',
    SEASON_START,
    SEASON_END,
    true,
    ['#0b7a3e', '#063d1f'],
  ],
  [
    'footerSlot3',
    'Next season tickets',
    'https://tickets.itfc.example',
    true,
    'web',
    '2027-07-01T00:00:00.000Z',
    '2028-06-30T23:00:00.000Z',
    true,
    ['#0044a9', '#001f4d'],
  ],
]

/** Windows written for the seed's fixed week move with its calendar (clock.ts), so each keeps its place around today. */
export function advertsPart(clock: SeedClock): SeedPart {
  const images: SeedImage[] = []
  const footer: SeedRow[] = FOOTER_ADVERTS.map(([name, url, childFriendly, headline, subline, colours], index) => {
    const key = `adverts/footer-${index + 1}.jpg`
    images.push(banner(key, 750, headline, subline, 'Find out more', colours))
    return {
      id: index + 1,
      advert_name: name,
      target_url: url,
      child_friendly: childFriendly,
      image_key: key,
      enabled: true,
      position: index + 1,
    }
  })
  const slots: SeedRow[] = SLOT_ADVERTS.map(([slot, name, url, enabled, channel, start, end, childFriendly, colours], index) => {
    const id = index + 1
    const key = `adverts/slot-${id}.jpg`
    images.push(banner(key, 750, name, 'Ipswich Town', 'Learn more', colours))
    return {
      id,
      slot_id: slot,
      advert_name: name,
      advert_ref: `ADV-${String(id).padStart(4, '0')}`,
      campaign_ref: `CMP-${slot}-${id}`,
      url,
      enabled,
      channel,
      child_friendly: childFriendly,
      start_utc: shiftUtc(clock, start),
      end_utc: shiftUtc(clock, end),
      mobile_image_key: key,
      desktop_image_key: key,
      position: index + 1,
    }
  })
  images.push(
    banner('promos/town-tv-season.jpg', 1400, 'Never miss a kick', 'Live audio of every game on Town TV', 'Subscribe', [
      '#0044a9',
      '#d6001c',
    ]),
    banner('promos/christmas-shop.jpg', 1400, 'Christmas at the club shop', 'Gifts for every Town fan', 'Shop now', ['#0b7a3e', '#063d1f']),
  )
  const promos: SeedRow[] = [
    {
      id: 1,
      title: 'Town TV season promo',
      type: 'Default',
      channel: 'Web',
      start_utc: shiftUtc(clock, SEASON_START),
      end_utc: shiftUtc(clock, SEASON_END),
      url: '/videos/subscriptions',
      web_new_window: false,
      image_key: 'promos/town-tv-season.jpg',
      image_alt: 'Never miss a kick: live audio of every game on Town TV',
      enabled: true,
    },
    {
      id: 2,
      title: 'Christmas shop',
      type: 'Mini',
      channel: 'Web',
      start_utc: shiftUtc(clock, '2026-11-15T00:00:00.000Z'),
      end_utc: shiftUtc(clock, '2026-12-24T23:59:00.000Z'),
      url: 'https://shop.itfc.example',
      web_new_window: true,
      image_key: 'promos/christmas-shop.jpg',
      image_alt: 'Christmas at the club shop',
      enabled: true,
    },
  ]
  return {
    tables: [
      { table: 'footer_adverts', rows: footer },
      { table: 'slot_adverts', rows: slots },
      { table: 'promo_overlays', rows: promos },
    ],
    images,
  }
}
