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
import { TOKEN_KINDS } from '../identity/tokens'

export const LIVE_PROVIDERS = ['embedded', 'cloudflare-stream', 'mux'] as const
export type LiveProviderName = (typeof LIVE_PROVIDERS)[number]

/** Providers sign with RSA: both Cloudflare Stream and Mux hand out RS256 signing keys. */
const PROVIDER_ALGORITHM = 'RS256'

export interface LiveProviderEnv {
  LIVE_PROVIDER?: string
  /** The playback host: customer-{code}.cloudflarestream.com, or stream.mux.com. */
  LIVE_PROVIDER_HOST?: string
  /** The provider's signing key as a private RSA JWK with its kid (a secret). */
  LIVE_PROVIDER_SIGNING_KEY?: string
}

export interface LiveProviderConfig {
  name: Exclude<LiveProviderName, 'embedded'>
  host: string
  key: JsonWebKey & { kid: string }
}

/** The configured provider, null for the embedded default; throws on a half-made configuration so it is found at once. */
export function liveProviderConfig(env: LiveProviderEnv): LiveProviderConfig | null {
  const name = env.LIVE_PROVIDER ?? 'embedded'
  if (name === 'embedded') return null
  if (name !== 'cloudflare-stream' && name !== 'mux') throw new Error(`LIVE_PROVIDER must be one of ${LIVE_PROVIDERS.join(', ')}`)
  const host = env.LIVE_PROVIDER_HOST ?? (name === 'mux' ? 'stream.mux.com' : '')
  if (!/^[a-z0-9.-]+$/.test(host)) throw new Error('LIVE_PROVIDER_HOST must be the provider playback host name')
  const key = JSON.parse(env.LIVE_PROVIDER_SIGNING_KEY ?? 'null') as (JsonWebKey & { kid?: string }) | null
  if (!key || key.kty !== 'RSA' || !key.d || typeof key.kid !== 'string')
    throw new Error('LIVE_PROVIDER_SIGNING_KEY must be a private RSA JWK with its kid')
  return { name, host, key: key as JsonWebKey & { kid: string } }
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
