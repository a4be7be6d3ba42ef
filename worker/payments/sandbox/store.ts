/** The sandbox's Stripe objects in D1 (migration 0006): customers, checkout sessions, subscriptions, portal sessions. */
import type Stripe from 'stripe'
import type { CheckoutSessionRecord, SubscriptionItemRecord, SubscriptionRecord } from './objects'

export async function insertCustomer(
  db: D1Database,
  customer: { id: string; email: string; metadata: Record<string, string>; created: number },
) {
  await db
    .prepare('INSERT INTO sandbox_customers (id, email, metadata, created) VALUES (?, ?, ?, ?)')
    .bind(customer.id, customer.email, JSON.stringify(customer.metadata), customer.created)
    .run()
}

export async function customerExists(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM sandbox_customers WHERE id = ?').bind(id).first()) !== null
}

export async function customerEmail(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT email FROM sandbox_customers WHERE id = ?').bind(id).first<{ email: string }>()
  return row?.email ?? null
}

interface SessionRow {
  id: string
  params: string
  status: CheckoutSessionRecord['status']
  customer_id: string | null
  subscription_id: string | null
  payment_intent_id: string | null
  created: number
  expires_at: number
}

function rowToSession(row: SessionRow): CheckoutSessionRecord {
  return {
    id: row.id,
    params: JSON.parse(row.params) as Stripe.Checkout.SessionCreateParams,
    status: row.status,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    paymentIntentId: row.payment_intent_id,
    created: row.created,
    expiresAt: row.expires_at,
  }
}

export async function insertSession(db: D1Database, session: CheckoutSessionRecord): Promise<void> {
  await db
    .prepare('INSERT INTO sandbox_checkout_sessions (id, params, status, created, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(session.id, JSON.stringify(session.params), session.status, session.created, session.expiresAt)
    .run()
}

export async function findSession(db: D1Database, id: string): Promise<CheckoutSessionRecord | null> {
  const row = await db.prepare('SELECT * FROM sandbox_checkout_sessions WHERE id = ?').bind(id).first<SessionRow>()
  return row ? rowToSession(row) : null
}

/** Completes an open session once: false when it was already complete or expired (a second 'Pay' does nothing). */
export async function completeSession(
  db: D1Database,
  id: string,
  links: { customerId: string; subscriptionId: string | null; paymentIntentId: string | null },
  subscription: SubscriptionRecord | null,
): Promise<boolean> {
  const statements = [
    db
      .prepare(
        `UPDATE sandbox_checkout_sessions SET status = 'complete', customer_id = ?, subscription_id = ?, payment_intent_id = ?
          WHERE id = ? AND status = 'open'`,
      )
      .bind(links.customerId, links.subscriptionId, links.paymentIntentId, id),
  ]
  if (subscription) {
    // Only when the session was open a moment ago: changes() is the UPDATE's, in the same transaction.
    statements.push(
      db
        .prepare(
          `INSERT INTO sandbox_subscriptions (id, customer_id, status, item, metadata, cancel_at_period_end, current_period_start,
             current_period_end, canceled_at, ended_at, created)
           SELECT ?, ?, ?, ?, ?, 0, ?, ?, NULL, NULL, ? WHERE changes() = 1`,
        )
        .bind(
          subscription.id,
          subscription.customerId,
          subscription.status,
          JSON.stringify(subscription.item),
          JSON.stringify(subscription.metadata),
          subscription.currentPeriodStart,
          subscription.currentPeriodEnd,
          subscription.created,
        ),
    )
  }
  const [update] = await db.batch(statements)
  return (update?.meta.changes ?? 0) === 1
}

export async function expireSession(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare(`UPDATE sandbox_checkout_sessions SET status = 'expired' WHERE id = ? AND status = 'open'`).bind(id).run()
  return result.meta.changes === 1
}

interface SubscriptionRow {
  id: string
  customer_id: string
  status: Stripe.Subscription.Status
  item: string
  metadata: string
  cancel_at_period_end: number
  current_period_start: number
  current_period_end: number
  canceled_at: number | null
  ended_at: number | null
  created: number
}

function rowToSubscription(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    item: JSON.parse(row.item) as SubscriptionItemRecord,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    canceledAt: row.canceled_at,
    endedAt: row.ended_at,
    created: row.created,
  }
}

export async function findSubscription(db: D1Database, id: string): Promise<SubscriptionRecord | null> {
  const row = await db.prepare('SELECT * FROM sandbox_subscriptions WHERE id = ?').bind(id).first<SubscriptionRow>()
  return row ? rowToSubscription(row) : null
}

export async function customerSubscriptions(db: D1Database, customerId: string): Promise<SubscriptionRecord[]> {
  const { results } = await db
    .prepare('SELECT * FROM sandbox_subscriptions WHERE customer_id = ? ORDER BY created DESC, id')
    .bind(customerId)
    .all<SubscriptionRow>()
  return results.map(rowToSubscription)
}

/** Every customer's subscriptions, newest first, a page after `after` (reconciliation walks them all). */
export async function subscriptionsPage(db: D1Database, after: SubscriptionRecord | null, limit: number): Promise<SubscriptionRecord[]> {
  const { results } = await (after
    ? db
        .prepare('SELECT * FROM sandbox_subscriptions WHERE created < ?1 OR (created = ?1 AND id > ?2) ORDER BY created DESC, id LIMIT ?3')
        .bind(after.created, after.id, limit)
    : db.prepare('SELECT * FROM sandbox_subscriptions ORDER BY created DESC, id LIMIT ?').bind(limit)
  ).all<SubscriptionRow>()
  return results.map(rowToSubscription)
}

export async function saveSubscription(db: D1Database, sub: SubscriptionRecord): Promise<void> {
  await db
    .prepare(
      `UPDATE sandbox_subscriptions SET status = ?, cancel_at_period_end = ?, current_period_start = ?, current_period_end = ?,
         canceled_at = ?, ended_at = ? WHERE id = ?`,
    )
    .bind(sub.status, sub.cancelAtPeriodEnd ? 1 : 0, sub.currentPeriodStart, sub.currentPeriodEnd, sub.canceledAt, sub.endedAt, sub.id)
    .run()
}

export interface PortalSessionRecord {
  id: string
  customerId: string
  returnUrl: string
  expiresAt: number
}

export async function insertPortalSession(db: D1Database, session: PortalSessionRecord, created: number): Promise<void> {
  await db
    .prepare('INSERT INTO sandbox_portal_sessions (id, customer_id, return_url, created, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(session.id, session.customerId, session.returnUrl, created, session.expiresAt)
    .run()
}

export async function findPortalSession(db: D1Database, id: string): Promise<PortalSessionRecord | null> {
  const row = await db
    .prepare('SELECT id, customer_id, return_url, expires_at FROM sandbox_portal_sessions WHERE id = ?')
    .bind(id)
    .first<{ id: string; customer_id: string; return_url: string; expires_at: number }>()
  return row ? { id: row.id, customerId: row.customer_id, returnUrl: row.return_url, expiresAt: row.expires_at } : null
}
