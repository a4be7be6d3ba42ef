import { describe, expect, it } from 'vitest'
import { nextPromo, seenPromoIds, withSeenPromo } from '../../shared/rules/promo-seen'

const NOW = new Date('2026-11-25T12:00:00Z')
const open = { startDateTime: '2026-11-01T00:00:00Z', endDateTime: '2026-12-31T23:59:59Z' }
const promos = [
  { promoID: 1, ...open },
  { promoID: 2, ...open },
  { promoID: 5, ...open },
]

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
    expect(nextPromo(promos, value, NOW)?.promoID ?? null).toBe(expected)
  })

  // A cached page carries the list as it was: a promo that has ended or not begun is passed over.
  it.each([
    ['ended an hour ago', { startDateTime: '2026-11-01T00:00:00Z', endDateTime: '2026-11-25T11:00:00Z' }, 2],
    ['starts tomorrow', { startDateTime: '2026-11-26T00:00:00Z', endDateTime: '2026-12-31T00:00:00Z' }, 2],
    ['ends this very moment', { startDateTime: '2026-11-01T00:00:00Z', endDateTime: '2026-11-25T12:00:00Z' }, 1],
    ['began this very moment', { startDateTime: '2026-11-25T12:00:00Z', endDateTime: '2026-12-31T00:00:00Z' }, 1],
  ])('promo 1 %s: the next is %i', (_name, window, expected) => {
    const list = [{ promoID: 1, ...window }, ...promos.slice(1)]
    expect(nextPromo(list, undefined, NOW)?.promoID).toBe(expected)
  })
})
