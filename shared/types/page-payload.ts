import type { ArticleState } from '../rules/article-state'
import type { AccountRole } from './account'
import type { RouteMatch } from '../routes'
import type { FaqGroup } from './faq'
import type { LeagueTable, MatchDetail, MatchSummary, PlayerProfile, PlayerSummary, Season, SectionSponsor, Team } from './football'
import type { Locale, NewsArticle, NewsCategory, NewsSummary } from './news'
import type { Breadcrumb, CmsCard, CmsPage, PageBlock } from './page'
import type { CookieConsent } from '../rules/cookie-consent'
import type { SignOnProvider } from '../rules/sign-on-link'
import type { FooterAdvert, Menus, SponsorRow, WebSettings } from './site'
import type { LiveUpgradeData, VideoListItem } from './video'
import type { PaymentPageData } from './payment-pages'
import type { VideoPageData } from './video-pages'
import type { OverlayPromo } from './promo'
import type { FooterSlotId } from './slot-advert'
import type { AdvertReport } from './advert-report'

/** What every page shares: settings, menus, sponsors. Sent once, with the document. */
export interface Chrome {
  settings: WebSettings
  menus: Menus
  sponsorRows: SponsorRow[]
  childFriendly: boolean
  /** SPEC §3 footer adverts (v1), already without those child-friendly mode hides. */
  footerAdverts: FooterAdvert[]
  /**
   * SPEC §3 footer slots that had an eligible advert when the page was made: their squares
   * are kept from the first paint, and filled 2 s after each route change (§4.8).
   */
  footerSlots: FooterSlotId[]
  /**
   * SPEC §4.8 overlay promos active when the page was made (the same for every
   * visitor, so a cached page may carry them): the first not yet seen opens
   * with the page. The browser keeps only those still inside their window.
   */
  promos: OverlayPromo[]
  /** SPEC §4.7: read from the cookies on the server, so the popup is in the HTML only when needed. */
  cookieConsent: CookieConsent
  /** SPEC §2.10 site lock: the document is only the lock box. */
  siteLocked: boolean
  /** SPEC §9.5: Domain for the cookies the browser writes, or null for host-only. */
  cookieDomain: string | null
  /** IDENTITY_PROVIDER: with 'oidc' there is no login form or portal page, and Log In goes to the provider. */
  signOn: SignOnProvider
}

export interface NewsPeriod {
  year: number
  month?: number
  day?: number
}

/** One variant per page kind; the client picks the component by `kind`. */
export type PageData =
  | {
      kind: 'home'
      latestNews: NewsSummary[]
      nextMatch: MatchSummary | null
      lastMatch: MatchSummary | null
      videos: VideoListItem[]
      /** SPEC §4.3 rule 4: the configured flag for videos with no entitlements. */
      lockEmptyEntitlements: boolean
      /** SPEC §3 'homepage-news' section sponsor, already filtered for child-friendly mode. */
      sponsor: SectionSponsor | null
    }
  | {
      kind: 'newsListing'
      items: NewsSummary[]
      total: number
      /** 1-based page number of the listing */
      page: number
      pageCount: number
      period: NewsPeriod | null
      /** SPEC §3 'news-listing' section sponsor, already filtered for child-friendly mode. */
      sponsor: SectionSponsor | null
    }
  | {
      kind: 'newsArticle'
      article: NewsArticle
      related: NewsSummary[]
      /** Issue 19 §2: an editor's preview of the article as it would be published (/admin/preview/articles/{id}). */
      preview?: { state: ArticleState }
    }
  | AdminPageData
  | { kind: 'videoFaqs'; groups: FaqGroup[] }
  | VideoPageData
  | PaymentPageData
  | {
      kind: 'matches'
      team: Team
      season: Season
      /** Teams shown in the team switcher (showOnMatches). */
      teams: Team[]
      seasons: Season[]
      view: 'fixtures' | 'table'
      matches: MatchSummary[]
      table: LeagueTable | null
      /** Whether the team has a league table this season: the Fixtures | Table tabs are offered only then. */
      hasTable: boolean
      /** SPEC §4.11: the preseason message when the requested season is the flagged one. */
      preseasonMessage: string | null
      sponsor: SectionSponsor | null
      /** The server's clock, so the client derives the same phases when it hydrates. */
      now: string
    }
  | {
      kind: 'matchCentre'
      match: MatchDetail
      previous: MatchSummary | null
      next: MatchSummary | null
      sponsor: SectionSponsor | null
      potmSponsor: SectionSponsor | null
      now: string
      /** SPEC §2.10 live upgrade notice (§3 liveUpgradeData) when the match has live streams; else null. */
      liveUpgrade: LiveUpgradeData | null
      /** Issue 21 §6: the club's current notices about the match or its streams, newest first. */
      notices: import('./match-notice').MatchNotice[]
    }
  | { kind: 'teams'; teams: Array<{ team: Team; playerCount: number; featured: PlayerSummary[] }> }
  | {
      kind: 'team'
      team: Team
      groups: Array<{ position: PlayerSummary['position'] | null; players: PlayerSummary[] }>
      overview: { next: MatchSummary | null; last: MatchSummary | null; tablePosition: number | null; competition: string | null } | null
    }
  | { kind: 'player'; player: PlayerProfile; kitImageKey: string; shirtIconStyle: 'plain' | 'hollow' | 'hoops' | 'stripes' }
  | { kind: 'categories'; categories: Array<NewsCategory & { locale: Locale; count: number }> }
  | { kind: 'category'; category: NewsCategory & { locale: Locale }; items: NewsSummary[]; total: number; page: number; pageSize: number }
  | {
      kind: 'cmsPage'
      page: CmsPage
      breadcrumbs: Breadcrumb[]
      children: CmsCard[]
      blocks: PageBlock[]
      /** Issue 19 §3: an editor's preview of the page in any state (/admin/preview/pages/{id}). */
      preview?: { status: string }
    }
  /** SPEC §2.10 login form as a page; returnTo has passed the return-path rule. */
  | { kind: 'accountLogin'; returnTo: string }
  | AdvertsReportPageData
  | { kind: 'error'; statusCode: number; reason: 'notFound' | 'badRequest' | 'serverError' }

/**
 * Issue 12 §5 /account/adverts-report: the report for an admin; a sign-in prompt
 * or a refusal for anyone else. from and to are what the form shows.
 */
export interface AdvertsReportPageData {
  kind: 'advertsReport'
  access: 'signIn' | 'forbidden' | 'admin'
  from: string
  to: string
  /** Why the asked range was refused (the form says so); null when it was fine. */
  error: 'badDate' | 'fromAfterTo' | 'tooLong' | null
  report: AdvertReport | null
}

/**
 * Issue 19: the back office (/admin/{section?}/{itemID?}). The server renders
 * the shell for staff (or why not: signed out, not staff); the area's own
 * chunk fetches its data from /api/admin/*.
 */
export interface AdminPageData {
  kind: 'admin'
  access: 'signIn' | 'forbidden' | 'staff'
  role: AccountRole | null
  section: string
  itemID: string | null
}

export type PageKind = PageData['kind']

/** The page-data answer: SSR embeds it, `GET /api/page?path=…` returns it. */
export interface PagePayload {
  status: number
  /** Path and query this payload answers, as the address bar shows it. */
  url: string
  route: Pick<RouteMatch, 'name' | 'layout' | 'headerStyle'>
  title: string
  description: string
  locale: Locale
  /** The page's canonical address, absolute on PUBLIC_ORIGIN (issue 13 §5: search engines want absolute URLs). */
  canonicalUrl: string | null
  robots: string | null
  page: PageData
}

/** hls.js's chunks, which a video page puts in the cache when idle (not needed where HLS plays natively). */
export interface VideoPlayerChunks {
  hls: readonly string[]
}

/** Everything the client needs to hydrate the server-rendered document. */
export interface BootData {
  payload: PagePayload
  chrome: Chrome
  /**
   * Stylesheets, the chunks this first page needs (fetched in parallel with the entry), and the video player's
   * code, fetched into the cache when a video page is idle (client/player/player-prefetch.ts).
   */
  assets: { css: readonly string[]; modulePreload: readonly string[]; videoPlayer: VideoPlayerChunks }
}
