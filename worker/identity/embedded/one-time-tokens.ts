/**
 * Links the portal mails (email confirmation, 24 h; password reset, 1 h) and
 * the new-password step of sign-in: random tokens kept in one_time_tokens
 * only as SHA-256 hashes (with their purpose, so a token of one kind is never
 * taken as another), spent once by a single conditional UPDATE, so two clicks
 * at the same moment cannot both succeed.
 */
import { randomToken, sha256 } from '../crypto-text'

export type OneTimePurpose = 'password-reset' | 'email-confirm'

export const EMAIL_CONFIRM_TTL_SECONDS = 24 * 60 * 60
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60
/** The new-password step of sign-in: long enough to choose a password, no longer. */
export const PASSWORD_CHANGE_TTL_SECONDS = 10 * 60

/** What randomToken() makes: 32 bytes as base64url. Anything else is refused before any lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

function hashOf(purpose: OneTimePurpose, token: string): Promise<string> {
  return sha256(`${purpose}:${token}`)
}

export async function issueOneTimeToken(
  db: D1Database,
  purpose: OneTimePurpose,
  accountId: number,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const { token, insert } = await newOneTimeToken(db, purpose, accountId, ttlSeconds, now, true)
  await insert.run()
  return token
}

/**
 * A new token and the statement that stores it, which writes only when
 * `store` is true: the same work, hash and statement either way (a
 * forgot-password request for an address without an account, ./reset-mail.ts).
 */
export async function newOneTimeToken(
  db: D1Database,
  purpose: OneTimePurpose,
  accountId: number | null,
  ttlSeconds: number,
  now: Date,
  store: boolean,
): Promise<{ token: string; insert: D1PreparedStatement }> {
  const token = randomToken()
  const expires = new Date(now.getTime() + ttlSeconds * 1000)
  const insert = db
    .prepare('INSERT INTO one_time_tokens (token_hash, purpose, account_id, created_at, expires_at) SELECT ?, ?, ?, ?, ? WHERE ?')
    .bind(await hashOf(purpose, token), purpose, accountId, now.toISOString(), expires.toISOString(), store ? 1 : 0)
  return { token, insert }
}

/**
 * A new token for the account with `ssoId`, and the statement that stores it
 * only if that account exists when it runs: for a batch that may have just
 * created it (a registration, ./register-account.ts).
 */
export async function newOneTimeTokenForSsoId(
  db: D1Database,
  purpose: OneTimePurpose,
  ssoId: string,
  ttlSeconds: number,
  now: Date,
): Promise<{ token: string; insert: D1PreparedStatement }> {
  const token = randomToken()
  const expires = new Date(now.getTime() + ttlSeconds * 1000)
  const insert = db
    .prepare(
      `INSERT INTO one_time_tokens (token_hash, purpose, account_id, created_at, expires_at)
       SELECT ?, ?, id, ?, ? FROM accounts WHERE sso_id = ?`,
    )
    .bind(await hashOf(purpose, token), purpose, now.toISOString(), expires.toISOString(), ssoId)
  return { token, insert }
}

/** The account a live (unspent, unexpired) token is for, without spending it: to decide which page to show. */
export async function peekOneTimeToken(db: D1Database, purpose: OneTimePurpose, token: unknown, now: Date): Promise<number | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null
  const row = await db
    .prepare('SELECT account_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await hashOf(purpose, token), purpose, now.toISOString())
    .first<{ account_id: number | null }>()
  return row?.account_id ?? null
}

/** Spends a live token and answers its account; null when it is unknown, expired or already spent. */
export async function spendOneTimeToken(db: D1Database, purpose: OneTimePurpose, token: unknown, now: Date): Promise<number | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null
  const row = await db
    .prepare(
      `UPDATE one_time_tokens SET used_at = ?
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING account_id`,
    )
    .bind(now.toISOString(), await hashOf(purpose, token), purpose, now.toISOString())
    .first<{ account_id: number | null }>()
  return row?.account_id ?? null
}

/** Every other live token of this kind for the account stops working (a new password makes old reset links void). */
export async function spendAllOf(db: D1Database, purpose: OneTimePurpose, accountId: number, now: Date): Promise<void> {
  await db
    .prepare('UPDATE one_time_tokens SET used_at = ? WHERE account_id = ? AND purpose = ? AND used_at IS NULL')
    .bind(now.toISOString(), accountId, purpose)
    .run()
}
