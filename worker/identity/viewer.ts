/**
 * Who is asking (ARCHITECTURE "The way of a request": viewer = session cookie
 * verified with jose). The middleware only verifies the access token; the
 * account's current state (blocked, bypass, entitlements, a revoked session)
 * is read by loadViewerAccount where a decision needs it.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AccountRole } from '../../shared/types/account'
import { type Account, findAccountBySsoId } from '../db/accounts'
import { familyIsLive } from '../db/refresh-tokens'
import type { AppEnv } from '../env'
import { accountEntitlements } from './entitlements'
import { SESSION_COOKIE } from './site-session'
import { verifyToken } from './tokens'

export const viewerContext = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await verifyToken(c.env, 'session', getCookie(c, SESSION_COOKIE))
  const role = claims?.role === 'admin' ? 'admin' : 'supporter'
  c.set('viewer', claims && typeof claims.sid === 'string' ? { ssoId: claims.sub, sessionId: claims.sid, role: role as AccountRole } : null)
  await next()
})

export interface ViewerAccount {
  account: Account
  /** SPEC §4.1 codes held now (one server function: ./entitlements.ts). */
  entitlements: string[]
  sessionId: string
}

const LOADED = Symbol('viewerAccount')

/**
 * The signed-in account with its entitlements now, or null when nobody is
 * signed in, the session was revoked (logout elsewhere, block) or the account
 * is gone. Read once per request.
 */
export function loadViewerAccount(c: Context<AppEnv>, now = new Date()): Promise<ViewerAccount | null> {
  const holder = c as unknown as { [LOADED]?: Promise<ViewerAccount | null> }
  holder[LOADED] ??= load(c, now)
  return holder[LOADED]
}

async function load(c: Context<AppEnv>, now: Date): Promise<ViewerAccount | null> {
  const viewer = c.get('viewer')
  if (!viewer) return null
  const [account, live] = await Promise.all([findAccountBySsoId(c.env.DB, viewer.ssoId), familyIsLive(c.env.DB, viewer.sessionId, now)])
  if (!account || !live) return null
  return { account, entitlements: await accountEntitlements(c.env.DB, account.id, now), sessionId: viewer.sessionId }
}
