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
