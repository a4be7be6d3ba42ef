import { describe, expect, it } from 'vitest'
import { type FixtureScore, fixtureResultProblem } from '../../shared/rules/fixture-result'

// Issue 19 §4: a result only for a match played or being played.

const now = new Date('2026-11-22T15:00:00Z')
const past = '2026-11-21T15:00:00.000Z'
const future = '2026-11-28T15:00:00.000Z'
const none = { homeScore: null, awayScore: null, homeHalfTimeScore: null, awayHalfTimeScore: null }
const score = (h: number, a: number, hh: number | null = null, ah: number | null = null) => ({
  homeScore: h,
  awayScore: a,
  homeHalfTimeScore: hh,
  awayHalfTimeScore: ah,
})

describe('fixtureResultProblem', () => {
  it.each<[string, FixtureScore, Date | null, string | null]>([
    ['a fixture to come without a score', { status: 'upcoming', kickoffUtc: future, ...none }, now, null],
    ['a postponed match without a score', { status: 'postponed', kickoffUtc: past, ...none }, now, null],
    ['a fixture to come with a score', { status: 'upcoming', kickoffUtc: future, ...score(1, 0) }, now, 'homeScore'],
    ['a result', { status: 'fulltime', kickoffUtc: past, ...score(2, 1, 1, 0) }, now, null],
    ['a result without the away score', { status: 'fulltime', kickoffUtc: past, ...none, homeScore: 2 }, now, 'homeScore'],
    ['a result before kick-off', { status: 'fulltime', kickoffUtc: future, ...score(2, 1) }, now, 'status'],
    ['a result before kick-off, the clock not known (a form)', { status: 'fulltime', kickoffUtc: future, ...score(2, 1) }, null, null],
    ['a live match at 0-0', { status: 'live', kickoffUtc: past, ...score(0, 0) }, now, null],
    ['one half-time score only', { status: 'fulltime', kickoffUtc: past, ...score(2, 1, 1, null) }, now, 'homeHalfTimeScore'],
    ['a half-time score above the score', { status: 'fulltime', kickoffUtc: past, ...score(2, 1, 3, 0) }, now, 'homeHalfTimeScore'],
  ])('%s', (_name, fixture, at, field) => {
    expect(fixtureResultProblem(fixture, at)?.field ?? null).toBe(field)
  })
})
