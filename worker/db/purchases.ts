/** Purchases (migrations 0001, 0006): one row per checkout, from 'pending' to what Stripe says happened. */

export type PurchaseStatus = 'pending' | 'active' | 'completed' | 'cancelled' | 'refunded' | 'failed'

export interface PurchaseRecord {
  id: number
  accountId: number
  packageId: string
  priceOptionId: string
  matchId: number | null
  mode: 'subscription' | 'payment'
  status: PurchaseStatus
  amountPence: number
  currency: string
  checkoutSessionId: string | null
  stripeSubscriptionId: string | null
  paymentIntentId: string | null
  currentPeriodEnd: string | null
  createdAt: string
}

interface PurchaseRow {
  id: number
  account_id: number
  package_id: string
  price_option_id: string
  match_id: number | null
  mode: 'subscription' | 'payment'
  status: PurchaseStatus
  amount_pence: number
  currency: string
  checkout_session_id: string | null
  stripe_subscription_id: string | null
  payment_intent_id: string | null
  current_period_end: string | null
  created_at: string
}

function rowToPurchase(row: PurchaseRow): PurchaseRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    packageId: row.package_id,
    priceOptionId: row.price_option_id,
    matchId: row.match_id,
    mode: row.mode,
    status: row.status,
    amountPence: row.amount_pence,
    currency: row.currency,
    checkoutSessionId: row.checkout_session_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    paymentIntentId: row.payment_intent_id,
    currentPeriodEnd: row.current_period_end,
    createdAt: row.created_at,
  }
}

const COLUMNS = `id, account_id, package_id, price_option_id, match_id, mode, status, amount_pence, currency, checkout_session_id,
  stripe_subscription_id, payment_intent_id, current_period_end, created_at`

/** The same columns of purchases aliased p, for joins. */
const P_COLUMNS = COLUMNS.replaceAll(/\w+/g, 'p.$&')

async function one(statement: D1PreparedStatement): Promise<PurchaseRecord | null> {
  const row = await statement.first<PurchaseRow>()
  return row ? rowToPurchase(row) : null
}

export interface NewPurchase {
  accountId: number
  packageId: string
  priceOptionId: string
  matchId: number | null
  mode: 'subscription' | 'payment'
  amountPence: number
  currency: string
  stripeSubscriptionId?: string | null
  status?: PurchaseStatus
}

/** A pending purchase (create-checkout writes it before calling Stripe, so the session's metadata can name it). */
export async function createPurchase(db: D1Database, purchase: NewPurchase, now: Date): Promise<number> {
  const at = now.toISOString()
  const row = await db
    .prepare(
      `INSERT INTO purchases (account_id, package_id, price_option_id, match_id, mode, status, amount_pence, currency, stripe_subscription_id,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(
      purchase.accountId,
      purchase.packageId,
      purchase.priceOptionId,
      purchase.matchId,
      purchase.mode,
      purchase.status ?? 'pending',
      purchase.amountPence,
      purchase.currency,
      purchase.stripeSubscriptionId ?? null,
      at,
      at,
    )
    .first<{ id: number }>()
  if (row) return row.id
  // Lost a race for the same subscription (unique): the other delivery's row is the one.
  const existing = purchase.stripeSubscriptionId ? await findPurchaseBySubscription(db, purchase.stripeSubscriptionId) : null
  if (!existing) throw new Error('purchase insert did not persist')
  return existing.id
}

export async function setCheckoutSession(db: D1Database, purchaseId: number, sessionId: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE purchases SET checkout_session_id = ?, updated_at = ? WHERE id = ?')
    .bind(sessionId, now.toISOString(), purchaseId)
    .run()
}

export async function markPurchaseFailed(db: D1Database, purchaseId: number, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE purchases SET status = 'failed', updated_at = ? WHERE id = ? AND status = 'pending'`)
    .bind(now.toISOString(), purchaseId)
    .run()
}

export const findPurchaseById = (db: D1Database, id: number) => one(db.prepare(`SELECT ${COLUMNS} FROM purchases WHERE id = ?`).bind(id))

export const findPurchaseBySession = (db: D1Database, sessionId: string) =>
  one(db.prepare(`SELECT ${COLUMNS} FROM purchases WHERE checkout_session_id = ?`).bind(sessionId))

export const findPurchaseBySubscription = (db: D1Database, subscriptionId: string) =>
  one(db.prepare(`SELECT ${COLUMNS} FROM purchases WHERE stripe_subscription_id = ? ORDER BY id LIMIT 1`).bind(subscriptionId))

export const findPurchaseByPaymentIntent = (db: D1Database, paymentIntentId: string) =>
  one(db.prepare(`SELECT ${COLUMNS} FROM purchases WHERE payment_intent_id = ? ORDER BY id LIMIT 1`).bind(paymentIntentId))

/** The signed-in account's purchase by its checkout session; another account's is never found. */
export const findAccountPurchaseBySession = (db: D1Database, accountId: number, sessionId: string) =>
  one(db.prepare(`SELECT ${COLUMNS} FROM purchases WHERE account_id = ? AND checkout_session_id = ?`).bind(accountId, sessionId))

/** One-off checkouts still pending between two ages (reconciliation asks Stripe whether they were paid). */
export async function pendingCheckouts(db: D1Database, createdAfter: Date, createdBefore: Date): Promise<PurchaseRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM purchases
        WHERE status = 'pending' AND checkout_session_id IS NOT NULL AND created_at > ? AND created_at < ?
        ORDER BY created_at LIMIT 500`,
    )
    .bind(createdAfter.toISOString(), createdBefore.toISOString())
    .all<PurchaseRow>()
  return results.map(rowToPurchase)
}

/**
 * Completed one-off purchases still in date and not refunded whose rows no
 * longer grant to the recorded end: fewer rows than the price's codes, or a
 * row ending sooner (deleted or cut short). Purchases completed before the
 * end was recorded are always looked at (reconciliation records it). Oldest
 * first, at most `limit` a run.
 */
export async function oneOffsToRestore(db: D1Database, now: Date, limit: number): Promise<PurchaseRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${P_COLUMNS} FROM purchases p JOIN price_options o ON o.id = p.price_option_id
        WHERE p.mode = 'payment' AND p.status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_intent_id = p.payment_intent_id)
          AND (p.current_period_end IS NULL OR (p.current_period_end > ?1 AND
            (SELECT count(*) FROM entitlements e WHERE e.purchase_id = p.id AND (e.ends_at IS NULL OR e.ends_at >= p.current_period_end))
              < json_array_length(o.entitlements)))
        ORDER BY p.id LIMIT ?2`,
    )
    .bind(now.toISOString(), limit)
    .all<PurchaseRow>()
  return results.map(rowToPurchase)
}

export interface SubscriptionPurchase {
  purchase: PurchaseRecord
  /** The entitlement codes of its price. */
  codes: string[]
  /** When its recorded payment was refunded, or null. */
  refundedAt: string | null
  rows: Array<{ code: string; matchId: number | null; startsAt: string; endsAt: string | null }>
}

/**
 * The purchases of many subscriptions with their price's codes, refund and
 * entitlement rows, in one round trip (the daily reconciliation reads a page
 * of subscriptions at once). A subscription with no linked purchase (or one
 * whose price is gone) is absent.
 */
export async function purchasesOfSubscriptions(
  db: D1Database,
  subscriptionIds: readonly string[],
): Promise<Map<string, SubscriptionPurchase>> {
  const ids = JSON.stringify(subscriptionIds)
  const [purchases, grants] = await db.batch([
    db
      .prepare(
        `SELECT ${P_COLUMNS}, o.entitlements AS codes, r.refunded_at
           FROM purchases p JOIN price_options o ON o.id = p.price_option_id
           LEFT JOIN payment_refunds r ON r.payment_intent_id = p.payment_intent_id
          WHERE p.stripe_subscription_id IN (SELECT value FROM json_each(?1)) ORDER BY p.id`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT e.purchase_id, e.code, e.match_id, e.starts_at, e.ends_at FROM entitlements e JOIN purchases p ON p.id = e.purchase_id
          WHERE p.stripe_subscription_id IN (SELECT value FROM json_each(?1)) ORDER BY e.id`,
      )
      .bind(ids),
  ])
  const found = new Map<string, SubscriptionPurchase>()
  for (const row of (purchases?.results ?? []) as Array<PurchaseRow & { codes: string; refunded_at: string | null }>) {
    const subscription = row.stripe_subscription_id as string
    // The first purchase of a subscription is its own, as findPurchaseBySubscription answers.
    if (found.has(subscription)) continue
    found.set(subscription, {
      purchase: rowToPurchase(row),
      codes: JSON.parse(row.codes) as string[],
      refundedAt: row.refunded_at,
      rows: [],
    })
  }
  const byPurchase = new Map([...found.values()].map((entry) => [entry.purchase.id, entry]))
  type GrantRowData = { purchase_id: number; code: string; match_id: number | null; starts_at: string; ends_at: string | null }
  for (const row of (grants?.results ?? []) as GrantRowData[]) {
    byPurchase.get(row.purchase_id)?.rows.push({ code: row.code, matchId: row.match_id, startsAt: row.starts_at, endsAt: row.ends_at })
  }
  return found
}
