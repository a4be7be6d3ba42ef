/**
 * Which purchase of ours a Stripe object belongs to. create-checkout writes
 * the purchase first and names it in the session's and the subscription's
 * metadata (purchaseID, userID), so an event finds its purchase whatever
 * order Stripe delivers them in; the account in the metadata must own it.
 */
import { findAccountById, findAccountBySsoId } from '../db/accounts'
import { findPrice } from '../db/packages'
import { createPurchase, findPurchaseById, findPurchaseBySubscription, type PurchaseRecord } from '../db/purchases'

export async function purchaseFromMetadata(db: D1Database, metadata: Record<string, string>): Promise<PurchaseRecord | null> {
  const id = Number(metadata.purchaseID)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const purchase = await findPurchaseById(db, id)
  if (!purchase) return null
  const account = await findAccountById(db, purchase.accountId)
  return account && account.ssoId === metadata.userID ? purchase : null
}

/**
 * The purchase of a subscription: linked by its id, else named in its
 * metadata, else (the row was lost) made again from the metadata's account
 * and price, so reconciliation can restore a paying supporter's access.
 */
export async function purchaseForSubscription(
  db: D1Database,
  sub: { id: string; metadata: Record<string, string> },
  now: Date,
): Promise<PurchaseRecord | null> {
  const existing = await existingPurchaseForSubscription(db, sub)
  if (existing !== undefined) return existing
  const { userID, priceID, packageID } = sub.metadata
  if (!userID || !priceID || !packageID) return null
  const [account, price] = await Promise.all([findAccountBySsoId(db, userID), findPrice(db, priceID)])
  if (!account || !price || price.packageId !== packageID || price.type !== 'recurring') return null
  const id = await createPurchase(
    db,
    {
      accountId: account.id,
      packageId: packageID,
      priceOptionId: priceID,
      matchId: null,
      mode: 'subscription',
      amountPence: price.amountPence,
      currency: price.currency,
      stripeSubscriptionId: sub.id,
    },
    now,
  )
  return findPurchaseById(db, id)
}

/**
 * The purchase row a subscription already has: linked by its id, else named
 * in its metadata (and not linked to another subscription: then null).
 * undefined when there is none.
 */
export async function existingPurchaseForSubscription(
  db: D1Database,
  sub: { id: string; metadata: Record<string, string> },
): Promise<PurchaseRecord | null | undefined> {
  const linked = await findPurchaseBySubscription(db, sub.id)
  if (linked) return linked
  const named = await purchaseFromMetadata(db, sub.metadata)
  if (named) return named.stripeSubscriptionId === null || named.stripeSubscriptionId === sub.id ? named : null
  return undefined
}

/** Links the Stripe customer to the account the first time (never over another account's link: the column is unique). */
export function linkCustomerStatement(db: D1Database, accountId: number, customerId: string | null, now: Date): D1PreparedStatement[] {
  if (!customerId) return []
  return [
    db
      .prepare(
        `UPDATE accounts SET stripe_customer_id = ?1, updated_at = ?2
          WHERE id = ?3 AND stripe_customer_id IS NULL AND NOT EXISTS (SELECT 1 FROM accounts WHERE stripe_customer_id = ?1)`,
      )
      .bind(customerId, now.toISOString(), accountId),
  ]
}

/** When the payment was refunded, or null (migration 0006 payment_refunds). */
export async function refundedAt(db: D1Database, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null
  const row = await db
    .prepare('SELECT refunded_at FROM payment_refunds WHERE payment_intent_id = ?')
    .bind(paymentIntentId)
    .first<{ refunded_at: string }>()
  return row?.refunded_at ?? null
}
