import { describe, expect, it } from 'vitest'
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../shared/rules/video-upload'
import { readVideoSettings } from '../../worker/config/video-settings'

// Issue 20 §1: VIDEO_PROVIDER and Stream's settings, validated like every setting; a Stream setting missing
// switches uploads and Stream playback off (never a fall back to r2).
const KEY = JSON.stringify({ kty: 'RSA', n: 'n', e: 'AQAB', d: 'd', kid: 'k1' })
const STREAM = {
  VIDEO_PROVIDER: 'cloudflare-stream',
  STREAM_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
  STREAM_API_TOKEN: 'a-stream-api-token-0123456789',
  STREAM_PLAYBACK_HOST: 'customer-abc.cloudflarestream.com',
  STREAM_SIGNING_KEY: KEY,
  STREAM_WEBHOOK_SECRET: 'a-webhook-secret-of-stream',
}
const { STREAM_PLAYBACK_HOST: _h, STREAM_SIGNING_KEY: _k, ...WITHOUT_HOST_AND_KEY } = STREAM

describe('readVideoSettings', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['unset: r2', {}, null],
    ['r2 with a lower limit', { VIDEO_PROVIDER: 'r2', VIDEO_UPLOAD_MAX_BYTES: '1000000' }, null],
    ['Stream with every setting', STREAM, null],
    [
      'Stream reusing the live provider’s host and key',
      {
        ...WITHOUT_HOST_AND_KEY,
        LIVE_PROVIDER: 'cloudflare-stream',
        LIVE_PROVIDER_HOST: 'customer-abc.cloudflarestream.com',
        LIVE_PROVIDER_SIGNING_KEY: KEY,
      },
      null,
    ],
    ['Stream without its host and key (live is not Stream)', { ...WITHOUT_HOST_AND_KEY, LIVE_PROVIDER: 'mux' }, 'STREAM_PLAYBACK_HOST'],
    ['Stream without a webhook secret', { ...STREAM, STREAM_WEBHOOK_SECRET: '' }, 'STREAM_WEBHOOK_SECRET'],
    ['an unknown provider', { VIDEO_PROVIDER: 'youtube' }, 'VIDEO_PROVIDER'],
    ['"R2" is a typo, not r2', { VIDEO_PROVIDER: 'R2' }, 'VIDEO_PROVIDER'],
    ['a limit that is not a number', { VIDEO_UPLOAD_MAX_BYTES: '10GB' }, 'VIDEO_UPLOAD_MAX_BYTES'],
    ['a public key only', { ...STREAM, STREAM_SIGNING_KEY: '{"kty":"RSA","n":"n","e":"AQAB","kid":"k"}' }, 'STREAM_SIGNING_KEY'],
    ['a host with a path', { ...STREAM, STREAM_PLAYBACK_HOST: 'evil.example/x' }, 'STREAM_PLAYBACK_HOST'],
  ])('%s', (_name, env, problem) => {
    const read = readVideoSettings(env)
    if (problem === null) expect(read.state).toBe('on')
    else expect(read).toMatchObject({ state: 'off', problems: expect.arrayContaining([expect.objectContaining({ setting: problem })]) })
  })

  it('defaults: r2, 10 GiB; Stream carries its key and host', () => {
    expect(readVideoSettings({})).toEqual({
      state: 'on',
      settings: { provider: 'r2', stream: null, uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES },
    })
    const stream = readVideoSettings(STREAM)
    expect(stream.state === 'on' && stream.settings.stream).toMatchObject({ host: 'customer-abc.cloudflarestream.com', key: { kid: 'k1' } })
  })

  it('never puts a secret in a message', () => {
    const read = readVideoSettings({ ...STREAM, STREAM_SIGNING_KEY: 'not-json-secret-value' })
    expect(JSON.stringify(read)).not.toContain('not-json-secret-value')
  })
})
