/**
 * Live streams (issue 10 §4, §6; issue 18 §2): the provider with signed
 * playback, or the embedded live window over the loops in R2, and the default
 * concurrent-stream limit. A wrong provider host or key, or a limit out of
 * bounds, switches live off (its session check answers 503
 * live_not_configured) while the rest of the site serves. The provider's name
 * itself is a site setting (site-settings.ts): a typo there is never 'embedded'.
 */
import * as z from 'zod'
import { configuredStreamLimit, DEFAULT_STREAM_LIMIT, MAX_STREAM_LIMIT, MIN_STREAM_LIMIT } from '../../shared/rules/concurrency-limit'
import { type FeatureSettings, off, on } from './feature-settings'
import { LIVE_PROVIDERS } from './site-settings'
import { oneOf, optionalText, problemsOf, rsaJwk } from './setting-schemas'

export interface LiveProviderConfig {
  name: Exclude<(typeof LIVE_PROVIDERS)[number], 'embedded'>
  /** The playback host: customer-{code}.cloudflarestream.com, or stream.mux.com. */
  host: string
  key: JsonWebKey & { kid: string }
}

export interface LiveSettings {
  /** null: the embedded live window. */
  provider: LiveProviderConfig | null
  streamLimitDefault: number
}

const LiveSchema = z.object({
  LIVE_PROVIDER: oneOf(LIVE_PROVIDERS, 'embedded'),
  LIVE_PROVIDER_HOST: optionalText.refine(
    (host) => host === undefined || /^[a-z0-9.-]+$/.test(host),
    'must be the provider’s playback host name (no scheme or path)',
  ),
  LIVE_PROVIDER_SIGNING_KEY: rsaJwk,
  STREAM_LIMIT_DEFAULT: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return DEFAULT_STREAM_LIMIT
    const limit = configuredStreamLimit(raw)
    if (limit !== null) return limit
    ctx.addIssue({ code: 'custom', message: `must be a whole number from ${MIN_STREAM_LIMIT} to ${MAX_STREAM_LIMIT}` })
    return z.NEVER
  }),
})

export function readLiveSettings(env: Record<string, unknown>): FeatureSettings<LiveSettings> {
  const parsed = LiveSchema.safeParse(env)
  if (!parsed.success) return off(problemsOf(parsed.error))
  const { LIVE_PROVIDER: name, LIVE_PROVIDER_SIGNING_KEY: key, STREAM_LIMIT_DEFAULT: streamLimitDefault } = parsed.data
  if (name === 'embedded') return on({ provider: null, streamLimitDefault })
  const host = parsed.data.LIVE_PROVIDER_HOST ?? (name === 'mux' ? 'stream.mux.com' : undefined)
  if (!host)
    return off([{ setting: 'LIVE_PROVIDER_HOST', message: 'LIVE_PROVIDER_HOST is not set (customer-<code>.cloudflarestream.com)' }])
  if (!key)
    return off([{ setting: 'LIVE_PROVIDER_SIGNING_KEY', message: 'LIVE_PROVIDER_SIGNING_KEY is not set (the provider’s private RSA JWK)' }])
  return on({ provider: { name, host, key: JSON.parse(key) as LiveProviderConfig['key'] }, streamLimitDefault })
}
