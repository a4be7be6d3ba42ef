/**
 * Nobody who paid is locked out (issue 11 §8): daily (Cron Trigger
 * "17 4 * * *", wrangler.toml) D1 is compared with every subscription the
 * backend holds (Stripe's, or the sandbox's own records; a page at a time:
 * ./reconcile-subscriptions.ts), completed one-off purchases (season price,
 * match pass) get back rows deleted or cut short, and checkouts still pending
 * are asked about. After a failed webhook only that event's customer and the
 * pending checkouts are looked at. Drift is repaired through the same
 * functions the webhook uses, and every repair is logged (ids and codes
 * only, never secrets).
 */
import type { Bindings } from '../env'
import { oneOffsToRestore, pendingCheckouts } from '../db/purchases'
import type { PaymentsBackend } from './backend'
import { expireCheckout, fulfilCheckout } from './fulfil'
import { restoreOneOff } from './one-off'
import { apply, type ReconcileReport } from './reconcile-log'
import { reconcileEverySubscription } from './reconcile-subscriptions'
import { paymentsBackend } from './stripe-client'
import { syncSubscription } from './subscription-sync'
import { configOf } from '../config'

/** Pending checkouts younger than this are left to their webhook; older than the window, Stripe has expired them. */
const PENDING_MIN_AGE_MS = 10 * 60 * 1000
const PENDING_WINDOW_MS = 30 * 86_400_000
/** One-off purchases repaired a run at most (each is a few D1 queries); any left over are next day's, oldest first. */
const ONE_OFFS_PER_RUN = 200

export type { ReconcileReport } from './reconcile-log'

export interface ReconcileOptions {
  /** Only these customers (after a failed webhook); every subscription and one-off purchase when absent. */
  customers?: readonly string[]
}

export async function reconcile(
  db: D1Database,
  backend: PaymentsBackend,
  now: Date,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { customers: 0, subscriptions: 0, skipped: 0, oneOffs: 0, checkouts: 0, repairs: 0, failures: 0 }
  if (options.customers) await reconcileCustomers(db, backend, now, options.customers, report)
  else {
    await reconcileEverySubscription(db, backend, now, report)
    await reconcileOneOffs(db, now, report)
  }
  await reconcilePendingCheckouts(db, backend, now, report)
  console.log('reconcile: done', JSON.stringify(report))
  return report
}

async function reconcileCustomers(
  db: D1Database,
  backend: PaymentsBackend,
  now: Date,
  customers: readonly string[],
  report: ReconcileReport,
) {
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
}

async function reconcileOneOffs(db: D1Database, now: Date, report: ReconcileReport) {
  for (const purchase of await oneOffsToRestore(db, now, ONE_OFFS_PER_RUN)) {
    report.oneOffs += 1
    try {
      await apply(db, await restoreOneOff(db, purchase, now), report, { purchase: purchase.id, paymentIntent: purchase.paymentIntentId })
    } catch (err) {
      report.failures += 1
      console.error('reconcile: one-off purchase failed', purchase.id, err instanceof Error ? err.message : String(err))
    }
  }
}

async function reconcilePendingCheckouts(db: D1Database, backend: PaymentsBackend, now: Date, report: ReconcileReport) {
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
}

/** The Cron Trigger's handler (worker/index.ts exports it beside fetch). */
export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  // Nothing to reconcile with while buying is off (its problem is logged by worker/config.ts).
  if (configOf(env).payments.state === 'off') return
  ctx.waitUntil(
    reconcile(env.DB, paymentsBackend(env), new Date(controller.scheduledTime)).catch((err: unknown) => {
      console.error('reconcile: run failed', err instanceof Error ? err.message : String(err))
    }),
  )
}
