import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RENEWAL_SLACK_SECONDS } from '../../shared/rules/subscription-access'
import worker from '../../worker/index'
import { makeAccount } from './account-factory'
import { FakeStripe, type FakeSubscription } from './fake-stripe'
import { seedDemo } from './helpers'
import { completedSession, iso, nowSeconds, pendingSubscription, purchaseGrants, purchaseRow } from './payments-flows'
import { activeCodes, deliver, type EnvOverrides, formToken, SANDBOX_ENV, STRIPE_ENV, Shopper, submitForm } from './payments-helpers'

// issue 11 §8: nobody who paid is locked out. The daily Cron Trigger compares D1 with the
// backend's subscriptions (Stripe's, or the sandbox's own records), repairs drift and logs each repair.
let stripe: FakeStripe
let log: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  await seedDemo()
  stripe = new FakeStripe()
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  stripe.spy.mockRestore()
  log.mockRestore()
})

const DAY = 86_400

/** The worker's scheduled handler, as the Cron Trigger "17 4 * * *" runs it. */
async function dailyRun(overrides: EnvOverrides = STRIPE_ENV) {
  log.mockClear()
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 4 * * *' }), { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return log.mock.calls.map((args: unknown[]) => args.join(' ')).filter((line: string) => line.startsWith('reconcile: repaired'))
}

async function subscribed(label: string) {
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
  stripe.subscriptions.set(sub.id, sub)
  expect((await deliver(completedSession(checkout, { mode: 'subscription', customer: sub.customer, subscription: sub.id }))).status).toBe(
    200,
  )
  expect(await activeCodes(checkout.email)).toContain('subscriber')
  return { checkout, sub }
}

describe('daily reconciliation', () => {
  it('puts back a deleted entitlement row of a paying supporter, and logs the repair', async () => {
    const { checkout, sub } = await subscribed('lost')
    await subscribed('fine')
    await env.DB.prepare('DELETE FROM entitlements WHERE purchase_id = ?').bind(checkout.purchaseId).run()
    expect(await activeCodes(checkout.email)).toEqual(['freemium'])

    const repairs = await dailyRun()
    const end = iso(sub.current_period_end + RENEWAL_SLACK_SECONDS)
    expect(await purchaseGrants(checkout.purchaseId)).toEqual([{ code: 'subscriber', match_id: null, ends_at: end }])
    expect(await activeCodes(checkout.email)).toEqual(['freemium', 'subscriber'])
    // One repair, for that supporter only, with ids and codes (never a secret).
    expect(repairs).toHaveLength(1)
    expect(JSON.parse(repairs[0]!.slice('reconcile: repaired '.length))).toEqual({
      customer: 'cus_lost',
      subscription: 'sub_lost',
      purchase: checkout.purchaseId,
      code: 'subscriber',
      change: 'restored',
      from: null,
      to: end,
    })
    expect(repairs[0]).not.toContain(STRIPE_ENV.STRIPE_SECRET_KEY)
    // Nothing drifted since: the next run repairs nothing.
    expect(await dailyRun()).toEqual([])
  })

  it("follows Stripe when a webhook was missed: a cancellation ends access, a lost purchase row is made again from Stripe's metadata", async () => {
    const { checkout: cancelled, sub } = await subscribed('missed')
    Object.assign(sub, { status: 'canceled', ended_at: nowSeconds() - 60, canceled_at: nowSeconds() - 120 })

    const { checkout: orphan } = await subscribed('orphan')
    await env.DB.batch([
      env.DB.prepare('DELETE FROM entitlements WHERE purchase_id = ?').bind(orphan.purchaseId),
      env.DB.prepare('DELETE FROM purchases WHERE id = ?').bind(orphan.purchaseId),
    ])
    expect(await activeCodes(orphan.email)).toEqual(['freemium'])

    const repairs = await dailyRun()
    expect(await activeCodes(cancelled.email)).toEqual(['freemium'])
    expect((await purchaseRow(cancelled.purchaseId))?.status).toBe('cancelled')
    expect(await activeCodes(orphan.email)).toEqual(['freemium', 'subscriber'])
    const remade = await env.DB.prepare(
      `SELECT p.status, p.package_id FROM purchases p JOIN accounts a ON a.id = p.account_id WHERE a.email = ? AND p.stripe_subscription_id = 'sub_orphan'`,
    )
      .bind(orphan.email)
      .first()
    expect(remade).toEqual({ status: 'active', package_id: 'town-tv-monthly' })
    expect(repairs.map((line: string) => JSON.parse(line.slice('reconcile: repaired '.length)).change).sort()).toEqual(['ended', 'granted'])
  })

  it("in the sandbox, reconciles against the sandbox's own records", async () => {
    const account = await makeAccount()
    const shopper = await new Shopper(SANDBOX_ENV).signIn(account.email)
    const created = await shopper.post('/api/payments/create-checkout', { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    const { id } = (await created.json()) as { id: string }
    const html = await (await shopper.fetch(`/sandbox/checkout/${id}`)).text()
    expect((await submitForm(shopper, `/sandbox/checkout/${id}/pay`, formToken(html, `/sandbox/checkout/${id}/pay`))).status).toBe(303)
    expect(await activeCodes(account.email)).toContain('subscriber')
    await env.DB.prepare(`DELETE FROM entitlements WHERE code = 'subscriber' AND account_id = (SELECT id FROM accounts WHERE email = ?)`)
      .bind(account.email)
      .run()

    const repairs = await dailyRun(SANDBOX_ENV)
    expect(await activeCodes(account.email)).toEqual(['freemium', 'subscriber'])
    expect(repairs).toHaveLength(1)
    expect(repairs[0]).toContain('"change":"restored"')
    expect(stripe.calls).toBe(0)
  })
})
