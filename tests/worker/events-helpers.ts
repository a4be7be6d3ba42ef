import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import type { EventsMessage } from '../../worker/events/event-message'
import worker from '../../worker/index'

export const CONSENT_ALL = 'cookie_consent_given=true; cookie_consent_categories=analytics.marketing.personalisation'

export const pageView = {
  channel: 'web',
  domain: 'localhost',
  logId: 4242,
  screenSize: '1440x900',
  ssoVendor: 'embedded',
  userAgent: 'test',
  sessionID: '123456',
  ssoID: 'sso-1',
  action: 'pageView',
  data: { path: '/news' },
}

/**
 * POST /api/events through the worker's own fetch handler with the real
 * bindings. Called directly rather than through the pool's SELF: there each
 * request costs more the more came before (1,000 parallel posts took minutes),
 * which would time the test, not the worker.
 */
export async function postEvents(body: unknown, options: { cookie?: string; contentType?: string; bindings?: typeof env } = {}) {
  const request = new Request('http://localhost/api/events', {
    method: 'POST',
    headers: { 'Content-Type': options.contentType ?? 'application/json', ...(options.cookie ? { Cookie: options.cookie } : {}) },
    body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
  })
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, options.bindings ?? env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

export interface StoredEvent {
  event_id: string
  channel: string
  action: string
  session_id: string
  sso_id: string
  data: string
}

export async function storedEvents(): Promise<StoredEvent[]> {
  const { results } = await env.DB.prepare(
    'SELECT event_id, channel, action, session_id, sso_id, data FROM tracking_events ORDER BY id',
  ).all<StoredEvent>()
  return results
}

/**
 * The rows once the real miniflare queue has delivered to the worker's consumer
 * (wrangler.toml: batches close after 1 s). Polls the table; the pass condition
 * is the count, not a time.
 */
export async function storedWhenConsumed(count: number): Promise<StoredEvent[]> {
  await vi.waitFor(
    async () => {
      const n = await env.DB.prepare('SELECT count(*) AS n FROM tracking_events').first<number>('n')
      if (n !== count) throw new Error(`${n} of ${count} events stored`)
    },
    { timeout: 20_000, interval: 100 },
  )
  return storedEvents()
}

/** Runs the worker's own queue handler on these messages, as the queue would deliver them. */
export async function deliver(messages: Array<{ id: string; body: EventsMessage; attempts?: number }>, bindings = env) {
  const batch = createMessageBatch<EventsMessage>(
    'club-events',
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  )
  const ctx = createExecutionContext()
  // The queue handler as the runtime calls it (with a context), whatever arity ours declares.
  const queue: ExportedHandlerQueueHandler<typeof bindings, EventsMessage> = worker.queue
  await queue(batch, bindings, ctx)
  return getQueueResult(batch, ctx)
}
