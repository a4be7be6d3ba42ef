/**
 * Who is asking (ARCHITECTURE "The way of a request": viewer = session cookie
 * verified with jose). The middleware only verifies the access token; the
 * account's current state (blocked, bypass, entitlements, a revoked session)
 * is read by loadViewerAccount where a decision needs it.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { LEGACY_SESSION_COOKIE, legacyAccessTokenAccepted, sessionCookieSources } from '../../shared/rules/session-cookie-names'
import { parseAccountRole } from '../../shared/rules/staff-access'
import { type Account, accountBySsoIdRead } from '../db/accounts'
import { type Reads, type ReadValues, readGroupsTogether } from '../db/read'
import { familyIsLiveRead } from '../db/refresh-tokens'
import type { AppEnv } from '../env'
import { grantsBySsoIdRead, holdings } from './entitlements'
import { requestCookieNames, upgradeLegacySessionCookies } from './session-cookies'
import { verifyToken } from './tokens'

/**
 * The access token comes from `__Host-club_session`, or from the old
 * `club_session` of a visitor signed in before issue 18 §5: that one is
 * honoured and moved to the new cookie in this response.
 */
export const viewerContext = createMiddleware<AppEnv>(async (c, next) => {
  const cookieNames = requestCookieNames(c)
  const { session } = sessionCookieSources(cookieNames)
  const token = session ? getCookie(c, session) : undefined
  const verified = await verifyToken(c.env, 'session', token)
  // An old-named cookie is honoured only with a token issued before the change (the rules say why).
  const claims = verified && (session !== LEGACY_SESSION_COOKIE || legacyAccessTokenAccepted(verified)) ? verified : null
  const viewer =
    claims && typeof claims.sid === 'string' ? { ssoId: claims.sub, sessionId: claims.sid, role: parseAccountRole(claims.role) } : null
  c.set('viewer', viewer)
  const legacyAccess = session === LEGACY_SESSION_COOKIE && viewer && token && claims ? { token, expiresAt: claims.exp } : null
  upgradeLegacySessionCookies(c, cookieNames, legacyAccess)
  await next()
})

export interface ViewerAccount {
  account: Account
  /** SPEC §4.1 codes held now (one server function: ./entitlements.ts). */
  entitlements: string[]
  /** Held other than through a voucher's free pass: what buying counts as already held. */
  ownedEntitlements: string[]
  sessionId: string
}

const LOADED = Symbol('viewerAccount')
type Holder = { [LOADED]?: Promise<ViewerAccount | null> }

/**
 * The signed-in account with its entitlements now, or null when nobody is
 * signed in, the session was revoked (logout elsewhere, block) or the account
 * is gone. Read once per request, in one round trip.
 */
export function loadViewerAccount(c: Context<AppEnv>, now = new Date()): Promise<ViewerAccount | null> {
  const holder = c as unknown as Holder
  holder[LOADED] ??= loadViewerAccountWith(c, {}, now).then(([viewer]) => viewer)
  return holder[LOADED]
}

/**
 * The viewer's account and the caller's own reads in ONE batch (issue 13 §3):
 * a session check reads the account, its session, its grants, the stream and
 * the rights in a single round trip. The account is kept for the request.
 */
export async function loadViewerAccountWith<R extends Reads>(
  c: Context<AppEnv>,
  reads: R,
  now = new Date(),
): Promise<[ViewerAccount | null, ReadValues<R>]> {
  const holder = c as unknown as Holder
  const viewer = c.get('viewer')
  const already = holder[LOADED]
  if (!viewer || already) {
    const [values] = await readGroupsTogether(c.env.DB, [reads])
    return [await (already ?? null), values]
  }
  const db = c.env.DB
  const own = {
    account: accountBySsoIdRead(db, viewer.ssoId),
    live: familyIsLiveRead(db, viewer.sessionId, now),
    grants: grantsBySsoIdRead(db, viewer.ssoId),
  }
  const loaded = readGroupsTogether(db, [own, reads])
  const account = loaded.then(([{ account, live, grants }]): ViewerAccount | null =>
    account && live ? { account, ...holdings(grants, now), sessionId: viewer.sessionId } : null,
  )
  holder[LOADED] = account
  // A failed batch rejects both; the caller hears it from `loaded`, so this copy is not reported again.
  account.catch(() => undefined)
  const [, values] = await loaded
  return [await account, values]
}
