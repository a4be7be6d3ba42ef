import { describe, expect, it } from 'vitest'
import { type AdvertWindowState, advertWindowState } from '../../shared/rules/advert-window'

describe('advertWindowState (issue 19 §6, SPEC §5)', () => {
  const cases: Array<[string, string, AdvertWindowState]> = [
    ['2026-01-01T00:00:00.000Z', '2026-01-31T23:59:59.000Z', 'ok'],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z', 'ok'],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'endNotAfterStart'],
    ['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z', 'endNotAfterStart'],
    ['not a date', '2026-01-01T00:00:00Z', 'unreadable'],
    ['2026-01-01T00:00:00Z', '', 'unreadable'],
  ]
  it.each(cases)('%s to %s is %s', (start, end, state) => {
    expect(advertWindowState(start, end)).toBe(state)
  })
})
