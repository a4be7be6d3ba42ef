import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configOf } from '../../worker/config'
import app from '../../worker/index'
import { takeConsoleErrors } from './console-guard'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import { BoundBrowser, outboxCount, productionBindings } from './mail-helpers'
import { Shopper } from './payments-helpers'
import { makeAccount } from './sso-helpers'

// Issue 18 "Tests that must exist": the worker under [env.production] (its vars and bindings from
// wrangler.toml, fake secrets, the origin an operator sets): development features are gone, buying
// without Stripe refuses clearly, and a wrong site setting leaves nothing but the 503.
const ORIGIN = 'https://www.town-tv.example'

beforeEach(() => seedDemo())

/** One request through the worker with these bindings changed. */
async function production(path: string, changes: Record<string, unknown> = {}, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, { headers: { Accept: 'text/html' }, redirect: 'manual', ...init })
  const response = await app.fetch(request, { ...env, ...changes }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

describe('production configuration as shipped (with its secrets)', () => {
  it('is production and serves the site', async () => {
    expect(configOf(env).environment).toBe('production')
    const home = await production('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('Strict-Transport-Security')).toContain('max-age=')
  })

  it.each(['/sandbox/checkout/cs_test_1', '/sandbox/portal/bps_1', '/sso/outbox'])('%s is the site’s 404', async (path) => {
    const response = await production(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('TEST MODE')
  })

  it('packages still list without Stripe, and checkout answers 503 payments_not_configured writing nothing', async () => {
    const packages = await production('/api/packages?filter.packageType=membership', {}, { headers: { Accept: 'application/json' } })
    expect(packages.status).toBe(200)
    const shopper = await new Shopper({}, 'JP', ORIGIN).signIn('supporter@example.com')
    const checkout = await shopper.post('/api/payments/create-checkout', { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    expect(checkout.status).toBe(503)
    expect(await checkout.json()).toMatchObject({
      errors: [{ code: 'payments_not_configured', message: expect.stringMatching(/not configured/) }],
    })
    const portal = await shopper.post('/api/payments/create-portal-redirect', { customerID: 'cus_1', returnURL: `${ORIGIN}/` })
    expect(portal.status).toBe(503)
    const purchases = await env.DB.prepare('SELECT COUNT(*) AS n FROM purchases').first<{ n: number }>()
    expect(purchases?.n).toBe(0)
  })

  it('the webhook refuses events it could not verify: 503, nothing granted', async () => {
    const response = await production(
      '/api/payments/webhook',
      {},
      { method: 'POST', body: '{}', headers: { 'Stripe-Signature': 't=1,v1=x' } },
    )
    expect(response.status).toBe(503)
  })
})

describe('Stripe test mode in production', () => {
  let stripe: FakeStripe
  beforeEach(() => {
    stripe = new FakeStripe()
  })
  afterEach(() => stripe.spy.mockRestore())

  it('a test key is allowed: checkout goes to Stripe with return pages on PUBLIC_ORIGIN whatever Host was sent', async () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_51Fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake' }
    expect(configOf({ ...env, ...keys }).payments).toMatchObject({ state: 'on', settings: { mode: 'stripe', testMode: true } })
    await seedDemo({ now: new Date() })
    const shopper = await new Shopper(keys, 'JP', 'https://evil.example').signIn('supporter@example.com')
    const response = await shopper.post('/api/payments/create-checkout', { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    expect(response.status).toBe(200)
    const sent = stripe.requests[0]!.params
    expect(sent.get('success_url')).toBe(`${ORIGIN}/payment-successful?session_id={CHECKOUT_SESSION_ID}`)
    expect(sent.get('cancel_url')).toBe(`${ORIGIN}/cancelled-payment?packageID=town-tv-monthly`)
  })
})

// Each of these is a setting every request needs: the site answers 503 and nothing else.
const BROKEN: [string, Record<string, unknown>, RegExp][] = [
  ['no signing key', { AUTH_SIGNING_KEY: undefined }, /^AUTH_SIGNING_KEY is not set/],
  ['a signing key that is not a JWK', { AUTH_SIGNING_KEY: 'hunter2' }, /^AUTH_SIGNING_KEY must be a private JWK/],
  [
    'a public signing key',
    { AUTH_SIGNING_KEY: JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'a', y: 'b' }) },
    /^AUTH_SIGNING_KEY must be a private JWK/,
  ],
  ['an unknown identity provider', { IDENTITY_PROVIDER: 'OIDC' }, /^IDENTITY_PROVIDER must be one of embedded, oidc/],
  ['an identity provider with a trailing space', { IDENTITY_PROVIDER: 'embedded ' }, /^IDENTITY_PROVIDER must be one of/],
  ['oidc without its settings', { IDENTITY_PROVIDER: 'oidc' }, /^IDENTITY_PROVIDER is oidc, but OIDC_ISSUER is not set/],
  ['an unknown live provider', { LIVE_PROVIDER: 'youtube' }, /^LIVE_PROVIDER must be one of embedded, cloudflare-stream, mux/],
  ['an http origin', { PUBLIC_ORIGIN: 'http://www.town-tv.example' }, /^PUBLIC_ORIGIN must be an https origin in production/],
  ['the shipped placeholder origin', { PUBLIC_ORIGIN: 'https://www.your-club.invalid' }, /^PUBLIC_ORIGIN is still the placeholder/],
  ['an origin with a path', { PUBLIC_ORIGIN: 'https://www.town-tv.example/club' }, /^PUBLIC_ORIGIN must be an origin only/],
  ['no environment', { ENVIRONMENT: undefined }, /^ENVIRONMENT must be one of development, test, production/],
  ['a misspelt environment', { ENVIRONMENT: 'prod' }, /^ENVIRONMENT must be one of/],
]

describe('a site setting missing or wrong', () => {
  it.each(BROKEN)('%s: every page, API, media and sign-on path answers 503 only', async (_name, changes, logged) => {
    for (const path of ['/', '/news', '/match/21', '/account/login', '/sso/login', '/media/x/master.m3u8', '/images/100x100/logo.svg']) {
      const page = await production(path, changes)
      expect(page.status, path).toBe(503)
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
      const text = await page.text()
      expect(text).toContain('The site is not configured')
      expect(text).not.toMatch(/__BOOT__|Town TV|stack|Error:/)
    }
    for (const [path, init] of [
      ['/api/packages?filter.packageType=membership', {}],
      ['/api/auth/login', { method: 'POST', body: '{"username":"admin@example.com","password":"town-tv-demo"}' }],
    ] as const) {
      const api = await production(path, changes, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json' } })
      expect(api.status, path).toBe(503)
      expect(await api.json()).toEqual({ errors: [{ code: 'not_configured', message: 'The site is not configured' }] })
    }
    // Logged once, by name, and never the secret's value.
    const lines = takeConsoleErrors()
    expect(lines).toHaveLength(1)
    expect(lines[0]!.replace(/^configuration: /, '')).toMatch(logged)
    expect(lines[0]).not.toContain('hunter2')
  })
})

describe('a feature setting wrong: that feature is off, the rest serves', () => {
  it('a Stripe key of the wrong kind switches buying off, not the site', async () => {
    const changes = { STRIPE_SECRET_KEY: 'pk_live_publishable', STRIPE_WEBHOOK_SECRET: 'whsec_fake' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await production('/', changes)).status).toBe(200)
    const lines = warn.mock.calls.map(([line]) => String(line))
    expect(lines).toEqual(['configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…); buying is off'])
    expect(lines.join('\n')).not.toContain('pk_live_publishable')
    warn.mockRestore()
  })

  it('a live provider without its key switches live off with its own 503', async () => {
    const changes = { LIVE_PROVIDER: 'mux' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await production('/', changes)).status).toBe(200)
    expect(configOf({ ...env, ...changes }).live).toMatchObject({ state: 'off' })
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'configuration: LIVE_PROVIDER_SIGNING_KEY is not set (the provider’s private RSA JWK); live streams is off',
    ])
    warn.mockRestore()
  })
})

describe('what an administrator sees of the configuration', () => {
  it('buying off and why; a supporter is refused', async () => {
    const admin = await new Shopper({}, 'GB', ORIGIN).signIn('admin@example.com')
    const response = await admin.fetch('/api/admin/configuration')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      data: {
        attributes: {
          environment: 'production',
          payments: { state: 'off', mode: null, testMode: false },
          live: { state: 'on', provider: 'embedded' },
          problems: expect.arrayContaining(['STRIPE_SECRET_KEY is not set: buying is off until Stripe is configured']),
        },
      },
    })
    const supporter = await new Shopper({}, 'GB', ORIGIN).signIn('supporter@example.com')
    expect((await supporter.fetch('/api/admin/configuration')).status).toBe(403)
  })

  it('Stripe’s test key is TEST MODE', async () => {
    const admin = await new Shopper({ STRIPE_SECRET_KEY: 'sk_test_51Fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake' }, 'GB', ORIGIN).signIn(
      'admin@example.com',
    )
    const body = (await (await admin.fetch('/api/admin/configuration')).json()) as { data: { attributes: { payments: unknown } } }
    expect(body.data.attributes.payments).toEqual({ state: 'on', mode: 'stripe', testMode: true })
  })
})

describe('mail in production', () => {
  it('as shipped (no provider): registration and password reset answer 503 mail_not_configured; sign-in still works', async () => {
    const browser = new BoundBrowser(env, ORIGIN)
    for (const path of ['/sso/register', '/sso/forgot-password']) {
      const page = await browser.fetch(path)
      expect(page.status, path).toBe(503)
      expect(await page.text()).toContain('mail_not_configured')
    }
    const signIn = await new Shopper({}, 'GB', ORIGIN).post('/api/auth/login', {
      username: 'supporter@example.com',
      password: 'town-tv-demo',
    })
    expect(signIn.status).toBe(200)
  })

  it('with a provider: a reset asked on another Host links to PUBLIC_ORIGIN, and its link is in no log and no outbox', async () => {
    const fan = await makeAccount()
    const logs = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')]
    // The production project's own origin, not the mail helpers' one.
    const { bindings, queued } = productionBindings({ PUBLIC_ORIGIN: ORIGIN })
    const sent = await new BoundBrowser(bindings, 'https://evil.example').submit('/sso/forgot-password', '/sso/forgot-password', {
      email: fan.email,
    })
    expect(sent.status).toBe(200)
    const link = queued[0]?.mail?.link ?? ''
    expect(link.startsWith(`${ORIGIN}/sso/reset-password?token=`)).toBe(true)
    expect(await outboxCount()).toBe(0)
    const token = new URL(link).searchParams.get('token') as string
    for (const spy of logs) expect(JSON.stringify(spy.mock.calls)).not.toContain(token)
  })
})
