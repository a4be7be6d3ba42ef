import { describe, expect, it } from 'vitest'
import { nextPromo, seenPromoIds, withSeenPromo } from '../../shared/rules/promo-seen'

const promos = [{ promoID: 1 }, { promoID: 2 }, { promoID: 5 }]

describe('promo-seen cookie (SPEC §4.8)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['1.2', [1, 2]],
    ['1.x.-3.2.5', [1, 2, 5]],
  ])('%j reads as %j', (value, ids) => {
    expect(seenPromoIds(value)).toEqual(ids)
  })

  it.each([
    [undefined, 1, '1'],
    ['1', 2, '1.2'],
    ['1.2', 1, '2.1'],
  ])('%j plus %i → %j', (value, id, expected) => {
    expect(withSeenPromo(value, id)).toBe(expected)
  })

  it.each([
    [undefined, 1],
    ['1', 2],
    ['2.1', 5],
    ['1.2.5', null],
  ])('with %j the next promo is %s', (value, expected) => {
    expect(nextPromo(promos, value)?.promoID ?? null).toBe(expected)
  })
})
