/**
 * A refund and the checkout it refunds, whichever is written last (issue 18
 * §9). charge.refunded names only the payment intent; checkout.session.completed
 * records that intent on the purchase. Each handler reads, then writes its
 * plan in one D1 batch, so either can read before the other writes: the
 * completion sees no refund yet, or the refund finds no purchase yet. The
 * answer is decided in D1, not in JS between awaits: both batches end with
 * these statements, which look at what is in the tables when the batch runs
 * (a batch is one transaction) and end every grant of a purchase paid with a
 * refunded payment intent. So the last batch to run, whichever it is, leaves
 * the grant ended and the purchase refunded.
 */
import type { Plan } from './grants'

/** Only when payment_refunds holds the intent (the refund's own batch inserts it first). */
const REFUNDED = 'SELECT refunded_at FROM payment_refunds WHERE payment_intent_id = ?1'

export function settleRefundPlan(db: D1Database, paymentIntent: string | null, now: Date): Plan {
  if (!paymentIntent) return { statements: [], changes: [] }
  return {
    statements: [
      db
        .prepare(
          `UPDATE entitlements SET ends_at = (${REFUNDED})
            WHERE purchase_id IN (SELECT id FROM purchases WHERE payment_intent_id = ?1)
              AND EXISTS (${REFUNDED})
              AND (ends_at IS NULL OR ends_at > (${REFUNDED}))`,
        )
        .bind(paymentIntent),
      db
        .prepare(
          `UPDATE purchases SET status = 'refunded', updated_at = ?2
            WHERE payment_intent_id = ?1 AND status <> 'refunded' AND EXISTS (${REFUNDED})`,
        )
        .bind(paymentIntent, now.toISOString()),
    ],
    // What they change is known only when the batch runs; reconciliation's log reads the grants themselves.
    changes: [],
  }
}

/** The refund of the payment the purchase records, made in or after the period that starts at ?2. */
const PURCHASE_REFUNDED = `SELECT r.refunded_at FROM payment_refunds r JOIN purchases p ON r.payment_intent_id = p.payment_intent_id
  WHERE p.id = ?1 AND r.refunded_at >= ?2`

/**
 * The same for a subscription's checkout, whose session names no payment: a
 * refund handled while it was between its reads and its write found the
 * purchase through Stripe and recorded its payment on it (refundPayment). A
 * refund of this period's payment ends this period (planSubscription's rule,
 * here decided in D1 at the end of the completion's batch).
 */
export function settlePurchaseRefundPlan(db: D1Database, purchaseId: number, periodStart: string, now: Date): Plan {
  return {
    statements: [
      db
        .prepare(
          `UPDATE entitlements SET ends_at = (${PURCHASE_REFUNDED})
            WHERE purchase_id = ?1 AND EXISTS (${PURCHASE_REFUNDED}) AND (ends_at IS NULL OR ends_at > (${PURCHASE_REFUNDED}))`,
        )
        .bind(purchaseId, periodStart),
      db
        .prepare(
          `UPDATE purchases SET status = 'refunded', updated_at = ?3 WHERE id = ?1 AND status <> 'refunded' AND EXISTS (${PURCHASE_REFUNDED})`,
        )
        .bind(purchaseId, periodStart, now.toISOString()),
    ],
    changes: [],
  }
}
