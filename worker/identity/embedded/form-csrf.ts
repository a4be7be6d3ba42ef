/**
 * Every portal form is a POST that must come from the portal's own page
 * (issue 8; the guide's CSRF rule). Two checks:
 * - Origin: a browser sends it with every cross-site POST, so one that is not
 *   ours is refused, as is Sec-Fetch-Site: cross-site (see isCrossSite);
 * - a token: a random value in an httpOnly portal cookie, and in the form its
 *   HMAC (./portal-keys.ts), compared in constant time. Another site can
 *   neither read the cookie nor compute the digest, and a cookie planted from a
 *   sibling domain is useless without the key.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../env'
import { randomToken } from '../crypto-text'
import { digestMatches, portalDigest } from './portal-keys'
import { configOf } from '../../config'

export const CSRF_COOKIE = 'club_sso_csrf'
export const CSRF_FIELD = 'csrf'
const CSRF_TTL_SECONDS = 12 * 60 * 60
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** One cookie value per request, even when a page renders several forms. */
const issued = new WeakMap<Context<AppEnv>, string>()

function cookieValue(c: Context<AppEnv>): string {
  const known = issued.get(c)
  if (known) return known
  const existing = getCookie(c, CSRF_COOKIE)
  const value = existing && COOKIE_SHAPE.test(existing) ? existing : randomToken()
  // Set again on every form page: the cookie lives as long as the supporter keeps using the portal.
  setCookie(c, CSRF_COOKIE, value, { path: '/sso', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: CSRF_TTL_SECONDS })
  issued.set(c, value)
  return value
}

/** The hidden field's value for this browser's forms (sets the cookie when there is none yet). */
export function formToken(c: Context<AppEnv>): Promise<string> {
  return portalDigest(c.env, 'form-csrf', cookieValue(c))
}

/** Whether the posted token belongs to this browser's cookie. */
export async function formTokenValid(c: Context<AppEnv>, submitted: unknown): Promise<boolean> {
  const cookie = getCookie(c, CSRF_COOKIE)
  if (!cookie || !COOKIE_SHAPE.test(cookie) || typeof submitted !== 'string' || submitted.length > 64) return false
  return digestMatches(c.env, 'form-csrf', cookie, submitted)
}

/**
 * A POST another site's page made: the browser's own cross-site flag, or a
 * foreign Origin. Our pages send no Referer, and under that policy browsers
 * send 'Origin: null' even for our own forms, so 'null' passes only when the
 * browser vouches for the same origin (Sec-Fetch-Site); a sandboxed frame
 * elsewhere sends 'null' with 'cross-site'.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site')
  if (fetchSite === 'cross-site') return true
  const origin = c.req.header('Origin')
  if (origin === undefined) return false
  if (origin === 'null') return fetchSite !== 'same-origin'
  return origin !== new URL(c.req.url).origin && origin !== configOf(c.env).site.PUBLIC_ORIGIN
}
