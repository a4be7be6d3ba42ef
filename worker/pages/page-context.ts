import type { RouteMatch } from '../../shared/routes'
import type { Locale } from '../../shared/types/news'
import type { PageData } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import type { ReadValues, Reads } from '../db/read'
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
  /**
   * Sends independent reads (query modules' Reads, prepared on env.DB) to D1
   * together: one batch, one round trip (issue 13 §3). A page's first call
   * may carry the chrome's reads along (page-reader.ts).
   */
  read: <R extends Reads>(reads: R) => Promise<ReadValues<R>>
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
