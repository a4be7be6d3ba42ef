/**
 * Accounts as an administrator looks them up (issue 19 §7): search by email
 * or id, and one account whole: its entitlements, purchases and sign-ins.
 */
import type { AdminAccountDetail, AdminAccountSummary } from '../../shared/types/admin-accounts'

interface SummaryRow {
  sso_id: string
  email: string
  display_name: string
  role: string
  blocked: number
  bypass: number
  created_at: string
}

const SUMMARY = 'a.sso_id, a.email, a.display_name, a.role, a.blocked, a.bypass, a.created_at'

const toSummary = (row: SummaryRow): AdminAccountSummary => ({
  ssoId: row.sso_id,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  blocked: row.blocked === 1,
  bypassed: row.bypass === 1,
  createdAt: row.created_at,
})

/** An exact id, or emails containing the text; at most 50, newest accounts first. */
export async function searchAccounts(db: D1Database, text: string): Promise<AdminAccountSummary[]> {
  const { results } = await db
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a whole address is longer; no wildcards to escape either.
    .prepare(`SELECT ${SUMMARY} FROM accounts a WHERE a.sso_id = ?1 OR instr(a.email, ?2) > 0 ORDER BY a.id DESC LIMIT 50`)
    .bind(text, text.toLowerCase())
    .all<SummaryRow>()
  return results.map(toSummary)
}

export async function accountDetail(db: D1Database, ssoId: string): Promise<AdminAccountDetail | null> {
  const [account, entitlements, purchases, signIns, limit] = await db.batch([
    db.prepare(`SELECT a.id, ${SUMMARY} FROM accounts a WHERE a.sso_id = ?1`).bind(ssoId),
    db
      .prepare(
        `SELECT e.id, e.code, e.source, e.starts_at, e.ends_at, e.match_id FROM entitlements e JOIN accounts a ON a.id = e.account_id
          WHERE a.sso_id = ?1 ORDER BY e.starts_at DESC LIMIT 100`,
      )
      .bind(ssoId),
    db
      .prepare(
        `SELECT p.id, p.package_id, p.status, p.amount_pence, p.currency, p.created_at FROM purchases p JOIN accounts a ON a.id = p.account_id
          WHERE a.sso_id = ?1 ORDER BY p.created_at DESC LIMIT 100`,
      )
      .bind(ssoId),
    // A sign-in is a refresh-token family: when it began, when last renewed, on what, and whether it has ended.
    db
      .prepare(
        `SELECT min(r.created_at) AS started_at, max(r.created_at) AS last_used_at, max(r.user_agent) AS user_agent,
                max(r.revoked_at IS NOT NULL OR r.expires_at < ?2) AS ended
           FROM refresh_tokens r JOIN accounts a ON a.id = r.account_id
          WHERE a.sso_id = ?1 GROUP BY r.family_id ORDER BY last_used_at DESC LIMIT 50`,
      )
      .bind(ssoId, new Date().toISOString()),
    db.prepare('SELECT o.max_streams FROM stream_limit_overrides o JOIN accounts a ON a.id = o.account_id WHERE a.sso_id = ?1').bind(ssoId),
  ])
  const row = account?.results[0] as SummaryRow | undefined
  if (!row) return null
  type E = { id: number; code: string; source: string; starts_at: string; ends_at: string | null; match_id: number | null }
  type P = { id: number; package_id: string; status: string; amount_pence: number; currency: string; created_at: string }
  type S = { started_at: string; last_used_at: string; user_agent: string; ended: number }
  return {
    ...toSummary(row),
    entitlements: ((entitlements?.results ?? []) as E[]).map((e) => ({
      id: e.id,
      code: e.code,
      source: e.source,
      startsAt: e.starts_at,
      endsAt: e.ends_at,
      matchId: e.match_id,
    })),
    purchases: ((purchases?.results ?? []) as P[]).map((p) => ({
      id: p.id,
      packageId: p.package_id,
      status: p.status,
      amountPence: p.amount_pence,
      currency: p.currency,
      createdAt: p.created_at,
    })),
    signIns: ((signIns?.results ?? []) as S[]).map((s) => ({
      startedAt: s.started_at,
      lastUsedAt: s.last_used_at,
      userAgent: s.user_agent,
      ended: s.ended === 1,
    })),
    streamLimit: (limit?.results[0] as { max_streams: number } | undefined)?.max_streams ?? null,
  }
}
