/**
 * The route table of SPEC §2.1, once: the worker matches it for SSR and the client for SPA navigation.
 * Segment rules (normalisation, slugs, dates, seasons) live in ./route-segments.ts.
 */
import { isDayOf, isDigits, isLowerSlug, isMonth, isSeason, isSlug, isYear, pathSegments } from './route-segments'

export type RouteName =
  | 'home'
  | 'newsListing'
  | 'newsArticle'
  | 'newsArchive'
  | 'matches'
  | 'matchCentre'
  | 'teams'
  | 'team'
  | 'player'
  | 'category'
  | 'videos'
  | 'live'
  | 'livePlayer'
  | 'videosBrowse'
  | 'videoCategories'
  | 'videoFaqs'
  | 'videoSubscriptions'
  | 'videoChannel'
  | 'videoPlayerSlug'
  | 'videoEntry'
  | 'paymentSuccessful'
  | 'cancelledPayment'
  | 'accountLogin'
  | 'advertsReport'
  | 'admin'
  | 'articlePreview'
  | 'pagePreview'
  | 'cmsPage'

export type RouteLayout = 'site' | 'streamer' | 'app-news' | 'admin'
export type RouteParams = Record<string, string | undefined>

export interface RouteMatch {
  name: RouteName
  /** Percent-decoded segment values; keys of absent optional segments are left out. */
  params: RouteParams
  layout: RouteLayout
  headerStyle: 'solid' | 'transparent-dark'
}

/** The §2.1 forms as written, plus the forms this module adds: newsArchive, /app/news/{slug}, /match/{matchID}. */
export const ROUTE_PATTERNS: ReadonlyArray<{ name: RouteName; pattern: string }> = [
  { name: 'home', pattern: '/' },
  { name: 'newsListing', pattern: '/news' },
  { name: 'newsArticle', pattern: '/news/{slug}' },
  { name: 'newsArticle', pattern: '/news/{year}/{slug?}' },
  { name: 'newsArticle', pattern: '/news/{year}/{month?}/{slug?}' },
  { name: 'newsArticle', pattern: '/news/{year}/{month?}/{day?}/{slug?}' },
  { name: 'newsArchive', pattern: '/news/{year}/{month?}/{day?}' },
  { name: 'newsArticle', pattern: '/app/news/{slug}' },
  { name: 'matches', pattern: '/matches' },
  { name: 'matches', pattern: '/matches/{team}/{season?}' },
  { name: 'matches', pattern: '/matches/women' },
  { name: 'matchCentre', pattern: '/match/{team?}/{season?}/{matchID?}' },
  { name: 'matchCentre', pattern: '/match/{matchID}' },
  { name: 'teams', pattern: '/teams' },
  { name: 'team', pattern: '/teams/{team}' },
  { name: 'team', pattern: '/teams/womens' },
  { name: 'player', pattern: '/players/{player?}' },
  { name: 'player', pattern: '/players/{team?}/{player?}' },
  { name: 'category', pattern: '/category' },
  { name: 'category', pattern: '/category/{category?}' },
  { name: 'videos', pattern: '/videos' },
  { name: 'live', pattern: '/live' },
  { name: 'livePlayer', pattern: '/live/{mediaType}/{assetID?}' },
  { name: 'videosBrowse', pattern: '/videos/browse' },
  { name: 'videoCategories', pattern: '/videos/categories' },
  { name: 'videoFaqs', pattern: '/videos/faqs' },
  { name: 'videoSubscriptions', pattern: '/videos/subscriptions' },
  { name: 'videoChannel', pattern: '/videos/channel/{slug?}' },
  { name: 'videoPlayerSlug', pattern: '/videos/player/{slug?}' },
  { name: 'videoEntry', pattern: '/videos/{videoID}' },
  { name: 'paymentSuccessful', pattern: '/payment-successful' },
  { name: 'cancelledPayment', pattern: '/cancelled-payment' },
  { name: 'accountLogin', pattern: '/account/login' },
  { name: 'advertsReport', pattern: '/account/adverts-report' },
  { name: 'articlePreview', pattern: '/admin/preview/articles/{articleID}' },
  { name: 'pagePreview', pattern: '/admin/preview/pages/{pageID}' },
  { name: 'admin', pattern: '/admin/{section?}/{itemID?}' },
  { name: 'cmsPage', pattern: '/{slug}' },
  { name: 'cmsPage', pattern: '/{subpage1}/{slug?}' },
  { name: 'cmsPage', pattern: '/{subpage1}/{subpage2}/{slug?}' },
  { name: 'cmsPage', pattern: '/{subpage1}/{subpage2}/{subpage3}/{slug?}' },
  { name: 'cmsPage', pattern: '/{subpage1}/{subpage2}/{subpage3}/{subpage4}/{slug?}' },
]

type Segments = readonly string[]
interface RouteDef {
  name: RouteName
  layout?: RouteLayout
  match: (s: Segments) => RouteParams | null
}

/** Matches '/{first}/…' with min..max segments after the first; `read` turns them into params. */
const under =
  (first: string, min: number, max: number, read: (rest: Segments) => RouteParams | null = () => ({})) =>
  (s: Segments) =>
    s[0] === first && s.length - 1 >= min && s.length - 1 <= max ? read(s.slice(1)) : null

/** Matches exactly the fixed path given as segments, e.g. fixed('videos', 'faqs'). */
const fixed =
  (...path: string[]) =>
  (s: Segments) =>
    s.length === path.length && path.every((p, i) => s[i] === p) ? {} : null

/** One optional trailing content slug under a fixed prefix: '/videos/channel/{slug?}'. */
const optionalSlug =
  (key: string, ...path: string[]) =>
  (s: Segments) => {
    const base = fixed(...path)(s.slice(0, path.length))
    if (base === null || s.length > path.length + 1) return null
    const value = s[path.length]
    return value === undefined ? {} : isSlug(value) ? { [key]: value } : null
  }

/**
 * SPEC §2.1 dated news: /news/{year}/{month?}/{day?}/{slug?}. An all-digit segment where a month
 * or day can still stand is read as that date part (so /news/2025/13 is a bad month, not a slug);
 * anything else ends the date and is the slug. The date must exist (2025/02/30 is null).
 * `withSlug` picks the article reading (slug required) or the archive reading (no slug).
 */
function datedNews([year, ...more]: Segments, withSlug: boolean): RouteParams | null {
  if (year === undefined || !isYear(year)) return null
  const date: string[] = []
  let slug: string | undefined
  for (const seg of more) {
    if (slug !== undefined) return null // nothing may follow the slug
    if (isDigits(seg) && date.length < 2) date.push(seg)
    else slug = seg
  }
  const [month, day] = date
  if (month !== undefined && !isMonth(month)) return null
  if (month !== undefined && day !== undefined && !isDayOf(year, month, day)) return null
  if (slug !== undefined && !isSlug(slug)) return null
  if (withSlug !== (slug !== undefined)) return null
  return { year, month, day, slug }
}

/**
 * SPEC §2.1 match centre /match/{team?}/{season?}/{matchID?}. Decision: a lone all-digit segment
 * (/match/12345) is the matchID, not a team: team slugs are words (mens, women, u21) and a match
 * link without team and season is otherwise unreadable. With two segments the second must be a season.
 */
function matchCentre([team, season, matchID]: Segments): RouteParams | null {
  if (team === undefined) return {}
  if (season === undefined) return isDigits(team) ? { matchID: team } : isLowerSlug(team) ? { team } : null
  if (!isLowerSlug(team) || !isSeason(season)) return null
  if (matchID === undefined) return { team, season }
  return isDigits(matchID) ? { team, season, matchID } : null
}

// First segments owned by the app: when their own forms fail they are a 404, never a CMS page.
// SPEC lists news…account; app, payment-successful and cancelled-payment are added for the same reason.
const RESERVED = new Set([
  'news',
  'matches',
  'match',
  'teams',
  'players',
  'category',
  'videos',
  'live',
  'api',
  'media',
  'images',
  'assets',
  'sso',
  'account',
  'app',
  'payment-successful',
  'cancelled-payment',
  'admin',
])

const STREAMER = 'streamer'

// Issue 20 §2: a video is opened by its entry id ('1_ab12cd34'), which has an underscore; other items are lower slugs or numbers.
const VIDEO_ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/
const isAdminItemID = (section: string, itemID: string): boolean =>
  isLowerSlug(itemID) || (section === 'videos' && VIDEO_ENTRY_ID.test(itemID))

// SPEC §2.1, tried in order; the first match wins, so fixed /videos/* forms come before /videos/{videoID}.
const ROUTES: readonly RouteDef[] = [
  { name: 'home', match: fixed() },
  { name: 'newsListing', match: fixed('news') },
  { name: 'newsArticle', match: under('news', 1, 1, ([slug]) => (!isYear(slug!) && isSlug(slug!) ? { slug } : null)) },
  { name: 'newsArticle', match: under('news', 2, 4, (r) => datedNews(r, true)) },
  { name: 'newsArchive', match: under('news', 1, 3, (r) => datedNews(r, false)) },
  // In-app news view (robots noindex,nofollow, SPEC §9.5): the article alone, in the app-news layout.
  { name: 'newsArticle', layout: 'app-news', match: under('app', 2, 2, ([n, slug]) => (n === 'news' && isSlug(slug!) ? { slug } : null)) },
  {
    name: 'matches',
    match: under('matches', 0, 2, ([team, season]) =>
      team === undefined ? {} : isLowerSlug(team) && (season === undefined || isSeason(season)) ? { team, season } : null,
    ),
  },
  { name: 'matchCentre', match: under('match', 0, 3, matchCentre) },
  { name: 'teams', match: fixed('teams') },
  { name: 'team', match: under('teams', 1, 1, ([team]) => (isLowerSlug(team!) ? { team } : null)) },
  {
    name: 'player',
    match: under('players', 0, 2, ([a, b]) =>
      a === undefined
        ? {}
        : b === undefined
          ? isSlug(a)
            ? { player: a }
            : null
          : isLowerSlug(a) && isSlug(b)
            ? { team: a, player: b }
            : null,
    ),
  },
  { name: 'category', match: optionalSlug('category', 'category') },
  { name: 'videos', layout: STREAMER, match: fixed('videos') },
  { name: 'videosBrowse', layout: STREAMER, match: fixed('videos', 'browse') },
  { name: 'videoCategories', layout: STREAMER, match: fixed('videos', 'categories') },
  { name: 'videoFaqs', layout: STREAMER, match: fixed('videos', 'faqs') },
  { name: 'videoSubscriptions', layout: STREAMER, match: fixed('videos', 'subscriptions') },
  { name: 'videoChannel', layout: STREAMER, match: optionalSlug('slug', 'videos', 'channel') },
  { name: 'videoPlayerSlug', layout: STREAMER, match: optionalSlug('slug', 'videos', 'player') },
  { name: 'videoEntry', layout: STREAMER, match: under('videos', 1, 1, ([id]) => (isSlug(id!) ? { videoID: id } : null)) },
  { name: 'live', layout: STREAMER, match: fixed('live') },
  {
    name: 'livePlayer',
    layout: STREAMER,
    match: under('live', 1, 2, ([mediaType, assetID]) =>
      isSlug(mediaType!) && (assetID === undefined || isSlug(assetID)) ? { mediaType, assetID } : null,
    ),
  },
  { name: 'paymentSuccessful', layout: STREAMER, match: fixed('payment-successful') },
  { name: 'cancelledPayment', layout: STREAMER, match: fixed('cancelled-payment') },
  { name: 'accountLogin', match: fixed('account', 'login') },
  // Issue 12 §5: the advertisers' report, for administrators (an account-area page of ours, not in §2.1).
  { name: 'advertsReport', match: fixed('account', 'adverts-report') },
  // Issue 19: an unpublished article as its page will look, for staff; the back office itself.
  {
    name: 'articlePreview',
    match: under('admin', 3, 3, ([preview, articles, id]) =>
      preview === 'preview' && articles === 'articles' && isDigits(id!) ? { articleID: id } : null,
    ),
  },
  {
    name: 'pagePreview',
    match: under('admin', 3, 3, ([preview, pages, id]) =>
      preview === 'preview' && pages === 'pages' && isDigits(id!) ? { pageID: id } : null,
    ),
  },
  {
    name: 'admin',
    layout: 'admin',
    match: under('admin', 0, 2, ([section, itemID]) =>
      section === undefined
        ? {}
        : isLowerSlug(section) && (itemID === undefined || isAdminItemID(section, itemID))
          ? { section, itemID }
          : null,
    ),
  },
  // Catch-all content pages: /{slug} up to four sub-levels then slug, i.e. 1–5 lowercase segments.
  {
    name: 'cmsPage',
    match: (s) => (s.length >= 1 && s.length <= 5 && !RESERVED.has(s[0]!) && s.every(isLowerSlug) ? { path: s.join('/') } : null),
  },
]

/**
 * Resolves a pathname (URL.pathname, no query or hash) to its route, or null for a 404.
 * SPEC §2.1: home alone has the transparent-dark header; every other page is solid.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathSegments(pathname)
  if (segments === null) return null
  for (const route of ROUTES) {
    const params = route.match(segments)
    if (params === null) continue
    return {
      name: route.name,
      params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
      layout: route.layout ?? 'site',
      headerStyle: route.name === 'home' ? 'transparent-dark' : 'solid',
    }
  }
  return null
}
