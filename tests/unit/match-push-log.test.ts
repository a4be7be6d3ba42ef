import { describe, expect, it } from 'vitest'
import {
  type CatchUp,
  catchUp,
  catchUpSince,
  PUSH_LOG_KEEP_MS,
  PUSH_LOG_MAX_ROWS,
  pushLogCutoff,
  ROOM_OPEN_AFTER_FULL_TIME_MS,
  type RoomState,
  roomState,
} from '../../shared/rules/match-push-log'
import type { MatchStatus } from '../../shared/types/football'

describe('catching up with ?after= (issue 21 §1: no gaps, no duplicates)', () => {
  it.each<[string, number, number, number | null, CatchUp]>([
    ['nothing pushed yet, after 0', 0, 0, null, 'replay'],
    ['up to date', 7, 7, 1, 'replay'],
    ['missed the last two', 5, 7, 1, 'replay'],
    ['missed everything kept, from 0', 0, 7, 1, 'replay'],
    ['the first missed one is the oldest kept', 4, 7, 5, 'replay'],
    ['the first missed one was pruned', 3, 7, 5, 'pruned'],
    ['everything was pruned', 2, 7, null, 'pruned'],
    ['an id from the future', 8, 7, 1, 'fromFuture'],
    ['an id from the future of an empty room', 1, 0, null, 'fromFuture'],
  ])('%s', (_name, after, latest, oldest, expected) => {
    expect(catchUp(after, latest, oldest)).toBe(expected)
  })
})

describe("a page's first socket, from the time its state was read", () => {
  it.each<[string, number, number | null, 'replay' | 'pruned']>([
    ['nothing ever pruned', 1_000, null, 'replay'],
    ['pruned long before', 1_000, 500, 'replay'],
    ['a message written since was pruned', 1_000, 1_000, 'pruned'],
    ['messages written after were pruned', 1_000, 2_000, 'pruned'],
  ])('%s', (_name, since, prunedUpTo, expected) => {
    expect(catchUpSince(since, prunedUpTo)).toBe(expected)
  })
})

describe('the log is bounded', () => {
  it('keeps a day and at most PUSH_LOG_MAX_ROWS', () => {
    const now = Date.UTC(2026, 10, 28, 15)
    expect(pushLogCutoff(now, 10)).toEqual({ olderThan: now - PUSH_LOG_KEEP_MS, idAtMost: 10 - PUSH_LOG_MAX_ROWS })
    expect(pushLogCutoff(now, 5_000).idAtMost).toBe(3_000)
  })
})

describe('a room is open while its match is on and for an hour after it ended', () => {
  const ended = Date.UTC(2026, 10, 28, 17)
  it.each<[string, MatchStatus, number | null, number, RoomState]>([
    ['upcoming', 'upcoming', null, ended, 'open'],
    ['live', 'live', null, ended, 'open'],
    ['live again after a full time undone', 'live', ended, ended + 2 * ROOM_OPEN_AFTER_FULL_TIME_MS, 'open'],
    ['just after full time', 'fulltime', ended, ended + 1, 'open'],
    ['59 minutes after', 'fulltime', ended, ended + ROOM_OPEN_AFTER_FULL_TIME_MS - 60_000, 'open'],
    ['an hour after', 'fulltime', ended, ended + ROOM_OPEN_AFTER_FULL_TIME_MS, 'over'],
    ['finished before the room saw it end', 'fulltime', null, ended, 'over'],
    ['postponed today', 'postponed', ended, ended + 1, 'open'],
    ['postponed long ago', 'postponed', null, ended, 'over'],
  ])('%s', (_name, status, endedAt, now, expected) => {
    expect(roomState(status, endedAt, now)).toBe(expected)
  })
})
