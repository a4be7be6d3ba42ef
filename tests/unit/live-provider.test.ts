import { exportJWK, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'
import { liveProviderConfig, providerPlayback } from '../../worker/streaming/live-provider'

// The settings every request needs, as the worker tests have them; the live ones vary below.
const SITE = { ENVIRONMENT: 'test', PUBLIC_ORIGIN: 'http://localhost', AUTH_SIGNING_KEY: await newSigningKey() }

async function providerKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'key-1' }
  return { publicKey, signingKey: JSON.stringify(jwk) }
}

const NOW = new Date('2026-11-22T15:00:00Z')

describe('live provider with signed playback (issue 10 §6)', () => {
  it('unset or embedded is our own live window', () => {
    expect(liveProviderConfig(SITE)).toBeNull()
    expect(liveProviderConfig({ ...SITE, LIVE_PROVIDER: 'embedded' })).toBeNull()
  })

  it.each([
    ['cloudflare without a host', { LIVE_PROVIDER: 'cloudflare-stream', LIVE_PROVIDER_SIGNING_KEY: '{}' }],
    ['a host with a path', { LIVE_PROVIDER: 'mux', LIVE_PROVIDER_HOST: 'evil.example/x', LIVE_PROVIDER_SIGNING_KEY: '{}' }],
    ['no key', { LIVE_PROVIDER: 'mux' }],
    ['a public key only', { LIVE_PROVIDER: 'mux', LIVE_PROVIDER_SIGNING_KEY: '{"kty":"RSA","n":"x","e":"AQAB","kid":"k"}' }],
  ])('%s is refused at once, not at kick-off, and the operator is told', (_name, env) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => liveProviderConfig({ ...SITE, ...env })).toThrow('Live streams are not available at the moment')
    // Logged once per isolate by name (two cases here share a line).
    for (const [line] of vi.mocked(console.warn).mock.calls)
      expect(String(line)).toMatch(/^configuration: LIVE_PROVIDER_.*; live streams is off$/)
    vi.mocked(console.warn).mockRestore()
  })

  it('Cloudflare Stream: the token replaces the uid in the path; RS256 with kid, sub the video uid, 5 minutes', async () => {
    const { publicKey, signingKey } = await providerKeys()
    const config = liveProviderConfig({
      ...SITE,
      LIVE_PROVIDER: 'cloudflare-stream',
      LIVE_PROVIDER_HOST: 'customer-abc.cloudflarestream.com',
      LIVE_PROVIDER_SIGNING_KEY: signingKey,
    })
    if (!config) throw new Error('no config')
    const playback = await providerPlayback(config, 'ea95132c15732412d22c1476fa83f27a', NOW)
    expect(playback.playbackUrl).toBe(`https://customer-abc.cloudflarestream.com/${playback.token}/manifest/video.m3u8`)
    const { payload, protectedHeader } = await jwtVerify(playback.token, publicKey, { algorithms: ['RS256'], currentDate: NOW })
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'key-1' })
    expect(payload).toMatchObject({ sub: 'ea95132c15732412d22c1476fa83f27a', kid: 'key-1' })
    expect((payload.exp ?? 0) - (payload.nbf ?? 0)).toBe(300)
    expect(playback.expiresAt).toBe(NOW.getTime() + 300_000)
  })

  it('Mux: the token in the query, audience v, sub the playback id', async () => {
    const { publicKey, signingKey } = await providerKeys()
    const config = liveProviderConfig({ ...SITE, LIVE_PROVIDER: 'mux', LIVE_PROVIDER_SIGNING_KEY: signingKey })
    if (!config) throw new Error('no config')
    const playback = await providerPlayback(config, 'qxb01i6T202018GFS02vp9RIe01icTcDCjVzQpmaB00CUisJ4', NOW)
    expect(playback.playbackUrl).toBe(
      `https://stream.mux.com/qxb01i6T202018GFS02vp9RIe01icTcDCjVzQpmaB00CUisJ4.m3u8?token=${playback.token}`,
    )
    const { payload } = await jwtVerify(playback.token, publicKey, { algorithms: ['RS256'], audience: 'v', currentDate: NOW })
    expect(payload.sub).toBe('qxb01i6T202018GFS02vp9RIe01icTcDCjVzQpmaB00CUisJ4')
    await expect(
      jwtVerify(playback.token, publicKey, { algorithms: ['RS256'], currentDate: new Date(NOW.getTime() + 301_000) }),
    ).rejects.toThrow()
  })
})
