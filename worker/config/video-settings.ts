/**
 * On-demand video (issue 20 §1): which provider takes new uploads, its
 * settings, and the largest upload. `VIDEO_PROVIDER` is `r2` (the default, what
 * `npm start` uses: our HLS in R2 behind the media gateway) or
 * `cloudflare-stream` (direct creator uploads to Stream, Stream's signed
 * playback). Settings that cannot work under cloudflare-stream switch the
 * feature off (uploads and Stream playback answer 503
 * video_provider_not_configured): never a quiet fall back to r2.
 *
 * The playback host and signing key default to LIVE_PROVIDER_HOST and
 * LIVE_PROVIDER_SIGNING_KEY when LIVE_PROVIDER is cloudflare-stream: one
 * Stream account signs both live and on-demand playback.
 */
import * as z from 'zod'
import { DEFAULT_UPLOAD_MAX_BYTES, VIDEO_PROVIDERS } from '../../shared/rules/video-upload'
import { type FeatureSettings, off, on } from './feature-settings'
import { oneOf, optionalText, problemsOf, rsaJwk } from './setting-schemas'

export interface StreamVideoConfig {
  accountId: string
  apiToken: string
  /** customer-{code}.cloudflarestream.com */
  host: string
  key: JsonWebKey & { kid: string }
  /** Stream's webhook signing secret (Webhook-Signature). */
  webhookSecret: string
}

export interface VideoSettings {
  provider: (typeof VIDEO_PROVIDERS)[number]
  /** Set when provider is cloudflare-stream. */
  stream: StreamVideoConfig | null
  uploadMaxBytes: number
}

const HOST = /^[a-z0-9.-]+$/

const VideoSchema = z.object({
  VIDEO_PROVIDER: oneOf(VIDEO_PROVIDERS, 'r2'),
  VIDEO_UPLOAD_MAX_BYTES: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return DEFAULT_UPLOAD_MAX_BYTES
    const bytes = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : Number.NaN
    if (Number.isSafeInteger(bytes)) return bytes
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of bytes' })
    return z.NEVER
  }),
  STREAM_ACCOUNT_ID: optionalText.refine((id) => id === undefined || /^[0-9a-f]{32}$/.test(id), 'must be the 32-hex account id'),
  STREAM_API_TOKEN: optionalText.refine((t) => t === undefined || /^[A-Za-z0-9_-]{20,}$/.test(t), 'must be a Cloudflare API token'),
  STREAM_PLAYBACK_HOST: optionalText.refine((h) => h === undefined || HOST.test(h), 'must be the playback host name (no scheme or path)'),
  STREAM_SIGNING_KEY: rsaJwk,
  STREAM_WEBHOOK_SECRET: optionalText.refine((s) => s === undefined || s.length >= 16, 'must be Stream’s webhook secret'),
  LIVE_PROVIDER: optionalText,
  LIVE_PROVIDER_HOST: optionalText,
  LIVE_PROVIDER_SIGNING_KEY: rsaJwk.catch(undefined),
})

export function readVideoSettings(env: Record<string, unknown>): FeatureSettings<VideoSettings> {
  const parsed = VideoSchema.safeParse(env)
  if (!parsed.success) return off(problemsOf(parsed.error))
  const s = parsed.data
  if (s.VIDEO_PROVIDER === 'r2') return on({ provider: 'r2', stream: null, uploadMaxBytes: s.VIDEO_UPLOAD_MAX_BYTES })
  const live = s.LIVE_PROVIDER === 'cloudflare-stream'
  const host = s.STREAM_PLAYBACK_HOST ?? (live ? s.LIVE_PROVIDER_HOST : undefined)
  const key = s.STREAM_SIGNING_KEY ?? (live ? s.LIVE_PROVIDER_SIGNING_KEY : undefined)
  const missing = [
    ['STREAM_ACCOUNT_ID', s.STREAM_ACCOUNT_ID, 'the Cloudflare account id'],
    ['STREAM_API_TOKEN', s.STREAM_API_TOKEN, 'an API token with Stream edit rights'],
    ['STREAM_PLAYBACK_HOST', host, 'customer-<code>.cloudflarestream.com'],
    ['STREAM_SIGNING_KEY', key, 'Stream’s signing key, a private RSA JWK'],
    ['STREAM_WEBHOOK_SECRET', s.STREAM_WEBHOOK_SECRET, 'the secret Stream signs its webhooks with'],
  ].filter(([, value]) => value === undefined)
  if (missing.length > 0)
    return off(
      missing.map(([setting, , what]) => ({
        setting: setting as string,
        message: `VIDEO_PROVIDER is cloudflare-stream but ${setting} is not set (${what})`,
      })),
    )
  return on({
    provider: 'cloudflare-stream',
    stream: {
      accountId: s.STREAM_ACCOUNT_ID as string,
      apiToken: s.STREAM_API_TOKEN as string,
      host: host as string,
      key: JSON.parse(key as string) as StreamVideoConfig['key'],
      webhookSecret: s.STREAM_WEBHOOK_SECRET as string,
    },
    uploadMaxBytes: s.VIDEO_UPLOAD_MAX_BYTES,
  })
}
