import { describe, expect, it } from 'vitest'
import { applyMatchPush, applyNoticePush } from '../../shared/rules/apply-match-push'
import type { MatchNotice, MatchPushMessage } from '../../shared/schemas/match-push'
import type { MatchEvent, MatchLiveState } from '../../shared/types/football'

const at = '2026-11-28T15:40:00.000Z'
const event = (id: number, minute: number, playerName = 'Sam Striker'): MatchEvent => ({
  id,
  minute,
  addedMinute: null,
  type: 'goal',
  side: 'home',
  playerName,
  relatedPlayerName: null,
})
const base: MatchLiveState = { id: 21, status: 'live', minute: 40, homeScore: 1, awayScore: 0, events: [event(1, 12)], stats: [] }
const added = (id: number, minute: number, homeScore: number): MatchPushMessage => ({
  id,
  type: 'event',
  matchId: 21,
  at,
  data: { change: 'added', event: event(id + 10, minute), homeScore, awayScore: 0 },
})

describe('applying a pushed message to the live state (issue 21 §1)', () => {
  it.each<[string, MatchPushMessage, Partial<MatchLiveState>]>([
    ['a goal adds its event in minute order and sets the score', added(1, 5, 2), { homeScore: 2, events: [event(11, 5), event(1, 12)] }],
    [
      'a correction replaces the event of its id',
      { id: 2, type: 'event', matchId: 21, at, data: { change: 'corrected', event: event(1, 14, 'Other'), homeScore: 1, awayScore: 0 } },
      { events: [event(1, 14, 'Other')] },
    ],
    [
      'a removal takes the event out and sets the score',
      { id: 3, type: 'event', matchId: 21, at, data: { change: 'removed', eventId: 1, homeScore: 0, awayScore: 0 } },
      { events: [], homeScore: 0 },
    ],
    ['a score', { id: 4, type: 'score', matchId: 21, at, data: { homeScore: 3, awayScore: 2 } }, { homeScore: 3, awayScore: 2 }],
    [
      'a status',
      { id: 5, type: 'status', matchId: 21, at, data: { status: 'fulltime', minute: 90, homeScore: 1, awayScore: 0 } },
      { status: 'fulltime', minute: 90 },
    ],
    ['another match’s message changes nothing', { ...added(6, 5, 9), matchId: 22 }, {}],
    ['a notice changes nothing here', { id: 7, type: 'notice-cleared', matchId: 21, at, data: { id: 1 } }, {}],
  ])('%s', (_name, message, change) => {
    expect(applyMatchPush(base, message)).toEqual({ ...base, ...change })
  })

  it('applying the same message twice is applying it once', () => {
    const once = applyMatchPush(base, added(1, 5, 2))
    expect(applyMatchPush(once, added(1, 5, 2))).toEqual(once)
  })
})

describe('notices shown now (issue 21 §6)', () => {
  const notice = (id: number): MatchNotice => ({ id, matchId: 21, streamId: null, message: { en: 'e', ar: 'ع' }, createdAt: at })
  it('a new one comes first, the same id replaces, a cleared one goes', () => {
    const one = applyNoticePush([], { id: 1, type: 'notice', matchId: 21, at, data: notice(1) })
    const two = applyNoticePush(one, { id: 2, type: 'notice', matchId: 21, at, data: notice(2) })
    expect(two.map((n) => n.id)).toEqual([2, 1])
    expect(applyNoticePush(two, { id: 3, type: 'notice', matchId: 21, at, data: notice(1) }).map((n) => n.id)).toEqual([1, 2])
    expect(applyNoticePush(two, { id: 4, type: 'notice-cleared', matchId: 21, at, data: { id: 2 } })).toEqual([notice(1)])
    expect(applyNoticePush(two, added(5, 5, 1))).toEqual(two)
  })
})
