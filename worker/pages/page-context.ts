import type { RouteMatch } from '../../shared/routes'
import type { Locale } from '../../shared/types/news'
import type { PageData } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import type { Bindings } from '../env'

/** What a page loader gets: bindings, the request's context, the matched route. */
export interface PageContext {
  env: Bindings
  url: URL
  route: RouteMatch
  settings: WebSettings
  country: string
  childFriendly: boolean
  now: Date
}

/** What a page loader returns; load-page.ts turns it into a PagePayload. */
export interface LoadedPage {
  page: PageData
  /** Title without the prefix; null for the home page. */
  title: string | null
  description?: string
  locale?: Locale
  canonicalPath?: string
}

export type PageLoader = (ctx: PageContext) => Promise<LoadedPage>
