import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FakeStripe, type FakeSubscription } from './fake-stripe'
import { seedDemo } from './helpers'
import {
  completedSession,
  invoiceEvent,
  iso,
  nowSeconds,
  pendingSubscription,
  purchaseGrants,
  purchaseRow,
  subscriptionEvent,
} from './payments-flows'
import { activeCodes, deliver } from './payments-helpers'

// issue 11 "Tests that must exist": every one of the 24 orders of a 4-event
// subscription lifecycle ends in Stripe's final state. Stripe does not promise
// delivery order; each delivery retrieves the subscription, so whatever comes
// last, the entitlement is what Stripe holds now.
let stripe: FakeStripe
beforeEach(async () => {
  await seedDemo()
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const DAY = 86_400

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]))
}

type Step = 'created' | 'invoice.paid' | 'updated(cancel_at_period_end)' | 'deleted' | 'checkout.session.completed'

async function runLifecycle(label: string, steps: readonly Step[], finalState: (sub: FakeSubscription) => void) {
  const checkout = await pendingSubscription(label)
  const start = nowSeconds() - 3600
  const sub: FakeSubscription = {
    id: `sub_${label}`,
    customer: `cus_${label}`,
    status: 'active',
    current_period_start: start,
    current_period_end: start + 30 * DAY,
    metadata: checkout.metadata,
  }
  // The events as Stripe made them, each with the subscription as it was then.
  const made = {
    created: subscriptionEvent('customer.subscription.created', { ...sub }),
    'invoice.paid': invoiceEvent('invoice.paid', { ...sub }, `pi_${label}`),
    'checkout.session.completed': completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }),
    'updated(cancel_at_period_end)': subscriptionEvent(
      'customer.subscription.updated',
      { ...sub, cancel_at_period_end: true, canceled_at: start + 60 },
      { cancel_at_period_end: false },
    ),
    deleted: subscriptionEvent('customer.subscription.deleted', {
      ...sub,
      status: 'canceled',
      ended_at: start + 120,
      canceled_at: start + 60,
    }),
  }
  finalState(sub)
  stripe.subscriptions.set(sub.id, sub)
  return { checkout, sub, events: steps.map((step) => made[step]) }
}

describe('24 delivery orders of a subscription lifecycle', () => {
  it('created, invoice.paid, updated (cancel at period end), deleted: every order ends with the entitlement gone', async () => {
    const orders = permutations<Step>(['created', 'invoice.paid', 'updated(cancel_at_period_end)', 'deleted'])
    expect(orders).toHaveLength(24)
    for (const [index, order] of orders.entries()) {
      const { checkout, events } = await runLifecycle(`ended${index}`, order, (sub) =>
        Object.assign(sub, {
          status: 'canceled',
          cancel_at_period_end: true,
          canceled_at: sub.current_period_start + 60,
          ended_at: sub.current_period_start + 120,
        }),
      )
      for (const event of events) expect((await deliver(event)).status, order.join(' → ')).toBe(200)
      expect(await activeCodes(checkout.email), order.join(' → ')).toEqual(['freemium'])
      expect((await purchaseRow(checkout.purchaseId))?.status, order.join(' → ')).toBe('cancelled')
      const grants = await purchaseGrants(checkout.purchaseId)
      // At most one row (none when the deletion was the first delivery: nothing was ever granted).
      expect(grants.length, order.join(' → ')).toBeLessThanOrEqual(1)
    }
  }, 60_000)

  it('checkout completed, created, invoice.paid, updated (cancel at period end): every order grants exactly to the period end', async () => {
    const orders = permutations<Step>(['checkout.session.completed', 'created', 'invoice.paid', 'updated(cancel_at_period_end)'])
    for (const [index, order] of orders.entries()) {
      const { checkout, sub, events } = await runLifecycle(`cancelling${index}`, order, (s) =>
        Object.assign(s, { cancel_at_period_end: true, canceled_at: s.current_period_start + 60 }),
      )
      for (const event of events) expect((await deliver(event)).status, order.join(' → ')).toBe(200)
      expect(await purchaseGrants(checkout.purchaseId), order.join(' → ')).toEqual([
        { code: 'subscriber', match_id: null, ends_at: iso(sub.current_period_end) },
      ])
      expect(await purchaseRow(checkout.purchaseId), order.join(' → ')).toMatchObject({ status: 'active', stripe_subscription_id: sub.id })
      expect(await activeCodes(checkout.email)).toEqual(['freemium', 'subscriber'])
    }
  }, 60_000)
})
