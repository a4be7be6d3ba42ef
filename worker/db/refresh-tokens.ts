/**
 * Refresh tokens of site sessions (issue 8 §2). One family per sign-in on one
 * device; each refresh rotates the token inside its family. Only SHA-256
 * hashes are stored. Presenting a token that was already rotated is reuse:
 * outside a short grace window (two tabs refreshing at once) it revokes the
 * whole family, because someone else holds a copy.
 */
import { firstRead, type Read } from './read'

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
/** Two tabs may refresh with the same token at the same moment; the later one is not an attack. */
export const REUSE_GRACE_SECONDS = 10

export interface RefreshTokenRow {
  token_hash: string
  family_id: string
  account_id: number
  expires_at: string
  rotated_at: string | null
  revoked_at: string | null
}

export async function insertRefreshToken(
  db: D1Database,
  token: { hash: string; familyId: string; accountId: number; userAgent: string },
  now: Date,
): Promise<void> {
  const expires = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000)
  await db
    .prepare(
      `INSERT INTO refresh_tokens (token_hash, family_id, account_id, created_at, expires_at, user_agent)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(token.hash, token.familyId, token.accountId, now.toISOString(), expires.toISOString(), token.userAgent.slice(0, 256))
    .run()
}

export async function findRefreshToken(db: D1Database, hash: string): Promise<RefreshTokenRow | null> {
  return db
    .prepare('SELECT token_hash, family_id, account_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = ?')
    .bind(hash)
    .first<RefreshTokenRow>()
}

/** Marks the token rotated; false when another request rotated or revoked it first (D1 runs one write at a time). */
export async function markRotated(db: D1Database, hash: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ? AND rotated_at IS NULL AND revoked_at IS NULL')
    .bind(now.toISOString(), hash)
    .run()
  return result.meta.changes === 1
}

export async function revokeFamily(db: D1Database, familyId: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
    .bind(now.toISOString(), familyId)
    .run()
}

/** Every session of the account ends (blocking, password change). */
export async function revokeAccountSessions(db: D1Database, accountId: number, now: Date): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL')
    .bind(now.toISOString(), accountId)
    .run()
}

/** Whether the family still has a live token: a revoked session's access tokens stop counting too. */
export function familyIsLiveRead(db: D1Database, familyId: string, now: Date): Read<boolean> {
  const statement = db
    .prepare('SELECT 1 AS live FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NULL AND expires_at > ? LIMIT 1')
    .bind(familyId, now.toISOString())
  return firstRead<{ live: number }, boolean>(statement, (row) => row !== null)
}
