/**
 * Issue 19 §5: deleting a wrong event or correcting one keeps the score
 * consistent with the events, by the same rule that added it
 * (scoreChange in match-event-entry.ts): removal is its inverse, a
 * correction is the new event's change minus the old one's.
 */
import { type MatchEventType, type ScoreChange, scoreChange } from './match-event-entry'

interface ScoredEvent {
  type: MatchEventType
  side: 'home' | 'away'
  minute: number
}

/** What removing an event does to the score: the opposite of what adding it did. */
export function scoreRemoval(event: ScoredEvent): ScoreChange {
  const added = scoreChange(event)
  // 0 - x rather than -x: no -0 for an event that scored nothing.
  return { home: 0 - added.home, away: 0 - added.away, homeHalfTime: 0 - added.homeHalfTime, awayHalfTime: 0 - added.awayHalfTime }
}

/** What replacing `before` with `after` does to the score (a goal moved to the other side: -1 one side, +1 the other). */
export function scoreCorrection(before: ScoredEvent, after: ScoredEvent): ScoreChange {
  const removed = scoreRemoval(before)
  const added = scoreChange(after)
  return {
    home: removed.home + added.home,
    away: removed.away + added.away,
    homeHalfTime: removed.homeHalfTime + added.homeHalfTime,
    awayHalfTime: removed.awayHalfTime + added.awayHalfTime,
  }
}

/** Whether the change touches any score column (negative changes count, unlike changesScore). */
export function movesScore(change: ScoreChange): boolean {
  return change.home !== 0 || change.away !== 0 || change.homeHalfTime !== 0 || change.awayHalfTime !== 0
}
