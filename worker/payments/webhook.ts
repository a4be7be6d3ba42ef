/**
 * POST /api/payments/webhook (issue 11 §5; CONVENTIONS "Ghost"): the
 * signature is checked (constructEventAsync, SubtleCrypto, 300 s tolerance)
 * before anything is read; each event is applied once (its id goes into
 * payment_events in the same D1 batch as its effects); handlers are found by
 * event type in a map. 400 for a bad or stale signature, 200 for events we
 * ignore and for events about a subscription Stripe does not have (404: a
 * retry could never succeed), 500 when a handler fails, so Stripe retries; a
 * failure also starts a reconciliation of that customer.
 */
import Stripe from 'stripe'
import type { Bindings } from '../env'
import { endStreamsWithoutEntitlement } from '../streaming/end-streams'
import { checkoutSessionView, invoicePaymentIntentOf, invoiceSubscription, type PaymentsBackend } from './backend'
import { expireCheckout, type FulfilContext, fulfilCheckout, refundPayment } from './fulfil'
import { emptyPlan, type Plan } from './grants'
import { reconcile } from './reconcile'
import { paymentsBackend } from './stripe-client'
import { currentSubscription, syncSubscription } from './subscription-sync'

/** Stripe's default tolerance: a signature older than five minutes is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

type Handler = (ctx: FulfilContext, event: Stripe.Event) => Promise<Plan>

const subscriptionChanged: Handler = async (ctx, event) => {
  const { id } = event.data.object as Stripe.Subscription
  const sub = await currentSubscription(ctx.backend, id, event.type)
  return sub ? syncSubscription(ctx.db, sub, ctx.now) : emptyPlan()
}

const invoiceEvent: Handler = async (ctx, event) => {
  const invoice = event.data.object as Stripe.Invoice
  const subscription = invoiceSubscription(invoice)
  if (!subscription) return emptyPlan()
  const sub = await currentSubscription(ctx.backend, subscription, event.type)
  if (!sub) return emptyPlan()
  // The payment is recorded on the purchase, so its refund (charge.refunded names only the payment intent) ends this period.
  const payment = event.type === 'invoice.paid' ? await paymentOfInvoice(ctx.backend, invoice) : null
  return syncSubscription(ctx.db, sub, ctx.now, payment)
}

/** Stripe's webhook payloads leave invoice.payments out (API 2025-03-31+), so the backend is asked; the sandbox's carry them. */
async function paymentOfInvoice(backend: PaymentsBackend, invoice: Stripe.Invoice): Promise<string | null> {
  return invoicePaymentIntentOf(invoice) ?? (invoice.id ? backend.invoicePaymentIntent(invoice.id) : null)
}

const checkoutCompleted: Handler = (ctx, event) => fulfilCheckout(ctx, checkoutSessionView(event.data.object as Stripe.Checkout.Session))

/** Event type → handler. Anything else is answered 200 and left alone. */
export const HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.async_payment_succeeded': checkoutCompleted,
  'checkout.session.expired': async (ctx, event) => expireCheckout(ctx, (event.data.object as Stripe.Checkout.Session).id),
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'invoice.paid': invoiceEvent,
  'invoice.payment_failed': invoiceEvent,
  'charge.refunded': async (ctx, event) => {
    const charge = event.data.object as Stripe.Charge
    const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null)
    return refundPayment(ctx, { id: charge.id, paymentIntent, fullyRefunded: charge.refunded === true })
  },
}

export interface WebhookAnswer {
  status: 200 | 400 | 500
  body: Record<string, unknown>
}

export async function handleWebhook(
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  payload: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookAnswer> {
  const backend = paymentsBackend(env)
  const secret = await backend.webhookSecret()
  if (!secret) {
    // Misconfigured: 500, so Stripe keeps the events and retries once the secret is set.
    console.error('payment webhook refused: STRIPE_WEBHOOK_SECRET is not set')
    return { status: 500, body: failure('webhook_failed', 'Webhook secret not configured') }
  }
  let event: Stripe.Event
  try {
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature ?? '',
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
    )
  } catch {
    return { status: 400, body: failure('invalid_signature', 'The Stripe-Signature header is missing, stale or does not match') }
  }
  const handler = HANDLERS[event.type]
  if (!handler) return { status: 200, body: { received: true, ignored: event.type } }
  const db = env.DB
  if (await db.prepare('SELECT 1 AS seen FROM payment_events WHERE id = ?').bind(event.id).first()) {
    return { status: 200, body: { received: true, duplicate: true } }
  }
  try {
    const plan = await handler({ db, backend, now }, event)
    await db.batch([
      ...plan.statements,
      db
        .prepare(`INSERT INTO payment_events (id, provider, type, processed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`)
        .bind(event.id, backend.mode === 'stripe' ? 'stripe' : 'sandbox', event.type, now.toISOString()),
    ])
    // Issue 18 §7: after the batch, so the leases are judged on the entitlements as they are now. Never fails the event.
    for (const accountId of plan.entitlementsEndedFor ?? []) await endStreamsWithoutEntitlement(env, accountId, now)
    return { status: 200, body: { received: true } }
  } catch (err) {
    console.error('payment webhook failed', event.type, event.id, err instanceof Error ? err.message : String(err))
    waitUntil(reconcileAfterFailure(env, backend, event, now))
    return { status: 500, body: failure('webhook_failed', 'The event could not be applied; Stripe will retry it') }
  }
}

/** The customer the failed event was about, reconciled now rather than at the next daily run. */
async function reconcileAfterFailure(env: Bindings, backend: PaymentsBackend, event: Stripe.Event, now: Date): Promise<void> {
  const object = event.data.object as { customer?: unknown }
  const customer = typeof object.customer === 'string' ? object.customer : null
  try {
    // Without a customer, only the pending checkouts are looked at: a failure is no reason to walk every account.
    await reconcile(env.DB, backend, now, { customers: customer === null ? [] : [customer] })
  } catch (err) {
    console.error('reconciliation after a failed webhook failed', err instanceof Error ? err.message : String(err))
  }
}

function failure(code: string, message: string) {
  return { errors: [{ code, message }] }
}
