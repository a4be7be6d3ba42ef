/**
 * Live from a provider with signed playback (issue 10 §6, ARCHITECTURE
 * "Streaming"): in production a live asset's playback id can be a Cloudflare
 * Stream video uid or a Mux-compatible playback id instead of a loop in our
 * R2. The provider checks a short-lived RS256 JWT we sign with the key it gave
 * us (jose, algorithm pinned, its kid in the header), so the same rules hold:
 * the session check decides, the token lives at most 5 minutes and the socket
 * renews it. Unset LIVE_PROVIDER means the embedded live window.
 */
import { importJWK, SignJWT } from 'jose'
import { configOf } from '../config'
import type { LiveProviderConfig, LiveSettings } from '../config/live-settings'
import { httpError } from '../http-errors'
import { TOKEN_KINDS } from '../identity/tokens'

export type { LiveProviderConfig } from '../config/live-settings'

/** Providers sign with RSA: both Cloudflare Stream and Mux hand out RS256 signing keys. */
const PROVIDER_ALGORITHM = 'RS256'

/**
 * The configured provider, null for the embedded live window. Settings that
 * cannot work switch live off (worker/config/live-settings.ts): this answers
 * 503 live_not_configured then, never a guess.
 */
export function liveProviderConfig(env: object): LiveProviderConfig | null {
  return liveSettings(env).provider
}

/** Live's settings, or the 503 that says live is not configured. */
export function liveSettings(env: object): LiveSettings {
  const live = configOf(env).live
  if (live.state === 'off')
    throw httpError(503, 'live_not_configured', 'Live streams are not available at the moment: they are not configured')
  return live.settings
}

export interface ProviderPlayback {
  playbackUrl: string
  token: string
  /** Epoch milliseconds. */
  expiresAt: number
}

/** A signed playback address for the provider's live stream `playbackId`, valid as long as our own playback tokens. */
export async function providerPlayback(config: LiveProviderConfig, playbackId: string, now = new Date()): Promise<ProviderPlayback> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const expiresAt = issuedAt + TOKEN_KINDS.playback.ttlSeconds
  const key = await importJWK(config.key, PROVIDER_ALGORITHM)
  // Cloudflare Stream: sub = video uid, kid claim too; Mux: sub = playback id, aud 'v' (video).
  const claims = config.name === 'mux' ? { aud: 'v' } : { kid: config.key.kid }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: PROVIDER_ALGORITHM, kid: config.key.kid, typ: 'JWT' })
    .setSubject(playbackId)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key)
  const playbackUrl =
    config.name === 'mux'
      ? `https://${config.host}/${encodeURIComponent(playbackId)}.m3u8?token=${token}`
      : `https://${config.host}/${token}/manifest/video.m3u8`
  return { playbackUrl, token, expiresAt: expiresAt * 1000 }
}
