import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv, Bindings } from './env'
import { apiErrorBody, errorCodeOf } from './http-errors'
import { configured, siteConfigured } from './middleware/configured'
import { d1Session } from './middleware/d1-session'
import { requestContext } from './middleware/request-context'
import { securityHeaders } from './middleware/security-headers'
import { sameOriginWrites } from './middleware/same-origin-writes'
import { siteLock } from './middleware/site-lock'
import { viewerContext } from './identity/viewer'
import { adminAccounts } from './routes/admin-accounts'
import { adminSettings } from './routes/admin-settings'
import { adminArticles } from './routes/admin-articles'
import { adminAudit } from './routes/admin-audit'
import { adminPictures } from './routes/admin-pictures'
import { adminVouchers } from './routes/admin-vouchers'
import { adminPackages } from './routes/admin-packages'
import { adminPromos } from './routes/admin-promos'
import { adminDashboard } from './routes/admin-dashboard'
import { adminAdverts } from './routes/admin-adverts'
import { adminSlotAdverts } from './routes/admin-slot-adverts'
import { adminSponsorRows, adminSponsorSlots, adminSponsors } from './routes/admin-sponsors'
import { adminConfiguration } from './routes/admin-configuration'
import { adminMatches } from './routes/admin-matches'
import { adminMatchConsole } from './routes/admin-match-console'
import { adminReplays } from './routes/admin-replays'
import { adminImports } from './routes/admin-imports'
import { adminFootball } from './routes/admin-football'
import { adminMenus } from './routes/admin-menus'
import { adminPages } from './routes/admin-pages'
import { adminCaptions } from './routes/admin-captions'
import { adminOps } from './routes/admin-ops'
import { adminNotices } from './routes/admin-notices'
import { auth } from './routes/auth'
import { entitlementsApi } from './routes/entitlements'
import { streamsApi } from './routes/streams'
import { streamSocket } from './routes/stream-socket'
import { sessionCheck } from './routes/session-check'
import { streamDevices } from './routes/stream-devices'
import { deviceTakeover } from './routes/device-takeover'
import { events } from './routes/events'
import { advertsApi } from './routes/adverts'
import { advertisingSlots } from './routes/advertising-slots'
import { experimentsApi } from './routes/experiments'
import { images } from './routes/images'
import { ksession } from './routes/ksession'
import { matchesApi } from './routes/matches'
import { matchSocket } from './routes/match-socket'
import { media } from './routes/media'
import { pageApi } from './routes/page-api'
import { pages, renderErrorPage } from './routes/pages'
import { preferences } from './routes/preferences'
import { accountPreferencesApi } from './routes/account-preferences'
import { promoOverlays } from './routes/promo-overlays'
import { siteLockApi } from './routes/site-lock'
import { sso } from './routes/sso'
import { videoSearch } from './routes/video-search'
import { videoFeed } from './routes/video-feed'
import { videoCategories } from './routes/video-categories'
import { newsSearch } from './routes/news-search'
import { packagesApi } from './routes/packages'
import { checkoutApi } from './routes/checkout'
import { purchaseStatusApi } from './routes/purchase-status'
import { customerPortalApi } from './routes/customer-portal'
import { paymentWebhook } from './routes/payment-webhook'
import { vouchersApi } from './routes/vouchers'
import { sandbox } from './routes/sandbox'
import { runScheduled } from './media/media-scheduled'
import { adminUploads } from './routes/admin-uploads'
import { adminVideos } from './routes/admin-videos'
import { streamWebhook } from './routes/stream-webhook'
import { consumeQueue } from './events/consume-queue'
import { requirePayments } from './payments/payments-configured'

/** Composition only (CONVENTIONS "In this project" §1). */
const app = new Hono<AppEnv>()

// First: a site whose settings are wrong answers 503 and runs nothing else (issue 18 §2).
app.use('*', configured)
app.use('*', d1Session)
app.use('*', securityHeaders)
app.use('*', requestContext)
app.use('*', siteLock)
app.use('/api/*', sameOriginWrites)
app.use('/api/*', viewerContext)
// Account-area pages decide by who is signed in (the advertisers' report is for admins).
app.use('/account/*', viewerContext)
// Issue 19: the back office's pages and previews are for staff.
app.use('/admin/*', viewerContext)

app.route('/api/page', pageApi)
app.route('/api/matches', matchesApi)
// Issue 21 §1: the match push socket (GET /api/matches/{id}/socket).
app.route('/api/matches', matchSocket)
app.route('/api/news/search', newsSearch)
app.route('/api/videos/search', videoSearch)
app.route('/api/videos/feed', videoFeed)
app.route('/api/videos/categories', videoCategories)
// SPEC §7 writes the path with a trailing slash; both spellings answer.
app.route('/api/promo-overlays', promoOverlays)
app.route('/api/promo-overlays/', promoOverlays)
app.route('/api/adverts', advertsApi)
app.route('/api/adverts/', advertsApi)
app.route('/api/advertising/slots', advertisingSlots)
app.route('/api/experiments', experimentsApi)
app.route('/api/events', events)
app.route('/api/preferences', preferences)
app.route('/api/account/preferences', accountPreferencesApi)
app.route('/api/site-lock', siteLockApi)
app.route('/api/auth', auth)
app.route('/api/streamline/users/entitlements', entitlementsApi)
app.route('/api/streamline/streams', streamsApi)
app.route('/api/streamline/socket', streamSocket)
app.route('/api/streamline/session', sessionCheck)
app.route('/api/streamline/session', deviceTakeover)
app.route('/api/streamline/devices', streamDevices)
app.route('/api/admin/adverts', adminAdverts)
app.route('/api/admin/slot-adverts', adminSlotAdverts)
app.route('/api/admin/sponsors', adminSponsors)
app.route('/api/admin/sponsor-rows', adminSponsorRows)
app.route('/api/admin/sponsor-slots', adminSponsorSlots)
app.route('/api/admin/configuration', adminConfiguration)
app.route('/api/admin/matches', adminMatches)
app.route('/api/admin/matches', adminMatchConsole)
app.route('/api/admin/matches', adminReplays)
app.route('/api/admin/imports', adminImports)
app.route('/api/admin/football', adminFootball)
app.route('/api/admin/pages', adminPages)
app.route('/api/admin/videos', adminCaptions)
app.route('/api/admin/menus', adminMenus)
app.route('/api/admin/accounts', adminAccounts)
app.route('/api/admin/settings', adminSettings)
app.route('/api/admin/articles', adminArticles)
app.route('/api/admin/audit', adminAudit)
app.route('/api/admin/pictures', adminPictures)
app.route('/api/admin/videos', adminVideos)
app.route('/api/admin/uploads', adminUploads)
app.route('/api/admin/vouchers', adminVouchers)
app.route('/api/admin/packages', adminPackages)
app.route('/api/admin/promos', adminPromos)
// Issue 21 §7: the operations figures (administrators).
app.route('/api/admin/ops', adminOps)
// Issue 21 §6: the club's notices during an incident (administrators).
app.route('/api/admin/notices', adminNotices)
app.route('/api/admin', adminDashboard)
app.route('/api/packages', packagesApi)
// Packages list without Stripe; buying needs it (issue 18 §3).
app.use('/api/payments/create-checkout', requirePayments)
app.use('/api/payments/create-portal-redirect', requirePayments)
app.use('/api/payments/webhook', requirePayments)
app.route('/api/payments/webhook', paymentWebhook)
app.route('/api/media/stream-webhook', streamWebhook)
app.route('/api/payments', checkoutApi)
app.route('/api/payments', purchaseStatusApi)
app.route('/api/payments', customerPortalApi)
app.route('/api/vouchers', vouchersApi)
app.route('/api/streamline/ksession', ksession)
app.all('/api/*', (c) => c.json(apiErrorBody('not_found', 'No such API endpoint'), 404))
app.route('/images', images)
app.route('/media', media)
app.route('/sandbox', sandbox)
app.route('/sso', sso)
app.route('/', pages)

app.notFound((c) => (isApi(c.req.path) ? c.json(apiErrorBody('not_found', 'Not found'), 404) : renderErrorPage(c, 404)))

// One error handler: a stable code and message, never a stack trace.
app.onError((err, c) => {
  const status = err instanceof HTTPException ? err.status : 500
  // A feature switched off by its settings was logged once by worker/config.ts, not on every request.
  const featureOff = err instanceof HTTPException && errorCodeOf(err).endsWith('_not_configured')
  if (status >= 500 && !featureOff)
    console.error('request failed', c.req.method, c.req.path, err instanceof Error ? err.message : String(err))
  if (isApi(c.req.path)) {
    const code = err instanceof HTTPException ? errorCodeOf(err) : 'internal_error'
    // A feature switched off says so in its own words (written for users, no internals); any other 5xx is masked.
    const message = status >= 500 && !featureOff ? 'Something went wrong on our side' : err.message
    return c.json(apiErrorBody(code, message), status)
  }
  return renderErrorPage(c, status)
})

function isApi(path: string): boolean {
  return path.startsWith('/api/')
}

// fetch for requests, scheduled for the Cron Triggers (wrangler.toml [triggers]: payments reconciliation, media upkeep),
// queue for the tracking events and the mail (wrangler.toml [[queues.consumers]]).
// With a site setting wrong they do nothing: the reconciliation waits, and the messages stay queued (retried).
export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => (siteConfigured(env) ? runScheduled(controller, env, ctx) : undefined),
  queue: (batch, env) => {
    if (siteConfigured(env)) return consumeQueue(batch, env)
    batch.retryAll()
  },
} satisfies ExportedHandler<Bindings, import('./events/consume-queue').QueueMessage>
export { StreamSessions } from './streaming/stream-sessions'
export { MatchRoom } from './matchday/match-room'
export { MatchRoomShard } from './matchday/match-room-shard'
export { OpsWatch } from './ops/ops-watch'
