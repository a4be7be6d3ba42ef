/**
 * The portal's one way back to the site (SPEC §4.6 token flow): a 303 to the
 * site's redirect_uri with loginSuccess=true in the query and a single-use,
 * two-minute hand-off token in the fragment (fragments never reach a server
 * log or a Referer). The token carries the site's state back; the site only
 * accepts it in the browser holding the matching state cookie (../handoff.ts).
 */
import type { Context } from 'hono'
import type { Account } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { issueHandoff } from '../handoff'
import { type ClientDecision, decidePortalClient, handBackLocation, type PortalClient, type QueryValues } from './client-request'
import { badRequestPage } from './message-page'
import { portalResponse } from './portal-html'
import { configOf } from '../../config'

/** Who this portal request is for, from its query (client_id, redirect_uri, state). */
export function portalClientOf(c: Context<AppEnv>): ClientDecision {
  const all = c.req.queries()
  const query: QueryValues = { client_id: all.client_id, redirect_uri: all.redirect_uri, state: all.state }
  return decidePortalClient(query, [configOf(c.env).site.PUBLIC_ORIGIN, new URL(c.req.url).origin])
}

/** A bad client_id, redirect_uri or state: a plain 400 page, never a redirect. */
export function badClient(c: Context<AppEnv>): Response {
  return portalResponse(c, 400, badRequestPage())
}

/** Sends a signed-in supporter on: back to the site with a hand-off token, or (the portal on its own) to the profile. */
export async function handBack(c: Context<AppEnv>, account: Account, client: PortalClient): Promise<Response> {
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  if (client.kind === 'standalone') return c.redirect('/sso/profile', 303)
  const token = await issueHandoff(c.env, account.ssoId, client.state)
  return c.redirect(handBackLocation(client.returnPath, token), 303)
}
