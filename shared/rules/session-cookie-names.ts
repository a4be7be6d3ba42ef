/**
 * Issue 18 §5: the site session's cookies are host-only, with the `__Host-`
 * prefix. A browser keeps a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, so no sibling subdomain of the club's domain can set,
 * overwrite or read it (cookie tossing, session fixation). COOKIE_DOMAIN is
 * for the consent and preference cookies only (SPEC §9.5).
 *
 * Before, the cookies were `club_session` (Path=/) and `club_refresh`
 * (Path=/api/auth), with Domain=COOKIE_DOMAIN when it was set. A visitor who
 * signed in then is moved over without being signed out: these rules say
 * which cookie a request's token is read from and which old cookies its
 * response expires. Once every refresh token issued before the change has
 * expired (REFRESH_TOKEN_TTL_SECONDS, 30 days), the LEGACY names can go.
 */

export const SESSION_COOKIE = '__Host-club_session'
/** Path=/ as `__Host-` demands; it is httpOnly, so only the worker ever reads it. */
export const REFRESH_COOKIE = '__Host-club_refresh'

export const LEGACY_SESSION_COOKIE = 'club_session'
export const LEGACY_REFRESH_COOKIE = 'club_refresh'
/** Where the old cookies lived: an expiry must name the same Path (and Domain) or the browser keeps them. */
export const LEGACY_PATHS = { [LEGACY_SESSION_COOKIE]: '/', [LEGACY_REFRESH_COOKIE]: '/api/auth' } as const

export type LegacyCookie = keyof typeof LEGACY_PATHS

/** Every name that means "this visitor has a session" (the page cache is bypassed for all of them). */
export const ALL_SESSION_COOKIE_NAMES = [SESSION_COOKIE, REFRESH_COOKIE, LEGACY_SESSION_COOKIE, LEGACY_REFRESH_COOKIE] as const

export interface SessionCookieSources {
  /** The cookie the access token is read from, or null when the request has none. */
  session: string | null
  /** The cookie the refresh token is read from, or null. */
  refresh: string | null
}

/** The new cookie first; the old one only when the new one is absent. */
export function sessionCookieSources(cookieNames: readonly string[]): SessionCookieSources {
  const has = (name: string) => cookieNames.includes(name)
  const pick = (current: string, legacy: string) => (has(current) ? current : has(legacy) ? legacy : null)
  return {
    session: pick(SESSION_COOKIE, LEGACY_SESSION_COOKIE),
    refresh: pick(REFRESH_COOKIE, LEGACY_REFRESH_COOKIE),
  }
}

/**
 * Only tokens issued before the change are honoured under the old names.
 * Otherwise a sibling subdomain could still plant an old-named cookie on the
 * club's domain holding the attacker's own fresh tokens (copied from their
 * `__Host-` cookies), and the upgrade would move it into the victim's
 * `__Host-` cookies: the very planting the prefix exists to stop. So the
 * tokens issued since carry a mark (a claim in the access token, a prefix on
 * the refresh token), and an old-named cookie holding a marked token is
 * refused. Unmarked tokens stop existing 30 days after the change.
 */
export const ACCESS_TOKEN_MARK_CLAIM = 'hc'
export const REFRESH_TOKEN_MARK = 'h.'

export function legacyAccessTokenAccepted(claims: Readonly<Record<string, unknown>>): boolean {
  return claims[ACCESS_TOKEN_MARK_CLAIM] === undefined
}

export function legacyRefreshTokenAccepted(token: string): boolean {
  return !token.startsWith(REFRESH_TOKEN_MARK)
}

export interface SessionCookieUpgradeInput {
  cookieNames: readonly string[]
  /** The access token read from the old cookie verified: it is still good for the rest of its life. */
  legacySessionVerified: boolean
  /** The response sets both new cookies itself (sign-in, a refresh) or clears every session cookie (sign-out). */
  responseWritesSession: boolean
}

export interface SessionCookieUpgrade {
  /** Copy the old cookie's access token into the new cookie (same session family, nothing signed anew). */
  moveSession: boolean
  /** Old cookies to expire in this response. */
  expire: LegacyCookie[]
}

/**
 * What a response does with the old cookies the request carried. The old
 * session cookie always goes: its token, if good, is moved; if not, it was
 * useless. The old refresh cookie goes only once a new refresh cookie is
 * there or being set: it may be the browser's only way to stay signed in.
 * It is never copied: the refresh flow rotates it into the new cookie, so two
 * tabs can never hold an old and a new copy of one refresh token (a reuse
 * would revoke the family and sign the visitor out).
 */
export function sessionCookieUpgrade(input: SessionCookieUpgradeInput): SessionCookieUpgrade {
  const has = (name: string) => input.cookieNames.includes(name)
  const expire: LegacyCookie[] = []
  const moveSession = !input.responseWritesSession && !has(SESSION_COOKIE) && has(LEGACY_SESSION_COOKIE) && input.legacySessionVerified
  if (has(LEGACY_SESSION_COOKIE)) expire.push(LEGACY_SESSION_COOKIE)
  if (has(LEGACY_REFRESH_COOKIE) && (has(REFRESH_COOKIE) || input.responseWritesSession)) expire.push(LEGACY_REFRESH_COOKIE)
  return { moveSession, expire }
}
