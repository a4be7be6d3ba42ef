/**
 * The small part of Stripe the rest of the payments code uses (ARCHITECTURE
 * "Payments"). stripe-client.ts answers with the real SDK when
 * STRIPE_SECRET_KEY is set and with the embedded sandbox otherwise; both hand
 * back Stripe's own object shapes, read here by the same two functions.
 */
import type Stripe from 'stripe'
import type { SubscriptionFacts, SubscriptionStatus } from '../../shared/rules/subscription-access'

export type CheckoutParams = Stripe.Checkout.SessionCreateParams

/** What fulfilment reads of a Checkout Session. */
export interface CheckoutSessionView {
  id: string
  mode: 'payment' | 'subscription' | 'setup'
  status: 'open' | 'complete' | 'expired' | null
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  customer: string | null
  subscription: string | null
  paymentIntent: string | null
  clientReferenceId: string | null
  metadata: Record<string, string>
}

/** What the entitlement rule reads of a subscription, plus what links it to us. */
export interface SubscriptionView extends SubscriptionFacts {
  id: string
  customer: string
  /** When it started (Unix seconds). */
  startDate: number
  metadata: Record<string, string>
  /** The invoice of its current period (or the one being collected): which payment a refund must be of to end this period. */
  latestInvoice: string | null
}

/** The backend refused or could not be reached; `notFound` is Stripe's 404 (resource_missing). */
export class BackendError extends Error {
  constructor(
    readonly kind: 'notFound' | 'unavailable',
    message: string,
  ) {
    super(message)
  }
}

export interface PaymentsBackend {
  readonly mode: 'stripe' | 'sandbox'
  createCheckoutSession(params: CheckoutParams): Promise<{ id: string; url: string }>
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView>
  retrieveSubscription(id: string): Promise<SubscriptionView>
  /** Every subscription of a customer, ended ones too (reconciliation after a failed webhook). */
  listSubscriptions(customer: string): Promise<SubscriptionView[]>
  /** Every subscription of every customer, ended ones too, a page at a time (the daily reconciliation). */
  allSubscriptions(): AsyncIterable<SubscriptionView>
  /**
   * The payment intent that paid an invoice, or null (nothing to pay, or paid
   * without one). Since API version 2025-03-31 an invoice names its payments
   * only under `payments`, which Stripe leaves out of webhook payloads unless
   * expanded, so invoice.paid asks for them.
   */
  invoicePaymentIntent(invoiceId: string): Promise<string | null>
  /** The invoice a payment intent paid and that invoice's subscription; null for a payment of no invoice (a one-off checkout). */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<{ invoice: string; subscription: string | null } | null>
  createPortalSession(input: { customer: string; return_url: string }): Promise<{ url: string }>
  createCustomer(input: { email: string; metadata: Record<string, string> }): Promise<{ id: string }>
  /** The secret webhook signatures are checked against; null when none is configured. */
  webhookSecret(): Promise<string | null>
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

export function checkoutSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: session.id,
    mode: session.mode as CheckoutSessionView['mode'],
    status: session.status as CheckoutSessionView['status'],
    paymentStatus: session.payment_status as CheckoutSessionView['paymentStatus'],
    customer: idOf(session.customer),
    subscription: idOf(session.subscription),
    paymentIntent: idOf(session.payment_intent),
    clientReferenceId: session.client_reference_id,
    metadata: { ...(session.metadata ?? {}) },
  }
}

/**
 * Since API version 2025-03-31 the period lives on the subscription items; a
 * subscription of ours has one item, and the latest item period is the one
 * that counts. Older payloads still carry it on the subscription itself.
 */
export function subscriptionView(sub: Stripe.Subscription): SubscriptionView {
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number }
  const items = sub.items?.data ?? []
  const periodEnd = Math.max(legacy.current_period_end ?? 0, ...items.map((item) => item.current_period_end ?? 0))
  const periodStart = Math.max(legacy.current_period_start ?? 0, ...items.map((item) => item.current_period_start ?? 0))
  return {
    id: sub.id,
    customer: idOf(sub.customer) ?? '',
    status: sub.status as SubscriptionStatus,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    cancelAt: sub.cancel_at ?? null,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    endedAt: sub.ended_at ?? null,
    canceledAt: sub.canceled_at ?? null,
    startDate: sub.start_date ?? sub.created,
    metadata: { ...(sub.metadata ?? {}) },
    latestInvoice: idOf(sub.latest_invoice),
  }
}

/** The subscription an invoice bills (under parent since API version 2025-03-31, on the invoice itself before). */
export function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null)
}

/** The payment intent an invoice names, when it carries its payments (the sandbox's do; Stripe's webhook payloads do not). */
export function invoicePaymentIntentOf(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? []
  const paid = payments.find((payment) => payment.status === 'paid' && payment.payment?.payment_intent) ?? payments[0]
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent
  return idOf(paid?.payment?.payment_intent ?? legacy ?? null)
}
