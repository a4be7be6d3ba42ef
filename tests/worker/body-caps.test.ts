import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { anonymous, byteLength, euros, rawPost } from './body-cap-helpers'
import { FakeStripe } from './fake-stripe'
import { seedDemo, visibleText } from './helpers'
import { completedSession, type Checkout, purchaseGrants, purchaseRow, startCheckout } from './payments-flows'
import { formToken, SANDBOX_ENV, Shopper, signature } from './payments-helpers'

// issue 18 §8: every body is read with a byte cap, bytes not characters; over it is a 413 with a message and nothing stored,
// whether the sender declares its length or sends it in chunks without one.
let stripe: FakeStripe
beforeEach(async () => {
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const BOTH = [
  ['with Content-Length', false],
  ['chunked, without Content-Length', true],
] as const

const eventsRecorded = async () => (await env.DB.prepare('SELECT count(*) AS n FROM payment_events').first<{ n: number }>())!.n

describe('the Stripe webhook: at most 512 KB, counted in bytes', () => {
  async function seasonCheckout(): Promise<Checkout> {
    const shopper = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    return startCheckout(stripe, shopper, { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' })
  }

  /** A signed completion of the checkout whose payload is `bytes` long, most of it three-byte characters. */
  async function signedCompletionOf(checkout: Checkout, bytes: number) {
    const event = completedSession(checkout, { mode: 'payment', customer: 'cus_cap', payment_intent: 'pi_cap', note: '' })
    const bare = JSON.stringify(event)
    const filler = '€'.repeat(Math.floor((bytes - byteLength(bare)) / 3))
    const payload = bare.replace('"note":""', `"note":"${filler}"`)
    // Trailing spaces bring it to the exact byte count; JSON allows them.
    const exact = payload + ' '.repeat(Math.max(0, bytes - byteLength(payload)))
    return { payload: exact, header: await signature(exact) }
  }

  it.each(BOTH)('one byte over the cap (%s), with a third as many characters, is a 413 and grants nothing', async (_how, chunked) => {
    const checkout = await seasonCheckout()
    const { payload, header } = await signedCompletionOf(checkout, BODY_CAPS.stripeEvent + 1)
    expect(byteLength(payload)).toBe(BODY_CAPS.stripeEvent + 1)
    expect(payload.length).toBeLessThan(BODY_CAPS.stripeEvent / 2)
    const { response, stats } = await rawPost(anonymous(), '/api/payments/webhook', {
      body: payload,
      contentType: 'application/json; charset=utf-8',
      chunked,
      headers: { 'Stripe-Signature': header },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      errors: [{ code: 'payload_too_large', message: 'The event is too large: send at most 512 KB' }],
    })
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('pending')
    expect(await eventsRecorded()).toBe(0)
    if (stats) expect(stats.cancelled).toBe(true)
  })

  it.each(BOTH)('exactly at the cap (%s), the same event is verified over its raw bytes and applied', async (_how, chunked) => {
    const checkout = await seasonCheckout()
    const { payload, header } = await signedCompletionOf(checkout, BODY_CAPS.stripeEvent)
    expect(byteLength(payload)).toBe(BODY_CAPS.stripeEvent)
    const { response } = await rawPost(anonymous(), '/api/payments/webhook', {
      body: payload,
      contentType: 'application/json; charset=utf-8',
      chunked,
      headers: { 'Stripe-Signature': header },
    })
    expect(response.status).toBe(200)
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('completed')
    expect(await eventsRecorded()).toBe(1)
  })

  it('a chunked body of many megabytes is abandoned just past the cap', async () => {
    const { response, stats } = await rawPost(anonymous(), '/api/payments/webhook', {
      body: 'x'.repeat(4 * 1024 * 1024),
      contentType: 'application/json',
      chunked: true,
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    })
    expect(response.status).toBe(413)
    expect(stats!.cancelled).toBe(true)
    expect(stats!.pulled * 4096).toBeLessThan(BODY_CAPS.stripeEvent + 2 * 4096)
  })
})

describe('the footer preference form and its JSON', () => {
  const form = (filler: string) => new URLSearchParams({ enabled: 'true', returnTo: '/', filler }).toString()

  it.each(BOTH)('a form over the cap (%s) is a 413 page with the message, and sets no cookie', async (_how, chunked) => {
    const { response } = await rawPost(anonymous(), '/api/preferences/child-friendly', {
      body: form(euros(BODY_CAPS.form)),
      contentType: 'application/x-www-form-urlencoded',
      chunked,
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(visibleText(await response.text())).toContain('The preference is too large: send at most 16 KB')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it.each(BOTH)('JSON over the cap (%s) is a 413 payload_too_large, and sets no cookie', async (_how, chunked) => {
    const { response } = await rawPost(anonymous(), '/api/preferences/child-friendly', {
      body: JSON.stringify({ enabled: true, filler: euros(BODY_CAPS.form) }),
      contentType: 'application/json',
      chunked,
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('payload_too_large')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('a form within the cap still works', async () => {
    const { response } = await rawPost(anonymous(), '/api/preferences/child-friendly', {
      // Percent-encoded, each '€' is nine bytes: about 12 KB.
      body: form(euros(4096)),
      contentType: 'application/x-www-form-urlencoded',
      chunked: true,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toMatch(/^child_friendly=on;/)
  })
})

describe('the payments sandbox buttons', () => {
  it.each(BOTH)('a pay form over the cap (%s) is a 413 page and pays nothing', async (_how, chunked) => {
    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const created = await shopper.post('/api/payments/create-checkout', { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    const { id } = (await created.json()) as { id: string }
    const token = formToken(await (await shopper.fetch(`/sandbox/checkout/${id}`)).text(), `/sandbox/checkout/${id}/pay`)
    const { response } = await rawPost(shopper, `/sandbox/checkout/${id}/pay`, {
      body: new URLSearchParams({ token, filler: euros(BODY_CAPS.form) }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      chunked,
      headers: { Origin: 'http://localhost' },
    })
    expect(response.status).toBe(413)
    expect(visibleText(await response.text())).toContain('This form is too large: send at most 16 KB')
    const session = await env.DB.prepare('SELECT status FROM sandbox_checkout_sessions WHERE id = ?').bind(id).first<{ status: string }>()
    expect(session?.status).toBe('open')
    expect(await eventsRecorded()).toBe(0)
  })
})

describe('the sign-on portal forms', () => {
  it.each(BOTH)('a sign-in form over the cap (%s) is a 413 portal page', async (_how, chunked) => {
    const { response } = await rawPost(anonymous(), '/sso/login', {
      body: new URLSearchParams({ email: 'fan@example.com', password: euros(BODY_CAPS.form) }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      chunked,
      headers: { Origin: 'http://localhost' },
    })
    expect(response.status).toBe(413)
    expect(visibleText(await response.text())).toContain('That was too much to send')
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('the JSON endpoints', () => {
  const counts = async () =>
    JSON.stringify(
      (
        await env.DB.batch([
          env.DB.prepare('SELECT count(*) AS n FROM purchases'),
          env.DB.prepare('SELECT count(*) AS n FROM entitlements'),
          env.DB.prepare('SELECT count(*) AS n FROM match_events'),
        ])
      ).map((result) => result.results),
    )

  const ROUTES: Array<[string, string]> = [
    ['/api/payments/create-checkout', 'supporter@example.com'],
    ['/api/payments/create-portal-redirect', 'supporter@example.com'],
    ['/api/vouchers/redeem', 'supporter@example.com'],
    ['/api/streamline/session/check', 'supporter@example.com'],
    ['/api/streamline/session/takeover', 'supporter@example.com'],
    ['/api/admin/matches/21/events', 'admin@example.com'],
    ['/api/site-lock/check', ''],
    ['/api/auth/token', ''],
    ['/api/auth/login', ''],
    ['/api/events', ''],
  ]

  it.each(BOTH)('each answers a body over its cap (%s) with 413 payload_too_large and stores nothing', async (_how, chunked) => {
    const snapshot = await counts()
    for (const [path, email] of ROUTES) {
      const who = email ? await new Shopper(undefined, 'JP').signIn(email) : anonymous()
      // 64 KB of characters is 192 KB of bytes: over every JSON cap, the events' 64 KB too.
      const { response } = await rawPost(who, path, {
        body: JSON.stringify({ data: { attributes: { filler: euros(3 * 64 * 1024) } } }),
        contentType: 'application/json',
        chunked,
        headers: { 'CF-Connecting-IP': '198.51.100.9' },
      })
      const body = (await response.json()) as { errors: Array<{ code: string; message: string }> }
      expect({ path, status: response.status, code: body.errors[0]?.code }).toEqual({ path, status: 413, code: 'payload_too_large' })
      expect(body.errors[0]?.message, path).toMatch(/too large/)
    }
    expect(await counts()).toBe(snapshot)
  })
})
