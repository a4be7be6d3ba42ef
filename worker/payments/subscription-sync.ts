/**
 * A subscription's entitlements set from Stripe's current view of it (issue
 * 11 §5, §8). Every subscription event, invoice event and reconciliation
 * retrieves the subscription and comes here, so deliveries in any order, and
 * repeats, end in the state Stripe holds last (shared/rules/subscription-access.ts).
 */
import { subscriptionAccess } from '../../shared/rules/subscription-access'
import { findPrice } from '../db/packages'
import type { PurchaseRecord, PurchaseStatus } from '../db/purchases'
import { BackendError, type PaymentsBackend, type SubscriptionView } from './backend'
import {
  emptyPlan,
  endPlan,
  type GrantRow,
  grantPlan,
  isoFromUnix,
  mergePlans,
  notingEndedFor,
  type Plan,
  purchaseGrantRows,
} from './grants'
import { linkCustomerStatement, purchaseForSubscription, refundedAt } from './purchase-links'

export interface SyncResult extends Plan {
  purchaseId: number | null
}

/** What setting a subscription's entitlements reads of D1 (reconciliation reads it for a page of subscriptions at once). */
export interface SyncFacts {
  purchase: PurchaseRecord
  /** The codes the purchase's price grants. */
  codes: readonly string[]
  rows: GrantRow[]
  /** When the purchase's payment (the one the event names, else the one recorded) was refunded, or null. */
  refundedAt: string | null
}

/**
 * @param paymentIntent the payment an invoice event just reported for this
 *   subscription: recorded, and a refund of it keeps its period ended.
 */
export async function syncSubscription(
  db: D1Database,
  sub: SubscriptionView,
  now: Date,
  paymentIntent: string | null = null,
  known: PurchaseRecord | null = null,
): Promise<SyncResult> {
  const purchase = known ?? (await purchaseForSubscription(db, sub, now))
  if (!purchase) return { ...emptyPlan(), purchaseId: null }
  const price = await findPrice(db, purchase.priceOptionId)
  if (!price) throw new Error(`purchase ${purchase.id} names a price that is gone`)
  const facts: SyncFacts = {
    purchase,
    codes: price.entitlements,
    rows: await purchaseGrantRows(db, purchase.id),
    refundedAt: await refundedAt(db, paymentIntent ?? purchase.paymentIntentId),
  }
  return planSubscription(db, sub, now, facts, paymentIntent)
}

/** The statements that bring the purchase's entitlements and record to the subscription as the backend holds it now. */
export function planSubscription(
  db: D1Database,
  sub: SubscriptionView,
  now: Date,
  { purchase, codes, rows, refundedAt: refunded }: SyncFacts,
  paymentIntent: string | null = null,
): SyncResult {
  const access = subscriptionAccess(sub, Math.floor(now.getTime() / 1000))

  let grants: Plan
  let status: PurchaseStatus
  // A refund of this period's payment ends this period; a later paid period grants again.
  if (refunded !== null && refunded >= isoFromUnix(sub.currentPeriodStart)) {
    grants = endPlan(db, rows, purchase.id, refunded)
    status = 'refunded'
  } else if (access.state === 'granted') {
    grants = grantPlan(
      db,
      rows,
      {
        purchaseId: purchase.id,
        accountId: purchase.accountId,
        codes,
        matchId: null,
        startsAt: isoFromUnix(sub.startDate),
        endsAt: isoFromUnix(access.endsAt),
        grantedBefore: purchase.status !== 'pending',
      },
      now,
    )
    status = 'active'
  } else if (access.state === 'ended') {
    grants = endPlan(db, rows, purchase.id, isoFromUnix(access.endedAt))
    status = 'cancelled'
  } else {
    grants = emptyPlan()
    status = 'pending'
  }

  const record = db
    .prepare(
      `UPDATE purchases SET stripe_subscription_id = ?, status = ?, current_period_end = ?, payment_intent_id = COALESCE(?, payment_intent_id),
         updated_at = ? WHERE id = ?`,
    )
    .bind(sub.id, status, isoFromUnix(sub.currentPeriodEnd), paymentIntent, now.toISOString(), purchase.id)
  const links = { statements: [record, ...linkCustomerStatement(db, purchase.accountId, sub.customer, now)], changes: [] }
  // Issue 18 §7: a period refunded or ended ends the live streams it paid for.
  return { ...mergePlans(notingEndedFor(grants, purchase.accountId), links), purchaseId: purchase.id }
}

/**
 * The subscription as the backend holds it now, or null when it has no such
 * subscription (Stripe's 404: deleted in test mode, another account's): there
 * is nothing to grant, and a retry would not find it either, so the event is
 * answered 200 and logged rather than retried by Stripe for days. Any other
 * failure throws (500, retried).
 */
export async function currentSubscription(backend: PaymentsBackend, id: string, about: string): Promise<SubscriptionView | null> {
  try {
    return await backend.retrieveSubscription(id)
  } catch (err) {
    if (!(err instanceof BackendError && err.kind === 'notFound')) throw err
    console.warn('payments: the subscription does not exist at the backend; nothing granted', about, id)
    return null
  }
}
