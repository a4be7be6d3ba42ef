/**
 * SPEC §1, §2.4: 'Log In' and 'Register' link out to the sign-on portal
 * through the site's own start address (web settings links, e.g.
 * '/api/auth/sso/start?flow=login'). The link carries where the supporter
 * was, so the portal hands them back to the same page. One helper builds
 * every such link, so the return address is chosen the same way everywhere.
 */
import { pairKey, pairValue, rawPairs, splitOnce } from './query-pairs'
import { safeReturnPath } from './return-path'

/** Query parameters that belong to a past sign-in or sign-out, never to a page to return to. */
const ONE_OFF_PARAMS = ['loginSuccess', 'logoutSuccess']
const LOGIN_PAGE = '/account/login'

/**
 * The page to come back to from `here` (path and query as the address bar
 * shows them): without the one-off sign-in notices, and, on the login page,
 * the page that sent the supporter there. Anything not our own plain path is '/'.
 */
export function returnPathFrom(here: string): string {
  const [path, query] = splitOnce(splitOnce(here, '#')[0], '?')
  // The login page's own returnTo is an encoded path, which the rule refuses inside a whole address: read it first.
  if (path === LOGIN_PAGE) return safeReturnPath(pairValue(query, 'returnTo'), '/')
  const [safePath, safeQuery] = splitOnce(safeReturnPath(here, '/'), '?')
  // Pairs are dropped as written, never re-encoded: what stays is exactly what the rule kept.
  const kept = rawPairs(safeQuery).filter((pair) => !ONE_OFF_PARAMS.includes(pairKey(pair)))
  return kept.length > 0 ? `${safePath}?${kept.join('&')}` : safePath
}

/**
 * A web-settings sign-on link with `returnTo` added (replacing one it had).
 * Only the site's own relative links get it: an outside portal's address is
 * left exactly as the settings give it (it names a return address its own way).
 */
export function withReturnTo(link: string, here: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link
  const [base, hash] = splitOnce(link, '#')
  const [path, query] = splitOnce(base, '?')
  const pairs = rawPairs(query).filter((pair) => pairKey(pair) !== 'returnTo')
  pairs.push(`returnTo=${encodeURIComponent(returnPathFrom(here))}`)
  return `${path}?${pairs.join('&')}${hash ? `#${hash}` : ''}`
}

/** ARCHITECTURE "Identity": the sign-on the site runs (IDENTITY_PROVIDER), told to the browser in the chrome. */
export type SignOnProvider = 'embedded' | 'oidc'

/** The embedded portal's pages: they exist only while it is the provider (the worker answers 404 under OIDC). */
const PORTAL_PATH = '/sso'

/**
 * A web-settings account link (forgot password, manage account) as this
 * provider can serve it. Under OIDC the supporter's password and profile live
 * at the provider, so a link into the embedded portal is dropped (null: its
 * button is not shown); any other address the settings give is kept.
 */
export function accountLinkFor(link: string, provider: SignOnProvider): string | null {
  if (provider === 'embedded') return link
  const path = splitOnce(splitOnce(link, '#')[0], '?')[0]
  return path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`) ? null : link
}

/** SPEC §2.10 login form: the embedded provider signs in on the site's own form; OIDC only at the provider, through Log In. */
export function hasLoginForm(provider: SignOnProvider): boolean {
  return provider === 'embedded'
}
