import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RENEWAL_SLACK_SECONDS } from '../../shared/rules/subscription-access'
import worker from '../../worker/index'
import { makeAccount } from './account-factory'
import { FakeStripe, type FakeSubscription } from './fake-stripe'
import { seedDemo } from './helpers'
import {
  chargeRefunded,
  completedSession,
  iso,
  nowSeconds,
  pendingSubscription,
  purchaseGrants,
  purchaseRow,
  startCheckout,
} from './payments-flows'
import { activeCodes, deliver, type EnvOverrides, formToken, SANDBOX_ENV, STRIPE_ENV, Shopper, submitForm } from './payments-helpers'

// issue 11 §8: nobody who paid is locked out. The daily Cron Trigger compares D1 with the
// backend's subscriptions (Stripe's, or the sandbox's own records), repairs drift and logs each repair.
let stripe: FakeStripe
let log: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  // Seeded around the real clock, as npm start does: the season price is on sale until the season ends.
  await seedDemo({ now: new Date() })
  stripe = new FakeStripe()
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  stripe.spy.mockRestore()
  log.mockRestore()
})

const DAY = 86_400

/** The worker's scheduled handler, as the Cron Trigger "17 4 * * *" runs it. */
async function dailyRun(overrides: EnvOverrides = STRIPE_ENV): Promise<string[]> {
  log.mockClear()
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 4 * * *' }), { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return log.mock.calls.map((args: unknown[]) => args.join(' ')).filter((line: string) => line.startsWith('reconcile: repaired'))
}

const repaired = (line: string) => JSON.parse(line.slice('reconcile: repaired '.length)) as Record<string, unknown>

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

describe('daily reconciliation of one-off purchases (season price, match pass)', () => {
  /** A paid one-off purchase of its own account (one of each: a holder of plus may not buy it twice). */
  async function bought(what: { packageID: string; priceID: string }, paymentIntent: string) {
    const account = await makeAccount()
    const shopper = await new Shopper(STRIPE_ENV, 'JP').signIn(account.email)
    const checkout = await startCheckout(stripe, shopper, what)
    const customer = `cus_${paymentIntent.slice(3)}`
    expect((await deliver(completedSession(checkout, { mode: 'payment', customer, payment_intent: paymentIntent }))).status).toBe(200)
    const grants = await purchaseGrants(checkout.purchaseId)
    expect(grants.length).toBeGreaterThan(0)
    return { email: account.email, purchaseId: checkout.purchaseId, grants, codes: await activeCodes(account.email) }
  }
  const season = { packageID: 'town-tv-plus', priceID: 'price-town-tv-plus-season' }
  const pass = { packageID: 'match-pass', priceID: 'price-match-pass' }
  const rows = (purchaseId: number) => env.DB.prepare('DELETE FROM entitlements WHERE purchase_id = ?').bind(purchaseId)

  it('puts back rows deleted or cut short while the purchase is in date, logs each repair, and never restores a refunded or finished one', async () => {
    const lost = await bought(season, 'pi_lost')
    const short = await bought(season, 'pi_short')
    const cut = await bought(pass, 'pi_cut')
    const legacy = await bought(season, 'pi_legacy')
    const refunded = await bought(season, 'pi_refunded')
    expect((await deliver(chargeRefunded('pi_refunded'))).status).toBe(200)
    const finished = await bought(pass, 'pi_finished')
    const seasonEnd = lost.grants[0]!.ends_at
    expect(lost.codes).toEqual(['freemium', 'plus', 'subscriber'])

    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await env.DB.batch([
      rows(lost.purchaseId),
      env.DB.prepare(`DELETE FROM entitlements WHERE purchase_id = ? AND code = 'plus'`).bind(short.purchaseId),
      env.DB.prepare('UPDATE entitlements SET ends_at = ? WHERE purchase_id = ?').bind(yesterday, cut.purchaseId),
      // Completed before the grant's end was recorded on the purchase, and its rows lost since.
      env.DB.prepare('UPDATE purchases SET current_period_end = NULL WHERE id = ?').bind(legacy.purchaseId),
      rows(legacy.purchaseId),
      rows(refunded.purchaseId),
      // A pass whose match day is over.
      env.DB.prepare('UPDATE purchases SET current_period_end = ? WHERE id = ?').bind(yesterday, finished.purchaseId),
      rows(finished.purchaseId),
    ])
    for (const lostAccess of [lost, short, cut, legacy]) expect(await activeCodes(lostAccess.email)).not.toEqual(lostAccess.codes)

    const repairs = (await dailyRun()).map(repaired)
    for (const restored of [lost, short, cut, legacy]) {
      expect(await activeCodes(restored.email)).toEqual(restored.codes)
      expect(await purchaseGrants(restored.purchaseId)).toEqual(restored.grants)
    }
    expect(await activeCodes(refunded.email)).toEqual(['freemium'])
    expect(await activeCodes(finished.email)).toEqual(['freemium'])
    expect(repairs).toEqual(
      expect.arrayContaining([
        { purchase: lost.purchaseId, paymentIntent: 'pi_lost', code: 'plus', change: 'restored', from: null, to: seasonEnd },
        { purchase: lost.purchaseId, paymentIntent: 'pi_lost', code: 'subscriber', change: 'restored', from: null, to: seasonEnd },
        { purchase: short.purchaseId, paymentIntent: 'pi_short', code: 'plus', change: 'restored', from: null, to: seasonEnd },
        {
          purchase: cut.purchaseId,
          paymentIntent: 'pi_cut',
          code: 'match-pass',
          change: 'extended',
          from: yesterday,
          to: cut.grants[0]!.ends_at,
        },
        { purchase: legacy.purchaseId, paymentIntent: 'pi_legacy', code: 'plus', change: 'restored', from: null, to: seasonEnd },
        { purchase: legacy.purchaseId, paymentIntent: 'pi_legacy', code: 'subscriber', change: 'restored', from: null, to: seasonEnd },
      ]),
    )
    expect(repairs).toHaveLength(6)
    // Nothing drifted since: the next run repairs nothing.
    expect(await dailyRun()).toEqual([])
  })
})

describe('daily reconciliation at scale', () => {
  it("walks every customer's subscriptions through one paginated list, not a request per customer", async () => {
    stripe.pageSize = 2
    const drifted = []
    for (const label of ['page1a', 'page1b', 'page2a', 'page2b', 'page3a']) drifted.push(await subscribed(label))
    for (const { checkout } of drifted)
      await env.DB.prepare('DELETE FROM entitlements WHERE purchase_id = ?').bind(checkout.purchaseId).run()
    stripe.requests.length = 0

    const repairs = (await dailyRun()).map(repaired)
    for (const { checkout } of drifted) expect(await activeCodes(checkout.email)).toEqual(['freemium', 'subscriber'])
    expect(repairs.map((r) => r.subscription).sort()).toEqual(drifted.map(({ sub }) => sub.id).sort())
    // Three pages of two, each asked for every customer's subscriptions, ended ones too.
    const lists = stripe.requests.filter((r) => r.path === '/v1/subscriptions')
    expect(stripe.requests).toHaveLength(lists.length)
    expect(lists).toHaveLength(3)
    expect(lists.every((r) => r.params.get('status') === 'all' && !r.params.has('customer'))).toBe(true)
  })

  it('leaves subscriptions over for longer than any grant they made, and still ends one cancelled since the last run', async () => {
    const { checkout: old, sub: oldSub } = await subscribed('longgone')
    Object.assign(oldSub, {
      status: 'canceled',
      current_period_start: nowSeconds() - 90 * DAY,
      current_period_end: nowSeconds() - 60 * DAY,
      ended_at: nowSeconds() - 60 * DAY,
    })
    const { checkout: recent, sub } = await subscribed('justgone')
    Object.assign(sub, { status: 'canceled', ended_at: nowSeconds() - 60, canceled_at: nowSeconds() - 60 })
    await dailyRun()
    const done = log.mock.calls.map((args: unknown[]) => args.join(' ')).find((line: string) => line.startsWith('reconcile: done'))
    expect(JSON.parse(done!.slice('reconcile: done '.length))).toMatchObject({ subscriptions: 2, skipped: 1, failures: 0 })
    expect(await activeCodes(recent.email)).toEqual(['freemium'])
    expect((await purchaseRow(recent.purchaseId))?.status).toBe('cancelled')
    // The long-gone one was not looked at: its purchase row is as the last event left it.
    expect((await purchaseRow(old.purchaseId))?.status).toBe('active')
  })
})
