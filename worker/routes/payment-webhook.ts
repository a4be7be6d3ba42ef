import { Hono } from 'hono'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { recordWebhookFailure } from '../ops/record-ops'
import { handleWebhook } from '../payments/webhook'
import { readBodyText, tooLargeMessage } from './body-reader'

/**
 * POST /api/payments/webhook (issue 11 §5): Stripe's deliveries, and the
 * sandbox's, which call this same sub-app in-process. No session: the
 * Stripe-Signature header over the raw body is the only credential.
 */
export const paymentWebhook = new Hono<AppEnv>()

paymentWebhook.post('/', async (c) => {
  // The signature covers the exact bytes sent: read them as text, never re-serialised JSON. Within
  // BODY_CAPS.stripeEvent bytes (issue 18 §8), counted as they arrive, so a chunked body is never read whole.
  const body = await readBodyText(c, BODY_CAPS.stripeEvent)
  if (!body.ok) return c.json(apiErrorBody('payload_too_large', tooLargeMessage('The event', BODY_CAPS.stripeEvent)), 413)
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise)
  const answer = await handleWebhook(c.env, waitUntil, body.text, c.req.header('Stripe-Signature'))
  // Issue 21 §7: a refused signature (400) or a failed handler (500, Stripe retries) counts for the operations view.
  if (answer.status !== 200) recordWebhookFailure(c.env, waitUntil, 'payments', answer.status === 400 ? 'signature' : 'handler')
  return c.json(answer.body, answer.status)
})
