/**
 * Who sent the supporter to the portal, and where to hand them back. The site
 * links out with client_id, redirect_uri and state (./provider.ts), as to any
 * external portal. A request with none of the three is the portal used on its
 * own (a bookmark, the profile page): signing in then ends on the profile.
 * Anything else must be whole and ours: client_id 'club-site', a redirect_uri
 * the one return-path rule keeps (issue 8 §10), and a state. Pure functions.
 */
import { decideReturnPath } from '../../../shared/rules/return-path'
import { pairKey, rawPairs, splitOnce } from '../../../shared/rules/query-pairs'
import { EMBEDDED_CLIENT_ID } from './provider'

export type PortalClient = { kind: 'standalone' } | { kind: 'client'; redirectUri: string; returnPath: string; state: string }

export type ClientDecision = { ok: true; client: PortalClient } | { ok: false; problem: 'client_id' | 'redirect_uri' | 'state' }

/** Opaque to the portal, echoed back in the hand-off token: printable, URL-safe and short. */
const STATE_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/
const CLIENT_PARAMS = ['client_id', 'redirect_uri', 'state'] as const

/** Each parameter's values as the query gave them (repeats included, so a repeat can be refused). */
export type QueryValues = Partial<Record<(typeof CLIENT_PARAMS)[number], string[]>>

export function decidePortalClient(query: QueryValues, allowedOrigins: readonly string[]): ClientDecision {
  if (CLIENT_PARAMS.every((name) => query[name] === undefined)) return { ok: true, client: { kind: 'standalone' } }
  const single = (name: (typeof CLIENT_PARAMS)[number]) => (query[name]?.length === 1 ? query[name][0] : undefined)
  if (single('client_id') !== EMBEDDED_CLIENT_ID) return { ok: false, problem: 'client_id' }
  const redirectUri = single('redirect_uri')
  const decision = decideReturnPath(redirectUri, allowedOrigins)
  if (redirectUri === undefined || decision.verdict !== 'kept') return { ok: false, problem: 'redirect_uri' }
  const state = single('state')
  if (state === undefined || !STATE_SHAPE.test(state)) return { ok: false, problem: 'state' }
  return { ok: true, client: { kind: 'client', redirectUri, returnPath: decision.path, state } }
}

/** The client's parameters as a query string ('' for the portal on its own), to carry across the portal's pages. */
export function clientQuery(client: PortalClient, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra)
  if (client.kind === 'client') {
    params.set('client_id', EMBEDDED_CLIENT_ID)
    params.set('redirect_uri', client.redirectUri)
    params.set('state', client.state)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Notices of an earlier sign-in or sign-out, and an old token: never carried into a new hand-back. */
const ONE_OFF_PARAMS = new Set(['loginSuccess', 'logoutSuccess', 'sso_token'])

/**
 * SPEC §4.6 token flow: `<path>?…&loginSuccess=true#sso_token=<token>`. The
 * path's own query pairs are kept exactly as written; any fragment it had is
 * dropped (the fragment is the token's).
 */
export function handBackLocation(returnPath: string, token: string): string {
  const [path, query] = splitOnce(splitOnce(returnPath, '#')[0], '?')
  const pairs = rawPairs(query).filter((pair) => !ONE_OFF_PARAMS.has(pairKey(pair)))
  pairs.push('loginSuccess=true')
  return `${path}?${pairs.join('&')}#sso_token=${encodeURIComponent(token)}`
}
