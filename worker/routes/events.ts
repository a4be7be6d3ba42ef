import { Hono } from 'hono'
import { withServerConsent } from '../../shared/rules/event-consent'
import { PLAYER_ERROR_ACTION, playerErrorPlan } from '../../shared/rules/player-error-event'
import { MAX_EVENTS_PER_BATCH, TrackingBatchSchema } from '../../shared/schemas/tracking'
import type { AppEnv } from '../env'
import { toQueuedEvent } from '../events/event-message'
import { toQueuedPlayerError } from '../events/player-error-message'
import { readEventsBody } from '../events/read-events-body'
import { apiErrorBody } from '../http-errors'

/**
 * POST /api/events (SPEC §3 tracking event, §7 event log; issue 12 §3): a batch
 * (or one event) is checked whole with zod and put on the EVENTS queue as one
 * message; the consumer (worker/events/consume-events.ts) writes it to D1. A
 * bad event refuses the whole batch, so nothing is half-stored. The consent
 * that counts is the visitor's cookie as the server reads it: without
 * analytics consent the session and sign-on ids become 'no tracking', and an
 * advert event's userAllowTracking says what the server read
 * (shared/rules/event-consent.ts).
 */
export const events = new Hono<AppEnv>()

events.post('/', async (c) => {
  const body = await readEventsBody(c)
  if (body === undefined) return c.json(apiErrorBody('bad_request', 'Send the events as JSON, at most 64 KB'), 400)
  const batch = Array.isArray(body) ? body : [body]
  // Counted before zod looks at any item: a huge batch costs nothing to refuse.
  if (batch.length > MAX_EVENTS_PER_BATCH) {
    return c.json(apiErrorBody('bad_request', `At most ${MAX_EVENTS_PER_BATCH} events in a batch`), 400)
  }
  const parsed = TrackingBatchSchema.safeParse(batch)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body'
    return c.json(apiErrorBody('bad_request', `Invalid event: ${field}`), 400)
  }
  const consent = c.get('cookieConsent')
  const receivedAt = new Date()
  const newId = () => crypto.randomUUID()
  // Issue 21 §7: a player error is kept only with analytics consent, and then with no id of the visitor's.
  const errorsKept = playerErrorPlan(consent) === 'send'
  const queued = parsed.data
    .filter((event) => event.action !== PLAYER_ERROR_ACTION || errorsKept)
    .map((event) =>
      event.action === PLAYER_ERROR_ACTION
        ? toQueuedPlayerError(event, c.get('country'), receivedAt, newId)
        : toQueuedEvent(withServerConsent(event, consent), receivedAt, newId),
    )
  if (queued.length === 0) return c.body(null, 202)
  try {
    await c.env.EVENTS.send({ events: queued }, { contentType: 'json' })
  } catch (err) {
    // SPEC §8.3: tracking failures are logged only; the answer says so and never carries the cause.
    console.warn('event tracking failed', queued.length, err instanceof Error ? err.message : String(err))
    return c.json(apiErrorBody('tracking_unavailable', 'Events cannot be taken just now; nothing was stored'), 503)
  }
  return c.body(null, 202)
})

events.all('/', (c) => c.json(apiErrorBody('method_not_allowed', 'Use POST'), 405))
