import { env } from 'cloudflare:workers'
import { createAccount } from '../../worker/db/accounts'
import type { FakeStripe, FakeSubscription } from './fake-stripe'
import { subscriptionObject } from './fake-stripe'
import type { Shopper } from './payments-helpers'
import { stripeEvent } from './payments-helpers'

/** A checkout started through the API, as Stripe received it. */
export interface Checkout {
  sessionId: string
  purchaseId: number
  metadata: Record<string, string>
}

export async function startCheckout(stripe: FakeStripe, shopper: Shopper, body: Record<string, unknown>): Promise<Checkout> {
  const response = await shopper.post('/api/payments/create-checkout', body)
  if (response.status !== 200) throw new Error(`create-checkout answered ${response.status}: ${await response.text()}`)
  const { id } = (await response.json()) as { id: string }
  const params = stripe.requests.at(-1)!.params
  const metadata: Record<string, string> = {}
  for (const [key, value] of params) {
    const match = /^metadata\[(\w+)\]$/.exec(key)
    if (match) metadata[match[1]!] = value
  }
  return { sessionId: id, purchaseId: Number(metadata.purchaseID), metadata }
}

/** What a pending purchase is for: the monthly membership, or the plus tier's season price (a one-off payment). */
const PENDING_KINDS = {
  subscription: { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly', title: 'Town TV', mode: 'subscription', pence: 599 },
  season: { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season', title: 'Town TV Plus', mode: 'payment', pence: 17000 },
} as const

/** A pending purchase written as create-checkout writes it, for an account of its own (many at once). */
export async function pendingPurchase(label: string, kind: keyof typeof PENDING_KINDS): Promise<Checkout & { email: string }> {
  const what = PENDING_KINDS[kind]
  const email = `${label}@example.com`
  const now = new Date().toISOString()
  // A registered supporter (with the freemium grant), as the sign-on portal makes one.
  const account = await createAccount(
    env.DB,
    { email, passwordHash: null, forename: label, surname: '', emailConfirmedAt: now },
    new Date(),
  )
  const purchase = await env.DB.prepare(
    `INSERT INTO purchases (account_id, package_id, price_option_id, mode, status, amount_pence, currency, checkout_session_id, created_at, updated_at)
     SELECT id, ?, ?, ?, 'pending', ?, 'GBP', ?, ?, ? FROM accounts WHERE email = ?
     RETURNING id`,
  )
    .bind(what.packageID, what.priceID, what.mode, what.pence, `cs_test_${label}`, now, now, email)
    .first<{ id: number }>()
  const metadata = {
    userID: account.ssoId,
    userEmail: email,
    packageID: what.packageID,
    priceID: what.priceID,
    packageTitle: what.title,
    packageDescription: what.title,
    purchaseID: String(purchase!.id),
  }
  return { email, sessionId: `cs_test_${label}`, purchaseId: purchase!.id, metadata }
}

export const pendingSubscription = (label: string) => pendingPurchase(label, 'subscription')

export function completedSession(checkout: Checkout, more: Record<string, unknown>) {
  return stripeEvent('checkout.session.completed', {
    id: checkout.sessionId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: String(checkout.purchaseId),
    metadata: checkout.metadata,
    ...more,
  })
}

export function subscriptionEvent(type: string, sub: FakeSubscription, previous?: Record<string, unknown>) {
  const event = stripeEvent(type, subscriptionObject(sub))
  return previous ? { ...event, data: { ...event.data, previous_attributes: previous } } : event
}

/**
 * An invoice event. With `payments: false` it is what Stripe's webhook sends
 * (API 2025-03-31+): no `payments` unless expanded, so the payment intent is
 * only to be had from GET /v1/invoice_payments.
 */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  sub: FakeSubscription,
  paymentIntent: string,
  options: { id?: string; payments?: boolean } = {},
) {
  const payments = {
    object: 'list',
    data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
  }
  return stripeEvent(type, {
    id: options.id ?? `in_${sub.id.slice(4)}_${paymentIntent.slice(3)}`,
    object: 'invoice',
    customer: sub.customer,
    status: type === 'invoice.paid' ? 'paid' : 'open',
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    ...(options.payments === false ? {} : { payments }),
    period_start: sub.current_period_start,
    period_end: sub.current_period_end,
  })
}

export function chargeRefunded(paymentIntent: string, fully = true) {
  return stripeEvent('charge.refunded', {
    id: `ch_${paymentIntent.slice(3)}`,
    object: 'charge',
    payment_intent: paymentIntent,
    refunded: fully,
    amount: 1000,
    amount_refunded: fully ? 1000 : 500,
  })
}

export async function purchaseRow(id: number) {
  return env.DB.prepare('SELECT status, stripe_subscription_id, payment_intent_id FROM purchases WHERE id = ?')
    .bind(id)
    .first<{ status: string; stripe_subscription_id: string | null; payment_intent_id: string | null }>()
}

export async function purchaseGrants(id: number) {
  const { results } = await env.DB.prepare('SELECT code, match_id, ends_at FROM entitlements WHERE purchase_id = ? ORDER BY code')
    .bind(id)
    .all<{ code: string; match_id: number | null; ends_at: string | null }>()
  return results
}

export const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
export const nowSeconds = () => Math.floor(Date.now() / 1000)
