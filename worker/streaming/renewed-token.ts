/**
 * Issue 10 §8 "Tokens never expire mid-match": the playback token a ping
 * renews for a device's lease, on the shared ES256 path (worker/identity/tokens.ts,
 * kind 'playback': at most 5 minutes) with the claims the media gateway reads.
 */
import { decodeJwt } from 'jose'
import type { Bindings } from '../env'
import { signToken, TOKEN_KINDS } from '../identity/tokens'
import type { LeaseRow } from './lease-table'
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
