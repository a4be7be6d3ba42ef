/**
 * The sandbox's objects in Stripe's own JSON shapes (API version of the
 * installed SDK): ids with Stripe's prefixes, the period on the subscription
 * item, the invoice's subscription under parent.subscription_details. The
 * webhook handler and the backend read them with the same functions as real
 * Stripe objects (../backend.ts), so the sandbox cannot drift into a dialect.
 */
import Stripe from 'stripe'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A Stripe-style id: the prefix, then random letters and digits ('cs_test_a1B2…'). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let id = prefix
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

export interface SandboxLine {
  name: string
  description: string | null
  unitAmount: number
  currency: string
  /** 'month' for a subscription price, null for a one-off payment. */
  interval: 'month' | 'year' | 'week' | 'day' | null
  stripePriceId: string | null
}

export interface SubscriptionItemRecord {
  id: string
  created: number
  price: {
    id: string
    product: string
    unitAmount: number
    currency: string
    interval: 'month' | 'year' | 'week' | 'day'
    nickname: string
  }
  quantity: number
}

export interface SubscriptionRecord {
  id: string
  customerId: string
  status: Stripe.Subscription.Status
  item: SubscriptionItemRecord
  metadata: Record<string, string>
  cancelAtPeriodEnd: boolean
  currentPeriodStart: number
  currentPeriodEnd: number
  canceledAt: number | null
  endedAt: number | null
  created: number
}

export function subscriptionJson(sub: SubscriptionRecord, latestInvoice: string | null = null): Stripe.Subscription {
  const price = {
    id: sub.item.price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: sub.created,
    currency: sub.item.price.currency,
    livemode: false,
    metadata: {},
    nickname: sub.item.price.nickname,
    product: sub.item.price.product,
    recurring: { interval: sub.item.price.interval, interval_count: 1, usage_type: 'licensed', meter: null },
    type: 'recurring',
    unit_amount: sub.item.price.unitAmount,
  }
  const item = {
    id: sub.item.id,
    object: 'subscription_item',
    created: sub.item.created,
    current_period_start: sub.currentPeriodStart,
    current_period_end: sub.currentPeriodEnd,
    metadata: {},
    price,
    quantity: sub.item.quantity,
    subscription: sub.id,
  }
  return {
    id: sub.id,
    object: 'subscription',
    billing_cycle_anchor: sub.created,
    cancel_at: null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: sub.item.price.currency,
    customer: sub.customerId,
    ended_at: sub.endedAt,
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${sub.id}` },
    latest_invoice: latestInvoice,
    livemode: false,
    metadata: sub.metadata,
    start_date: sub.created,
    status: sub.status,
    trial_end: null,
    trial_start: null,
  } as unknown as Stripe.Subscription
}

export interface CheckoutSessionRecord {
  id: string
  params: Stripe.Checkout.SessionCreateParams
  status: 'open' | 'complete' | 'expired'
  customerId: string | null
  subscriptionId: string | null
  paymentIntentId: string | null
  created: number
  expiresAt: number
}

export function checkoutSessionJson(
  session: CheckoutSessionRecord,
  line: SandboxLine,
  amountTotal: number,
  url: string | null,
): Stripe.Checkout.Session {
  const p = session.params
  return {
    id: session.id,
    object: 'checkout.session',
    allow_promotion_codes: p.allow_promotion_codes ?? null,
    amount_subtotal: line.unitAmount,
    amount_total: amountTotal,
    cancel_url: p.cancel_url ?? null,
    client_reference_id: p.client_reference_id ?? null,
    created: session.created,
    currency: line.currency,
    customer: session.customerId ?? p.customer ?? null,
    customer_email: p.customer_email ?? null,
    expires_at: session.expiresAt,
    livemode: false,
    metadata: p.metadata ?? {},
    mode: p.mode ?? 'payment',
    payment_intent: session.paymentIntentId,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    status: session.status,
    subscription: session.subscriptionId,
    success_url: p.success_url ?? null,
    total_details: { amount_discount: line.unitAmount - amountTotal, amount_shipping: 0, amount_tax: 0 },
    url: session.status === 'open' ? url : null,
  } as unknown as Stripe.Checkout.Session
}

export function invoiceJson(input: {
  id: string
  sub: SubscriptionRecord
  amountPaid: number
  paymentIntentId: string
  billingReason: 'subscription_create' | 'subscription_cycle'
  paid: boolean
}): Stripe.Invoice {
  const { sub } = input
  return {
    id: input.id,
    object: 'invoice',
    amount_due: input.amountPaid,
    amount_paid: input.paid ? input.amountPaid : 0,
    amount_remaining: input.paid ? 0 : input.amountPaid,
    attempt_count: 1,
    attempted: true,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: sub.currentPeriodStart,
    currency: sub.item.price.currency,
    customer: sub.customerId,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    payments: {
      object: 'list',
      data: [
        { id: stripeId('inpay_'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: input.paymentIntentId } },
      ],
      has_more: false,
      url: `/v1/invoice_payments?invoice=${input.id}`,
    },
    period_start: sub.currentPeriodStart,
    period_end: sub.currentPeriodEnd,
    status: input.paid ? 'paid' : 'open',
    total: input.amountPaid,
  } as unknown as Stripe.Invoice
}

/** An event as Stripe delivers it to a webhook endpoint. */
export function eventJson(type: string, object: unknown, previousAttributes?: Record<string, unknown>): Stripe.Event {
  return {
    id: stripeId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event
}
