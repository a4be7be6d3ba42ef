/**
 * What the sandbox's 'Pay' and portal buttons do, as Stripe would: make the
 * customer and subscription, then describe the events Stripe would send
 * (real shapes, Stripe's id prefixes). The caller signs and delivers them to
 * the webhook handler; nothing here grants anything itself.
 */
import type Stripe from 'stripe'
import { addMonth, discountedAmount, sandboxLine } from './backend'
import { checkoutSessionJson, eventJson, invoiceJson, stripeId, type SubscriptionRecord, subscriptionJson } from './objects'
import { completeSession, customerExists, findSession, findSubscription, insertCustomer, saveSubscription } from './store'

export type PayOutcome =
  | { outcome: 'paid'; events: Stripe.Event[]; redirect: string }
  /** Paid before (a second click, another tab): straight back to the success page, nothing sent again. */
  | { outcome: 'alreadyPaid'; redirect: string }
  | { outcome: 'expired' }
  | { outcome: 'notFound' }

const successUrl = (params: Stripe.Checkout.SessionCreateParams, id: string) =>
  (params.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', id)

export async function paySession(db: D1Database, id: string, nowSeconds: number): Promise<PayOutcome> {
  const session = await findSession(db, id)
  if (!session) return { outcome: 'notFound' }
  if (session.status === 'complete') return { outcome: 'alreadyPaid', redirect: successUrl(session.params, id) }
  if (session.status === 'expired' || session.expiresAt <= nowSeconds) return { outcome: 'expired' }
  const { params } = session
  const line = await sandboxLine(db, params)
  const amount = await discountedAmount(db, params, line)

  let customerId = params.customer ?? null
  if (customerId === null || !(await customerExists(db, customerId))) {
    customerId = stripeId('cus_', 14)
    await insertCustomer(db, {
      id: customerId,
      email: params.customer_email ?? '',
      metadata: { userID: String(params.metadata?.userID ?? '') },
      created: nowSeconds,
    })
  }
  const paymentIntentId = stripeId('pi_')
  let sub: SubscriptionRecord | null = null
  if (params.mode === 'subscription') {
    sub = {
      id: stripeId('sub_'),
      customerId,
      status: 'active',
      item: {
        id: stripeId('si_', 14),
        created: nowSeconds,
        price: {
          id: line.stripePriceId ?? stripeId('price_'),
          product: stripeId('prod_', 14),
          unitAmount: line.unitAmount,
          currency: line.currency,
          interval: line.interval ?? 'month',
          nickname: line.name,
        },
        quantity: 1,
      },
      metadata: (params.subscription_data?.metadata ?? {}) as Record<string, string>,
      cancelAtPeriodEnd: false,
      currentPeriodStart: nowSeconds,
      currentPeriodEnd: addMonth(nowSeconds),
      canceledAt: null,
      endedAt: null,
      created: nowSeconds,
    }
  }
  const links = { customerId, subscriptionId: sub?.id ?? null, paymentIntentId: sub ? null : paymentIntentId }
  if (!(await completeSession(db, id, links, sub))) return { outcome: 'alreadyPaid', redirect: successUrl(params, id) }

  const completed = checkoutSessionJson({ ...session, status: 'complete', ...links }, line, amount, null)
  const events = [eventJson('checkout.session.completed', completed)]
  if (sub) {
    const invoiceId = stripeId('in_')
    events.push(
      eventJson('customer.subscription.created', subscriptionJson(sub, invoiceId)),
      eventJson(
        'invoice.paid',
        invoiceJson({ id: invoiceId, sub, amountPaid: amount, paymentIntentId, billingReason: 'subscription_create', paid: true }),
      ),
    )
  }
  return { outcome: 'paid', events, redirect: successUrl(params, id) }
}

export type PortalAction = 'cancel-at-period-end' | 'resume' | 'cancel-now'

/** A supporter's change in the portal, and the event Stripe would send for it; null when the subscription is not theirs or is over. */
export async function changeSubscription(
  db: D1Database,
  customerId: string,
  subscriptionId: string,
  action: PortalAction,
  nowSeconds: number,
): Promise<Stripe.Event | null> {
  const sub = await findSubscription(db, subscriptionId)
  if (!sub || sub.customerId !== customerId || sub.status === 'canceled') return null
  if (action === 'cancel-now') {
    const ended: SubscriptionRecord = { ...sub, status: 'canceled', canceledAt: nowSeconds, endedAt: nowSeconds }
    await saveSubscription(db, ended)
    return eventJson('customer.subscription.deleted', subscriptionJson(ended))
  }
  const cancelling = action === 'cancel-at-period-end'
  if (sub.cancelAtPeriodEnd === cancelling) return null
  const changed: SubscriptionRecord = { ...sub, cancelAtPeriodEnd: cancelling, canceledAt: cancelling ? nowSeconds : null }
  await saveSubscription(db, changed)
  return eventJson('customer.subscription.updated', subscriptionJson(changed), {
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
  })
}
