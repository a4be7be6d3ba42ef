/**
 * SPEC §3 "Advert (other)" rows with mobile and desktop images, and aggregated-feed adverts
 * (image size 'content-feed'). Some are deliberately hidden: one not child friendly, one
 * disabled, one for the app channel only (SPEC §5).
 */
import { type SeedClock, shiftUtc } from './clock'
import { bannerSvg, wideBannerSvg } from './images'
import type { SeedRow } from './sql'
import type { SeedImage, SeedPart } from './types'

const SEASON_START = '2025-07-01T00:00:00.000Z'
const SEASON_END = '2027-06-30T23:00:00.000Z'

interface AdvertSeed {
  kind: 'other' | 'aggregated-feed'
  placement: string
  title: string
  url: string
  childFriendly: boolean
  enabled: boolean
  channel: '' | 'web' | 'app'
  /** The desktop size of an 'other' advert; the feed's image is always 'content-feed'. */
  desktop?: 'banner' | 'large-banner'
  cta: string
  colours: [string, string]
}

const ADVERTS: AdvertSeed[] = [
  {
    kind: 'other',
    placement: 'news-article',
    title: 'Town TV: every game, live audio',
    url: '/videos/subscriptions',
    childFriendly: true,
    enabled: true,
    channel: 'web',
    desktop: 'banner',
    cta: 'Subscribe',
    colours: ['#d6001c', '#5a0010'],
  },
  {
    kind: 'other',
    placement: 'matches',
    title: 'Hospitality at Portman Road',
    url: '/hospitality',
    childFriendly: true,
    enabled: true,
    channel: '',
    desktop: 'large-banner',
    cta: 'Book now',
    colours: ['#1d2b4f', '#0b1226'],
  },
  {
    kind: 'other',
    placement: 'news-article',
    title: 'BetNorth: official betting partner 18+',
    url: 'https://betnorth.example',
    childFriendly: false,
    enabled: true,
    channel: 'web',
    desktop: 'banner',
    cta: 'Bet now',
    colours: ['#333333', '#111111'],
  },
  {
    kind: 'other',
    placement: '',
    title: 'Junior Blues membership',
    url: '/junior-blues',
    childFriendly: true,
    enabled: false,
    channel: 'web',
    desktop: 'banner',
    cta: 'Join',
    colours: ['#0044a9', '#001f4d'],
  },
  {
    kind: 'aggregated-feed',
    placement: '',
    title: 'Christmas at the club shop',
    url: 'https://shop.itfc.example',
    childFriendly: true,
    enabled: true,
    channel: 'web',
    cta: 'Shop now',
    colours: ['#0b7a3e', '#063d1f'],
  },
  {
    kind: 'aggregated-feed',
    placement: '',
    title: 'Season tickets 2026-27',
    url: 'https://tickets.itfc.example',
    childFriendly: true,
    enabled: true,
    channel: '',
    cta: 'Find out more',
    colours: ['#0044a9', '#001f4d'],
  },
  {
    kind: 'aggregated-feed',
    placement: '',
    title: 'Download the club app',
    url: 'https://app.itfc.example',
    childFriendly: true,
    enabled: true,
    channel: 'app',
    cta: 'Download',
    colours: ['#7b2d8e', '#2c0f35'],
  },
]

/** SPEC §9.5 widths of the desktop sizes. */
const DESKTOP_WIDTH = { banner: 728, 'large-banner': 1000 } as const

/** Their season-long window moves with the seed's calendar (clock.ts). */
export function otherAdvertsPart(clock: SeedClock): SeedPart {
  const images: SeedImage[] = []
  const imageRows: SeedRow[] = []
  const adverts: SeedRow[] = ADVERTS.map((advert, index) => {
    const id = index + 1
    const square = (type: string, imageSize: string) => {
      const key = `adverts/other-${id}-${type}.jpg`
      images.push({
        key,
        svg: bannerSvg({ size: 750, headline: advert.title, subline: 'Ipswich Town', cta: advert.cta, colours: advert.colours }),
      })
      imageRows.push({ advert_id: id, image_type: type, image_key: key, image_size: imageSize })
    }
    if (advert.kind === 'aggregated-feed') square('content-feed', 'content-feed')
    else {
      square('mobile', 'mpu')
      const size = advert.desktop ?? 'banner'
      const key = `adverts/other-${id}-desktop.jpg`
      images.push({
        key,
        svg: wideBannerSvg({ width: DESKTOP_WIDTH[size], headline: advert.title, cta: advert.cta, colours: advert.colours }),
      })
      imageRows.push({ advert_id: id, image_type: 'desktop', image_key: key, image_size: size })
    }
    return {
      id,
      kind: advert.kind,
      placement: advert.placement,
      title: advert.title,
      url: advert.url,
      child_friendly: advert.childFriendly,
      enabled: advert.enabled,
      channel: advert.channel,
      start_utc: shiftUtc(clock, SEASON_START),
      end_utc: shiftUtc(clock, SEASON_END),
      position: id,
    }
  })
  return {
    tables: [
      { table: 'adverts', rows: adverts },
      { table: 'advert_images', rows: imageRows },
    ],
    images,
  }
}
