/**
 * Grants from payments (issue 11 §5): a completed checkout, a refund, an
 * expired checkout. Subscriptions are handed to syncSubscription, which sets
 * their entitlements from Stripe's current state; one-off payments grant on
 * a paid checkout (a match pass: its one match, to the end of the match day;
 * the season price: to the season's end) and a refund ends them.
 */
import { findPrice } from '../db/packages'
import { findPurchaseById, findPurchaseByPaymentIntent, findPurchaseBySession, type PurchaseRecord } from '../db/purchases'
import type { CheckoutSessionView, PaymentsBackend } from './backend'
import { emptyPlan, endPlan, grantPlan, isoFromUnix, mergePlans, notingEndedFor, type Plan, purchaseGrantRows } from './grants'
import { oneOffEnd } from './one-off'
import { settlePurchaseRefundPlan, settleRefundPlan } from './refund-settle'
import { existingPurchaseForSubscription, linkCustomerStatement, purchaseFromMetadata, refundedAt } from './purchase-links'
import { currentSubscription, syncSubscription } from './subscription-sync'

export interface FulfilContext {
  db: D1Database
  backend: PaymentsBackend
  now: Date
}

async function purchaseOfSession(db: D1Database, session: CheckoutSessionView): Promise<PurchaseRecord | null> {
  const bySession = await findPurchaseBySession(db, session.id)
  if (bySession) return bySession
  const named = await purchaseFromMetadata(db, session.metadata)
  if (named) return named
  const reference = Number(session.clientReferenceId)
  const referenced = Number.isSafeInteger(reference) && reference > 0 ? await findPurchaseById(db, reference) : null
  // A client reference alone is not enough: the metadata's account must own it too.
  return referenced && (await purchaseFromMetadata(db, { ...session.metadata, purchaseID: String(referenced.id) })) ? referenced : null
}

/** checkout.session.completed (and async_payment_succeeded): the purchase grants, once paid. */
export async function fulfilCheckout(ctx: FulfilContext, session: CheckoutSessionView): Promise<Plan> {
  const { db, now } = ctx
  const purchase = await purchaseOfSession(db, session)
  if (!purchase) return emptyPlan()
  const links: Plan = {
    statements: [
      db
        .prepare('UPDATE purchases SET checkout_session_id = COALESCE(checkout_session_id, ?), updated_at = ? WHERE id = ?')
        .bind(session.id, now.toISOString(), purchase.id),
      ...linkCustomerStatement(db, purchase.accountId, session.customer, now),
    ],
    changes: [],
  }
  if (session.mode === 'subscription') {
    if (!session.subscription) return links
    // A subscription Stripe no longer has grants nothing; anything else is retried.
    const sub = await currentSubscription(ctx.backend, session.subscription, 'checkout.session.completed')
    if (!sub) return links
    // A refund of this period's payment handled while this completion was between its reads and its write (issue 18 §9).
    const settled = settlePurchaseRefundPlan(db, purchase.id, isoFromUnix(sub.currentPeriodStart), now)
    return mergePlans(links, await syncSubscription(db, sub, now, null, purchase), settled)
  }
  if (session.paymentStatus !== 'paid' || purchase.status === 'refunded' || purchase.mode !== 'payment') return links
  const refunded = await refundedAt(db, session.paymentIntent)
  if (refunded !== null) return mergePlans(links, recordStatus(db, purchase.id, 'refunded', session.paymentIntent, now))
  const endsAt = await oneOffEnd(db, purchase, now)
  const price = await findPrice(db, purchase.priceOptionId)
  if (!price) throw new Error(`purchase ${purchase.id} names a price that is gone`)
  const grants = grantPlan(
    db,
    await purchaseGrantRows(db, purchase.id),
    {
      purchaseId: purchase.id,
      accountId: purchase.accountId,
      codes: price.entitlements,
      matchId: purchase.matchId,
      startsAt: purchase.createdAt,
      endsAt,
      grantedBefore: purchase.status !== 'pending',
    },
    now,
  )
  // A refund written after the read above (issue 18 §9): the batch itself ends what it grants, in D1.
  return mergePlans(
    links,
    grants,
    recordStatus(db, purchase.id, 'completed', session.paymentIntent, now, endsAt),
    settleRefundPlan(db, session.paymentIntent, now),
  )
}

/** @param endsAt a completed one-off's grant end, recorded so reconciliation can restore exactly it. */
function recordStatus(
  db: D1Database,
  purchaseId: number,
  status: 'completed' | 'refunded',
  paymentIntent: string | null,
  now: Date,
  endsAt: string | null = null,
): Plan {
  return {
    statements: [
      db
        .prepare(
          `UPDATE purchases SET status = ?, payment_intent_id = COALESCE(?, payment_intent_id), current_period_end = COALESCE(?, current_period_end),
             updated_at = ? WHERE id = ? AND status <> 'refunded'`,
        )
        .bind(status, paymentIntent, endsAt, now.toISOString(), purchaseId),
    ],
    changes: [],
  }
}

/** charge.refunded, fully refunded: the purchase paid with it ends now, and a checkout still to come for it grants nothing. */
export async function refundPayment(
  ctx: FulfilContext,
  charge: { id: string; paymentIntent: string | null; fullyRefunded: boolean },
): Promise<Plan> {
  const { db, now } = ctx
  if (!charge.fullyRefunded || !charge.paymentIntent) return emptyPlan()
  const at = now.toISOString()
  const record: Plan = {
    statements: [
      db
        .prepare('INSERT INTO payment_refunds (payment_intent_id, charge_id, refunded_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
        .bind(charge.paymentIntent, charge.id, at),
    ],
    changes: [],
  }
  // A checkout that records this payment after the reads below (issue 18 §9): its purchase is ended by the batch, in D1.
  const settled = settleRefundPlan(db, charge.paymentIntent, now)
  const purchase =
    (await findPurchaseByPaymentIntent(db, charge.paymentIntent)) ?? (await subscriptionPurchaseOfPayment(ctx, charge.paymentIntent))
  if (!purchase) return mergePlans(record, settled)
  const ended = endPlan(db, await purchaseGrantRows(db, purchase.id), purchase.id, (await refundedAt(db, charge.paymentIntent)) ?? at)
  // Issue 18 §7: the live streams this purchase paid for end with it.
  return mergePlans(
    record,
    notingEndedFor(ended, purchase.accountId),
    recordStatus(db, purchase.id, 'refunded', charge.paymentIntent, now),
    settled,
  )
}

/**
 * A subscription's payment its purchase never recorded (invoice.paid not yet
 * delivered, or recorded before invoices were asked for their payments):
 * found through the backend, from the payment to its invoice to the
 * subscription. Only the payment of the subscription's latest invoice is this
 * period's; a refund of an earlier month's payment leaves this month alone.
 */
async function subscriptionPurchaseOfPayment(ctx: FulfilContext, paymentIntent: string): Promise<PurchaseRecord | null> {
  const paid = await ctx.backend.invoiceOfPaymentIntent(paymentIntent)
  if (!paid?.subscription) return null
  const sub = await currentSubscription(ctx.backend, paid.subscription, 'charge.refunded')
  if (!sub || sub.latestInvoice !== paid.invoice) return null
  return (await existingPurchaseForSubscription(ctx.db, sub)) ?? null
}

/** checkout.session.expired: a checkout never paid is a failed purchase (purchase-status answers 'failed'). */
export function expireCheckout(ctx: FulfilContext, sessionId: string): Plan {
  return {
    statements: [
      ctx.db
        .prepare(`UPDATE purchases SET status = 'failed', updated_at = ? WHERE checkout_session_id = ? AND status = 'pending'`)
        .bind(ctx.now.toISOString(), sessionId),
    ],
    changes: [],
  }
}
