/**
 * Issue 18 §5: the headers of the site session's cookies. They are `__Host-`
 * cookies, and a visitor signed in under the old names (`club_session`,
 * `club_refresh`, Domain=COOKIE_DOMAIN when it was set) is moved to them on
 * their next request, without being signed out. What is read, moved and
 * expired is decided by the rules in shared/rules/session-cookie-names.ts;
 * this file only writes the headers.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { LEGACY_PATHS, type LegacyCookie, SESSION_COOKIE, sessionCookieUpgrade } from '../../shared/rules/session-cookie-names'
import type { AppEnv } from '../env'

/**
 * `__Host-` demands Secure, Path=/ and no Domain (hono's setCookie refuses
 * anything else), whatever COOKIE_DOMAIN says. So the refresh cookie is sent
 * with every request to the site, no longer only to /api/auth: it is
 * httpOnly, so no script reads it, and only the refresh and sign-out look at it.
 */
export function sessionCookieOptions(maxAge: number) {
  return { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' as const, maxAge }
}

/** The names of the cookies the request carries. */
export function requestCookieNames(c: Context<AppEnv>): string[] {
  return Object.keys(getCookie(c))
}

/**
 * Expires old-named cookies as they were set: their own Path, and both
 * host-only and with the configured domain, since which of the two a browser
 * holds depends on where it signed in (a deletion that names another Domain
 * or Path leaves the cookie in place).
 */
export function expireLegacySessionCookies(c: Context<AppEnv>, names: readonly LegacyCookie[]): void {
  const domain = c.get('cookieDomain')
  for (const name of names) {
    const path = LEGACY_PATHS[name]
    deleteCookie(c, name, { path, secure: true })
    if (domain) deleteCookie(c, name, { path, secure: true, domain })
  }
}

/**
 * On a request that read the viewer: an old session cookie whose access token
 * verified is copied into the new cookie for the rest of the token's life
 * (same session family, nothing signed anew), and the old cookies the rules
 * say are done with are expired. Set before the handler answers, so a handler
 * that signs in or out afterwards has the last word on the new cookies.
 */
export function upgradeLegacySessionCookies(
  c: Context<AppEnv>,
  cookieNames: readonly string[],
  legacyAccess: { token: string; expiresAt: number } | null,
  now = new Date(),
): void {
  if (!cookieNames.some((name) => Object.hasOwn(LEGACY_PATHS, name))) return
  const upgrade = sessionCookieUpgrade({ cookieNames, legacySessionVerified: legacyAccess !== null, responseWritesSession: false })
  if (upgrade.moveSession && legacyAccess) {
    const maxAge = Math.max(0, legacyAccess.expiresAt - Math.floor(now.getTime() / 1000))
    setCookie(c, SESSION_COOKIE, legacyAccess.token, sessionCookieOptions(maxAge))
  }
  expireLegacySessionCookies(c, upgrade.expire)
}
