import { describe, expect, it } from 'vitest'
import { allProblems, readConfig } from '../../worker/config'
import { newSigningKey } from '../../worker/dev/signing-key.mjs'

// Issue 18 §2: one configuration, every value validated; production never falls back to a development default.
const KEY = await newSigningKey()
const PRODUCTION = { ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://www.itfc.co.uk', AUTH_SIGNING_KEY: KEY }
const DEVELOPMENT = { ENVIRONMENT: 'development', PUBLIC_ORIGIN: 'http://localhost:8787', AUTH_SIGNING_KEY: KEY }
const RSA_KEY = JSON.stringify({ kty: 'RSA', n: 'n', e: 'AQAB', d: 'd', kid: 'k1' })

const siteProblems = (env: Record<string, unknown>) => readConfig(env).siteProblems.map((p) => p.message)

describe('site settings (the whole site answers 503 on any problem)', () => {
  it.each([
    ['production as an operator sets it', PRODUCTION, []],
    ['development as npm start runs it', DEVELOPMENT, []],
    [
      'no ENVIRONMENT',
      { ...PRODUCTION, ENVIRONMENT: undefined },
      ['ENVIRONMENT must be one of development, test, production (it is not set)'],
    ],
    [
      'ENVIRONMENT "Production"',
      { ...PRODUCTION, ENVIRONMENT: 'Production' },
      ['ENVIRONMENT must be one of development, test, production (it is "Production")'],
    ],
    [
      'no PUBLIC_ORIGIN',
      { ...PRODUCTION, PUBLIC_ORIGIN: '' },
      ['PUBLIC_ORIGIN is not set (the site’s own origin, e.g. https://www.itfc.co.uk)'],
    ],
    [
      'PUBLIC_ORIGIN not a URL',
      { ...PRODUCTION, PUBLIC_ORIGIN: 'www.itfc.co.uk' },
      ['PUBLIC_ORIGIN must be an absolute URL such as https://www.itfc.co.uk'],
    ],
    [
      'an http origin in production',
      { ...PRODUCTION, PUBLIC_ORIGIN: 'http://www.itfc.co.uk' },
      ['PUBLIC_ORIGIN must be an https origin in production'],
    ],
    ['an http origin in development', { ...DEVELOPMENT, PUBLIC_ORIGIN: 'http://127.0.0.1:8788' }, []],
    ['a trailing slash is still an origin', { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.itfc.co.uk/' }, []],
    [
      'an origin with a path',
      { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.itfc.co.uk/tv' },
      ['PUBLIC_ORIGIN must be an origin only (scheme, host and port; no path or query)'],
    ],
    [
      'the placeholder',
      { ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.your-club.invalid' },
      ['PUBLIC_ORIGIN is still the placeholder from wrangler.toml: set the site’s own origin'],
    ],
    [
      'no signing key',
      { ...PRODUCTION, AUTH_SIGNING_KEY: undefined },
      ['AUTH_SIGNING_KEY is not set (a private ES256 JWK: npm run keygen)'],
    ],
    ['an RSA signing key', { ...PRODUCTION, AUTH_SIGNING_KEY: RSA_KEY }, ['AUTH_SIGNING_KEY must be an EC P-256 JWK (ES256)']],
    [
      'IDENTITY_PROVIDER "OIDC"',
      { ...PRODUCTION, IDENTITY_PROVIDER: 'OIDC' },
      ['IDENTITY_PROVIDER must be one of embedded, oidc (it is "OIDC")'],
    ],
    [
      'IDENTITY_PROVIDER "oidc " with a space',
      { ...PRODUCTION, IDENTITY_PROVIDER: 'oidc ' },
      ['IDENTITY_PROVIDER must be one of embedded, oidc (it is "oidc ")'],
    ],
    [
      'oidc with its settings',
      { ...PRODUCTION, IDENTITY_PROVIDER: 'oidc', OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site' },
      [],
    ],
    [
      'oidc with an http issuer',
      { ...PRODUCTION, IDENTITY_PROVIDER: 'oidc', OIDC_ISSUER: 'http://id.example.org', OIDC_CLIENT_ID: 'site' },
      ['IDENTITY_PROVIDER is oidc, but OIDC_ISSUER must be an https URL (http only for localhost)'],
    ],
    [
      'LIVE_PROVIDER "cloudflare"',
      { ...PRODUCTION, LIVE_PROVIDER: 'cloudflare' },
      ['LIVE_PROVIDER must be one of embedded, cloudflare-stream, mux (it is "cloudflare")'],
    ],
    [
      'COOKIE_DOMAIN with a scheme',
      { ...PRODUCTION, COOKIE_DOMAIN: 'https://itfc.co.uk' },
      ['COOKIE_DOMAIN must be the club’s main domain name, e.g. itfc.co.uk (or empty for host-only cookies)'],
    ],
    ['PAGE_CACHE "no"', { ...PRODUCTION, PAGE_CACHE: 'no' }, ['PAGE_CACHE must be one of on, off (it is "no")']],
    [
      'IMAGE_OUTPUT_FORMATS "gif"',
      { ...PRODUCTION, IMAGE_OUTPUT_FORMATS: 'gif' },
      ['IMAGE_OUTPUT_FORMATS must list formats from avif, webp, comma separated'],
    ],
  ] as const)('%s', (_name, env, expected) => {
    expect(siteProblems(env)).toEqual(expected)
  })

  it('a secret’s value is never in a message', () => {
    const messages = allProblems(readConfig({ ...PRODUCTION, AUTH_SIGNING_KEY: 'my-secret-value', STRIPE_SECRET_KEY: 'my-stripe-value' }))
    expect(JSON.stringify(messages)).not.toMatch(/my-secret-value|my-stripe-value/)
  })

  it('reads settings once into typed values', () => {
    const config = readConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://www.itfc.co.uk/', IMAGE_OUTPUT_FORMATS: 'webp,avif' })
    expect(config.site).toMatchObject({ PUBLIC_ORIGIN: 'https://www.itfc.co.uk', IDENTITY_PROVIDER: 'embedded', PAGE_CACHE: 'on' })
    expect(config.site.IMAGE_OUTPUT_FORMATS).toEqual(['webp', 'avif'])
    expect(config.developmentFeatures).toBe(false)
    expect(readConfig(DEVELOPMENT).developmentFeatures).toBe(true)
  })
})

describe('payments (buying off, or the sandbox only in development)', () => {
  it.each([
    ['production without a key: off', PRODUCTION, { state: 'off', problems: [{ setting: 'STRIPE_SECRET_KEY' }] }],
    ['development without a key: the sandbox', DEVELOPMENT, { state: 'on', settings: { mode: 'sandbox' } }],
    [
      'a live key and its webhook secret',
      { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      { state: 'on', settings: { mode: 'stripe', testMode: false } },
    ],
    [
      'a test key in production: TEST MODE',
      { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      { state: 'on', settings: { mode: 'stripe', testMode: true } },
    ],
    [
      'a key without the webhook secret',
      { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc' },
      { state: 'off', problems: [{ setting: 'STRIPE_WEBHOOK_SECRET' }] },
    ],
    [
      'a publishable key',
      { ...DEVELOPMENT, STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      { state: 'off', problems: [{ setting: 'STRIPE_SECRET_KEY' }] },
    ],
    [
      'a webhook secret of another kind',
      { ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'sk_live_abc' },
      { state: 'off', problems: [{ setting: 'STRIPE_WEBHOOK_SECRET' }] },
    ],
  ] as const)('%s', (_name, env, expected) => {
    expect(readConfig(env).payments).toMatchObject(expected)
  })
})

describe('live streams (off with its own 503 when its settings cannot work)', () => {
  it.each([
    ['the embedded live window, limit 2', PRODUCTION, { state: 'on', settings: { provider: null, streamLimitDefault: 2 } }],
    ['a limit of 3', { ...PRODUCTION, STREAM_LIMIT_DEFAULT: '3' }, { state: 'on', settings: { streamLimitDefault: 3 } }],
    ['a limit of 0', { ...PRODUCTION, STREAM_LIMIT_DEFAULT: '0' }, { state: 'off', problems: [{ setting: 'STREAM_LIMIT_DEFAULT' }] }],
    [
      'a limit of "lots"',
      { ...PRODUCTION, STREAM_LIMIT_DEFAULT: 'lots' },
      { state: 'off', problems: [{ setting: 'STREAM_LIMIT_DEFAULT' }] },
    ],
    [
      'mux with its key',
      { ...PRODUCTION, LIVE_PROVIDER: 'mux', LIVE_PROVIDER_SIGNING_KEY: RSA_KEY },
      { state: 'on', settings: { provider: { name: 'mux', host: 'stream.mux.com' } } },
    ],
    ['mux without a key', { ...PRODUCTION, LIVE_PROVIDER: 'mux' }, { state: 'off', problems: [{ setting: 'LIVE_PROVIDER_SIGNING_KEY' }] }],
    [
      'cloudflare-stream without a host',
      { ...PRODUCTION, LIVE_PROVIDER: 'cloudflare-stream', LIVE_PROVIDER_SIGNING_KEY: RSA_KEY },
      { state: 'off', problems: [{ setting: 'LIVE_PROVIDER_HOST' }] },
    ],
    [
      'a host with a path',
      { ...PRODUCTION, LIVE_PROVIDER: 'mux', LIVE_PROVIDER_HOST: 'evil.example/x', LIVE_PROVIDER_SIGNING_KEY: RSA_KEY },
      { state: 'off', problems: [{ setting: 'LIVE_PROVIDER_HOST' }] },
    ],
    [
      'a public key only',
      { ...PRODUCTION, LIVE_PROVIDER: 'mux', LIVE_PROVIDER_SIGNING_KEY: '{"kty":"RSA","n":"x","e":"AQAB","kid":"k"}' },
      { state: 'off', problems: [{ setting: 'LIVE_PROVIDER_SIGNING_KEY' }] },
    ],
  ] as const)('%s', (_name, env, expected) => {
    expect(readConfig(env).live).toMatchObject(expected)
  })
})

// Issue 21 §1: the match push's shards; a wrong value is a site problem, unset is one shard.
describe('MATCH_ROOM_SHARDS', () => {
  it.each<[string, unknown, number | null]>([
    ['unset', undefined, 1],
    ['empty', '', 1],
    ['one', '1', 1],
    ['fifty', '50', 50],
    ['written unquoted', 50, 50],
    ['the most', '1000', 1000],
    ['zero', '0', null],
    ['too many', '1001', null],
    ['a leading zero', '05', null],
    ['words', 'lots', null],
    ['negative', '-2', null],
  ])('%s', (_name, value, shards) => {
    const config = readConfig({ ...PRODUCTION, MATCH_ROOM_SHARDS: value })
    if (shards === null) {
      expect(config.siteProblems.map((p) => p.setting)).toEqual(['MATCH_ROOM_SHARDS'])
    } else {
      expect(config.siteProblems).toEqual([])
      expect(config.matchday.shards).toBe(shards)
    }
  })
})
