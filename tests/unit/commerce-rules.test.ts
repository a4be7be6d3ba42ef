import { describe, expect, it } from 'vitest'
import { type PaymentsMode, removalOf, STRIPE_PRICE_ID, stripePriceRequired } from '../../shared/rules/commerce-sale'
import { promoState, promoWindowProblem } from '../../shared/rules/promo-window'

// Issue 19 §6: the commerce rules the back office's API and forms share.

describe('a Stripe price id is needed for a price on sale wherever buying is not the sandbox', () => {
  it.each<[PaymentsMode, boolean, boolean]>([
    ['stripe', true, true],
    ['stripe', false, false],
    ['off', true, true],
    ['off', false, false],
    ['sandbox', true, false],
    ['sandbox', false, false],
  ])('%s, on sale %s → required %s', (mode, published, required) => {
    expect(stripePriceRequired(mode, published)).toBe(required)
  })

  it.each([
    ['price_1QabcDEF', true],
    ['price_', false],
    ['prod_123', false],
    ['price_abc-def', false],
    [' price_abc', false],
  ])('%j has Stripe’s shape: %s', (id, ok) => {
    expect(STRIPE_PRICE_ID.test(id)).toBe(ok)
  })
})

describe('a package someone bought is taken off sale, never deleted', () => {
  it.each([
    [0, 'delete'],
    [1, 'takeOffSale'],
    [250, 'takeOffSale'],
  ])('%i purchases → %s', (purchases, removal) => {
    expect(removalOf(purchases)).toBe(removal)
  })
})

describe('a promo window (UTC) and what it means now', () => {
  const now = new Date('2026-11-27T12:00:00.000Z')
  it.each<[string, string, string | null]>([
    ['2026-11-27T10:00:00.000Z', '2026-11-28T10:00:00.000Z', null],
    ['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.000Z', 'endsBeforeStart'],
    ['2026-11-28T10:00:00.000Z', '2026-11-27T10:00:00.000Z', 'endsBeforeStart'],
    ['2026-01-01T00:00:00.000Z', '2027-01-03T00:00:00.000Z', 'tooLong'],
  ])('%s to %s → %s', (start, end, problem) => {
    expect(promoWindowProblem(start, end)).toBe(problem)
  })

  it.each<[boolean, string, string, string]>([
    [true, '2026-11-27T10:00:00.000Z', '2026-11-27T13:00:00.000Z', 'showing'],
    [true, '2026-11-27T12:00:00.000Z', '2026-11-27T12:00:00.000Z', 'showing'],
    [true, '2026-11-27T13:00:00.000Z', '2026-11-27T14:00:00.000Z', 'scheduled'],
    [true, '2026-11-27T10:00:00.000Z', '2026-11-27T11:00:00.000Z', 'ended'],
    [false, '2026-11-27T10:00:00.000Z', '2026-11-27T13:00:00.000Z', 'off'],
  ])('enabled %s, %s to %s → %s', (enabled, startUtc, endUtc, state) => {
    expect(promoState({ enabled, startUtc, endUtc }, now)).toBe(state)
  })
})
