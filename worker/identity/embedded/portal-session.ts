/**
 * The portal's own sign-in, apart from the site's session: a jose JWT of kind
 * 'portal' (../tokens.ts) in the cookie club_sso, sent only to /sso and
 * host-only (the portal plays a separate service, so it never shares the
 * site's cookie domain and never reads the site's cookies). While it lasts, a
 * visit to /sso/login hands straight back to the site (single sign-on).
 * It ends with the portal's own 'Sign out' and with the site's 'Log out'
 * (SPEC §7 'POST {login portal}/api/sign_out'; ./provider.ts signOut).
 *
 * Not a `__Host-` cookie (issue 18 §5 chose so): the prefix demands Path=/,
 * which would send the portal's token with every request to the site and undo
 * the separation above. It is host-only already (no Domain, whatever
 * COOKIE_DOMAIN says), Secure and httpOnly. What the prefix would add is
 * that a sibling subdomain could not plant a `club_sso` of its own on the
 * club's domain; an external portal on its own host would have the same
 * exposure, and the site's own session cookies, which matter more, have the prefix.
 *
 * The token carries a fingerprint of the account's password hash: changing or
 * resetting the password ends every portal session of the account, as
 * revokeAccountSessions ends the site's.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { type Account, findAccountBySsoId } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { sha256 } from '../crypto-text'
import { signToken, TOKEN_KINDS, verifyToken } from '../tokens'

export const PORTAL_COOKIE = 'club_sso'
export const PORTAL_PATH = '/sso'

async function passwordFingerprint(account: Account): Promise<string> {
  return (await sha256(`portal-session:${account.passwordHash ?? ''}`)).slice(0, 22)
}

export async function startPortalSession(c: Context<AppEnv>, account: Account, now = new Date()): Promise<void> {
  const token = await signToken(c.env, 'portal', account.ssoId, { pwf: await passwordFingerprint(account) }, now)
  setCookie(c, PORTAL_COOKIE, token, {
    path: PORTAL_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: TOKEN_KINDS.portal.ttlSeconds,
  })
}

/** The signed-in account when the portal cookie is good, current and its password unchanged; otherwise null. */
export async function readPortalSession(c: Context<AppEnv>, now = new Date()): Promise<Account | null> {
  const claims = await verifyToken(c.env, 'portal', getCookie(c, PORTAL_COOKIE), now)
  if (!claims) return null
  const account = await findAccountBySsoId(c.env.DB, claims.sub)
  if (!account?.emailConfirmedAt || account.passwordChangeRequired) return null
  return claims.pwf === (await passwordFingerprint(account)) ? account : null
}

/** Deleted as it was set: Path=/sso, host-only (a Domain= deletion would not match it). */
export function endPortalSession(c: Context<AppEnv>): void {
  deleteCookie(c, PORTAL_COOKIE, { path: PORTAL_PATH, secure: true, httpOnly: true, sameSite: 'Lax' })
}
