import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedDemo, visibleText } from './helpers'
import { activeCodes, call, formToken, SANDBOX_ENV, Shopper, STRIPE_ENV, submitForm as submit } from './payments-helpers'

// issue 11 §7: without STRIPE_SECRET_KEY the worker plays Stripe's hosted checkout and portal.
// Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
beforeEach(() => seedDemo({ now: new Date() }))

const monthly = { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' }

async function sandboxCheckout(shopper: Shopper, body: Record<string, unknown>) {
  const response = await shopper.post('/api/payments/create-checkout', body)
  expect(response.status).toBe(200)
  const { id, url } = (await response.json()) as { id: string; url: string }
  expect(url).toBe(`http://localhost/sandbox/checkout/${id}`)
  const page = await shopper.fetch(`/sandbox/checkout/${id}`)
  expect(page.status).toBe(200)
  const html = await page.text()
  return { id, html, token: formToken(html, `/sandbox/checkout/${id}/pay`) }
}

const eventTypes = async () =>
  (await env.DB.prepare('SELECT type, provider FROM payment_events ORDER BY processed_at, type').all<{ type: string; provider: string }>())
    .results

describe('sandbox checkout', () => {
  it('pay: signed Stripe-format events through the same webhook handler grant the subscription, and purchase-status says so', async () => {
    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const { id, html, token } = await sandboxCheckout(shopper, monthly)
    expect(id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/)
    const text = visibleText(html)
    expect(text).toContain('TEST MODE')
    expect(text).toMatch(/Town TV.*1.*£5\.99 per month/)
    expect(text).toContain('Total due today £5.99')

    expect(await (await shopper.fetch(`/api/payments/purchase-status?session_id=${id}`)).json()).toMatchObject({
      status: 'pending',
      entitlements: [],
    })
    const paid = await submit(shopper, `/sandbox/checkout/${id}/pay`, token)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(`http://localhost/payment-successful?session_id=${id}`)
    expect(await (await shopper.fetch(`/api/payments/purchase-status?session_id=${id}`)).json()).toEqual({
      status: 'granted',
      entitlements: ['subscriber'],
      packageTitle: 'Town TV',
    })
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium', 'subscriber'])
    expect((await eventTypes()).map((e) => `${e.provider} ${e.type}`).sort()).toEqual([
      'sandbox checkout.session.completed',
      'sandbox customer.subscription.created',
      'sandbox invoice.paid',
    ])
    const ids = await env.DB.prepare(
      `SELECT a.stripe_customer_id AS customer, p.stripe_subscription_id AS sub, s.id AS session
         FROM accounts a JOIN purchases p ON p.account_id = a.id JOIN sandbox_checkout_sessions s ON s.id = p.checkout_session_id`,
    ).first<{ customer: string; sub: string }>()
    expect(ids?.customer).toMatch(/^cus_/)
    expect(ids?.sub).toMatch(/^sub_/)

    // A second click goes back to the success page and sends nothing again.
    const again = await submit(shopper, `/sandbox/checkout/${id}/pay`, token)
    expect(again.status).toBe(303)
    expect(await eventTypes()).toHaveLength(3)
    expect((await shopper.fetch(`/sandbox/checkout/${id}`)).status).toBe(410)
  })

  it('cancel returns to the package cancel page and charges nothing', async () => {
    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const { id, html } = await sandboxCheckout(shopper, monthly)
    const cancelled = await submit(shopper, `/sandbox/checkout/${id}/cancel`, formToken(html, `/sandbox/checkout/${id}/cancel`))
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('Location')).toBe('http://localhost/cancelled-payment?packageID=town-tv-monthly')
    expect(await eventTypes()).toEqual([])
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium'])
  })

  it('a form from elsewhere is refused: a wrong token, or a foreign Origin', async () => {
    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const { id, token } = await sandboxCheckout(shopper, monthly)
    const other = await sandboxCheckout(shopper, monthly)
    expect((await submit(shopper, `/sandbox/checkout/${id}/pay`, other.token)).status).toBe(403)
    expect((await submit(shopper, `/sandbox/checkout/${id}/pay`, 'forged')).status).toBe(403)
    expect((await submit(shopper, `/sandbox/checkout/${id}/pay`, token, 'https://evil.example')).status).toBe(403)
    expect(await eventTypes()).toEqual([])
  })

  it('a season price from JP is a one-off payment that grants plus; a promotion voucher takes its discount', async () => {
    const shopper = await new Shopper(SANDBOX_ENV, 'JP').signIn('supporter@example.com')
    const season = await sandboxCheckout(shopper, { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' })
    expect(visibleText(season.html)).toContain('£170.00')
    expect((await submit(shopper, `/sandbox/checkout/${season.id}/pay`, season.token)).status).toBe(303)
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium', 'plus', 'subscriber'])
    expect((await eventTypes()).map((e) => e.type)).toEqual(['checkout.session.completed'])

    const buyer = await new Shopper(SANDBOX_ENV).signIn('matchpass@example.com')
    const redeemed = await buyer.post('/api/vouchers/redeem', { code: 'towntv-10off' })
    const { coupon } = (await redeemed.json()) as { coupon: string }
    const discounted = await sandboxCheckout(buyer, { ...monthly, coupon })
    expect(visibleText(discounted.html)).toContain('Discount −£0.60')
    expect(visibleText(discounted.html)).toContain('Total due today £5.39')
  })

  it('the sandbox portal lets the supporter cancel; the entitlement follows', async () => {
    const shopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const { id, token } = await sandboxCheckout(shopper, monthly)
    await submit(shopper, `/sandbox/checkout/${id}/pay`, token)
    const { stripe_customer_id: customer } = (await env.DB.prepare(
      `SELECT stripe_customer_id FROM accounts WHERE email = 'supporter@example.com'`,
    ).first<{ stripe_customer_id: string }>())!
    const portal = await shopper.post('/api/payments/create-portal-redirect', { customerID: customer, returnURL: '/videos/subscriptions' })
    const { url } = (await portal.json()) as { url: string }
    expect(url).toMatch(/^http:\/\/localhost\/sandbox\/portal\/bps_/)
    const path = new URL(url).pathname
    const page = await (await shopper.fetch(path)).text()
    expect(visibleText(page)).toMatch(/TEST MODE.*Town TV · £5\.99 per month Renews on/)
    expect(page).toContain('href="http://localhost/videos/subscriptions"')
    const subId = /subscriptions\/(sub_[A-Za-z0-9]+)\/cancel-at-period-end/.exec(page)![1]!

    const atEnd = await submit(
      shopper,
      `${path}/subscriptions/${subId}/cancel-at-period-end`,
      formToken(page, `${path}/subscriptions/${subId}/cancel-at-period-end`),
    )
    expect(atEnd.status).toBe(303)
    expect(await activeCodes('supporter@example.com')).toContain('subscriber')
    const period = await env.DB.prepare('SELECT current_period_end FROM sandbox_subscriptions').first<{ current_period_end: number }>()
    const grant = await env.DB.prepare(`SELECT ends_at FROM entitlements WHERE code = 'subscriber' AND purchase_id IS NOT NULL`).first()
    expect(grant).toEqual({ ends_at: new Date(period!.current_period_end * 1000).toISOString() })

    const next = await (await shopper.fetch(path)).text()
    expect(visibleText(next)).toContain('Cancels on')
    const now = await submit(
      shopper,
      `${path}/subscriptions/${subId}/cancel-now`,
      formToken(next, `${path}/subscriptions/${subId}/cancel-now`),
    )
    expect(now.status).toBe(303)
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium'])
    expect(visibleText(await (await shopper.fetch(path)).text())).toContain('Cancelled')
  })

  it('with a Stripe key set every /sandbox/* path is 404', async () => {
    const sandboxShopper = await new Shopper(SANDBOX_ENV).signIn('supporter@example.com')
    const { id, token } = await sandboxCheckout(sandboxShopper, monthly)
    for (const path of [`/sandbox/checkout/${id}`, '/sandbox/portal/bps_x', '/sandbox/anything']) {
      expect((await call(path, {}, STRIPE_ENV)).status, path).toBe(404)
    }
    const post = await call(
      `/sandbox/checkout/${id}/pay`,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${token}` },
      STRIPE_ENV,
    )
    expect(post.status).toBe(404)
    expect(await eventTypes()).toEqual([])
  })
})
