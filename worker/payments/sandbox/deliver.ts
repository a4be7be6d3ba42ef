/**
 * The sandbox sends its events as Stripe does: each one JSON-encoded, signed
 * with the webhook secret (v1 HMAC over "{timestamp}.{payload}") and POSTed
 * to the webhook handler, here in-process through the same sub-app that
 * answers /api/payments/webhook. The handler cannot tell them apart.
 */
import type Stripe from 'stripe'
import { sandboxWebhookSecret, stripeSignatureHeader } from './secrets'

export type WebhookEndpoint = (request: Request) => Promise<Response>

export async function deliverEvents(
  env: { AUTH_SIGNING_KEY?: string; STRIPE_WEBHOOK_SECRET?: string },
  endpoint: WebhookEndpoint,
  origin: string,
  events: readonly Stripe.Event[],
): Promise<number[]> {
  const secret = await sandboxWebhookSecret(env)
  const statuses: number[] = []
  for (const event of events) {
    const payload = JSON.stringify(event)
    const signature = await stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000))
    const response = await endpoint(
      new Request(`${origin}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      }),
    )
    await response.body?.cancel()
    // A failed delivery is the handler's to log and reconcile, as with Stripe; the supporter still goes on.
    statuses.push(response.status)
  }
  return statuses
}
