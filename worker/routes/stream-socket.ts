import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'
import { streamSessionsOf } from '../streaming/session-check'
import { COUNTRY_HEADER, SIGN_IN_HEADER } from '../streaming/stream-sessions-api'
import { crossSiteRefusal, fromAnotherSite } from '../middleware/same-origin-writes'

/**
 * GET /api/streamline/socket (SPEC §7 "WebSocket to the streamline socket";
 * ARCHITECTURE "Streaming"): a signed-in player's WebSocket to its account's
 * StreamSessions object (worker/streaming/stream-sessions.ts), which keeps it
 * with the hibernation API. The account comes from the session cookie only.
 * Browsers send Origin with every WebSocket handshake, so a page on another
 * origin cannot open a socket with the supporter's cookie.
 */
export const streamSocket = new Hono<AppEnv>()

streamSocket.get('/', async (c) => {
  if (fromAnotherSite(c)) return crossSiteRefusal(c)
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'Please Log In to access this stream'), 401)
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return c.json(apiErrorBody('upgrade_required', 'This address takes a WebSocket connection'), 426)
  }
  // The socket belongs to this sign-in session: its leases are that sign-in's (lease-table.ts), and end when it signs out.
  const headers = new Headers(c.req.raw.headers)
  headers.set(SIGN_IN_HEADER, viewer.sessionId)
  headers.set(COUNTRY_HEADER, c.get('country'))
  const upgraded = await streamSessionsOf(c.env, viewer.account.ssoId).fetch(new Request(c.req.raw, { headers }))
  // A fresh Response: the object's has immutable headers, and the middleware adds the security headers.
  return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket })
})
