/**
 * What the live match data feed (SPEC §7 'match data' service base) may add to
 * a match, and what a new event does to its score. The back office is 'not
 * shown' in the spec (§1); these are our choices, kept with the table the
 * match centre reads (SPEC §2.1 events, score).
 */
import type { MatchEvent, MatchStatus } from '../types/football'

export type MatchEventType = MatchEvent['type']

/** The values migrations/0001_init.sql allows in match_events.event_type. */
export const MATCH_EVENT_TYPES = [
  'goal',
  'penalty-goal',
  'own-goal',
  'missed-penalty',
  'yellow-card',
  'second-yellow',
  'red-card',
  'substitution',
] as const satisfies readonly MatchEventType[]

/** Events that count in the score. An own goal is stored on the side it counts for (worker/seed/match-sheet.ts). */
const GOALS: ReadonlySet<MatchEventType> = new Set(['goal', 'penalty-goal', 'own-goal'])

export type EventAcceptance = 'accepted' | 'notStarted' | 'postponed'

/**
 * Whether a match in this status takes new events. A live match does; so does
 * a finished one, because an operator correcting the record after the whistle
 * is legitimate. One not started (however late its kick-off) has nothing to
 * record until it is made live, and a postponed one has not been played.
 */
export function eventAcceptance(status: MatchStatus): EventAcceptance {
  switch (status) {
    case 'live':
    case 'fulltime':
      return 'accepted'
    case 'upcoming':
      return 'notStarted'
    case 'postponed':
      return 'postponed'
  }
}

export type RelatedPlayer = 'required' | 'optional' | 'none'

/**
 * The second name an event carries (match_events.related_player_name): the
 * assist of a goal, the player coming on for a substitution (who went off is
 * the event's player). Cards, own goals and missed penalties have none.
 */
export function relatedPlayer(type: MatchEventType): RelatedPlayer {
  if (type === 'substitution') return 'required'
  return type === 'goal' || type === 'penalty-goal' ? 'optional' : 'none'
}

/** Added time is written after the end of a half: 45+2, 90+4, and in extra time 105+1, 120+3. */
export const ADDED_TIME_AFTER: readonly number[] = [45, 90, 105, 120]

export function addedTimeAllowed(minute: number): boolean {
  return ADDED_TIME_AFTER.includes(minute)
}

export interface ScoreChange {
  home: number
  away: number
  /** The half-time score changes too when the goal was in the first half (it is kept only once recorded). */
  homeHalfTime: number
  awayHalfTime: number
}

/** The last minute of the first half; its added time is written 45+n (seed and match centre agree). */
const FIRST_HALF_LAST_MINUTE = 45

/** What a new event adds to the match's score: one for a goal's side, nothing for anything else. */
export function scoreChange(event: { type: MatchEventType; side: 'home' | 'away'; minute: number }): ScoreChange {
  const goal = GOALS.has(event.type) ? 1 : 0
  const firstHalf = event.minute <= FIRST_HALF_LAST_MINUTE ? goal : 0
  const home = event.side === 'home'
  return {
    home: home ? goal : 0,
    away: home ? 0 : goal,
    homeHalfTime: home ? firstHalf : 0,
    awayHalfTime: home ? 0 : firstHalf,
  }
}

export function changesScore(change: ScoreChange): boolean {
  return change.home + change.away > 0
}
