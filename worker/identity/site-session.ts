/**
 * The site session (issue 8 §2; ARCHITECTURE "Identity"): an httpOnly,
 * Secure, SameSite=Lax cookie holding a short-lived access JWT, and a refresh
 * token cookie, stored hashed in D1 and rotated on use. Both are host-only
 * `__Host-` cookies (issue 18 §5, shared/rules/session-cookie-names.ts): no
 * Domain, whatever COOKIE_DOMAIN says, so no sibling subdomain sees or sets them.
 * Every way in (the login form, the portal's hand-off, OIDC) ends here.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  ACCESS_TOKEN_MARK_CLAIM,
  LEGACY_REFRESH_COOKIE,
  LEGACY_SESSION_COOKIE,
  legacyRefreshTokenAccepted,
  REFRESH_COOKIE,
  REFRESH_TOKEN_MARK,
  SESSION_COOKIE,
  sessionCookieSources,
  sessionCookieUpgrade,
} from '../../shared/rules/session-cookie-names'
import type { Account } from '../db/accounts'
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  REFRESH_TOKEN_TTL_SECONDS,
  REUSE_GRACE_SECONDS,
  revokeFamily,
} from '../db/refresh-tokens'
import type { AppEnv } from '../env'
import { randomToken, sha256 } from './crypto-text'
import { expireLegacySessionCookies, requestCookieNames, sessionCookieOptions } from './session-cookies'
import { signToken, TOKEN_KINDS } from './tokens'

export { REFRESH_COOKIE, SESSION_COOKIE }

async function setSessionCookies(c: Context<AppEnv>, account: Account, familyId: string, refreshToken: string): Promise<void> {
  const access = await signToken(c.env, 'session', account.ssoId, { sid: familyId, role: account.role, [ACCESS_TOKEN_MARK_CLAIM]: 1 })
  setCookie(c, SESSION_COOKIE, access, sessionCookieOptions(TOKEN_KINDS.session.ttlSeconds))
  setCookie(c, REFRESH_COOKIE, refreshToken, sessionCookieOptions(REFRESH_TOKEN_TTL_SECONDS))
  // The new pair replaces any cookies of the old names this browser still had.
  const upgrade = sessionCookieUpgrade({ cookieNames: requestCookieNames(c), legacySessionVerified: false, responseWritesSession: true })
  expireLegacySessionCookies(c, upgrade.expire)
}

/**
 * The refresh token the request presents: the new cookie's, else (issue 18 §5)
 * the old one's, which the refresh then rotates into the new cookie. Also what
 * the sign-out's stream ending reads (worker/streaming/end-streams.ts).
 */
export function presentedRefreshToken(c: Context<AppEnv>): string | undefined {
  const { refresh } = sessionCookieSources(requestCookieNames(c))
  const token = refresh ? getCookie(c, refresh) : undefined
  return token && (refresh !== LEGACY_REFRESH_COOKIE || legacyRefreshTokenAccepted(token)) ? token : undefined
}

/** A new refresh token, marked as issued for the `__Host-` cookie (shared/rules/session-cookie-names.ts). */
function newRefreshToken(): string {
  return `${REFRESH_TOKEN_MARK}${randomToken()}`
}

/** Signs the account in on this device: a new session family. Returns the session id. */
export async function startSiteSession(c: Context<AppEnv>, account: Account, now = new Date()): Promise<string> {
  const familyId = crypto.randomUUID()
  const refreshToken = newRefreshToken()
  await insertRefreshToken(
    c.env.DB,
    { hash: await sha256(refreshToken), familyId, accountId: account.id, userAgent: c.req.header('User-Agent') ?? '' },
    now,
  )
  await setSessionCookies(c, account, familyId, refreshToken)
  return familyId
}

export type RefreshOutcome =
  | { outcome: 'refreshed'; accountId: number; sessionId: string }
  /** The token was rotated a moment ago by a parallel request (another tab): its new cookies are already set. */
  | { outcome: 'conflict' }
  /** `revoked`: the sign-in this refresh revoked, whose live streams end with it (worker/streaming/end-streams.ts). */
  | {
      outcome: 'invalid'
      reason: 'missing' | 'unknown' | 'expired' | 'revoked' | 'reused'
      revoked?: { accountId: number; signIn: string }
    }

/**
 * SPEC §4.6 token flow step 3: rotates the refresh token and issues a new
 * access token. Reuse of a rotated token outside the grace window revokes the
 * family. `load` reads the account so a blocked-since account is refused.
 */
export async function refreshSiteSession(
  c: Context<AppEnv>,
  load: (accountId: number) => Promise<Account | null>,
  now = new Date(),
): Promise<RefreshOutcome> {
  const presented = presentedRefreshToken(c)
  if (!presented || presented.length > 128) return { outcome: 'invalid', reason: 'missing' }
  const hash = await sha256(presented)
  const row = await findRefreshToken(c.env.DB, hash)
  if (!row) return { outcome: 'invalid', reason: 'unknown' }
  if (row.revoked_at) return { outcome: 'invalid', reason: 'revoked' }
  if (Date.parse(row.expires_at) <= now.getTime()) return { outcome: 'invalid', reason: 'expired' }
  if (row.rotated_at || !(await markRotated(c.env.DB, hash, now))) {
    const rotatedAt = row.rotated_at ? Date.parse(row.rotated_at) : now.getTime()
    if (now.getTime() - rotatedAt <= REUSE_GRACE_SECONDS * 1000) return { outcome: 'conflict' }
    await revokeFamily(c.env.DB, row.family_id, now)
    return { outcome: 'invalid', reason: 'reused', revoked: { accountId: row.account_id, signIn: row.family_id } }
  }
  const account = await load(row.account_id)
  if (!account) {
    await revokeFamily(c.env.DB, row.family_id, now)
    return { outcome: 'invalid', reason: 'revoked' }
  }
  const next = newRefreshToken()
  await insertRefreshToken(
    c.env.DB,
    { hash: await sha256(next), familyId: row.family_id, accountId: row.account_id, userAgent: c.req.header('User-Agent') ?? '' },
    now,
  )
  await setSessionCookies(c, account, row.family_id, next)
  return { outcome: 'refreshed', accountId: row.account_id, sessionId: row.family_id }
}

/** Logout: the family is revoked and both cookies cleared. */
export async function endSiteSession(c: Context<AppEnv>, now = new Date()): Promise<void> {
  const sessionId = c.get('viewer')?.sessionId
  const presented = presentedRefreshToken(c)
  const row = presented && presented.length <= 128 ? await findRefreshToken(c.env.DB, await sha256(presented)) : null
  for (const familyId of new Set([sessionId, row?.family_id].filter((id): id is string => !!id))) {
    await revokeFamily(c.env.DB, familyId, now)
  }
  clearSessionCookies(c)
}

/** Both cookies go, and the old-named ones too (with their old Path and Domain), whether or not this request showed them. */
export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true })
  deleteCookie(c, REFRESH_COOKIE, { path: '/', secure: true })
  expireLegacySessionCookies(c, [LEGACY_SESSION_COOKIE, LEGACY_REFRESH_COOKIE])
}

export function hasRefreshCookie(c: Context<AppEnv>): boolean {
  return !!presentedRefreshToken(c)
}
