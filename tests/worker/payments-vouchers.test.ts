import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { voucherCodeHash } from '../../worker/db/vouchers'
import { makeAccount } from './account-factory'
import { FakeStripe } from './fake-stripe'
import { seedDemo } from './helpers'
import { activeCodes, Shopper } from './payments-helpers'

// issue 11 §9: a voucher code is redeemed for real (a free pass, or a promotion code for checkout), with
// clear messages for unknown, expired and already used codes, and rate-limited so codes cannot be guessed.
let stripe: FakeStripe
beforeEach(async () => {
  await seedDemo()
  stripe = new FakeStripe()
})
afterEach(() => stripe.spy.mockRestore())

const DAY_MS = 86_400_000

/** A fresh supporter per test: the per-account voucher limit (5 a minute) is never shared with another test. */
async function supporter() {
  const account = await makeAccount()
  return { email: account.email, shopper: await new Shopper().signIn(account.email) }
}

async function redeem(shopper: Shopper, body: unknown) {
  const response = await shopper.post('/api/vouchers/redeem', body)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const refusal = (code: string, message: string) => ({ errors: [{ code, message }] })

describe('voucher redemption', () => {
  it('a free-week pass grants the membership at once, once per account, whatever the case or spacing of the code', async () => {
    const { email, shopper } = await supporter()
    const before = Date.now()
    const first = await redeem(shopper, { code: '  towntv-freeweek ' })
    expect(first).toMatchObject({ status: 200, body: { kind: 'pass', label: 'A free week of Town TV', entitlements: ['subscriber'] } })
    const endsAt = Date.parse(first.body.endsAt as string)
    expect(endsAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)
    expect(await activeCodes(email)).toEqual(['freemium', 'subscriber'])
    expect(await redeem(shopper, { code: 'TOWNTV-FREEWEEK' })).toEqual({
      status: 409,
      body: refusal('voucher_used', 'You have already used this voucher code'),
    })
    const { results } = await env.DB.prepare(
      `SELECT e.code, e.source FROM entitlements e JOIN accounts a ON a.id = e.account_id WHERE a.email = ? AND e.code <> 'freemium'`,
    )
      .bind(email)
      .all()
    expect(results).toEqual([{ code: 'subscriber', source: 'voucher' }])
  })

  it('a free-week pass does not stop its holder subscribing: the card says Buy and create-checkout goes to Stripe', async () => {
    const { email, shopper } = await supporter()
    expect((await redeem(shopper, { code: 'TOWNTV-FREEWEEK' })).status).toBe(200)
    // The pass opens the videos at once...
    const session = await shopper.fetch('/api/auth/session')
    const { attributes: user } = (
      (await session.json()) as { data: { attributes: { entitlements: string[]; ownedEntitlements: string[] } } }
    ).data
    expect(user.entitlements).toEqual(['freemium', 'subscriber'])
    // ...but is nothing to manage in the portal, so buying does not count it as held (the cards read ownedEntitlements).
    expect(user.ownedEntitlements).toEqual(['freemium'])
    const account = (await env.DB.prepare('SELECT sso_id FROM accounts WHERE email = ?').bind(email).first<{ sso_id: string }>())!
    const read = await shopper.fetch(`/api/streamline/users/entitlements/${account.sso_id}`)
    expect(((await read.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({
      entitlements: ['freemium', 'subscriber'],
      ownedEntitlements: ['freemium'],
    })
    const checkout = await shopper.post('/api/payments/create-checkout', { packageID: 'town-tv-monthly', priceID: 'price-town-tv-monthly' })
    expect(checkout.status).toBe(200)
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions'])
    expect(stripe.requests[0]!.params.get('line_items[0][price_data][unit_amount]')).toBe('599')
  })

  it('unknown and expired codes are refused with their own messages and grant nothing', async () => {
    const { email, shopper } = await supporter()
    expect(await redeem(shopper, { code: 'NOT-A-CODE' })).toEqual({
      status: 404,
      body: refusal('voucher_unknown', 'That voucher code was not recognised'),
    })
    expect(await redeem(shopper, { code: 'TOWNTV-SUMMER25' })).toEqual({
      status: 410,
      body: refusal('voucher_expired', 'That voucher code has expired'),
    })
    expect(await activeCodes(email)).toEqual(['freemium'])
  })

  it('a promotion code comes back for checkout, where Stripe gets its coupon instead of the promotion-code box', async () => {
    const { shopper } = await supporter()
    const promotion = await redeem(shopper, { code: 'towntv-10off' })
    expect(promotion).toEqual({ status: 200, body: { kind: 'promotion', coupon: 'TOWNTV-10OFF', label: '10% off Town TV' } })
    const checkout = await shopper.post('/api/payments/create-checkout', {
      packageID: 'town-tv-monthly',
      priceID: 'price-town-tv-monthly',
      coupon: promotion.body.coupon,
    })
    expect(checkout.status).toBe(200)
    const params = stripe.requests.at(-1)!.params
    expect(params.get('discounts[0][coupon]')).toBe('towntv-10off')
    expect(params.has('allow_promotion_codes')).toBe(false)
  })

  it('the last place of a limited voucher goes to one supporter only, even when two redeem at once', async () => {
    await env.DB.prepare(
      `INSERT INTO vouchers (code_hash, label, kind, entitlements, duration_days, max_redemptions, created_at)
       VALUES (?, 'One free day', 'pass', '["subscriber"]', 1, 1, ?)`,
    )
      .bind(await voucherCodeHash('ONE-PLACE'), new Date().toISOString())
      .run()
    const [a, b] = await Promise.all([supporter(), supporter()])
    const answers = await Promise.all([redeem(a.shopper, { code: 'ONE-PLACE' }), redeem(b.shopper, { code: 'ONE-PLACE' })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410])
    expect(answers.find((answer) => answer.status === 410)?.body).toEqual(
      refusal('voucher_exhausted', 'That voucher code has already been used as many times as it allows'),
    )
    const holders = [await activeCodes(a.email), await activeCodes(b.email)].filter((codes) => codes.includes('subscriber'))
    expect(holders).toHaveLength(1)
  })

  it('a blocked account is refused (SPEC §8.1 ERR_56882466_1) and nothing is written; unblocked, the same code works', async () => {
    const account = await makeAccount({ blocked: true })
    const shopper = await new Shopper().signIn(account.email)
    expect(await redeem(shopper, { code: 'TOWNTV-FREEWEEK' })).toEqual({
      status: 403,
      body: refusal('ERR_56882466_1', 'Your account has been blocked by an administrator'),
    })
    const written = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM voucher_redemptions WHERE account_id = ?1) AS redemptions,
              (SELECT count(*) FROM entitlements WHERE account_id = ?1 AND code <> 'freemium') AS entitlements`,
    )
      .bind(account.id)
      .first()
    expect(written).toEqual({ redemptions: 0, entitlements: 0 })
    expect(await activeCodes(account.email)).toEqual(['freemium'])
    // The refusal used nothing up: once unblocked, the pass is still theirs to redeem.
    await env.DB.prepare('UPDATE accounts SET blocked = 0 WHERE id = ?').bind(account.id).run()
    expect((await redeem(shopper, { code: 'TOWNTV-FREEWEEK' })).status).toBe(200)
    expect(await activeCodes(account.email)).toEqual(['freemium', 'subscriber'])
  })

  it('signed out is refused; bad input is a 400 with a clear message', async () => {
    expect(await redeem(new Shopper(), { code: 'TOWNTV-FREEWEEK' })).toEqual({
      status: 401,
      body: refusal('not_signed_in', 'You must be logged in to redeem a voucher'),
    })
    const { email, shopper } = await supporter()
    const bad = refusal('bad_request', 'Enter a voucher code: letters, numbers and dashes')
    for (const body of [{ code: '' }, { code: 'x' }, { code: "A' OR 1=1" }, { code: 42 }]) {
      expect(await redeem(shopper, body), JSON.stringify(body)).toEqual({ status: 400, body: bad })
    }
    const raw = await shopper.fetch('/api/vouchers/redeem', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'code' })
    expect(raw.status).toBe(400)
    expect(await activeCodes(email)).toEqual(['freemium'])
  })

  it('is rate-limited per account: the sixth code in a minute is 429, even a good one', async () => {
    const { email, shopper } = await supporter()
    const guesses = ['GUESS-1', 'GUESS-2', 'GUESS-3', 'GUESS-4', 'GUESS-5']
    for (const code of guesses) expect((await redeem(shopper, { code })).status, code).toBe(404)
    const limited = await shopper.post('/api/vouchers/redeem', { code: 'TOWNTV-FREEWEEK' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('60')
    expect(await limited.json()).toMatchObject({ errors: [{ code: 'too_many_attempts' }] })
    expect(await activeCodes(email)).toEqual(['freemium'])
  })
})
