import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OUR_ORIGIN, openRedirectPayloads } from '../attack/open-redirect-payloads'
import { takeConsoleErrors } from './console-guard'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import { Shopper, STRIPE_ENV } from './payments-helpers'

// issue 11 §6 and "Bad input": the customer portal, for the signed-in account's own customer only.
let stripe: FakeStripe
beforeEach(async () => {
  await seedDemo()
  await env.DB.prepare(`UPDATE accounts SET stripe_customer_id = 'cus_sub' WHERE email = 'subscriber@example.com'`).run()
  await env.DB.prepare(`UPDATE accounts SET stripe_customer_id = 'cus_plus' WHERE email = 'plus@example.com'`).run()
  stripe = new FakeStripe()
  stripe.customers.add('cus_sub').add('cus_plus')
})
afterEach(() => stripe.spy.mockRestore())

const portal = (shopper: Shopper, body: unknown) => shopper.post('/api/payments/create-portal-redirect', body)

describe('create-portal-redirect', () => {
  it("answers Stripe's portal for the account's own customer, returning to our page", async () => {
    const shopper = await new Shopper().signIn('subscriber@example.com')
    for (const returnURL of ['/videos/subscriptions', 'http://localhost/account?tab=2']) {
      const response = await portal(shopper, { customerID: 'cus_sub', returnURL })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_cus_sub' })
    }
    expect(stripe.requests.map((r) => [r.path, r.params.get('customer'), r.params.get('return_url')])).toEqual([
      ['/v1/billing_portal/sessions', 'cus_sub', 'http://localhost/videos/subscriptions'],
      ['/v1/billing_portal/sessions', 'cus_sub', 'http://localhost/account?tab=2'],
    ])
  })

  it("another account's customer, or none, gets 'You have no subscriptions' and Stripe is not asked", async () => {
    const subscriber = await new Shopper().signIn('subscriber@example.com')
    const theirs = await portal(subscriber, { customerID: 'cus_plus', returnURL: '/' })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ errors: [{ code: 'no_subscriptions', message: 'You have no subscriptions' }] })
    const noCustomer = await new Shopper().signIn('supporter@example.com')
    expect((await portal(noCustomer, { customerID: 'cus_sub', returnURL: '/' })).status).toBe(404)
    expect((await portal(new Shopper(), { customerID: 'cus_sub', returnURL: '/' })).status).toBe(401)
    expect(stripe.calls).toBe(0)
  })

  it("Stripe not knowing the customer is 'no subscriptions'; any other failure 'There was an issue checking your subscriptions'", async () => {
    await env.DB.prepare(`UPDATE accounts SET stripe_customer_id = 'cus_deleted' WHERE email = 'supporter@example.com'`).run()
    const gone = await new Shopper().signIn('supporter@example.com')
    expect(await (await portal(gone, { customerID: 'cus_deleted', returnURL: '/' })).json()).toMatchObject({
      errors: [{ code: 'no_subscriptions', message: 'You have no subscriptions' }],
    })
    stripe.failing = { path: /billing_portal/, status: 500 }
    const shopper = await new Shopper().signIn('subscriber@example.com')
    const failed = await portal(shopper, { customerID: 'cus_sub', returnURL: '/' })
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({
      errors: [{ code: 'subscriptions_unavailable', message: 'There was an issue checking your subscriptions' }],
    })
    expect(takeConsoleErrors()).toEqual(['customer portal failed'])
  })

  it('foreign return URLs (the shared open-redirect payloads) and malformed bodies are 400 with no Stripe call', async () => {
    const payloads = openRedirectPayloads('fast')
    expect(payloads.length).toBeGreaterThanOrEqual(500)
    // Served as the payloads' own "our" origin, so look-alikes of our host are tried against the real one.
    const shopper = await new Shopper(STRIPE_ENV, 'JP', OUR_ORIGIN).signIn('subscriber@example.com')
    await env.DB.prepare(`UPDATE accounts SET stripe_customer_id = 'cus_sub' WHERE email = 'subscriber@example.com'`).run()
    const statuses = new Map<number, number>()
    for (let i = 0; i < payloads.length; i += 50) {
      const answers = await Promise.all(payloads.slice(i, i + 50).map((returnURL) => portal(shopper, { customerID: 'cus_sub', returnURL })))
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: payloads.length })
    const bodies: unknown[] = [
      null,
      [],
      {},
      { customerID: 'cus_sub' },
      { returnURL: '/' },
      { customerID: 'cus_sub', returnURL: '/', url: 'https://evil.example' },
      { customerID: 42, returnURL: '/' },
    ]
    for (const body of bodies) expect((await portal(shopper, body)).status, JSON.stringify(body)).toBe(400)
    expect((await shopper.fetch('/api/payments/create-portal-redirect', { method: 'POST' })).status).toBe(400)
    expect(stripe.calls).toBe(0)
    // Our own pages still pass on that origin.
    expect((await portal(shopper, { customerID: 'cus_sub', returnURL: `${OUR_ORIGIN}/videos/subscriptions` })).status).toBe(200)
  }, 120_000)
})
