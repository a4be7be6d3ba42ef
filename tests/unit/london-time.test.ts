import { describe, expect, it } from 'vitest'
import { londonLocalToUtc, utcToLondonLocal } from '../../shared/rules/london-time'

describe('a London time an editor schedules for (issue 19 §2)', () => {
  it.each([
    ['2026-01-10T15:00', '2026-01-10T15:00:00.000Z'],
    ['2026-07-10T15:00', '2026-07-10T14:00:00.000Z'],
    // The spring change (29 Mar 2026): 00:59 is GMT, 02:00 already BST.
    ['2026-03-29T00:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29T02:00', '2026-03-29T01:00:00.000Z'],
    // The autumn change (25 Oct 2026): 01:30 happens twice; the first (BST) is meant.
    ['2026-10-25T01:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25T02:00', '2026-10-25T02:00:00.000Z'],
    ['2026-12-31T23:59', '2026-12-31T23:59:00.000Z'],
  ])('%s is %s', (local, utc) => {
    expect(londonLocalToUtc(local)).toEqual({ ok: true, utc })
  })

  it.each([
    ['2026-03-29T01:00', 'noSuchTime'],
    ['2026-03-29T01:59', 'noSuchTime'],
    ['2026-02-30T10:00', 'format'],
    ['2026-13-01T10:00', 'format'],
    ['2026-01-01T24:00', 'format'],
    ['2026-01-01T10:60', 'format'],
    ['2026-01-01 10:00', 'format'],
    ['2026-01-01T10:00Z', 'format'],
    ['2026-01-01T10:00:00', 'format'],
    ['', 'format'],
    ['1999-01-01T10:00', 'format'],
  ])('%s is refused: %s', (local, reason) => {
    expect(londonLocalToUtc(local)).toEqual({ ok: false, reason })
  })

  it.each([
    ['2026-01-10T15:00:00.000Z', '2026-01-10T15:00'],
    ['2026-07-10T14:00:00.000Z', '2026-07-10T15:00'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25T01:30'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25T01:30'],
  ])('%s shows on London clocks as %s', (utc, local) => {
    expect(utcToLondonLocal(utc)).toBe(local)
  })
})
