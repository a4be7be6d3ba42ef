import type { RouteMatch } from '../../shared/routes'
import type { Locale } from '../../shared/types/news'
import type { PageData } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import type { ReadValues, Reads } from '../db/read'
import type { Bindings } from '../env'
import type { ViewerAccount } from '../identity/viewer'

/** What a page loader gets: bindings, the request's context, the matched route. */
export interface PageContext {
  env: Bindings
  url: URL
  route: RouteMatch
  /**
   * The 'web' settings row. Read with the page's first batch (issue 13 §3): ask
   * for it after the loader's first read and it costs no round trip of its own.
   */
  settings: () => Promise<WebSettings>
  childFriendly: boolean
  now: Date
  /**
   * Sends independent reads (query modules' Reads, prepared on env.DB) to D1
   * together: one batch, one round trip (issue 13 §3). A page's first call
   * may carry the chrome's reads along (page-reader.ts).
   */
  read: <R extends Reads>(reads: R) => Promise<ReadValues<R>>
  /** The signed-in account, read on first call (only pages about an account ask). */
  viewerAccount: () => Promise<ViewerAccount | null>
}

/** What a page loader returns; load-page.ts turns it into a PagePayload. */
export interface LoadedPage {
  page: PageData
  /** Title without the prefix; null for the home page. */
  title: string | null
  description?: string
  locale?: Locale
  canonicalPath?: string
  /** The page's HTTP status when it is not 200 (a sign-in prompt is 401, a refused admin page 403). */
  status?: number
  /** Pages about one account are not for search engines. */
  robots?: string
}

export type PageLoader = (ctx: PageContext) => Promise<LoadedPage>
