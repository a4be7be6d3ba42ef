import { Hono } from 'hono'
import { NO_TRACKING, trackingState } from '../../shared/rules/cookie-consent'
import { TrackingEventSchema } from '../../shared/schemas/tracking'
import { insertTrackingEvent } from '../db/tracking-events'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { readJsonBody } from './json-body'

/**
 * POST /api/events (SPEC §3 tracking event, §7 event log). The consent that
 * counts is the visitor's cookie as the server reads it: without analytics
 * consent the session and sign-on ids are stored as 'no tracking'.
 */
export const events = new Hono<AppEnv>()

events.post('/', async (c) => {
  const parsed = TrackingEventSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body'
    return c.json(apiErrorBody('bad_request', `Invalid event: ${field}`), 400)
  }
  const tracking = trackingState(c.get('cookieConsent')) === 'tracking'
  const event = tracking ? parsed.data : { ...parsed.data, sessionID: NO_TRACKING, ssoID: NO_TRACKING }
  await insertTrackingEvent(c.env.DB, event, new Date())
  return c.body(null, 204)
})

events.all('/', (c) => c.json(apiErrorBody('method_not_allowed', 'Use POST'), 405))
