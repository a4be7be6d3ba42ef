/**
 * A purchase's entitlement rows (one per code, migration 0006's unique
 * index) brought to what the purchase grants now. Plans are statements plus
 * the changes they make, so the webhook handler can batch them with its
 * event record and reconciliation can log every repair.
 */
export interface GrantRow {
  code: string
  matchId: number | null
  startsAt: string
  endsAt: string | null
}

export type GrantChangeKind =
  /** First grant of a purchase. */
  | 'granted'
  /** A row of a purchase that already granted was missing and is back. */
  | 'restored'
  | 'extended'
  | 'shortened'
  | 'ended'

export interface GrantChange {
  code: string
  change: GrantChangeKind
  from: string | null
  to: string | null
}

export interface Plan {
  statements: D1PreparedStatement[]
  changes: GrantChange[]
  /**
   * Issue 18 §7: accounts whose entitlements a refund ends. Once the plan is
   * applied, their live leases are judged again (worker/streaming/end-streams.ts).
   */
  entitlementsEndedFor?: number[]
}

export const emptyPlan = (): Plan => ({ statements: [], changes: [] })

export function mergePlans(...plans: Plan[]): Plan {
  const ended = [...new Set(plans.flatMap((plan) => plan.entitlementsEndedFor ?? []))]
  return {
    statements: plans.flatMap((plan) => plan.statements),
    changes: plans.flatMap((plan) => plan.changes),
    ...(ended.length > 0 ? { entitlementsEndedFor: ended } : {}),
  }
}

export async function purchaseGrantRows(db: D1Database, purchaseId: number): Promise<GrantRow[]> {
  const { results } = await db
    .prepare('SELECT code, match_id, starts_at, ends_at FROM entitlements WHERE purchase_id = ? ORDER BY id')
    .bind(purchaseId)
    .all<{ code: string; match_id: number | null; starts_at: string; ends_at: string | null }>()
  return results.map((row) => ({ code: row.code, matchId: row.match_id, startsAt: row.starts_at, endsAt: row.ends_at }))
}

export interface Grant {
  purchaseId: number
  accountId: number
  codes: readonly string[]
  matchId: number | null
  startsAt: string
  endsAt: string
  /** The purchase granted before (a missing row is then a repair, 'restored'). */
  grantedBefore: boolean
}

/** Rows granting each code until endsAt: missing ones inserted, others moved to the new end. */
export function grantPlan(db: D1Database, rows: readonly GrantRow[], grant: Grant, now: Date): Plan {
  const plan = emptyPlan()
  for (const code of grant.codes) {
    const row = rows.find((candidate) => candidate.code === code)
    if (row && row.endsAt === grant.endsAt && row.matchId === grant.matchId) continue
    const change: GrantChangeKind = !row
      ? grant.grantedBefore
        ? 'restored'
        : 'granted'
      : row.endsAt === null || row.endsAt > grant.endsAt
        ? 'shortened'
        : 'extended'
    plan.changes.push({ code, change, from: row?.endsAt ?? null, to: grant.endsAt })
    plan.statements.push(
      db
        .prepare(
          `INSERT INTO entitlements (account_id, code, source, purchase_id, match_id, starts_at, ends_at, created_at)
           VALUES (?, ?, 'purchase', ?, ?, ?, ?, ?)
           ON CONFLICT (purchase_id, code) WHERE purchase_id IS NOT NULL DO UPDATE SET ends_at = excluded.ends_at, match_id = excluded.match_id`,
        )
        .bind(grant.accountId, code, grant.purchaseId, grant.matchId, row?.startsAt ?? grant.startsAt, grant.endsAt, now.toISOString()),
    )
  }
  return plan
}

/** Every row of the purchase that still grants after endedAt ends then. */
export function endPlan(db: D1Database, rows: readonly GrantRow[], purchaseId: number, endedAt: string): Plan {
  const open = rows.filter((row) => row.endsAt === null || row.endsAt > endedAt)
  if (open.length === 0) return emptyPlan()
  return {
    statements: [
      db
        .prepare('UPDATE entitlements SET ends_at = ?1 WHERE purchase_id = ?2 AND (ends_at IS NULL OR ends_at > ?1)')
        .bind(endedAt, purchaseId),
    ],
    changes: open.map((row) => ({ code: row.code, change: 'ended', from: row.endsAt, to: endedAt })),
  }
}

/** Issue 18 §7: a plan that ends or shortens some of the account's rows names the account, so its live leases are judged again. */
export function notingEndedFor(plan: Plan, accountId: number): Plan {
  const lost = plan.changes.some((change) => change.change === 'ended' || change.change === 'shortened')
  return lost ? mergePlans(plan, { ...emptyPlan(), entitlementsEndedFor: [accountId] }) : plan
}

export const isoFromUnix = (seconds: number) => new Date(seconds * 1000).toISOString()
