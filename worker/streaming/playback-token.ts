/**
 * The playback token (ARCHITECTURE "Streaming"; issue 9 §4): a short-lived
 * ES256 JWT of kind 'playback' (worker/identity/tokens.ts, 5 minutes) that
 * lets one viewer fetch one asset's media under /media/{pid}/. Claims: sub =
 * the account's ssoId or 'anonymous' (free '?' items), pid = the playback id
 * (the R2 folder), asset = the entry id or stream asset id, and lease when a
 * live stream's concurrency lease backs it.
 */
import type { Bindings } from '../env'
import { signToken, TOKEN_KINDS, verifyToken } from '../identity/tokens'

/** The subject of a token given to a visitor who is not signed in (free items only). */
export const ANONYMOUS_SUBJECT = 'anonymous'

export interface PlaybackGrant {
  subject: string
  playbackId: string
  asset: string
  lease?: string | null
}

export interface PlaybackClaims extends Required<PlaybackGrant> {
  /** Epoch milliseconds. */
  expiresAt: number
}

type Env = Pick<Bindings, 'AUTH_SIGNING_KEY' | 'PUBLIC_ORIGIN'>

export async function signPlaybackToken(env: Env, grant: PlaybackGrant, now = new Date()): Promise<{ token: string; expiresAt: number }> {
  const claims: Record<string, string> = { pid: grant.playbackId, asset: grant.asset }
  if (grant.lease) claims.lease = grant.lease
  const token = await signToken(env, 'playback', grant.subject, claims, now)
  // signToken sets exp to the whole second of `now` plus the kind's lifetime.
  return { token, expiresAt: (Math.floor(now.getTime() / 1000) + TOKEN_KINDS.playback.ttlSeconds) * 1000 }
}

/** The grant a token carries when it is ours, of kind 'playback', current and well formed; otherwise null. */
export async function verifyPlaybackToken(env: Env, token: string | undefined, now = new Date()): Promise<PlaybackClaims | null> {
  const payload = await verifyToken(env, 'playback', token, now)
  if (!payload || typeof payload.pid !== 'string' || typeof payload.asset !== 'string') return null
  if (payload.lease !== undefined && typeof payload.lease !== 'string') return null
  return {
    subject: payload.sub,
    playbackId: payload.pid,
    asset: payload.asset,
    lease: payload.lease ?? null,
    expiresAt: payload.exp * 1000,
  }
}
