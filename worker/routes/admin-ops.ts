import { Hono } from 'hono'
import { minuteOf, OPEN_PLAYER_WINDOW_MINUTES, OPS_MAX_MINUTES, opsFigures, opsMinutes } from '../../shared/rules/ops-figures'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { crossSiteRefusal, fromAnotherSite } from '../middleware/same-origin-writes'
import { opsStoreOf } from '../ops/ops-store'

/**
 * GET /api/admin/ops?minutes=15 (issue 21 §7, administrators): the
 * operations figures of the last 1 to 60 minutes: session checks per minute
 * by outcome, token renewals, open players per stream and by country, player
 * errors, webhook failures and the sockets open per match (shared/rules/ops-figures.ts
 * says how each is counted). 503 ops_not_configured when production lacks
 * the store's settings; 502 ops_unavailable when the store cannot answer.
 * GET /api/admin/ops/socket: the view's socket to the OpsWatch object
 * (worker/ops/ops-watch.ts), which says 'changed' when figures were recorded.
 */
export const adminOps = new Hono<AppEnv>()

adminOps.use('*', requireAdmin)

adminOps.get('/', async (c) => {
  const query = opsMinutes(c.req.query('minutes'))
  if (query.state === 'invalid')
    return c.json(apiErrorBody('ops_minutes_invalid', `minutes must be a whole number from 1 to ${OPS_MAX_MINUTES}`), 400)
  const store = opsStoreOf(c.env)
  if (!store)
    return c.json(apiErrorBody('ops_not_configured', 'The operations figures are not configured: see the configuration page'), 503)
  const now = Date.now()
  const to = minuteOf(now)
  // The open players need their whole window even when fewer minutes are shown.
  const from = to - Math.max(query.minutes, OPEN_PLAYER_WINDOW_MINUTES + 1) + 1
  try {
    const [rows, matchSockets] = await Promise.all([store.rows(from, to), store.matchSockets(now)])
    const attributes = { store: store.name, ...opsFigures(rows, now, query.minutes), matchSockets }
    return c.json({ data: { type: 'opsFigures', attributes } })
  } catch (err) {
    console.warn('operations figures unavailable', err instanceof Error ? err.message : String(err))
    return c.json(apiErrorBody('ops_unavailable', 'The operations figures cannot be read just now; try again in a moment'), 502)
  }
})

adminOps.get('/socket', async (c) => {
  // Browsers send Origin with every WebSocket handshake: a page of another site cannot watch with an administrator's cookie.
  if (fromAnotherSite(c)) return crossSiteRefusal(c)
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return c.json(apiErrorBody('upgrade_required', 'This address takes a WebSocket connection'), 426)
  }
  const watch = c.env.OPS_WATCH.get(c.env.OPS_WATCH.idFromName('ops'))
  const answer = await watch.fetch(new Request(c.req.url, { headers: { Upgrade: 'websocket' } }))
  c.header('Cache-Control', 'no-store')
  if (answer.status !== 101 || !answer.webSocket)
    return c.json(apiErrorBody('ops_unavailable', 'The operations view cannot be watched just now'), 502)
  // A fresh Response: the object's has immutable headers, and the middleware adds the security headers.
  return new Response(null, { status: 101, webSocket: answer.webSocket })
})
