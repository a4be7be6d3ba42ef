/**
 * SPEC §4.6 token flow: the sign-on portal hands a signed-in supporter back to
 * the site with a token in the page address. The token is a short-lived
 * ES256 JWT (typ sso-handoff+jwt), bound to the browser that started the
 * sign-in by the state in an httpOnly cookie (so nobody can sign a victim into
 * the attacker's account with a link), and spent once (its jti is recorded).
 */
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { constantTimeEqual, randomToken, sha256 } from './crypto-text'
import { signToken, TOKEN_KINDS, verifyToken } from './tokens'

export const SSO_STATE_COOKIE = 'club_sso_state'
export const SSO_STATE_PATH = '/api/auth'
const STATE_TTL_SECONDS = 15 * 60

/** A fresh state for one sign-in, remembered in this browser only. */
export function beginSignIn(c: Context<AppEnv>): string {
  const state = randomToken(24)
  setCookie(c, SSO_STATE_COOKIE, state, {
    path: SSO_STATE_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: STATE_TTL_SECONDS,
    // Host-only (ARCHITECTURE "Environments"): a sibling subdomain can neither read nor plant a sign-in's state.
  })
  return state
}

/** The portal's side: a hand-off token for the account, carrying the site's state back. */
export function issueHandoff(env: AppEnv['Bindings'], ssoId: string, state: string): Promise<string> {
  return signToken(env, 'handoff', ssoId, { state })
}

/** The site's side: the account's ssoId when the token is good, current, ours, for this browser and unspent. */
export async function consumeHandoff(
  c: Context<AppEnv>,
  token: string,
  stateCookie: string | undefined,
  now: Date,
): Promise<string | null> {
  const claims = await verifyToken(c.env, 'handoff', token, now)
  if (!claims || typeof claims.state !== 'string' || !stateCookie) return null
  const encoder = new TextEncoder()
  if (!constantTimeEqual(encoder.encode(claims.state), encoder.encode(stateCookie))) return null
  const expires = new Date(now.getTime() + TOKEN_KINDS.handoff.ttlSeconds * 1000)
  const spent = await c.env.DB.prepare(
    `INSERT INTO one_time_tokens (token_hash, purpose, created_at, expires_at, used_at) VALUES (?, 'handoff', ?, ?, ?)
     ON CONFLICT (token_hash) DO NOTHING`,
  )
    .bind(await sha256(`handoff:${claims.jti}`), now.toISOString(), expires.toISOString(), now.toISOString())
    .run()
  return spent.meta.changes === 1 ? claims.sub : null
}
