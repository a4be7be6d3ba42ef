import type { RouteMatch } from '../routes'
import type { FaqGroup } from './faq'
import type { MatchSummary } from './football'
import type { Locale, NewsArticle, NewsSummary } from './news'
import type { Menus, SponsorRow, WebSettings } from './site'
import type { VideoListItem } from './video'

/** What every page shares: settings, menus, sponsors. Sent once, with the document. */
export interface Chrome {
  settings: WebSettings
  menus: Menus
  sponsorRows: SponsorRow[]
  childFriendly: boolean
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
    }
  | {
      kind: 'newsListing'
      items: NewsSummary[]
      total: number
      /** 1-based page number of the listing */
      page: number
      pageCount: number
      period: NewsPeriod | null
    }
  | { kind: 'newsArticle'; article: NewsArticle; related: NewsSummary[] }
  | { kind: 'videoFaqs'; groups: FaqGroup[] }
  | { kind: 'error'; statusCode: number; reason: 'notFound' | 'badRequest' | 'serverError' }

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
  canonicalPath: string | null
  robots: string | null
  page: PageData
}

/** Everything the client needs to hydrate the server-rendered document. */
export interface BootData {
  payload: PagePayload
  chrome: Chrome
  assets: { css: readonly string[] }
}
