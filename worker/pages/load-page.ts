import { HTTPException } from 'hono/http-exception'
import { matchRoute, type RouteMatch, type RouteName } from '../../shared/routes'
import { composePageTitle } from '../../shared/rules/page-title'
import type { PageData, PagePayload } from '../../shared/types/page-payload'
import type { WebSettings } from '../../shared/types/site'
import { loadAccountLogin } from './loaders/account-login'
import { loadAdmin } from './loaders/admin'
import { loadArticlePreview } from './loaders/article-preview'
import { loadPagePreview } from './loaders/page-preview'
import { loadAdvertsReport } from './loaders/adverts-report'
import { loadCategory } from './loaders/category'
import { loadCmsPage } from './loaders/cms-page'
import { loadHome } from './loaders/home'
import { loadLivePlayer } from './loaders/live-player'
import { loadMatchCentre } from './loaders/match-centre'
import { loadMatches } from './loaders/matches'
import { loadNewsArticle } from './loaders/news-article'
import { loadNewsListing } from './loaders/news-listing'
import { loadCancelledPayment, loadPaymentSuccessful } from './loaders/payment-pages'
import { loadPlayer } from './loaders/player'
import { loadTeam, loadTeams } from './loaders/teams'
import { loadVideoFaqs } from './loaders/video-faqs'
import { loadVideoBrowse } from './loaders/videos-browse'
import { loadVideoCategories } from './loaders/videos-categories'
import { loadVideoChannel, loadVideoPlayerSlug } from './loaders/videos-collection'
import { loadVideoEntry } from './loaders/videos-entry'
import { loadLive, loadVideos } from './loaders/videos-feed'
import { loadVideoSubscriptions } from './loaders/videos-subscriptions'
import type { LoadedPage, PageContext, PageLoader } from './page-context'
import { configOf } from '../config'

/**
 * One loader per page kind, serving both SSR and client navigation.
 * Routes of the table without a loader belong to later work and answer 404
 * until then: never a fake page.
 */
const loaders: Partial<Record<RouteName, PageLoader>> = {
  home: loadHome,
  newsListing: loadNewsListing,
  newsArchive: loadNewsListing,
  newsArticle: loadNewsArticle,
  videoFaqs: loadVideoFaqs,
  videos: loadVideos,
  live: loadLive,
  livePlayer: loadLivePlayer,
  videoSubscriptions: loadVideoSubscriptions,
  videosBrowse: loadVideoBrowse,
  videoCategories: loadVideoCategories,
  videoChannel: loadVideoChannel,
  videoPlayerSlug: loadVideoPlayerSlug,
  videoEntry: loadVideoEntry,
  matches: loadMatches,
  matchCentre: loadMatchCentre,
  teams: loadTeams,
  team: loadTeam,
  player: loadPlayer,
  category: loadCategory,
  cmsPage: loadCmsPage,
  accountLogin: loadAccountLogin,
  advertsReport: loadAdvertsReport,
  admin: loadAdmin,
  articlePreview: loadArticlePreview,
  pagePreview: loadPagePreview,
  paymentSuccessful: loadPaymentSuccessful,
  cancelledPayment: loadCancelledPayment,
}

/** SPEC §2.2: the error page uses the site layout with a solid header. */
const ERROR_ROUTE: PagePayload['route'] = { name: 'home', layout: 'site', headerStyle: 'solid' }

export type PageRequest = Omit<PageContext, 'route'>

/** Resolves a URL to the payload the document (or client navigation) renders. */
export async function loadPage(request: PageRequest): Promise<PagePayload> {
  const route = matchRoute(request.url.pathname)
  const loader = route && loaders[route.name]
  const errorPage = async (status: number) => errorPayload({ url: request.url, settings: await request.settings() }, status)
  if (!route || !loader) return errorPage(404)
  try {
    const loaded = await loader({ ...request, route })
    return toPayload(request, await request.settings(), route, loaded, loaded.status ?? 200)
  } catch (err) {
    if (err instanceof HTTPException && err.status < 500) return errorPage(err.status)
    throw err
  }
}

function toPayload(request: PageRequest, settings: WebSettings, route: RouteMatch, loaded: LoadedPage, status: number): PagePayload {
  const prefix = route.layout === 'streamer' ? settings.pageTitlePrefix.streamer : settings.pageTitlePrefix.site
  return {
    status,
    url: request.url.pathname + request.url.search,
    route: { name: route.name, layout: route.layout, headerStyle: route.headerStyle },
    title: composePageTitle(prefix, loaded.title),
    description: loaded.description ?? '',
    locale: loaded.locale ?? 'en',
    canonicalUrl: loaded.canonicalPath ? new URL(loaded.canonicalPath, configOf(request.env).site.PUBLIC_ORIGIN).href : null,
    // SPEC §9.5: the app layout is not for search engines.
    robots: route.layout === 'app-news' ? 'noindex,nofollow' : (loaded.robots ?? null),
    page: loaded.page,
  }
}

/** The error page payload for a status code (SPEC §2.2, §8.3 route errors). */
export function errorPayload(request: { url: URL; settings: WebSettings }, status: number): PagePayload {
  const reason: Extract<PageData, { kind: 'error' }>['reason'] = status === 404 ? 'notFound' : status < 500 ? 'badRequest' : 'serverError'
  return {
    status,
    url: request.url.pathname + request.url.search,
    route: ERROR_ROUTE,
    title: composePageTitle(request.settings.pageTitlePrefix.site, status === 404 ? 'Page not found' : `${status} error`),
    description: '',
    locale: 'en',
    canonicalUrl: null,
    robots: 'noindex',
    page: { kind: 'error', statusCode: status, reason },
  }
}
