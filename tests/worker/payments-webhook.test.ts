import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RENEWAL_SLACK_SECONDS } from '../../shared/rules/subscription-access'
import { currentSeasonEnd } from '../../worker/db/sale-calendar'
import { takeConsoleErrors } from './console-guard'
import { FakeStripe, type FakeSubscription } from './fake-stripe'
import { seedDemo } from './helpers'
import {
  chargeRefunded,
  completedSession,
  invoiceEvent,
  iso,
  nowSeconds,
  pendingSubscription,
  purchaseGrants,
  purchaseRow,
  startCheckout,
  subscriptionEvent,
} from './payments-flows'
import { activeCodes, deliver, Shopper, signature, stripeEvent } from './payments-helpers'

// issue 11 §5 and "Tests that must exist": the webhook, through the real SDK's signature check and a fake api.stripe.com.
let stripe: FakeStripe
beforeEach(async () => {
  // Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const DAY = 86_400
const eventsRecorded = async () => (await env.DB.prepare('SELECT count(*) AS n FROM payment_events').first<{ n: number }>())!.n

function activeSub(id: string, customer: string, metadata: Record<string, string>): FakeSubscription {
  const start = nowSeconds() - 60
  return { id, customer, status: 'active', current_period_start: start, current_period_end: start + 30 * DAY, metadata }
}

describe('signatures', () => {
  it('a bad or stale signature is refused with 400 and changes nothing', async () => {
    const checkout = await pendingSubscription('sig')
    stripe.subscriptions.set('sub_sig', activeSub('sub_sig', 'cus_sig', checkout.metadata))
    const event = completedSession(checkout, { mode: 'subscription', customer: 'cus_sig', subscription: 'sub_sig' })
    const payload = JSON.stringify(event)
    const good = await signature(payload)
    const refusals = [
      deliver(event, { secret: 'whsec_wrong' }),
      deliver(event, { timestamp: nowSeconds() - 301 }),
      deliver(event, { header: '' }),
      deliver(event, { header: 't=1,v1=00' }),
      deliver(event, { header: good, body: payload.replace('"paid"', '"PAID"') }),
      deliver(event, { header: good.replace(/v1=./, (m) => (m.endsWith('0') ? 'v1=1' : 'v1=0')) }),
    ]
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ errors: [{ code: 'invalid_signature' }] })
    }
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('pending')
    expect(await eventsRecorded()).toBe(0)
    expect(stripe.calls).toBe(0)
    // The same event, signed within the 300 s tolerance, is taken.
    expect((await deliver(event, { timestamp: nowSeconds() - 290 })).status).toBe(200)
    expect(await activeCodes(checkout.email)).toContain('subscriber')
  })

  it('an event type we do not handle is answered 200 and left alone', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, ignored: 'customer.created' })
    expect(await eventsRecorded()).toBe(0)
  })
})

describe('subscriptions', () => {
  it('a bought subscription grants on its events; the same event twice grants once', async () => {
    const shopper = await new Shopper().signIn('supporter@example.com')
    const checkout = await startCheckout(stripe, shopper, { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    const sub = activeSub('sub_once', 'cus_once', checkout.metadata)
    stripe.subscriptions.set(sub.id, sub)
    const completed = completedSession(checkout, { mode: 'subscription', customer: 'cus_once', subscription: sub.id })
    expect((await deliver(completed)).status).toBe(200)
    const again = await deliver(completed)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect((await deliver(subscriptionEvent('customer.subscription.created', sub))).status).toBe(200)
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([
      { code: 'subscriber', match_id: null, ends_at: iso(sub.current_period_end + RENEWAL_SLACK_SECONDS) },
    ])
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium', 'subscriber'])
    expect(await purchaseRow(checkout.purchaseId)).toMatchObject({ status: 'active', stripe_subscription_id: sub.id })
    const account = await env.DB.prepare(`SELECT stripe_customer_id FROM accounts WHERE email = 'supporter@example.com'`).first()
    expect(account).toEqual({ stripe_customer_id: 'cus_once' })
    expect(await eventsRecorded()).toBe(2)
    // purchase-status now answers 'granted' to its buyer only.
    const status = await shopper.fetch(`/api/payments/purchase-status?session_id=${checkout.sessionId}`)
    expect(await status.json()).toEqual({ status: 'granted', entitlements: ['subscriber'], packageTitle: 'Town TV' })
    const other = await new Shopper().signIn('subscriber@example.com')
    expect((await other.fetch(`/api/payments/purchase-status?session_id=${checkout.sessionId}`)).status).toBe(404)
  })

  it('subscription deleted: the entitlement is gone', async () => {
    const checkout = await pendingSubscription('gone')
    const sub = activeSub('sub_gone', 'cus_gone', checkout.metadata)
    stripe.subscriptions.set(sub.id, sub)
    await deliver(subscriptionEvent('customer.subscription.created', sub))
    expect(await activeCodes(checkout.email)).toContain('subscriber')
    Object.assign(sub, { status: 'canceled', ended_at: nowSeconds() - 1, canceled_at: nowSeconds() - 1 })
    expect((await deliver(subscriptionEvent('customer.subscription.deleted', sub))).status).toBe(200)
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('cancelled')
  })

  it('a failed renewal keeps the supporter watching through the grace, and the end of it ends access', async () => {
    const checkout = await pendingSubscription('pastdue')
    const sub = activeSub('sub_pd', 'cus_pd', checkout.metadata)
    stripe.subscriptions.set(sub.id, sub)
    await deliver(invoiceEvent('invoice.paid', sub, 'pi_first'))
    Object.assign(sub, { status: 'past_due', current_period_start: nowSeconds() - DAY, current_period_end: nowSeconds() + 29 * DAY })
    await deliver(invoiceEvent('invoice.payment_failed', sub, 'pi_second'))
    const [grant] = await purchaseGrants(checkout.purchaseId)
    expect(grant?.ends_at).toBe(iso(sub.current_period_start + 7 * DAY))
    expect(await activeCodes(checkout.email)).toContain('subscriber')
    Object.assign(sub, { status: 'unpaid' })
    await deliver(subscriptionEvent('customer.subscription.updated', sub))
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
  })

  it('a handler that fails answers 500 so Stripe retries, and the retry grants', async () => {
    const checkout = await pendingSubscription('retry')
    const sub = activeSub('sub_retry', 'cus_retry', checkout.metadata)
    stripe.subscriptions.set(sub.id, sub)
    stripe.failing = { path: /subscriptions/, status: 500 }
    const event = subscriptionEvent('customer.subscription.created', sub)
    const failed = await deliver(event)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({ errors: [{ code: 'webhook_failed' }] })
    // The handler's failure, then the reconciliation it started for that customer (Stripe still down).
    expect(takeConsoleErrors()).toEqual(['payment webhook failed', 'reconcile: customer failed'])
    expect(await eventsRecorded()).toBe(0)
    stripe.failing = null
    expect((await deliver(event)).status).toBe(200)
    expect(await activeCodes(checkout.email)).toContain('subscriber')
  })
})

describe('refunds of subscription payments (Stripe API 2025+: invoices in webhooks carry no payments)', () => {
  it('invoice.paid asks Stripe for the invoice payment; a refund of it ends access, and later events do not give it back', async () => {
    const checkout = await pendingSubscription('subrefund')
    const sub = { ...activeSub('sub_subrefund', 'cus_subrefund', checkout.metadata), latest_invoice: 'in_subrefund1' }
    stripe.subscriptions.set(sub.id, sub)
    stripe.invoicePayments.push({ invoice: 'in_subrefund1', paymentIntent: 'pi_subrefund1', subscription: sub.id })
    await deliver(completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }))
    const paid = invoiceEvent('invoice.paid', sub, 'pi_unused', { id: 'in_subrefund1', payments: false })
    expect((await deliver(paid)).status).toBe(200)
    expect(stripe.requests.some((r) => r.path === '/v1/invoice_payments' && r.params.get('invoice') === 'in_subrefund1')).toBe(true)
    expect((await purchaseRow(checkout.purchaseId))?.payment_intent_id).toBe('pi_subrefund1')
    expect(await activeCodes(checkout.email)).toContain('subscriber')

    expect((await deliver(chargeRefunded('pi_subrefund1'))).status).toBe(200)
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('refunded')
    // Stripe still calls the subscription active: a later update of it keeps the refunded period ended.
    expect((await deliver(subscriptionEvent('customer.subscription.updated', sub))).status).toBe(200)
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
  })

  it('a refund of a payment the purchase never recorded is traced through Stripe to its subscription; an earlier month leaves this one', async () => {
    const checkout = await pendingSubscription('tracedrefund')
    const sub = { ...activeSub('sub_traced', 'cus_traced', checkout.metadata), latest_invoice: 'in_traced_now' }
    stripe.subscriptions.set(sub.id, sub)
    stripe.invoicePayments.push(
      { invoice: 'in_traced_before', paymentIntent: 'pi_traced_before', subscription: sub.id },
      { invoice: 'in_traced_now', paymentIntent: 'pi_traced_now', subscription: sub.id },
    )
    // Only the checkout came: the purchase knows its subscription but none of its payments.
    await deliver(completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }))
    expect((await purchaseRow(checkout.purchaseId))?.payment_intent_id).toBeNull()

    expect((await deliver(chargeRefunded('pi_traced_before'))).status).toBe(200)
    expect(await activeCodes(checkout.email)).toContain('subscriber')
    expect((await deliver(chargeRefunded('pi_traced_now'))).status).toBe(200)
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])
    expect(await purchaseRow(checkout.purchaseId)).toMatchObject({ status: 'refunded', payment_intent_id: 'pi_traced_now' })
  })
})

describe('a subscription Stripe does not have (404)', () => {
  it('its subscription and invoice events grant nothing, are logged and answered 200, so Stripe does not retry them for days', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const checkout = await pendingSubscription('nosuch')
      const ghost = activeSub('sub_nosuch', 'cus_nosuch', checkout.metadata)
      const events = [
        subscriptionEvent('customer.subscription.created', ghost),
        subscriptionEvent('customer.subscription.updated', ghost),
        subscriptionEvent('customer.subscription.deleted', ghost),
        invoiceEvent('invoice.paid', ghost, 'pi_nosuch', { payments: false }),
        invoiceEvent('invoice.payment_failed', ghost, 'pi_nosuch2'),
      ]
      for (const event of events) {
        const response = await deliver(event)
        expect(response.status, event.type).toBe(200)
        expect(await response.json()).toEqual({ received: true })
      }
      expect(await purchaseGrants(checkout.purchaseId)).toEqual([])
      expect((await purchaseRow(checkout.purchaseId))?.status).toBe('pending')
      expect(await eventsRecorded()).toBe(events.length)
      expect(warn.mock.calls.map((call) => [call[0], call[1], call[2]])).toEqual(
        events.map((event) => ['payments: the subscription does not exist at the backend; nothing granted', event.type, 'sub_nosuch']),
      )
      // Nothing was asked of Stripe beyond the subscription itself: no payments of an invoice whose subscription is gone.
      expect(stripe.requests.every((r) => r.path === '/v1/subscriptions/sub_nosuch')).toBe(true)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('one-off payments', () => {
  async function seasonCheckout() {
    const shopper = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    return startCheckout(stripe, shopper, { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' })
  }

  it('a paid season price grants plus to the season end; a refund ends it', async () => {
    const checkout = await seasonCheckout()
    await deliver(completedSession(checkout, { mode: 'payment', customer: 'cus_season', payment_intent: 'pi_season' }))
    const grants = await purchaseGrants(checkout.purchaseId)
    expect(grants.map((g) => g.code)).toEqual(['plus', 'subscriber'])
    // SPEC §9.2: to the end of the season, the 30 June after its last first-team fixture.
    const seasonEnd = await currentSeasonEnd(env.DB)
    expect(seasonEnd).toMatch(/-06-30T23:00:00.000Z$/)
    expect(grants.every((g) => g.ends_at === seasonEnd)).toBe(true)
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium', 'plus', 'subscriber'])
    expect((await deliver(chargeRefunded('pi_season'))).status).toBe(200)
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('refunded')
  })

  it('a refund delivered before its checkout: the checkout then grants nothing; a partial refund keeps access', async () => {
    const checkout = await seasonCheckout()
    await deliver(chargeRefunded('pi_early'))
    await deliver(completedSession(checkout, { mode: 'payment', customer: 'cus_early', payment_intent: 'pi_early' }))
    expect(await activeCodes('supporter@example.com')).toEqual(['freemium'])
    expect((await purchaseRow(checkout.purchaseId))?.status).toBe('refunded')

    const second = await seasonCheckout()
    await deliver(completedSession(second, { mode: 'payment', customer: 'cus_early', payment_intent: 'pi_part' }))
    await deliver(chargeRefunded('pi_part', false))
    expect(await activeCodes('supporter@example.com')).toContain('plus')
  })

  it('a match pass grants its one match until the end of the match day', async () => {
    const shopper = await new Shopper(undefined, 'JP').signIn('supporter@example.com')
    const checkout = await startCheckout(stripe, shopper, { packageID: 'match-pass', priceID: 'price-match-pass' })
    const match = await env.DB.prepare('SELECT kickoff FROM matches WHERE id = ?')
      .bind(Number(checkout.metadata.matchID))
      .first<{ kickoff: string }>()
    await deliver(completedSession(checkout, { mode: 'payment', customer: 'cus_pass', payment_intent: 'pi_pass' }))
    const [grant] = await purchaseGrants(checkout.purchaseId)
    expect(grant).toMatchObject({ code: 'match-pass', match_id: Number(checkout.metadata.matchID) })
    expect(grant!.ends_at! > match!.kickoff).toBe(true)
    // The seeded match is live: the pass covers the rest of its day, or of today when the clock has moved on since.
    const coveredFrom = Math.max(Date.parse(match!.kickoff), Date.now())
    expect(Date.parse(grant!.ends_at!)).toBeGreaterThan(Date.now())
    expect(Date.parse(grant!.ends_at!) - coveredFrom).toBeLessThanOrEqual(DAY * 1000)
    expect(await activeCodes('supporter@example.com')).toContain(`match-pass:${checkout.metadata.matchID}`)
  })

  it('an unpaid completion (a delayed payment method) grants nothing yet; an expired checkout is a failed purchase', async () => {
    const checkout = await seasonCheckout()
    await deliver(completedSession(checkout, { mode: 'payment', payment_status: 'unpaid', payment_intent: 'pi_slow' }))
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([])
    const other = await seasonCheckout()
    await deliver(stripeEvent('checkout.session.expired', { id: other.sessionId, object: 'checkout.session', status: 'expired' }))
    expect((await purchaseRow(other.purchaseId))?.status).toBe('failed')
  })
})
