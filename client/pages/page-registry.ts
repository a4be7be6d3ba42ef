import type { ComponentType } from 'react'
import { loadCatalogue, loadEnglishRest } from '../../shared/i18n'
import type { PageData, PageKind, PagePayload } from '../../shared/types/page-payload'
import { loadDeferredParts } from '../components/deferred'
import { ErrorPage } from './error-page'

type PageProps<K extends PageKind> = { page: Extract<PageData, { kind: K }> }
type PageModules = { [K in PageKind]: () => Promise<ComponentType<PageProps<K>>> }

/**
 * One chunk per page kind, so the first load carries only the page shown
 * (the home page's JavaScript budget is 100 KB gzip). A kind is loaded before
 * it renders (preparePage): by the worker before SSR, by the entry before hydration and by
 * client navigation before the page changes, so rendering stays synchronous
 * and the server HTML is complete without JavaScript.
 */
const modules: PageModules = {
  home: () => import('./home-page').then((m) => m.HomePage),
  newsListing: () => import('./news-listing-page').then((m) => m.NewsListingPage),
  newsArticle: () => import('./news-article-page').then((m) => m.NewsArticlePage),
  videoFaqs: () => import('./faqs-page').then((m) => m.FaqsPage),
  videoFeed: () => import('./video-feed-page').then((m) => m.VideoFeedPage),
  livePlayer: () => import('./live-player-page').then((m) => m.LivePlayerPage),
  videoSubscriptions: () => import('./packages-page').then((m) => m.PackagesPage),
  videoBrowse: () => import('./video-browse-page').then((m) => m.VideoBrowsePage),
  videoCategories: () => import('./video-categories-page').then((m) => m.VideoCategoriesPage),
  videoCollection: () => import('./video-collection-page').then((m) => m.VideoCollectionPage),
  videoEntry: () => import('./video-entry-page').then((m) => m.VideoEntryPage),
  matches: () => import('./matches-page').then((m) => m.MatchesPage),
  matchCentre: () => import('./match-centre-page').then((m) => m.MatchCentrePage),
  teams: () => import('./teams-page').then((m) => m.TeamsPage),
  team: () => import('./team-page').then((m) => m.TeamPage),
  player: () => import('./player-page').then((m) => m.PlayerPage),
  categories: () => import('./category-page').then((m) => m.CategoriesPage),
  category: () => import('./category-page').then((m) => m.CategoryPage),
  cmsPage: () => import('./cms-page').then((m) => m.CmsPageView),
  accountLogin: () => import('./account-login-page').then((m) => m.AccountLoginPage),
  advertsReport: () => import('./adverts-report-page').then((m) => m.AdvertsReportPage),
  // Issue 19: the back office is a chunk of its own, loaded only on its pages; issue 22 §5: its sections another,
  // which only the browser loads (on the server loadAdminSections does nothing: the shell renders a loading state).
  admin: () => import('../admin/admin-page').then((m) => m.loadAdminSections().then(() => m.AdminPage)),
  paymentSuccessful: () => import('./payment-successful-page').then((m) => m.PaymentSuccessfulPage),
  cancelledPayment: () => import('./cancelled-payment-page').then((m) => m.CancelledPaymentPage),
  // The error page is in the entry: it must show even when a chunk cannot load.
  error: () => Promise.resolve(ErrorPage),
}

const loaded = new Map<PageKind, ComponentType<{ page: PageData }>>([['error', ErrorPage as ComponentType<{ page: PageData }>]])

/**
 * Kinds that wait for the rest of English before they render (their document preloads it). Issue 22 §3:
 * the chunk of a page under client/pages brings the messages its code names (client/page-messages.mjs),
 * home and error need only the first render's (shared/i18n/first-render.ts); the back office's chunk
 * is not one of them.
 */
const WAITS_FOR_ENGLISH_REST: ReadonlySet<PageKind> = new Set(['admin'])

/** Whether a page of this kind waits for the rest of English before it renders (its document preloads it). */
export function needsEnglishRest(kind: PageKind): boolean {
  return WAITS_FOR_ENGLISH_REST.has(kind)
}

/**
 * Everything a payload needs before it renders: its page component and its
 * locale's messages (for the back office, all of English's too), and the code
 * of the parts its page defers (components/deferred.tsx), known once the
 * page's chunk ran. The entry's first page leaves those to after hydration
 * begins (`deferredParts: false`): React keeps their server HTML until then.
 * Rejects when a chunk fails to load.
 */
export async function preparePage(
  payload: Pick<PagePayload, 'locale' | 'page'>,
  { deferredParts = true }: { deferredParts?: boolean } = {},
): Promise<void> {
  await Promise.all([
    preloadPage(payload.page.kind),
    loadCatalogue(payload.locale),
    needsEnglishRest(payload.page.kind) ? loadEnglishRest() : null,
  ])
  if (deferredParts) await loadDeferredParts()
}

async function preloadPage(kind: PageKind): Promise<void> {
  if (loaded.has(kind)) return
  const component = await modules[kind]()
  loaded.set(kind, component as ComponentType<{ page: PageData }>)
}

/** The component for a kind that preparePage has loaded. */
export function pageComponent(kind: PageKind): ComponentType<{ page: PageData }> {
  const component = loaded.get(kind)
  if (!component) throw new Error(`page '${kind}' rendered before it was loaded`)
  return component
}
