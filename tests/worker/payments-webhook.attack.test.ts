import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RENEWAL_SLACK_SECONDS } from '../../shared/rules/subscription-access'
import { currentSeasonEnd } from '../../worker/db/sale-calendar'
import {
  type Delivery,
  deliveriesFor,
  type GenuineEvent,
  seededRandom,
  shuffled,
  victimForgeries,
} from '../attack/payments-webhook-deliveries'
import { FakeStripe, type FakeSubscription } from './fake-stripe'
import { seedDemo } from './helpers'
import {
  completedSession,
  invoiceEvent,
  iso,
  nowSeconds,
  pendingPurchase,
  purchaseGrants,
  purchaseRow,
  subscriptionEvent,
} from './payments-flows'
import { deliver, signature, STRIPE_ENV } from './payments-helpers'

// issue 11 "Tests that must exist": adversarial webhook deliveries (stale timestamps, flipped bytes, wrong
// secret, duplicate ids, reorders), all shuffled together and sent several at a time: each purchase is
// fulfilled exactly once, in Stripe's final state, and a purchase that never paid gets nothing.
// npm test sends a fast set; npm run test:attack (ATTACK=1) at least 1,000.
const ATTACK = env.ATTACK === '1'
const SCALE = ATTACK ? { subscriptions: 8, seasons: 3, minimum: 1_000 } : { subscriptions: 1, seasons: 1, minimum: 200 }
const AT_ONCE = 8
const DAY = 86_400

let stripe: FakeStripe
beforeEach(async () => {
  // Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

interface Expected {
  purchaseId: number
  email: string
  grants: Array<{ code: string; match_id: null; ends_at: string }>
  status: string
}

/** A subscription's four events as Stripe made them; Stripe now holds `sub` (active, or cancelling at period end). */
async function subscriptionPurchase(label: string, cancelling: boolean): Promise<{ events: GenuineEvent[]; expected: Expected }> {
  const checkout = await pendingPurchase(label, 'subscription')
  const start = nowSeconds() - 3600
  const sub: FakeSubscription = {
    id: `sub_${label}`,
    customer: `cus_${label}`,
    status: 'active',
    current_period_start: start,
    current_period_end: start + 30 * DAY,
    metadata: checkout.metadata,
  }
  const events = [
    completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }),
    subscriptionEvent('customer.subscription.created', { ...sub }),
    invoiceEvent('invoice.paid', { ...sub }, `pi_${label}`),
    subscriptionEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: cancelling }, { cancel_at_period_end: !cancelling }),
  ]
  if (cancelling) Object.assign(sub, { cancel_at_period_end: true, canceled_at: start + 60 })
  stripe.subscriptions.set(sub.id, sub)
  const endsAt = iso(sub.current_period_end + (cancelling ? 0 : RENEWAL_SLACK_SECONDS))
  return {
    events: events as GenuineEvent[],
    expected: {
      purchaseId: checkout.purchaseId,
      email: checkout.email,
      grants: [{ code: 'subscriber', match_id: null, ends_at: endsAt }],
      status: 'active',
    },
  }
}

/** The plus tier's season price, paid once. */
async function seasonPurchase(label: string, seasonEnd: string): Promise<{ events: GenuineEvent[]; expected: Expected }> {
  const checkout = await pendingPurchase(label, 'season')
  const event = completedSession(checkout, { mode: 'payment', customer: `cus_${label}`, payment_intent: `pi_${label}` })
  return {
    events: [event as GenuineEvent],
    expected: {
      purchaseId: checkout.purchaseId,
      email: checkout.email,
      grants: ['plus', 'subscriber'].map((code) => ({ code, match_id: null, ends_at: seasonEnd })),
      status: 'completed',
    },
  }
}

async function headerFor(delivery: Delivery): Promise<string> {
  if ('literal' in delivery.header) return delivery.header.literal
  const now = nowSeconds()
  const { payload, secret, age, edit } = delivery.header
  const header = await signature(payload, { secret: secret === 'ours' ? STRIPE_ENV.STRIPE_WEBHOOK_SECRET : secret, timestamp: now - age })
  return edit ? edit(header, now) : header
}

async function send(delivery: Delivery): Promise<{ delivery: Delivery; statuses: number[] }> {
  const header = await headerFor(delivery)
  const copies = Array.from({ length: delivery.copies }, () => deliver(null, { header, body: delivery.body }))
  return { delivery, statuses: (await Promise.all(copies)).map((response) => response.status) }
}

describe(`webhook deliveries under attack (${ATTACK ? 'full' : 'fast'} set)`, () => {
  it('every purchase is fulfilled exactly once, in Stripe’s final state; no forgery is taken', async () => {
    const seasonEnd = await currentSeasonEnd(env.DB)
    expect(seasonEnd).not.toBeNull()
    const purchases = [
      ...(await Promise.all(Array.from({ length: SCALE.subscriptions }, (_, i) => subscriptionPurchase(`atk-sub-${i}`, i % 2 === 1)))),
      ...(await Promise.all(Array.from({ length: SCALE.seasons }, (_, i) => seasonPurchase(`atk-season-${i}`, seasonEnd!)))),
    ]
    // Another supporter's checkout that was never paid: forgeries name it, and the swapped-purchase tamper points at it.
    const victim = await pendingPurchase('atk-victim', 'season')
    const victimEvent = completedSession(victim, { mode: 'payment', customer: 'cus_attacker', payment_intent: 'pi_forged' })

    const random = seededRandom(ATTACK ? 20_261_124 : 11)
    const deliveries = shuffled(
      [
        ...purchases.flatMap(({ events }) => events.flatMap((event) => deliveriesFor(event, victim.purchaseId, random))),
        ...victimForgeries(victimEvent as GenuineEvent, random),
      ],
      random,
    )
    const requests = deliveries.reduce((sum, delivery) => sum + delivery.copies, 0)
    expect(requests).toBeGreaterThanOrEqual(SCALE.minimum)

    const wrong: string[] = []
    for (let i = 0; i < deliveries.length; i += AT_ONCE) {
      for (const { delivery, statuses } of await Promise.all(deliveries.slice(i, i + AT_ONCE).map(send))) {
        const want = delivery.expect === 'accepted' ? 200 : 400
        if (statuses.some((status) => status !== want)) wrong.push(`${delivery.family}: ${delivery.name} → ${statuses.join(',')}`)
      }
    }
    expect(wrong).toEqual([])

    for (const { expected } of purchases) {
      expect(await purchaseGrants(expected.purchaseId), expected.email).toEqual(expected.grants)
      expect((await purchaseRow(expected.purchaseId))?.status, expected.email).toBe(expected.status)
      // Nothing granted to the account outside its one purchase.
      const rows = await env.DB.prepare(
        `SELECT count(*) AS n FROM entitlements e JOIN accounts a ON a.id = e.account_id WHERE a.email = ? AND e.code <> 'freemium'`,
      )
        .bind(expected.email)
        .first<{ n: number }>()
      expect(rows?.n, expected.email).toBe(expected.grants.length)
    }
    expect(await purchaseGrants(victim.purchaseId)).toEqual([])
    expect((await purchaseRow(victim.purchaseId))?.status).toBe('pending')

    // Each genuine event id and each reissue recorded once; no refused delivery left a trace.
    const genuineIds = purchases.flatMap(({ events }) => events.flatMap((event) => [event.id, `${event.id}_again`]))
    const { results } = await env.DB.prepare('SELECT id FROM payment_events ORDER BY id').all<{ id: string }>()
    expect(results.map((row) => row.id)).toEqual([...genuineIds].sort())
  }, 300_000)
})
