/**
 * The daily reconciliation's subscriptions (issue 11 §8), within Workers'
 * subrequest limits. Of the two ways out, this takes one paginated
 * subscriptions.list({ status: 'all' }) (the SDK's auto-pagination; the
 * sandbox pages its own table) rather than a bounded run that carries on the
 * next day: every live subscription is then looked at every day, so a missed
 * cancellation or renewal is found within a day, which a run spread over
 * several days would not promise. The cost is kept per page, not per
 * customer: one Stripe request per 100 subscriptions, one D1 round trip
 * reading the page's purchases, refunds and rows, one batch writing the
 * page's repairs. Subscriptions over for longer than any grant they made
 * (shared rule longOver) cost nothing more. Only a subscription without a
 * linked purchase (a lost row, made again from Stripe's metadata) is read on
 * its own.
 */
import { longOver } from '../../shared/rules/subscription-access'
import { purchasesOfSubscriptions } from '../db/purchases'
import type { PaymentsBackend, SubscriptionView } from './backend'
import { logChanges, type ReconcileReport } from './reconcile-log'
import { planSubscription, type SyncResult, syncSubscription } from './subscription-sync'

/** Stripe's largest list page, and the size of a D1 round trip here. */
const SUBSCRIPTION_PAGE = 100

interface PlannedSubscription {
  sub: SubscriptionView
  result: SyncResult
}

interface PagePlan {
  planned: PlannedSubscription[]
  /** Long over: not looked at. */
  skipped: number
  /** Subscriptions that could not be planned (logged). */
  failed: number
}

async function planSubscriptionPage(db: D1Database, subs: readonly SubscriptionView[], now: Date): Promise<PagePlan> {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const live = subs.filter((sub) => !longOver(sub, nowSeconds))
  const page: PagePlan = { planned: [], skipped: subs.length - live.length, failed: 0 }
  if (live.length === 0) return page
  const known = await purchasesOfSubscriptions(
    db,
    live.map((sub) => sub.id),
  )
  for (const sub of live) {
    try {
      const facts = known.get(sub.id)
      const result = facts ? planSubscription(db, sub, now, facts) : await syncSubscription(db, sub, now)
      page.planned.push({ sub, result })
    } catch (err) {
      page.failed += 1
      console.error('reconcile: subscription failed', sub.id, err instanceof Error ? err.message : String(err))
    }
  }
  return page
}

export async function reconcileEverySubscription(db: D1Database, backend: PaymentsBackend, now: Date, report: ReconcileReport) {
  const customers = new Set<string>()
  let page: SubscriptionView[] = []
  const settle = async () => {
    const subs = page
    page = []
    try {
      const plan = await planSubscriptionPage(db, subs, now)
      report.skipped += plan.skipped
      report.failures += plan.failed
      const statements = plan.planned.flatMap(({ result }) => result.statements)
      // The page's repairs in one batch: one D1 round trip however many subscriptions drifted.
      if (statements.length > 0) await db.batch(statements)
      for (const { sub, result } of plan.planned)
        logChanges(result, report, { customer: sub.customer, subscription: sub.id, purchase: result.purchaseId })
    } catch (err) {
      report.failures += 1
      console.error('reconcile: subscription page failed', subs[0]?.id ?? '', err instanceof Error ? err.message : String(err))
    }
  }
  try {
    for await (const sub of backend.allSubscriptions()) {
      report.subscriptions += 1
      customers.add(sub.customer)
      page.push(sub)
      if (page.length === SUBSCRIPTION_PAGE) await settle()
    }
  } catch (err) {
    report.failures += 1
    console.error('reconcile: listing subscriptions failed', err instanceof Error ? err.message : String(err))
  }
  // What was listed is settled, even when the listing broke off.
  if (page.length > 0) await settle()
  report.customers = customers.size
}
