/**
 * How long a one-off payment grants (issue 11 §5; SPEC §1, §6, §9.2): a match
 * pass is one game and ends when its match day ends (Europe/London); the plus
 * tier's season price ends when the season does.
 */
import { londonDateParts, londonDayRange } from './formats'

/** The end of the London day the match kicks off on: a pass covers the game, the delay and the replay that evening. */
export function matchPassEnd(kickoffIso: string): string {
  const { year, month, day } = londonDateParts(kickoffIso)
  return londonDayRange(year, month, day).to
}

/** A season runs to the end of 30 June in London (2025/26 → midnight after 30 June 2026). */
export const SEASON_LAST_MONTH = 6
export const SEASON_LAST_DAY = 30

/**
 * The end of a season: 30 June of the year after it starts, or, when its
 * fixtures run later than that (the demo's calendar is a year ahead of its
 * season label), the 30 June after its last first-team fixture. A season pass
 * never ends before the games it was bought for.
 */
export function seasonEnd(seasonStartYear: number, lastFixtureIso: string | null): string {
  const nominal = londonDayRange(seasonStartYear + 1, SEASON_LAST_MONTH, SEASON_LAST_DAY).to
  if (lastFixtureIso === null) return nominal
  const last = londonDateParts(lastFixtureIso)
  const afterLast = last.month <= SEASON_LAST_MONTH ? last.year : last.year + 1
  const fixturesEnd = londonDayRange(afterLast, SEASON_LAST_MONTH, SEASON_LAST_DAY).to
  return fixturesEnd > nominal ? fixturesEnd : nominal
}

/**
 * Whether a season price bought at `boughtAt` is for the season starting in
 * startYear: bought once the season before it had ended (its nominal 30 June).
 * A purchase from an earlier season never grants the current one.
 */
export function boughtForSeason(boughtAt: string, startYear: number): boolean {
  return Date.parse(boughtAt) >= Date.parse(seasonEnd(startYear - 1, null))
}

export type OneOffGrant =
  | { state: 'granted'; endsAt: string }
  /** Nothing to grant: the pass's match day or the season is already over. */
  | { state: 'over' }

/**
 * What a paid one-off purchase grants from `now`: a pass for its match, a
 * season price until the season ends. A pass for a match that is being played
 * now covers at least the rest of today, whatever day it kicked off (a match
 * suspended overnight, or the demo's live match days after its seeded date).
 */
export function oneOffGrant(kind: { matchKickoff: string; matchLive?: boolean } | { seasonEnd: string }, now: Date): OneOffGrant {
  let endsAt = 'matchKickoff' in kind ? matchPassEnd(kind.matchKickoff) : kind.seasonEnd
  if ('matchKickoff' in kind && kind.matchLive && Date.parse(endsAt) <= now.getTime()) endsAt = matchPassEnd(now.toISOString())
  return Date.parse(endsAt) > now.getTime() ? { state: 'granted', endsAt } : { state: 'over' }
}
