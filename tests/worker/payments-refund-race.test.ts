import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handleWebhook } from '../../worker/payments/webhook'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import {
  type Checkout,
  chargeRefunded,
  completedSession,
  nowSeconds,
  pendingSubscription,
  purchaseGrants,
  purchaseRow,
  startCheckout,
} from './payments-flows'
import { activeCodes, deliver, STRIPE_ENV, Shopper, signature } from './payments-helpers'
import { holdingFirstBatch } from './holding-d1'

// issue 18 §9: a refund and the completion of the checkout it refunds end with no grant, in either order,
// and when one is handled while the other is between its reads and its one D1 batch.
let stripe: FakeStripe
beforeEach(async () => {
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const EMAIL = 'supporter@example.com'

async function seasonCheckout(): Promise<Checkout> {
  const shopper = await new Shopper(undefined, 'JP').signIn(EMAIL)
  return startCheckout(stripe, shopper, { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' })
}

/** The webhook handler, with the real signature check, on a D1 that holds its write until `meanwhile` is done. */
async function deliverHeld(event: { type: string }, meanwhile: () => Promise<unknown>) {
  const payload = JSON.stringify(event)
  const held = { ...env, ...STRIPE_ENV, DB: holdingFirstBatch(env.DB, meanwhile) }
  return handleWebhook(held, () => {}, payload, await signature(payload))
}

async function expectNoGrant(checkout: Checkout) {
  expect(await activeCodes(EMAIL)).toEqual(['freemium'])
  expect((await purchaseRow(checkout.purchaseId))?.status).toBe('refunded')
  // Any row the completion wrote is ended, none after now.
  const now = new Date().toISOString()
  for (const grant of await purchaseGrants(checkout.purchaseId)) expect(grant.ends_at! <= now, grant.code).toBe(true)
}

describe('a refund and its checkout completion (issue 18 §9)', () => {
  it('refund fully before completion: the completion grants nothing', async () => {
    const checkout = await seasonCheckout()
    expect((await deliver(chargeRefunded('pi_race_a'))).status).toBe(200)
    const completed = completedSession(checkout, { mode: 'payment', customer: 'cus_race', payment_intent: 'pi_race_a' })
    expect((await deliver(completed)).status).toBe(200)
    await expectNoGrant(checkout)
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([])
  })

  it('completion fully before refund: the refund ends the grant', async () => {
    const checkout = await seasonCheckout()
    const completed = completedSession(checkout, { mode: 'payment', customer: 'cus_race', payment_intent: 'pi_race_b' })
    expect((await deliver(completed)).status).toBe(200)
    expect(await activeCodes(EMAIL)).toEqual(['freemium', 'plus', 'subscriber'])
    expect((await deliver(chargeRefunded('pi_race_b'))).status).toBe(200)
    await expectNoGrant(checkout)
  })

  it('a refund handled while the completion is between its reads and its write: no grant afterwards', async () => {
    const checkout = await seasonCheckout()
    const completed = completedSession(checkout, { mode: 'payment', customer: 'cus_race', payment_intent: 'pi_race_c' })
    let refundStatus = 0
    const answer = await deliverHeld(completed, async () => {
      // The completion has read (no refund yet) and is about to write: the refund comes now, and finds no purchase paid with it yet.
      refundStatus = (await deliver(chargeRefunded('pi_race_c'))).status
      expect((await purchaseRow(checkout.purchaseId))?.payment_intent_id).toBeNull()
    })
    expect(refundStatus).toBe(200)
    expect(answer.status).toBe(200)
    await expectNoGrant(checkout)
  })

  it('a completion handled while the refund is between its reads and its write: no grant afterwards', async () => {
    const checkout = await seasonCheckout()
    const completed = completedSession(checkout, { mode: 'payment', customer: 'cus_race', payment_intent: 'pi_race_d' })
    const answer = await deliverHeld(chargeRefunded('pi_race_d'), async () => {
      // The refund has looked for a purchase paid with it (none yet); the completion now grants in full.
      expect((await deliver(completed)).status).toBe(200)
      expect(await activeCodes(EMAIL)).toEqual(['freemium', 'plus', 'subscriber'])
    })
    expect(answer.status).toBe(200)
    await expectNoGrant(checkout)
  })

  it('a partial refund in the middle of a completion leaves the grant', async () => {
    const checkout = await seasonCheckout()
    const completed = completedSession(checkout, { mode: 'payment', customer: 'cus_race', payment_intent: 'pi_race_e' })
    await deliverHeld(completed, () => deliver(chargeRefunded('pi_race_e', false)))
    expect(await activeCodes(EMAIL)).toEqual(['freemium', 'plus', 'subscriber'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('completed')
  })

  it("a refund of this period's payment handled while a subscription checkout is being written: no grant afterwards", async () => {
    const checkout = await pendingSubscription('racesub')
    const start = nowSeconds() - 60
    const sub = {
      id: 'sub_racesub',
      customer: 'cus_racesub',
      status: 'active',
      current_period_start: start,
      current_period_end: start + 30 * 86_400,
      metadata: checkout.metadata,
      latest_invoice: 'in_racesub',
    }
    stripe.subscriptions.set(sub.id, sub)
    stripe.invoicePayments.push({ invoice: 'in_racesub', paymentIntent: 'pi_racesub', subscription: sub.id })
    const completed = completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id })
    const answer = await deliverHeld(completed, async () => {
      // Traced through Stripe to this subscription's purchase (by its metadata): the refund records its payment there.
      expect((await deliver(chargeRefunded('pi_racesub'))).status).toBe(200)
      expect(await purchaseRow(checkout.purchaseId)).toMatchObject({ status: 'refunded', payment_intent_id: 'pi_racesub' })
    })
    expect(answer.status).toBe(200)
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('refunded')
  })
})
