/**
 * Issue 19 §4: fixtures and results edited in the back office. A result is
 * only for a match that has been played or is being played: a fixture to come
 * (or postponed) has no score, a live or finished one has both scores, and a
 * match cannot be live or finished before it kicks off. Half-time scores go
 * with a score and never exceed it.
 */
import type { MatchStatus } from '../types/football'

export interface FixtureScore {
  status: MatchStatus
  kickoffUtc: string
  homeScore: number | null
  awayScore: number | null
  homeHalfTimeScore: number | null
  awayHalfTimeScore: number | null
}

export type FixtureResultProblem = { field: 'homeScore' | 'homeHalfTimeScore' | 'status'; message: string } | null

/** `now` null: every check but the clock's (a form cannot know the server's time). */
export function fixtureResultProblem(fixture: FixtureScore, now: Date | null): FixtureResultProblem {
  const scored = fixture.homeScore !== null || fixture.awayScore !== null
  const halfTime = fixture.homeHalfTimeScore !== null || fixture.awayHalfTimeScore !== null
  const played = fixture.status === 'live' || fixture.status === 'fulltime'
  if (!played) {
    if (scored || halfTime) return { field: 'homeScore', message: 'A match not yet played has no score: clear it, or set the status' }
    return null
  }
  if (now !== null && Date.parse(fixture.kickoffUtc) > now.getTime())
    return { field: 'status', message: 'This match kicks off later: it cannot be live or finished yet' }
  if (fixture.homeScore === null || fixture.awayScore === null)
    return { field: 'homeScore', message: 'A match being played or played has both scores' }
  if (halfTime) {
    if (fixture.homeHalfTimeScore === null || fixture.awayHalfTimeScore === null)
      return { field: 'homeHalfTimeScore', message: 'Give both half-time scores, or neither' }
    if (fixture.homeHalfTimeScore > fixture.homeScore || fixture.awayHalfTimeScore > fixture.awayScore)
      return { field: 'homeHalfTimeScore', message: 'A half-time score is more than the score' }
  }
  return null
}
