import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CANCEL_PAGE, DEFAULT_SUCCESS_PAGE, checkoutParams } from '../../worker/payments/checkout-params'
import { findPackage, findPrice } from '../../worker/db/packages'
import { OUR_ORIGIN, openRedirectPayloads } from '../attack/open-redirect-payloads'
import { takeConsoleErrors } from './console-guard'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import { Shopper } from './payments-helpers'

// issue 11 §3, §4 and "Bad input": create-checkout through the real stripe SDK against a fake api.stripe.com.
let stripe: FakeStripe
beforeEach(async () => {
  // Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const monthly = { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' }

describe('create-checkout', () => {
  it('sends Stripe the server-side price, quantity 1, the metadata and our own return pages', async () => {
    const shopper = await new Shopper().signIn('supporter@example.com')
    const response = await shopper.post('/api/payments/create-checkout', monthly)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; url: string }
    expect(body.url).toBe(`https://checkout.stripe.com/c/pay/${body.id}`)

    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions'])
    const sent = stripe.requests[0]!.params
    const purchase = await env.DB.prepare('SELECT id, status, checkout_session_id FROM purchases').first<{
      id: number
      status: string
      checkout_session_id: string
    }>()
    expect(purchase).toMatchObject({ status: 'pending', checkout_session_id: body.id })
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '599',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Town TV',
      success_url: 'http://localhost/payment-successful?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/cancelled-payment?packageID=town-tv-monthly',
      allow_promotion_codes: 'true',
      customer_email: 'supporter@example.com',
      'metadata[userID]': 'demo-supporter',
      'metadata[userEmail]': 'supporter@example.com',
      'metadata[packageTitle]': 'Town TV',
      'metadata[packageID]': 'town-tv-monthly',
      'metadata[priceID]': 'price-town-tv-monthly',
      'metadata[purchaseID]': String(purchase!.id),
      'subscription_data[metadata][purchaseID]': String(purchase!.id),
    })
    expect(sent.get('metadata[packageDescription]')).toMatch(/^Live audio commentary/)
    expect([...sent.keys()].some((key) => key.includes('quantity') && key !== 'line_items[0][quantity]')).toBe(false)
  })

  it('a season price is a one-off payment at the server price, and a customer is made for it', async () => {
    const shopper = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    const response = await shopper.post('/api/payments/create-checkout', {
      packageID: 'town-tv-plus',
      priceID: 'price-town-tv-plus-season',
    })
    expect(response.status).toBe(200)
    const sent = Object.fromEntries(stripe.requests[0]!.params)
    expect(sent).toMatchObject({ mode: 'payment', 'line_items[0][price_data][unit_amount]': '17000', customer_creation: 'always' })
    expect(sent['line_items[0][price_data][recurring][interval]']).toBeUndefined()
    expect(sent['payment_intent_data[metadata][packageID]']).toBe('town-tv-plus')
  })

  it('a price with a Stripe price id is sent as SPEC §7 line_items [{price, quantity: 1}], without inline price data', async () => {
    await env.DB.prepare(`UPDATE price_options SET stripe_price_id = 'price_1TownTvMonthly' WHERE id = 'price-town-tv-monthly'`).run()
    const shopper = await new Shopper().signIn('supporter@example.com')
    const response = await shopper.post('/api/payments/create-checkout', monthly)
    expect(response.status).toBe(200)
    const sent = stripe.requests[0]!.params
    expect(sent.get('mode')).toBe('subscription')
    expect(sent.get('line_items[0][price]')).toBe('price_1TownTvMonthly')
    expect(sent.get('line_items[0][quantity]')).toBe('1')
    // One line item, and nothing of the inline price: Stripe's price decides the amount.
    expect([...sent.keys()].filter((key) => key.startsWith('line_items')).sort()).toEqual([
      'line_items[0][price]',
      'line_items[0][quantity]',
    ])
    expect([...sent.keys()].some((key) => key.includes('price_data') || key.includes('unit_amount'))).toBe(false)
  })

  it('an account with a Stripe customer is sent as that customer', async () => {
    await env.DB.prepare(`UPDATE accounts SET stripe_customer_id = 'cus_known' WHERE email = 'supporter@example.com'`).run()
    const shopper = await new Shopper().signIn('supporter@example.com')
    expect((await shopper.post('/api/payments/create-checkout', monthly)).status).toBe(200)
    const sent = stripe.requests[0]!.params
    expect(sent.get('customer')).toBe('cus_known')
    expect(sent.has('customer_email')).toBe(false)
  })

  it('the plus tier is refused from GB with the reason, and sold from JP', async () => {
    const plus = { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-monthly' }
    const fromGb = await new Shopper(undefined, 'GB').signIn('supporter@example.com')
    const refused = await fromGb.post('/api/payments/create-checkout', plus)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'purchase_not_allowed', reason: 'homeNation' }] })
    for (const country of ['IE', 'JE', 'GG', 'IM']) {
      const other = await new Shopper(undefined, country).signIn('supporter@example.com')
      expect((await other.post('/api/payments/create-checkout', plus)).status).toBe(403)
    }
    expect(stripe.calls).toBe(0)
    const fromJp = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    expect((await fromJp.post('/api/payments/create-checkout', plus)).status).toBe(200)
    expect(stripe.calls).toBe(1)
  })

  it('a match pass is sold for the next first-team match where it may be watched live, and nowhere else', async () => {
    const pass = { packageID: 'match-pass', priceID: 'price-match-pass' }
    const live = await env.DB.prepare(
      `SELECT m.id FROM matches m JOIN teams t ON t.id = m.team_id WHERE t.slug = '' AND m.status = 'live' LIMIT 1`,
    ).first<{ id: number }>()
    const fromFr = await new Shopper(undefined, 'FR').signIn('supporter@example.com')
    expect(await (await fromFr.post('/api/payments/create-checkout', pass)).json()).toMatchObject({
      errors: [{ code: 'purchase_not_allowed', reason: 'notUnsoldTerritory' }],
    })
    const fromGb = await new Shopper(undefined, 'GB').signIn('supporter@example.com')
    expect(await (await fromGb.post('/api/payments/create-checkout', pass)).json()).toMatchObject({ errors: [{ reason: 'blackout' }] })
    const fromJp = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    expect((await fromJp.post('/api/payments/create-checkout', { ...pass, matchID: live!.id + 1 })).status).toBe(400)
    expect(stripe.calls).toBe(0)
    expect((await fromJp.post('/api/payments/create-checkout', { ...pass, matchID: live!.id })).status).toBe(200)
    expect(stripe.requests[0]!.params.get('metadata[matchID]')).toBe(String(live!.id))
    expect(stripe.requests[0]!.params.get('mode')).toBe('payment')
  })

  it('a supporter who already holds the membership is sent to the account panel (409), a pass holder may buy again', async () => {
    const subscriber = await new Shopper().signIn('subscriber@example.com')
    const held = await subscriber.post('/api/payments/create-checkout', monthly)
    expect(held.status).toBe(409)
    expect(await held.json()).toMatchObject({ errors: [{ code: 'already_entitled' }] })
    const passHolder = await new Shopper(undefined, 'JP').signIn('matchpass@example.com')
    expect((await passHolder.post('/api/payments/create-checkout', { packageID: 'match-pass', priceID: 'price-match-pass' })).status).toBe(
      200,
    )
  })

  it('SPEC §4.11: a base subscriber asking for the plus tier is told to cancel first (409), with no Stripe call and nothing written', async () => {
    const subscriber = await new Shopper(undefined, 'JP').signIn('subscriber@example.com')
    for (const priceID of ['price-town-tv-plus-monthly', 'price-town-tv-plus-season']) {
      const response = await subscriber.post('/api/payments/create-checkout', { packageID: 'town-tv-plus', priceID })
      expect(response.status, priceID).toBe(409)
      expect(await response.json()).toEqual({
        errors: [
          {
            code: 'cancel_cheaper_first',
            reason: 'cancelCheaperFirst',
            message: 'You already have a Town TV subscription. Cancel it in Manage Subscriptions first, then buy Town TV Plus.',
          },
        ],
      })
    }
    expect(stripe.requests).toEqual([])
    expect((await env.DB.prepare('SELECT count(*) AS n FROM purchases').first<{ n: number }>())?.n).toBe(0)

    // Once the base subscription has ended (cancelled in the portal), the plus tier is sold.
    await env.DB.prepare(
      `UPDATE entitlements SET ends_at = ?1 WHERE code = 'subscriber' AND account_id = (SELECT id FROM accounts WHERE email = 'subscriber@example.com')`,
    )
      .bind(new Date(Date.now() - 60_000).toISOString())
      .run()
    const upgraded = await subscriber.post('/api/payments/create-checkout', {
      packageID: 'town-tv-plus',
      priceID: 'price-town-tv-plus-monthly',
    })
    expect(upgraded.status).toBe(200)
    expect(stripe.calls).toBe(1)
  })

  it('SPEC §4.11 holds back nothing else: a match pass holder buys the plus tier, a plus holder is sent to the account panel for the base', async () => {
    const passHolder = await new Shopper(undefined, 'JP').signIn('matchpass@example.com')
    expect(
      (await passHolder.post('/api/payments/create-checkout', { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-monthly' })).status,
    ).toBe(200)
    const plusHolder = await new Shopper(undefined, 'JP').signIn('plus@example.com')
    const base = await plusHolder.post('/api/payments/create-checkout', monthly)
    expect(base.status).toBe(409)
    expect(await base.json()).toMatchObject({ errors: [{ code: 'already_entitled' }] })
    expect(stripe.calls).toBe(1)
  })

  it('signed out gets the login wording, a blocked account the §8.1 code, and neither reaches Stripe', async () => {
    const signedOut = await new Shopper().post('/api/payments/create-checkout', monthly)
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ errors: [{ code: 'not_signed_in', message: 'You must be logged in to purchase' }] })
    await env.DB.prepare(`UPDATE accounts SET blocked = 1 WHERE email = 'subscriber@example.com'`).run()
    const blocked = await new Shopper().signIn('supporter@example.com')
    await env.DB.prepare(`UPDATE accounts SET blocked = 1 WHERE email = 'supporter@example.com'`).run()
    expect(await (await blocked.post('/api/payments/create-checkout', monthly)).json()).toMatchObject({
      errors: [{ code: 'ERR_56882466_1' }],
    })
    expect(stripe.calls).toBe(0)
  })

  it('bad input is a 400 with a clear message and no Stripe call', async () => {
    const shopper = await new Shopper().signIn('supporter@example.com')
    const bodies: Array<[unknown, RegExp]> = [
      [{ packageID: 'nope', priceID: 'price-town-tv-monthly' }, /Unknown package or price/],
      [{ packageID: 'town-tv-monthly', priceID: 'nope' }, /Unknown package or price/],
      [{ packageID: 'town-tv-monthly', priceID: 'price-town-tv-plus-monthly' }, /a price must belong to its package/],
      [{ packageID: 'match-pass', priceID: 'price-town-tv-monthly' }, /Unknown package or price/],
      [{ ...monthly, quantity: 2 }, /Unexpected field 'quantity'/],
      [{ ...monthly, amount: 1 }, /Unexpected field 'amount'/],
      [{ ...monthly, unit_amount: 1 }, /Unexpected field/],
      [{ ...monthly, success_url: 'https://evil.example/' }, /Unexpected field 'success_url'/],
      [{ ...monthly, cancel_url: '/x' }, /Unexpected field 'cancel_url'/],
      [{ ...monthly, line_items: [{ price: 'price_cheap', quantity: 1 }] }, /Unexpected field/],
      [{ ...monthly, matchID: 5 }, /matchID is only for match passes/],
      [{ ...monthly, coupon: 'NOT-A-VOUCHER' }, /cannot be used at checkout/],
      [{ ...monthly, coupon: 'TOWNTV-FREEWEEK' }, /cannot be used at checkout/],
      [{ packageID: 'town-tv-monthly' }, /priceID/],
      [{ packageID: 123, priceID: 'price-town-tv-monthly' }, /packageID/],
      [[], /packageID and priceID/],
      [null, /packageID and priceID/],
    ]
    for (const [body, message] of bodies) {
      const response = await shopper.post('/api/payments/create-checkout', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const error = ((await response.json()) as { errors: Array<{ code: string; message: string }> }).errors[0]!
      expect(error.code).toBe('bad_request')
      expect(error.message, JSON.stringify(body)).toMatch(message)
    }
    const raw: Array<[RequestInit, number]> = [
      [{ method: 'POST' }, 400],
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"packageID":' }, 400],
      [{ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(monthly) }, 400],
      // Over the 16 KB JSON cap (issue 18 §8).
      [{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(20_000) }, 413],
    ]
    for (const [init, status] of raw) expect((await shopper.fetch('/api/payments/create-checkout', init)).status).toBe(status)
    expect(stripe.calls).toBe(0)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM purchases').first<{ n: number }>())?.n).toBe(0)
  })

  it('a Stripe outage is logged and answered with the §8.3 wording; the purchase is marked failed', async () => {
    stripe.failing = { path: /checkout/, status: 500 }
    const shopper = await new Shopper().signIn('supporter@example.com')
    const response = await shopper.post('/api/payments/create-checkout', monthly)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      errors: [{ code: 'checkout_unavailable', message: 'Sorry, checkout is not currently available, please try again' }],
    })
    expect(takeConsoleErrors()).toEqual(['checkout creation failed'])
    expect((await env.DB.prepare('SELECT status FROM purchases').first<{ status: string }>())?.status).toBe('failed')
  })

  it('return pages an editor set to any of the open-redirect payloads still send the supporter back only to our own pages', async () => {
    const payloads = openRedirectPayloads('fast')
    expect(payloads.length).toBeGreaterThanOrEqual(500)
    const pkg = (await findPackage(env.DB, 'town-tv-monthly'))!
    const price = (await findPrice(env.DB, 'price-town-tv-monthly'))!
    const account = { ssoId: 'demo-supporter', email: 'supporter@example.com', stripeCustomerId: null }
    const foreign: string[] = []
    for (const page of payloads) {
      const params = checkoutParams({
        origin: OUR_ORIGIN,
        pkg: { ...pkg, successfulPaymentPage: page, cancelledPaymentPage: page },
        price,
        account,
        purchaseId: 1,
        matchId: null,
        discount: null,
      })
      for (const url of [params.success_url!, params.cancel_url!]) {
        const parsed = new URL(url.replace('{CHECKOUT_SESSION_ID}', 'cs_x'))
        if (parsed.origin !== OUR_ORIGIN || !url.startsWith(`${OUR_ORIGIN}/`)) foreign.push(`${page} -> ${url}`)
      }
    }
    expect(foreign).toEqual([])

    // Through the endpoint and the packages row, a few of them: Stripe is told our default pages.
    const shopper = await new Shopper().signIn('supporter@example.com')
    for (const page of ['//evil.example/', 'https://evil.example/payment-successful', '/\\evil.example', 'javascript:alert(1)']) {
      await env.DB.prepare('UPDATE packages SET successful_payment_page = ?1, cancelled_payment_page = ?1 WHERE id = ?2')
        .bind(page, 'town-tv-monthly')
        .run()
      await env.DB.prepare(`UPDATE purchases SET status = 'failed'`).run()
      const response = await shopper.post('/api/payments/create-checkout', monthly)
      expect(response.status, page).toBe(200)
      const sent = stripe.requests.at(-1)!.params
      expect(sent.get('success_url')).toBe(`http://localhost${DEFAULT_SUCCESS_PAGE}?session_id={CHECKOUT_SESSION_ID}`)
      expect(sent.get('cancel_url')).toBe(`http://localhost${DEFAULT_CANCEL_PAGE}?packageID=town-tv-monthly`)
    }
  })
})
