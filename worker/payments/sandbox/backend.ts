/**
 * The embedded default without STRIPE_SECRET_KEY (issue 11 §7): Stripe's
 * objects kept in D1, the same interface as the real SDK. Its checkout and
 * portal pages live at /sandbox/* (worker/routes/sandbox.ts).
 */
import type Stripe from 'stripe'
import type { PaymentsEnv } from '../stripe-client'
import { BackendError, checkoutSessionView, type PaymentsBackend, subscriptionView } from '../backend'
import {
  type CheckoutSessionRecord,
  checkoutSessionJson,
  type SandboxLine,
  stripeId,
  type SubscriptionRecord,
  subscriptionJson,
} from './objects'
import { sandboxWebhookSecret } from './secrets'
import {
  customerExists,
  customerSubscriptions,
  findSession,
  findSubscription,
  insertCustomer,
  insertPortalSession,
  insertSession,
  saveSubscription,
  subscriptionsPage,
} from './store'

/** Stripe's defaults: a Checkout Session is open for 24 hours, a portal session for 5 minutes (we allow an hour). */
const SESSION_SECONDS = 24 * 60 * 60
const PORTAL_SECONDS = 60 * 60
/** Stripe's largest list page. */
const SUBSCRIPTION_PAGE = 100

const nowSeconds = () => Math.floor(Date.now() / 1000)

export function sandboxBackend(env: PaymentsEnv): PaymentsBackend {
  const db = env.DB
  return {
    mode: 'sandbox',
    async createCheckoutSession(params) {
      // What Stripe itself would refuse.
      if (!params.success_url || !params.cancel_url)
        throw new BackendError('unavailable', 'sandbox: success_url and cancel_url are required')
      if (params.line_items?.length !== 1 || params.line_items[0]?.quantity !== 1)
        throw new BackendError('unavailable', 'sandbox: one line item, quantity 1')
      await sandboxLine(db, params)
      const created = nowSeconds()
      const session: CheckoutSessionRecord = {
        id: stripeId('cs_test_', 58),
        params,
        status: 'open',
        customerId: null,
        subscriptionId: null,
        paymentIntentId: null,
        created,
        expiresAt: created + SESSION_SECONDS,
      }
      await insertSession(db, session)
      return { id: session.id, url: `${new URL(params.success_url).origin}/sandbox/checkout/${session.id}` }
    },
    async retrieveCheckoutSession(id) {
      const session = await findSession(db, id)
      if (!session) throw new BackendError('notFound', 'sandbox: no such checkout session')
      const line = await sandboxLine(db, session.params)
      return checkoutSessionView(checkoutSessionJson(session, line, await discountedAmount(db, session.params, line), null))
    },
    async retrieveSubscription(id) {
      const sub = await findSubscription(db, id)
      if (!sub) throw new BackendError('notFound', 'sandbox: no such subscription')
      return subscriptionView(subscriptionJson(await advance(db, sub)))
    },
    async listSubscriptions(customer) {
      const subs = await customerSubscriptions(db, customer)
      return Promise.all(subs.map(async (sub) => subscriptionView(subscriptionJson(await advance(db, sub)))))
    },
    async *allSubscriptions() {
      // A page at a time, as Stripe's list answers: newest first.
      let after: SubscriptionRecord | null = null
      for (;;) {
        const page = await subscriptionsPage(db, after, SUBSCRIPTION_PAGE)
        for (const sub of page) yield subscriptionView(subscriptionJson(await advance(db, sub)))
        if (page.length < SUBSCRIPTION_PAGE) return
        after = page.at(-1) ?? null
      }
    },
    // The sandbox keeps no invoices: the invoice events it sends carry their
    // payments (as an invoice retrieved with payments expanded does), and it
    // makes no refunds, so nothing ever needs to ask it for them.
    async invoicePaymentIntent() {
      return null
    },
    async invoiceOfPaymentIntent() {
      return null
    },
    async createPortalSession({ customer, return_url }) {
      if (!(await customerExists(db, customer))) throw new BackendError('notFound', 'sandbox: no such customer')
      const id = stripeId('bps_')
      const created = nowSeconds()
      await insertPortalSession(db, { id, customerId: customer, returnUrl: return_url, expiresAt: created + PORTAL_SECONDS }, created)
      return { url: `${new URL(return_url).origin}/sandbox/portal/${id}` }
    },
    async createCustomer({ email, metadata }) {
      const id = stripeId('cus_', 14)
      await insertCustomer(db, { id, email, metadata, created: nowSeconds() })
      return { id }
    },
    webhookSecret: () => sandboxWebhookSecret(env),
  }
}

/** The one line item as the checkout page shows it: a Stripe price id of ours, or inline price_data. */
export async function sandboxLine(db: D1Database, params: Stripe.Checkout.SessionCreateParams): Promise<SandboxLine> {
  const item = params.line_items?.[0]
  if (item?.price) {
    const row = await db
      .prepare(
        `SELECT k.title, p.amount_pence, p.currency, p.type FROM price_options p JOIN packages k ON k.id = p.package_id WHERE p.stripe_price_id = ?`,
      )
      .bind(item.price)
      .first<{ title: string; amount_pence: number; currency: string; type: string }>()
    if (!row) throw new BackendError('unavailable', 'sandbox: no such price')
    const interval = row.type === 'recurring' ? 'month' : null
    return {
      name: row.title,
      description: null,
      unitAmount: row.amount_pence,
      currency: row.currency.toLowerCase(),
      interval,
      stripePriceId: item.price,
    }
  }
  const data = item?.price_data
  if (!data || typeof data.unit_amount !== 'number' || !data.product_data)
    throw new BackendError('unavailable', 'sandbox: a line item needs a price')
  return {
    name: data.product_data.name,
    description: data.product_data.description ?? null,
    unitAmount: data.unit_amount,
    currency: data.currency,
    interval: (data.recurring?.interval ?? null) as SandboxLine['interval'],
    stripePriceId: null,
  }
}

/** The total after a coupon or promotion code of ours (vouchers.percent_off); Stripe knows its own coupons, the sandbox reads ours. */
export async function discountedAmount(db: D1Database, params: Stripe.Checkout.SessionCreateParams, line: SandboxLine): Promise<number> {
  const discount = params.discounts?.[0]
  if (!discount) return line.unitAmount
  const row = await db
    .prepare('SELECT percent_off FROM vouchers WHERE stripe_coupon_id = ?1 OR stripe_promotion_code_id = ?2')
    .bind(discount.coupon ?? null, discount.promotion_code ?? null)
    .first<{ percent_off: number | null }>()
  const percent = row?.percent_off ?? 0
  return Math.round((line.unitAmount * (100 - percent)) / 100)
}

/**
 * Time passes in the sandbox as it would at Stripe: an active subscription
 * renews each month on the same day (SPEC §4.11), one set to cancel at the
 * period end is canceled once that end has passed. No events are sent for
 * these; the daily reconciliation picks them up, as it would a missed webhook.
 */
async function advance(db: D1Database, sub: SubscriptionRecord): Promise<SubscriptionRecord> {
  const now = nowSeconds()
  if ((sub.status !== 'active' && sub.status !== 'trialing') || sub.currentPeriodEnd > now) return sub
  const next = { ...sub }
  if (next.cancelAtPeriodEnd) {
    Object.assign(next, { status: 'canceled', endedAt: next.currentPeriodEnd, canceledAt: next.canceledAt ?? next.currentPeriodEnd })
  } else {
    while (next.currentPeriodEnd <= now) {
      next.currentPeriodStart = next.currentPeriodEnd
      next.currentPeriodEnd = addMonth(next.currentPeriodEnd)
    }
  }
  await saveSubscription(db, next)
  return next
}

/** The same day next month (the 31st becomes the month's last day), at the same time. */
export function addMonth(unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000)
  const day = date.getUTCDate()
  const next = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()),
  )
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return Math.floor(next.getTime() / 1000)
}
