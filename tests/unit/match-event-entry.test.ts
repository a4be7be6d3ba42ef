import { describe, expect, it } from 'vitest'
import {
  addedTimeAllowed,
  changesScore,
  eventAcceptance,
  MATCH_EVENT_TYPES,
  relatedPlayer,
  scoreChange,
} from '../../shared/rules/match-event-entry'
import { MatchEventAttributesSchema } from '../../shared/schemas/match-events'

describe('eventAcceptance: which matches take events from the match data feed (SPEC §2.1, §7)', () => {
  it.each([
    ['live', 'accepted'],
    // An operator correcting the record after the whistle.
    ['fulltime', 'accepted'],
    ['upcoming', 'notStarted'],
    ['postponed', 'postponed'],
  ] as const)('a %s match: %s', (status, expected) => {
    expect(eventAcceptance(status)).toBe(expected)
  })
})

describe('relatedPlayer: the second name an event carries', () => {
  it.each([
    ['goal', 'optional'],
    ['penalty-goal', 'optional'],
    ['own-goal', 'none'],
    ['missed-penalty', 'none'],
    ['yellow-card', 'none'],
    ['second-yellow', 'none'],
    ['red-card', 'none'],
    ['substitution', 'required'],
  ] as const)('%s: %s', (type, expected) => {
    expect(relatedPlayer(type)).toBe(expected)
  })

  it('covers every type match_events allows', () => {
    expect(MATCH_EVENT_TYPES).toHaveLength(8)
  })
})

describe('addedTimeAllowed: 45+2, 90+4, 105+1, 120+3', () => {
  it.each([
    [45, true],
    [90, true],
    [105, true],
    [120, true],
    [0, false],
    [44, false],
    [60, false],
    [91, false],
    [130, false],
  ])('minute %i: %s', (minute, expected) => {
    expect(addedTimeAllowed(minute)).toBe(expected)
  })
})

describe('scoreChange: a goal adds one to its side (and to the half-time score in the first half)', () => {
  it.each([
    ['goal', 'home', 12, { home: 1, away: 0, homeHalfTime: 1, awayHalfTime: 0 }],
    ['goal', 'away', 41, { home: 0, away: 1, homeHalfTime: 0, awayHalfTime: 1 }],
    // 45+2 is still the first half.
    ['penalty-goal', 'away', 45, { home: 0, away: 1, homeHalfTime: 0, awayHalfTime: 1 }],
    ['goal', 'home', 46, { home: 1, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
    // Stored on the side it counts for.
    ['own-goal', 'home', 88, { home: 1, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
    ['goal', 'away', 118, { home: 0, away: 1, homeHalfTime: 0, awayHalfTime: 0 }],
    ['missed-penalty', 'home', 30, { home: 0, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
    ['yellow-card', 'away', 10, { home: 0, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
    ['red-card', 'home', 80, { home: 0, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
    ['substitution', 'home', 60, { home: 0, away: 0, homeHalfTime: 0, awayHalfTime: 0 }],
  ] as const)('%s for %s at %i', (type, side, minute, expected) => {
    const change = scoreChange({ type, side, minute })
    expect(change).toEqual(expected)
    expect(changesScore(change)).toBe(expected.home + expected.away > 0)
  })
})

describe('MatchEventAttributesSchema: what the feed may send', () => {
  const goal = { type: 'goal', minute: 41, side: 'away', playerName: 'Sam Striker' }

  it('takes a goal and trims the names; added time and the assist default to none', () => {
    expect(MatchEventAttributesSchema.parse({ ...goal, playerName: '  Sam Striker ' })).toEqual({
      ...goal,
      addedMinute: null,
      relatedPlayerName: null,
    })
  })

  it.each([
    ['a type the table does not allow', { ...goal, type: 'corner' }, 'type'],
    ['minute 131', { ...goal, minute: 131 }, 'minute'],
    ['a negative minute', { ...goal, minute: -1 }, 'minute'],
    ['a fractional minute', { ...goal, minute: 41.5 }, 'minute'],
    ['a minute as text', { ...goal, minute: '41' }, 'minute'],
    ['added time after minute 60', { ...goal, minute: 60, addedMinute: 2 }, 'addedMinute'],
    ['added time of 31', { ...goal, minute: 90, addedMinute: 31 }, 'addedMinute'],
    ['a side that is neither', { ...goal, side: 'neutral' }, 'side'],
    ['an empty name', { ...goal, playerName: '   ' }, 'playerName'],
    ['a name of 81 characters', { ...goal, playerName: 'x'.repeat(81) }, 'playerName'],
    ['a name over two lines', { ...goal, playerName: 'Sam\nStriker' }, 'playerName'],
    ['a substitution without who came on', { ...goal, type: 'substitution' }, 'relatedPlayerName'],
    ['a card with a second name', { ...goal, type: 'yellow-card', relatedPlayerName: 'Someone' }, 'relatedPlayerName'],
    ['a score', { ...goal, homeScore: 3 }, ''],
  ])('refuses %s', (_, attributes, field) => {
    const parsed = MatchEventAttributesSchema.safeParse(attributes)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path.join('.')).toBe(field)
  })

  it('takes 90+4 and a substitution with both names', () => {
    expect(MatchEventAttributesSchema.safeParse({ ...goal, minute: 90, addedMinute: 4 }).success).toBe(true)
    expect(MatchEventAttributesSchema.safeParse({ ...goal, type: 'substitution', relatedPlayerName: 'Ben Bench' }).success).toBe(true)
  })
})
