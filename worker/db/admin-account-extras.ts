/**
 * Issue 19 §7 (administrator): a complimentary entitlement given or withdrawn,
 * and the account's own stream limit. Each change and its audit entry are one
 * D1 batch (issue 19 §9): the entry's guard reads whether the change happened,
 * so an entry is never stored for a change that was not.
 */
import type { Actor } from '../admin/audit'
import { auditStatement, isVersionConflict } from '../admin/audit'

const CHANGED = { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } }

export interface EntitlementRow {
  id: number
  code: string
  source: string
  ends_at: string | null
}

export async function findEntitlement(db: D1Database, accountId: number, id: number): Promise<EntitlementRow | null> {
  return db
    .prepare('SELECT id, code, source, ends_at FROM entitlements WHERE id = ? AND account_id = ?')
    .bind(id, accountId)
    .first<EntitlementRow>()
}

/** Adds an entitlement of source 'admin' from now until `endsAt`; returns its id. */
export async function grantComplimentary(
  db: D1Database,
  account: { id: number; ssoId: string },
  grant: { code: string; endsAt: string },
  actor: Actor,
  now: Date,
): Promise<number> {
  const at = now.toISOString()
  const endsAt = new Date(grant.endsAt).toISOString()
  const insert = db
    .prepare(
      `INSERT INTO entitlements (account_id, code, source, starts_at, ends_at, created_at) VALUES (?, ?, 'admin', ?, ?, ?) RETURNING id`,
    )
    .bind(account.id, grant.code, at, endsAt, at)
  const audit = auditStatement(
    db,
    {
      actor,
      action: 'grant',
      subjectType: 'account',
      subjectId: account.ssoId,
      before: null,
      after: { code: grant.code, endsAt },
      at: now,
    },
    CHANGED,
  )
  const [inserted] = await db.batch<{ id: number }>([insert, audit])
  const id = inserted?.results[0]?.id
  if (id === undefined) throw new Error('grantComplimentary: the insert returned no id')
  return id
}

/** Removes one entitlement of source 'admin'; false when another withdrawal came first. */
export async function withdrawComplimentary(
  db: D1Database,
  account: { id: number; ssoId: string },
  entitlement: EntitlementRow,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const remove = db
    .prepare(`DELETE FROM entitlements WHERE id = ? AND account_id = ? AND source = 'admin'`)
    .bind(entitlement.id, account.id)
  const audit = auditStatement(
    db,
    {
      actor,
      action: 'withdraw',
      subjectType: 'account',
      subjectId: account.ssoId,
      before: { id: entitlement.id, code: entitlement.code, endsAt: entitlement.ends_at },
      after: null,
      at: now,
    },
    CHANGED,
  )
  try {
    await db.batch([remove, audit])
    return true
  } catch (err) {
    if (isVersionConflict(err)) return false
    throw err
  }
}

/** The account's own limit (migration 0005), or null when it has the default. */
export async function streamLimitOverride(db: D1Database, accountId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT max_streams FROM stream_limit_overrides WHERE account_id = ?')
    .bind(accountId)
    .first<{ max_streams: number }>()
  return row?.max_streams ?? null
}

/** Sets the account's own limit, or with null removes it (the default applies); audited with before and after. */
export async function setAuditedStreamLimit(
  db: D1Database,
  account: { id: number; ssoId: string },
  limit: number | null,
  actor: Actor,
  now: Date,
): Promise<void> {
  const before = await streamLimitOverride(db, account.id)
  const change =
    limit === null
      ? db.prepare('DELETE FROM stream_limit_overrides WHERE account_id = ?').bind(account.id)
      : db
          .prepare(
            `INSERT INTO stream_limit_overrides (account_id, max_streams, updated_at) VALUES (?, ?, ?)
             ON CONFLICT (account_id) DO UPDATE SET max_streams = excluded.max_streams, updated_at = excluded.updated_at`,
          )
          .bind(account.id, limit, now.toISOString())
  const audit = auditStatement(
    db,
    {
      actor,
      action: 'limit',
      subjectType: 'account',
      subjectId: account.ssoId,
      before: { limit: before },
      after: { limit },
      at: now,
    },
    { unversioned: true },
  )
  await db.batch([change, audit])
}

/**
 * Every sign-in of the account revoked, with its audit entry in the same batch (the live leases,
 * in the StreamSessions object, end after: worker/streaming/end-streams.ts endAccountSessions).
 */
export async function revokeSignInsAudited(db: D1Database, account: { id: number; ssoId: string }, actor: Actor, now: Date): Promise<void> {
  const at = now.toISOString()
  const live = await db
    .prepare('SELECT count(DISTINCT family_id) AS n FROM refresh_tokens WHERE account_id = ? AND revoked_at IS NULL AND expires_at > ?')
    .bind(account.id, at)
    .first<{ n: number }>()
  await db.batch([
    db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL').bind(at, account.id),
    auditStatement(
      db,
      {
        actor,
        action: 'signout',
        subjectType: 'account',
        subjectId: account.ssoId,
        before: { signIns: live?.n ?? 0 },
        after: { signIns: 0 },
        at: now,
      },
      { unversioned: true },
    ),
  ])
}
