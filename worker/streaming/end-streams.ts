/**
 * Issue 10 §4, §8: a live lease lasts only as long as the right to it.
 * Signing out (POST /api/auth/logout) ends the leases taken from that sign-in
 * session, and so does a sign-in revoked without one (a refresh token used
 * twice); blocking an account (SPEC §6) or a new password, which end every
 * sign-in of the account, end all of the account's. Either way the players
 * are told over their sockets (leaseEnded) and stop, and no socket goes on
 * renewing playback tokens: renewal over the socket never reads the account
 * again, only the session check does (and it refuses afterwards: a revoked
 * session, a blocked account).
 */
import type { Context } from 'hono'
import { streamEntitlement } from '../../shared/rules/stream-access'
import { findAccountById } from '../db/accounts'
import { findRefreshToken, revokeAccountSessions } from '../db/refresh-tokens'
import { findMatchForAsset, findStreamAsset } from '../db/stream-assets'
import type { AccountLeaseEnd } from '../../shared/schemas/stream-socket'
import type { AppEnv, Bindings } from '../env'
import { sha256 } from '../identity/crypto-text'
import { accountEntitlements } from '../identity/entitlements'
import { presentedRefreshToken } from '../identity/site-session'
import { streamSessionsOf } from './session-check'

/** The sign-out's leases end. Never fails the sign-out: a failure is logged and the leases are left as they were. */
export async function endStreamsOfSignOut(c: Context<AppEnv>): Promise<void> {
  try {
    for (const { ssoId, signIn } of await signInsOf(c)) await streamSessionsOf(c.env, ssoId).endSignIn(signIn)
  } catch (err) {
    console.error('sign-out: the live leases could not be ended', err instanceof Error ? err.message : String(err))
  }
}

/**
 * Every site session of the account ends, and every one of its live leases
 * with them: an administrator's block (SPEC §6), a new password (the login
 * form's new-password step, the portal's new-password step and reset). One
 * call for both, so no place revokes the sessions and leaves the streams.
 */
export async function endAccountSessions(
  env: Bindings,
  account: { id: number; ssoId: string },
  reason: AccountLeaseEnd,
  now: Date,
): Promise<void> {
  await revokeAccountSessions(env.DB, account.id, now)
  await endStreamsOfAccount(env, account.ssoId, reason)
}

/** Every lease of the account ends. Never fails its caller (the session check refuses the revoked sessions, the media gateway their tokens). */
async function endStreamsOfAccount(env: Bindings, ssoId: string, reason: AccountLeaseEnd): Promise<void> {
  try {
    await streamSessionsOf(env, ssoId).endAccount(reason)
  } catch (err) {
    console.error(`${reason}: the live leases could not be ended`, err instanceof Error ? err.message : String(err))
  }
}

/** One sign-in session was revoked without a sign-out (worker/identity/site-session.ts: a refresh token used twice). */
export async function endStreamsOfRevokedSignIn(env: Bindings, accountId: number, signIn: string): Promise<void> {
  try {
    const account = await findAccountById(env.DB, accountId)
    if (account) await streamSessionsOf(env, account.ssoId).endSignIn(signIn)
  } catch (err) {
    console.error('revoked sign-in: the live leases could not be ended', err instanceof Error ? err.message : String(err))
  }
}

/**
 * The sign-in sessions the request signs out, as the sign-out finds them
 * (worker/identity/site-session.ts endSiteSession): the access token's, and
 * the refresh token's when the access token has expired or names another.
 */
async function signInsOf(c: Context<AppEnv>): Promise<Array<{ ssoId: string; signIn: string }>> {
  const found = new Map<string, { ssoId: string; signIn: string }>()
  const viewer = c.get('viewer')
  if (viewer) found.set(`${viewer.ssoId} ${viewer.sessionId}`, { ssoId: viewer.ssoId, signIn: viewer.sessionId })
  const presented = presentedRefreshToken(c)
  const row = presented && presented.length <= 128 ? await findRefreshToken(c.env.DB, await sha256(presented)) : null
  if (row && ![...found.values()].some((known) => known.signIn === row.family_id)) {
    const account = await findAccountById(c.env.DB, row.account_id)
    if (account) found.set(`${account.ssoId} ${row.family_id}`, { ssoId: account.ssoId, signIn: row.family_id })
  }
  return [...found.values()]
}

/**
 * Issue 18 §7: a refund (or a subscription period ended) took entitlements
 * away from the account. Every asset its devices hold a lease for is judged
 * again by the session check's own rule (shared/rules/stream-access.ts
 * streamEntitlement) on what the account holds now; the leases of the assets
 * no longer covered end (StreamSessions endAssets: players told, renewal
 * stopped, the next live playlist refused). Never fails its caller (the
 * session check refuses such a device anyway when it asks again). Returns the leases ended.
 */
export async function endStreamsWithoutEntitlement(env: Bindings, accountId: number, now: Date): Promise<number> {
  try {
    const account = await findAccountById(env.DB, accountId)
    if (!account) return 0
    const sessions = streamSessionsOf(env, account.ssoId)
    const held = await sessions.heldAssets()
    if (held.length === 0) return 0
    const entitlements = await accountEntitlements(env.DB, accountId, now)
    const lost: string[] = []
    for (const assetId of held) {
      const [asset, match] = await Promise.all([findStreamAsset(env.DB, assetId), findMatchForAsset(env.DB, assetId)])
      const content = asset?.contentKind ?? 'video'
      if (streamEntitlement(content, entitlements, match?.matchId ?? null) !== 'entitled') lost.push(assetId)
    }
    return lost.length > 0 ? await sessions.endAssets(lost) : 0
  } catch (err) {
    console.error('entitlement ended: the live leases could not be ended', err instanceof Error ? err.message : String(err))
    return 0
  }
}
