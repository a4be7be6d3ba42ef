/**
 * Issue 10 §8 "Tokens never expire mid-match": the playback token a ping
 * renews for a device's lease, on the shared ES256 path (worker/identity/tokens.ts,
 * kind 'playback': at most 5 minutes) with the claims the media gateway reads.
 */
import { decodeJwt } from 'jose'
import type { Bindings } from '../env'
import { signToken, TOKEN_KINDS } from '../identity/tokens'
import { tokenExpiryOf, tokenReusable } from '../../shared/rules/stream-lease'
import type { LeaseRow } from './lease-table'
import type { AcquireRequest } from './stream-sessions-api'
import { liveProviderConfig, providerPlayback } from './live-provider'

/** How long a playback token lives: the session check's first token expires this long after the lease is taken. */
export const PLAYBACK_TOKEN_MS = TOKEN_KINDS.playback.ttlSeconds * 1000

export async function renewedPlaybackToken(
  env: Pick<Bindings, 'AUTH_SIGNING_KEY' | 'PUBLIC_ORIGIN' | 'LIVE_PROVIDER' | 'LIVE_PROVIDER_HOST' | 'LIVE_PROVIDER_SIGNING_KEY'>,
  ssoId: string,
  lease: LeaseRow,
  now: number,
): Promise<{ token: string; expiresAt: number; playbackUrl?: string }> {
  const provider = liveProviderConfig(env)
  if (provider) return providerPlayback(provider, lease.playback_id, new Date(now))
  // Issue 18 §7: the same scope as the session check's token (./playback-token.ts).
  const claims = { pid: lease.playback_id, asset: lease.asset_id, lease: lease.lease_id, scope: 'live' }
  const token = await signToken(env, 'playback', ssoId, claims, new Date(now))
  return { token, expiresAt: (decodeJwt(token).exp ?? 0) * 1000 }
}

/**
 * A session check's token for the device's lease (`held`, null for a new lease): the token the checking
 * isolate holds, handed back while it is the lease's newest for the same stream and young
 * (shared/rules/stream-lease.ts tokenReusable), else one signed as of this second.
 */
export function tokenOnCheck(
  held: LeaseRow | null,
  request: Pick<AcquireRequest, 'assetId' | 'playbackId' | 'heldToken'>,
  now: number,
): { tokenExpiresAt: number; tokenReused: boolean } {
  const sameStream = held !== null && held.asset_id === request.assetId && held.playback_id === request.playbackId
  const heldExpiresAt = sameStream && request.heldToken?.leaseId === held.lease_id ? request.heldToken.expiresAt : null
  if (held && tokenReusable(held.token_expires_at, heldExpiresAt, now, PLAYBACK_TOKEN_MS)) {
    return { tokenExpiresAt: held.token_expires_at, tokenReused: true }
  }
  return { tokenExpiresAt: tokenExpiryOf(now, PLAYBACK_TOKEN_MS), tokenReused: false }
}
