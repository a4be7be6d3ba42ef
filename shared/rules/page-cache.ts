/**
 * Issue 13 §2: HTML cached at the edge. Which pages may be cached, for how
 * long, and under which key. On matchday every supporter opens the same few
 * pages at once; rendering each anew from D1 per request is slow far from the
 * database and falls over at kick-off. Only visitors without a session are
 * served from the cache (a signed-in supporter's page hydrates their state
 * from the API, SPEC §4.6, but is never shared), and the key carries exactly
 * what changes the HTML besides the URL: child-friendly mode (§4.2) and the
 * cookie choice (§4.7: the popup and the tags are in the HTML). The locale is
 * in the URL (?lang=ar, an Arabic article's own address). The country the
 * edge saw is not in the key: no server-rendered page depends on it (what may
 * be bought or watched there is asked by the browser: the packages API, the
 * session check), and keying by it would split each page's copy ~250 ways.
 * PageContext carries no country, so a loader cannot start depending on it.
 */
import type { CookieConsent } from './cookie-consent'
import { ALL_SESSION_COOKIE_NAMES } from './session-cookie-names'
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
}

/**
 * Cookies that mean "this visitor has a session": their pages are never
 * shared. The `__Host-` names and the old ones still being moved over (issue 18 §5).
 */
export const SESSION_COOKIES = ALL_SESSION_COOKIE_NAMES

export function mayUsePageCache(request: PageCacheRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.siteLocked) return false
  return !request.cookieNames.some((name) => (SESSION_COOKIES as readonly string[]).includes(name))
}

export interface PageVariant {
  childFriendly: boolean
  consent: CookieConsent
}

/** The part of the key besides the URL: every variant that changes the HTML, and nothing else. */
export function pageVariantKey(variant: PageVariant): string {
  const { consent } = variant
  const choice = consent.given ? `c${Number(consent.analytics)}${Number(consent.marketing)}${Number(consent.personalisation)}` : 'c-'
  return `${variant.childFriendly ? 'cf1' : 'cf0'}.${choice}`
}

export type PageCacheState = 'fresh' | 'stale' | 'expired'

/** How a stored copy of `ageSeconds` may be used. */
export function pageCacheState(ageSeconds: number, ttl: PageCacheTtl): PageCacheState {
  if (ageSeconds < ttl.fresh) return 'fresh'
  if (ageSeconds < ttl.fresh + ttl.staleWhileRevalidate) return 'stale'
  return 'expired'
}
