import { env } from 'cloudflare:workers'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { TOKEN_KINDS } from '../../worker/identity/tokens'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import { EnvBrowser, STREAM_HOST, streamSettings } from './video-upload-helpers'

// Issue 20 §1 "each provider grants, signs and refuses the same way for every demo account": one table of
// accounts × expected Status, run once with the entry on our R2 (the media gateway's token) and once on
// Cloudflare Stream (Stream's signed URL: RS256 with kid, sub the video uid, our playback tokens' lifetime).

interface KSession {
  Status: number
  KSession: string
  playbackUrl: string
}

const ACCOUNTS: ReadonlyArray<{ who: string; email: string | null; free: number; premium: number }> = [
  { who: 'an anonymous visitor', email: null, free: -1, premium: 0 },
  { who: 'supporter@ (freemium)', email: 'supporter@example.com', free: -1, premium: 1 },
  { who: 'subscriber@', email: 'subscriber@example.com', free: -1, premium: -1 },
  { who: 'plus@', email: 'plus@example.com', free: -1, premium: -1 },
  { who: 'blocked@', email: 'blocked@example.com', free: -1, premium: 3 },
]

const stream = await streamSettings()
const STREAM_FREE_UID = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1'
const STREAM_PREMIUM_UID = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2'

/** Two entries of this provider: one anyone may play, one for subscribers. */
async function entries(provider: 'r2' | 'cloudflare-stream') {
  const make = async (suffix: string, entitlements: string[], playbackId: string) => {
    const entryId = `1_prov${provider === 'r2' ? 'r' : 's'}${suffix}${crypto.randomUUID().slice(0, 8)}`
    await env.DB.prepare(
      `INSERT INTO videos (entry_id, title, duration_seconds, entitlements, thumbnail_key, created_at, release_from, playback_id,
                           status, provider, processing_state)
       VALUES (?1, 'Provider test', 60, ?2, '', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', ?3, 'published', ?4, 'ready')`,
    )
      .bind(entryId, JSON.stringify(entitlements), playbackId, provider)
      .run()
    return { entryId, playbackId }
  }
  return provider === 'r2'
    ? { free: await make('free', ['?'], 'demo-free'), premium: await make('prem', ['subscriber'], 'demo-premium') }
    : { free: await make('free', ['?'], STREAM_FREE_UID), premium: await make('prem', ['subscriber'], STREAM_PREMIUM_UID) }
}

const PROVIDERS = [
  { provider: 'r2', overrides: {} },
  { provider: 'cloudflare-stream', overrides: stream.overrides },
] as const

describe.each(PROVIDERS)('on-demand playback from $provider', ({ provider, overrides }) => {
  it.each(ACCOUNTS)('$who: a free video answers $free, a premium one $premium', async ({ email, free, premium }) => {
    await seedDemo()
    const videos = await entries(provider)
    const browser = new EnvBrowser(overrides)
    if (email) await browser.signIn(email)
    for (const [video, status] of [
      [videos.free, free],
      [videos.premium, premium],
    ] as const) {
      const response = await browser.fetch(`/api/streamline/ksession/${video.entryId}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const body = (await response.json()) as KSession
      expect(body.Status).toBe(status)
      if (status !== -1) {
        expect(body).toEqual({ Status: status, KSession: '', playbackUrl: '' })
        continue
      }
      if (provider === 'r2') {
        expect(body.playbackUrl).toBe(`/media/${video.playbackId}/master.m3u8?token=${encodeURIComponent(body.KSession)}`)
      } else {
        expect(body.playbackUrl).toBe(`https://${STREAM_HOST}/${body.KSession}/manifest/video.m3u8`)
        const { payload } = await jwtVerify(body.KSession, stream.publicKey, { algorithms: ['RS256'] })
        expect(decodeProtectedHeader(body.KSession)).toMatchObject({ alg: 'RS256', kid: stream.kid })
        expect(payload.sub).toBe(video.playbackId)
        expect(payload.kid).toBe(stream.kid)
        expect((payload.exp ?? 0) - (payload.nbf ?? 0)).toBe(TOKEN_KINDS.playback.ttlSeconds)
      }
    }
  })
})

describe('a Stream entry while Stream is not configured', () => {
  it('answers 503 video_provider_not_configured to a viewer it would grant, never an R2 address', async () => {
    await seedDemo()
    const videos = await entries('cloudflare-stream')
    const browser = new EnvBrowser({ VIDEO_PROVIDER: 'cloudflare-stream' })
    const response = await browser.fetch(`/api/streamline/ksession/${videos.free.entryId}`, { headers: { Accept: 'application/json' } })
    expect(response.status).toBe(503)
    const body = (await response.json()) as ApiError
    expect(body.errors[0]?.code).toBe('video_provider_not_configured')
    // A refusal by the access rule is the same as ever (0: sign in), whatever the provider's settings.
    const premium = (await (await browser.fetch(`/api/streamline/ksession/${videos.premium.entryId}`)).json()) as KSession
    expect(premium.Status).toBe(0)
  })
})

describe('only a ready, released, published video is granted', () => {
  it.each([
    ['uploading', "processing_state = 'uploading'"],
    ['waiting for packaging', "processing_state = 'waiting_for_packaging'"],
    ['failed', "processing_state = 'failed'"],
    ['a release that ended', "release_until = '2026-01-02T00:00:00.000Z'"],
    ['a draft', "status = 'draft'"],
  ])('%s: 404 as an unknown entry', async (_name, change) => {
    await seedDemo()
    const videos = await entries('r2')
    await env.DB.prepare(`UPDATE videos SET ${change} WHERE entry_id = ?1`).bind(videos.free.entryId).run()
    const response = await new EnvBrowser({}).fetch(`/api/streamline/ksession/${videos.free.entryId}`)
    expect(response.status).toBe(404)
  })
})
