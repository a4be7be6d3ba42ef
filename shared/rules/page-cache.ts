/**
 * Issue 13 §2: HTML cached at the edge. Which pages may be cached, for how
 * long, and under which key. On matchday every supporter opens the same few
 * pages at once; rendering each anew from D1 per request is slow far from the
 * database and falls over at kick-off. Issue 22 §1: signed-in supporters are
 * served from the cache too, one copy per viewer class (./viewer-class.ts:
 * what the first paint depends on besides identity; their personal parts are
 * written on the way out); staff are not. The key carries exactly what changes
 * the HTML besides the URL: child-friendly mode (§4.2), the cookie choice
 * (§4.7: the popup and the tags are in the HTML) and the viewer class. The locale is
 * in the URL (?lang=ar, an Arabic article's own address). The country the
 * edge saw is not in the key: no server-rendered page depends on it (what may
 * be bought or watched there is asked by the browser: the packages API, the
 * session check), and keying by it would split each page's copy ~250 ways.
 * PageContext carries no country, so a loader cannot start depending on it.
 */
import type { CookieConsent } from './cookie-consent'
import { LEGACY_PATHS } from './session-cookie-names'
import type { ViewerClass } from './viewer-class'
import type { RouteName } from '../routes'

export interface PageCacheTtl {
  /** Seconds the copy is served as it is (HIT). */
  fresh: number
  /** Seconds after that it is still served (STALE) while a new copy renders in the background. */
  staleWhileRevalidate: number
}

/** Our choice: a copy is kept this long to be served when rendering fails (D1 down), however old. */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60

const LIVE: PageCacheTtl = { fresh: 5, staleWhileRevalidate: 10 }
const FOOTBALL: PageCacheTtl = { fresh: 30, staleWhileRevalidate: 60 }
const NEWS: PageCacheTtl = { fresh: 120, staleWhileRevalidate: 600 }
const SLOW: PageCacheTtl = { fresh: 600, staleWhileRevalidate: 3600 }

/** Per page kind; null: never cached (pages about one visitor's account or payment). */
const TTL: Record<RouteName, PageCacheTtl | null> = {
  // The live match centre and the live pages change by the second.
  matchCentre: LIVE,
  live: LIVE,
  livePlayer: LIVE,
  home: FOOTBALL,
  matches: FOOTBALL,
  videos: FOOTBALL,
  newsListing: NEWS,
  newsArticle: NEWS,
  newsArchive: NEWS,
  category: NEWS,
  videosBrowse: NEWS,
  videoChannel: NEWS,
  videoEntry: NEWS,
  videoPlayerSlug: NEWS,
  teams: SLOW,
  team: SLOW,
  player: SLOW,
  videoCategories: SLOW,
  videoFaqs: SLOW,
  videoSubscriptions: NEWS,
  cmsPage: SLOW,
  accountLogin: null,
  advertsReport: null,
  // Issue 19: the back office and previews are for staff only, never a shared copy.
  admin: null,
  articlePreview: null,
  pagePreview: null,
  paymentSuccessful: null,
  cancelledPayment: null,
}

export function pageCacheTtl(route: RouteName | null): PageCacheTtl | null {
  return route === null ? null : (TTL[route] ?? null)
}

export interface PageCacheRequest {
  method: string
  /** Names of the cookies the request carries. */
  cookieNames: readonly string[]
  /** The development site lock is on: every page depends on the visitor's unlock. */
  siteLocked: boolean
  /**
   * Issue 22 §1: the class of the VERIFIED viewer (a forged, expired or revoked
   * session cookie is the anonymous class). Cookie names alone decide nothing.
   */
  viewerClass: ViewerClass
}

export function mayUsePageCache(request: PageCacheRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.siteLocked) return false
  // Issue 18 §5: old-named session cookies are moved in this response (Set-Cookie): rendered, as before.
  if (request.cookieNames.some((name) => Object.hasOwn(LEGACY_PATHS, name))) return false
  return request.viewerClass.shared
}

export interface PageVariant {
  childFriendly: boolean
  consent: CookieConsent
  /** Issue 22 §1: ViewerClass.key, from the verified account only (never from a cookie's name or value). */
  viewerClassKey: string
}

/** The part of the key besides the URL: every variant that changes the HTML, and nothing else. */
export function pageVariantKey(variant: PageVariant): string {
  const { consent } = variant
  const choice = consent.given ? `c${Number(consent.analytics)}${Number(consent.marketing)}${Number(consent.personalisation)}` : 'c-'
  // Only [a-z0-9] reaches the key: the class key is ours, but the key is a URL path segment.
  const viewer = variant.viewerClassKey.replace(/[^a-z0-9]/g, '') || 'anon'
  return `${variant.childFriendly ? 'cf1' : 'cf0'}.${choice}.${viewer}`
}

export type PageCacheState = 'fresh' | 'stale' | 'expired'

/** How a stored copy of `ageSeconds` may be used. */
export function pageCacheState(ageSeconds: number, ttl: PageCacheTtl): PageCacheState {
  if (ageSeconds < ttl.fresh) return 'fresh'
  if (ageSeconds < ttl.fresh + ttl.staleWhileRevalidate) return 'stale'
  return 'expired'
}
