/**
 * Issue 21 §1: the match room's log of pushed messages and who it still
 * talks to. Pure, so the room (worker/matchday/match-room.ts) and its tests
 * share one reading.
 */
import type { MatchStatus } from '../types/football'

/** What a reconnect needs: the match's messages of the day (a match, extra time, a delay, the hour after). */
export const PUSH_LOG_KEEP_MS = 24 * 60 * 60 * 1000
/** And never more rows than this (a match has dozens of events; corrections and notices a few more). */
export const PUSH_LOG_MAX_ROWS = 2_000
/** Sockets stay open this long after full time (a correction, a notice), then close: issue 21 "Bad input". */
export const ROOM_OPEN_AFTER_FULL_TIME_MS = 60 * 60 * 1000

export type CatchUp =
  /** Send the kept messages after `after` (possibly none), then live ones. */
  | 'replay'
  /** `after` names a message the room never pushed: refused. */
  | 'fromFuture'
  /** Messages after `after` were pruned: the page must read the whole state once (the poll) and go on from the last id. */
  | 'pruned'

/**
 * The reading of ?after=: `latestId` is the room's last id (0 before any),
 * `oldestKept` its oldest kept one (null when none is kept).
 */
export function catchUp(after: number, latestId: number, oldestKept: number | null): CatchUp {
  if (after > latestId) return 'fromFuture'
  if (after === latestId) return 'replay'
  // Messages after `after` exist; the first of them (after + 1) must still be kept.
  return oldestKept !== null && oldestKept <= after + 1 ? 'replay' : 'pruned'
}

/**
 * A page's first socket, from a page whose state was read at `since` (ms; the
 * page's own `now`, less a margin for clocks): the messages written since
 * are replayed (applying one the page already shows changes nothing). Only
 * if a message written since then was pruned must the page read its state.
 */
export function catchUpSince(since: number, prunedUpTo: number | null): Exclude<CatchUp, 'fromFuture'> {
  return prunedUpTo !== null && prunedUpTo >= since ? 'pruned' : 'replay'
}

/** How far before the page's `now` its first socket asks to be replayed from (clocks of two machines). */
export const SINCE_MARGIN_MS = 5_000

/** Rows older than the cutoff, or beyond the newest PUSH_LOG_MAX_ROWS, go. */
export function pushLogCutoff(now: number, latestId: number): { olderThan: number; idAtMost: number } {
  return { olderThan: now - PUSH_LOG_KEEP_MS, idAtMost: latestId - PUSH_LOG_MAX_ROWS }
}

export type RoomState = 'open' | 'over'

/**
 * A room is open while its match is on, and for an hour after full time (or
 * a postponement). A match that ended before the room saw it end (`endedAt`
 * null: yesterday's match) is over.
 */
export function roomState(status: MatchStatus, endedAt: number | null, now: number): RoomState {
  if (status !== 'fulltime' && status !== 'postponed') return 'open'
  return endedAt !== null && now < endedAt + ROOM_OPEN_AFTER_FULL_TIME_MS ? 'open' : 'over'
}
