/**
 * Nobody who paid is locked out (issue 11 §8): daily (Cron Trigger
 * "17 4 * * *", wrangler.toml) and after any failed webhook, D1 is compared
 * with the backend's subscriptions (Stripe's, or the sandbox's own records)
 * for every account with a Stripe customer, and checkouts still pending are
 * asked about. Drift is repaired through the same functions the webhook
 * uses, and every repair is logged (ids and codes only, never secrets).
 */
import type { Bindings } from '../env'
import { pendingCheckouts } from '../db/purchases'
import type { PaymentsBackend } from './backend'
import { expireCheckout, fulfilCheckout } from './fulfil'
import type { GrantChange, Plan } from './grants'
import { paymentsBackend } from './stripe-client'
import { syncSubscription } from './subscription-sync'

/** Pending checkouts younger than this are left to their webhook; older than the window, Stripe has expired them. */
const PENDING_MIN_AGE_MS = 10 * 60 * 1000
const PENDING_WINDOW_MS = 30 * 86_400_000

export interface ReconcileReport {
  customers: number
  subscriptions: number
  checkouts: number
  repairs: number
  failures: number
}

export interface ReconcileOptions {
  /** Only these customers (after a failed webhook); all accounts with a customer when absent. */
  customers?: readonly string[]
}

export async function reconcile(
  db: D1Database,
  backend: PaymentsBackend,
  now: Date,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { customers: 0, subscriptions: 0, checkouts: 0, repairs: 0, failures: 0 }
  const customers = options.customers ?? (await customersWithAccounts(db))
  for (const customer of customers) {
    report.customers += 1
    try {
      for (const sub of await backend.listSubscriptions(customer)) {
        report.subscriptions += 1
        const result = await syncSubscription(db, sub, now)
        await apply(db, result, report, { customer, subscription: sub.id, purchase: result.purchaseId })
      }
    } catch (err) {
      report.failures += 1
      console.error('reconcile: customer failed', customer, err instanceof Error ? err.message : String(err))
    }
  }
  const since = new Date(now.getTime() - PENDING_WINDOW_MS)
  for (const purchase of await pendingCheckouts(db, since, new Date(now.getTime() - PENDING_MIN_AGE_MS))) {
    const sessionId = purchase.checkoutSessionId as string
    report.checkouts += 1
    try {
      const session = await backend.retrieveCheckoutSession(sessionId)
      if (session.status === 'complete')
        await apply(db, await fulfilCheckout({ db, backend, now }, session), report, { checkout: sessionId, purchase: purchase.id })
      else if (session.status === 'expired') await db.batch(expireCheckout({ db, backend, now }, sessionId).statements)
    } catch (err) {
      report.failures += 1
      console.error('reconcile: checkout failed', sessionId, err instanceof Error ? err.message : String(err))
    }
  }
  console.log('reconcile: done', JSON.stringify(report))
  return report
}

async function apply(db: D1Database, plan: Plan, report: ReconcileReport, about: Record<string, string | number | null>): Promise<void> {
  if (plan.statements.length > 0) await db.batch(plan.statements)
  for (const change of plan.changes) {
    report.repairs += 1
    console.log('reconcile: repaired', JSON.stringify({ ...about, ...describe(change) }))
  }
}

const describe = (change: GrantChange) => ({ code: change.code, change: change.change, from: change.from, to: change.to })

async function customersWithAccounts(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT stripe_customer_id AS customer FROM accounts WHERE stripe_customer_id IS NOT NULL ORDER BY id')
    .all<{ customer: string }>()
  return results.map((row) => row.customer)
}

/** The Cron Trigger's handler (worker/index.ts exports it beside fetch). */
export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    reconcile(env.DB, paymentsBackend(env), new Date(controller.scheduledTime)).catch((err: unknown) => {
      console.error('reconcile: run failed', err instanceof Error ? err.message : String(err))
    }),
  )
}
