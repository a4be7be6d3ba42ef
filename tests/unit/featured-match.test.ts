import { describe, expect, it } from 'vitest'
import { type FeaturedCandidate, featuredMatch } from '../../shared/rules/featured-match'

const NOW = '2026-11-22T12:00:00.000Z'
const m = (id: number, status: FeaturedCandidate['status'], kickoff: string): FeaturedCandidate => ({ id, status, kickoff })
const result = m(1, 'fulltime', '2026-11-07T15:00:00.000Z')
const olderResult = m(2, 'fulltime', '2026-10-31T15:00:00.000Z')
const live = m(3, 'live', '2026-11-22T11:30:00.000Z')
const next = m(4, 'upcoming', '2026-11-29T15:00:00.000Z')
const later = m(5, 'upcoming', '2026-12-06T15:00:00.000Z')
const stale = m(6, 'upcoming', '2026-11-21T15:00:00.000Z')
const postponedLater = m(7, 'postponed', '2026-12-20T15:00:00.000Z')

// SPEC §2.1 /match/{team?}/{season?}: live, then next upcoming, then latest.
describe('featuredMatch', () => {
  it.each([
    { name: 'the live match first', list: [result, later, live, next], expected: { kind: 'live', id: 3 } },
    { name: 'else the soonest upcoming one', list: [later, result, next, olderResult], expected: { kind: 'next', id: 4 } },
    { name: 'an upcoming match kicking off now is next', list: [result, m(8, 'upcoming', NOW)], expected: { kind: 'next', id: 8 } },
    { name: 'an upcoming match past its kick-off is not next', list: [stale, result], expected: { kind: 'latest', id: 1 } },
    { name: 'else the latest result', list: [olderResult, result, postponedLater], expected: { kind: 'latest', id: 1 } },
    {
      name: 'only postponements: the latest of them',
      list: [postponedLater, m(9, 'postponed', '2026-10-01T15:00:00.000Z')],
      expected: { kind: 'latest', id: 7 },
    },
    {
      name: 'same kick-off: the higher id is later',
      list: [m(10, 'fulltime', result.kickoff), m(11, 'fulltime', result.kickoff)],
      expected: { kind: 'latest', id: 11 },
    },
    { name: 'no matches: none', list: [], expected: { kind: 'none', id: null } },
  ] as const)('$name', ({ list, expected }) => {
    expect(featuredMatch(list, NOW)).toEqual(expected)
  })
})
