import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { handleWebhook } from '../payments/webhook'

/**
 * POST /api/payments/webhook (issue 11 §5): Stripe's deliveries, and the
 * sandbox's, which call this same sub-app in-process. No session: the
 * Stripe-Signature header over the raw body is the only credential.
 */
export const paymentWebhook = new Hono<AppEnv>()

/** Stripe's events are a few kilobytes; a megabyte is far more than any of ours. */
const MAX_EVENT_BYTES = 1024 * 1024

paymentWebhook.post('/', async (c) => {
  if (Number(c.req.header('content-length') ?? 0) > MAX_EVENT_BYTES) return c.json(apiErrorBody('bad_request', 'Event too large'), 413)
  // The signature covers the exact bytes sent: read them as text, never re-serialised JSON.
  const payload = await c.req.text()
  if (payload.length > MAX_EVENT_BYTES) return c.json(apiErrorBody('bad_request', 'Event too large'), 413)
  const answer = await handleWebhook(c.env, (promise) => c.executionCtx.waitUntil(promise), payload, c.req.header('Stripe-Signature'))
  return c.json(answer.body, answer.status)
})
