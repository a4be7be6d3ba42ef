/**
 * The playback token (ARCHITECTURE "Streaming"; issue 9 §4): a short-lived
 * ES256 JWT of kind 'playback' (worker/identity/tokens.ts, 5 minutes) that
 * lets one viewer fetch one asset's media under /media/{pid}/. Claims: sub =
 * the account's ssoId or 'anonymous' (free '?' items), pid = the playback id
 * (the R2 folder), asset = the entry id or stream asset id, and lease when a
 * live stream's concurrency lease backs it.
 * Issue 18 §7: scope says what the token opens (shared/rules/live-media-access.ts):
 * absent for on-demand grants, 'live' for the session check's token and its
 * renewals (live playlists only), 'liveSegment' for the token a live playlist
 * puts on its segments (files = exactly those files, a few seconds' life).
 */
import { type MediaTokenScope, scopeOfClaims } from '../../shared/rules/live-media-access'
import type { Bindings } from '../env'
import { signToken, TOKEN_KINDS, verifyToken } from '../identity/tokens'

/** The subject of a token given to a visitor who is not signed in (free items only). */
export const ANONYMOUS_SUBJECT = 'anonymous'

export interface PlaybackGrant {
  subject: string
  playbackId: string
  asset: string
  lease?: string | null
  /** Absent: on demand. */
  scope?: Exclude<MediaTokenScope, 'onDemand'>
  /** liveSegment: the files it opens, relative to the playback id's folder ('audio/seg_003.m4s'). */
  files?: string[]
  /** Shorter than the kind's 5 minutes (a segment token). */
  ttlSeconds?: number
}

export interface PlaybackClaims {
  subject: string
  playbackId: string
  asset: string
  lease: string | null
  scope: MediaTokenScope
  /** liveSegment only; empty otherwise. */
  files: string[]
  /** Epoch milliseconds. */
  expiresAt: number
}

type Env = Pick<Bindings, 'AUTH_SIGNING_KEY' | 'PUBLIC_ORIGIN'>

export async function signPlaybackToken(env: Env, grant: PlaybackGrant, now = new Date()): Promise<{ token: string; expiresAt: number }> {
  const claims: Record<string, unknown> = { pid: grant.playbackId, asset: grant.asset }
  if (grant.lease) claims.lease = grant.lease
  if (grant.scope) claims.scope = grant.scope
  if (grant.files) claims.files = grant.files
  const token = await signToken(env, 'playback', grant.subject, claims, now, grant.ttlSeconds)
  // signToken sets exp to the whole second of `now` plus the lifetime.
  const lifetime = Math.min(TOKEN_KINDS.playback.ttlSeconds, grant.ttlSeconds ?? TOKEN_KINDS.playback.ttlSeconds)
  return { token, expiresAt: (Math.floor(now.getTime() / 1000) + lifetime) * 1000 }
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The grant a token carries when it is ours, of kind 'playback', current and well formed; otherwise null. */
export async function verifyPlaybackToken(env: Env, token: string | undefined, now = new Date()): Promise<PlaybackClaims | null> {
  const payload = await verifyToken(env, 'playback', token, now)
  if (!payload || typeof payload.pid !== 'string' || typeof payload.asset !== 'string') return null
  if (payload.lease !== undefined && typeof payload.lease !== 'string') return null
  const scope = scopeOfClaims(payload.scope, payload.lease)
  if (scope === null) return null
  if (payload.files !== undefined && (scope !== 'liveSegment' || !isStringList(payload.files))) return null
  return {
    subject: payload.sub,
    playbackId: payload.pid,
    asset: payload.asset,
    lease: payload.lease ?? null,
    scope,
    files: (payload.files as string[] | undefined) ?? [],
    expiresAt: payload.exp * 1000,
  }
}
