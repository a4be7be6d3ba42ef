import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { D1_BOOKMARK_COOKIE } from '../../shared/rules/d1-bookmark'
import { makeAccount } from './account-factory'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import { chargeRefunded, completedSession, nowSeconds, startCheckout, subscriptionEvent } from './payments-flows'
import { deliver, Shopper, stripeEvent } from './payments-helpers'

// issue 11 §4: /payment-successful polls GET /api/payments/purchase-status until the webhook's grant
// is there, then says what is now unlocked, in seconds (never 'up to 24 hours').
let stripe: FakeStripe
beforeEach(async () => {
  // Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const DAY = 86_400
const monthly = { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' }
const season = { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' }

/** A supporter of their own: the per-account checkout limit (20 a minute) is never shared with another test. */
async function buyer(country = 'GB') {
  return new Shopper(undefined, country).signIn((await makeAccount()).email)
}

async function statusOf(shopper: Shopper, sessionId: string) {
  const response = await statusResponse(shopper, sessionId)
  return { status: response.status, cache: response.headers.get('Cache-Control'), body: (await response.json()) as Record<string, unknown> }
}

function statusResponse(shopper: Shopper, sessionId: string) {
  return shopper.fetch(`/api/payments/purchase-status?session_id=${encodeURIComponent(sessionId)}`)
}

/** Stripe's active monthly subscription for this checkout, and the webhook's checkout.session.completed for it. */
async function paidMonthly(checkout: Awaited<ReturnType<typeof startCheckout>>, name: string) {
  const start = nowSeconds() - 60
  const sub = {
    id: `sub_${name}`,
    customer: `cus_${name}`,
    status: 'active',
    current_period_start: start,
    current_period_end: start + 30 * DAY,
    metadata: checkout.metadata,
  }
  stripe.subscriptions.set(sub.id, sub)
  await deliver(completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }))
  return sub
}

/** The D1 bookmark a response hands the browser (issue 13 §3), if any. */
function bookmarkOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${D1_BOOKMARK_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(D1_BOOKMARK_COOKIE.length + 1)
}

describe('purchase-status', () => {
  it('is pending until the webhook grants, then names the package and what it unlocks now', async () => {
    const shopper = await buyer()
    const checkout = await startCheckout(stripe, shopper, monthly)
    expect(await statusOf(shopper, checkout.sessionId)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'pending', entitlements: [], packageTitle: 'Town TV' },
    })
    const sub = await paidMonthly(checkout, 'status')
    expect((await statusOf(shopper, checkout.sessionId)).body).toEqual({
      status: 'granted',
      entitlements: ['subscriber'],
      packageTitle: 'Town TV',
    })
    // Cancelled straight away in the portal: nothing left to announce as unlocked.
    Object.assign(sub, { status: 'canceled', ended_at: nowSeconds() - 1, canceled_at: nowSeconds() - 1 })
    await deliver(subscriptionEvent('customer.subscription.deleted', sub))
    expect((await statusOf(shopper, checkout.sessionId)).body).toMatchObject({ status: 'failed', entitlements: [] })
  })

  it('a one-off payment grants plus and the membership; a refund or an expired checkout is failed', async () => {
    const shopper = await buyer('JP')
    const paid = await startCheckout(stripe, shopper, season)
    await deliver(completedSession(paid, { mode: 'payment', customer: 'cus_one', payment_intent: 'pi_status' }))
    expect((await statusOf(shopper, paid.sessionId)).body).toEqual({
      status: 'granted',
      entitlements: ['plus', 'subscriber'],
      packageTitle: 'Town TV Plus',
    })
    await deliver(chargeRefunded('pi_status'))
    expect((await statusOf(shopper, paid.sessionId)).body).toMatchObject({ status: 'failed', entitlements: [] })

    const abandoned = await startCheckout(stripe, shopper, season)
    await deliver(stripeEvent('checkout.session.expired', { id: abandoned.sessionId, object: 'checkout.session', status: 'expired' }))
    expect((await statusOf(shopper, abandoned.sessionId)).body).toMatchObject({ status: 'failed' })
  })

  it("once granted, it hands the buyer the D1 session's bookmark, so the next reads see the webhook's write (issue 13 §3)", async () => {
    const shopper = await buyer()
    const checkout = await startCheckout(stripe, shopper, monthly)
    // Pending: a read like any other, no bookmark.
    expect(bookmarkOf(await statusResponse(shopper, checkout.sessionId))).toBeUndefined()
    await paidMonthly(checkout, 'bookmark')
    const granted = await statusResponse(shopper, checkout.sessionId)
    expect(((await granted.json()) as { status: string }).status).toBe('granted')
    expect(bookmarkOf(granted)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)
  })

  it('answers only the buyer: signed out 401, a malformed id 400, anyone else or an unknown id the same 404', async () => {
    const shopper = await buyer()
    const checkout = await startCheckout(stripe, shopper, monthly)
    expect((await statusOf(new Shopper(), checkout.sessionId)).status).toBe(401)
    const other = await buyer()
    const foreign = await statusOf(other, checkout.sessionId)
    const unknown = await statusOf(shopper, 'cs_test_nosuchsession')
    expect(foreign).toEqual(unknown)
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ code: 'not_found', message: 'No such purchase' }] } })
    for (const bad of ['', 'pi_123', "cs_test_1' OR 1=1 --", `cs_${'a'.repeat(300)}`]) {
      expect(await statusOf(shopper, bad), bad).toMatchObject({
        status: 400,
        body: { errors: [{ code: 'bad_request', message: 'session_id must be a checkout session id' }] },
      })
    }
    expect(stripe.calls).toBe(1)
  })
})
