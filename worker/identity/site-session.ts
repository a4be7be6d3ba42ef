/**
 * The site session (issue 8 §2; ARCHITECTURE "Identity"): an httpOnly,
 * Secure, SameSite=Lax cookie holding a short-lived access JWT, and a refresh
 * token cookie sent only to /api/auth, stored hashed in D1 and rotated on use.
 * Every way in (the login form, the portal's hand-off, OIDC) ends here.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
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
import { signToken, TOKEN_KINDS } from './tokens'

export const SESSION_COOKIE = 'club_session'
export const REFRESH_COOKIE = 'club_refresh'
/** The refresh token travels only to the endpoints that use it. */
const REFRESH_PATH = '/api/auth'

function cookieOptions(c: Context<AppEnv>, path: string, maxAge: number) {
  return { path, httpOnly: true, secure: true, sameSite: 'Lax' as const, maxAge, domain: c.get('cookieDomain') ?? undefined }
}

async function setSessionCookies(c: Context<AppEnv>, account: Account, familyId: string, refreshToken: string): Promise<void> {
  const access = await signToken(c.env, 'session', account.ssoId, { sid: familyId, role: account.role })
  setCookie(c, SESSION_COOKIE, access, cookieOptions(c, '/', TOKEN_KINDS.session.ttlSeconds))
  setCookie(c, REFRESH_COOKIE, refreshToken, cookieOptions(c, REFRESH_PATH, REFRESH_TOKEN_TTL_SECONDS))
}

/** Signs the account in on this device: a new session family. Returns the session id. */
export async function startSiteSession(c: Context<AppEnv>, account: Account, now = new Date()): Promise<string> {
  const familyId = crypto.randomUUID()
  const refreshToken = randomToken()
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
  const presented = getCookie(c, REFRESH_COOKIE)
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
  const next = randomToken()
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
  const presented = getCookie(c, REFRESH_COOKIE)
  const row = presented && presented.length <= 128 ? await findRefreshToken(c.env.DB, await sha256(presented)) : null
  for (const familyId of new Set([sessionId, row?.family_id].filter((id): id is string => !!id))) {
    await revokeFamily(c.env.DB, familyId, now)
  }
  clearSessionCookies(c)
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const domain = c.get('cookieDomain') ?? undefined
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, domain })
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: true, domain })
}

export function hasRefreshCookie(c: Context<AppEnv>): boolean {
  return !!getCookie(c, REFRESH_COOKIE)
}
