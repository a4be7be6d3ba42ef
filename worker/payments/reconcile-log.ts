/** The reconciliation's report and its repair log (issue 11 §8: every repair is logged, with ids and codes only, never secrets). */
import type { GrantChange, Plan } from './grants'

export interface ReconcileReport {
  customers: number
  subscriptions: number
  /** Subscriptions over for longer than any grant they made: not looked at. */
  skipped: number
  oneOffs: number
  checkouts: number
  repairs: number
  failures: number
}

export type About = Record<string, string | number | null>

export async function apply(db: D1Database, plan: Plan, report: ReconcileReport, about: About): Promise<void> {
  if (plan.statements.length > 0) await db.batch(plan.statements)
  logChanges(plan, report, about)
}

export function logChanges(plan: Plan, report: ReconcileReport, about: About): void {
  for (const change of plan.changes) {
    report.repairs += 1
    console.log('reconcile: repaired', JSON.stringify({ ...about, ...describe(change) }))
  }
}

const describe = (change: GrantChange) => ({ code: change.code, change: change.change, from: change.from, to: change.to })
