import { describe, expect, it } from 'vitest'
import { movesScore, scoreCorrection, scoreRemoval } from '../../shared/rules/match-event-correction'
import type { MatchEventType } from '../../shared/rules/match-event-entry'

type Ev = { type: MatchEventType; side: 'home' | 'away'; minute: number }
const ev = (type: MatchEventType, side: 'home' | 'away', minute: number): Ev => ({ type, side, minute })

describe('scoreRemoval: the inverse of what the event added', () => {
  it.each<[string, Ev, [number, number, number, number]]>([
    ['a home goal in the first half', ev('goal', 'home', 30), [-1, 0, -1, 0]],
    ['an away penalty in the second half', ev('penalty-goal', 'away', 80), [0, -1, 0, 0]],
    ['an own goal counted for away at 45', ev('own-goal', 'away', 45), [0, -1, 0, -1]],
    ['a yellow card', ev('yellow-card', 'home', 30), [0, 0, 0, 0]],
    ['a missed penalty', ev('missed-penalty', 'away', 60), [0, 0, 0, 0]],
  ])('%s', (_, event, [home, away, homeHalfTime, awayHalfTime]) => {
    expect(scoreRemoval(event)).toEqual({ home, away, homeHalfTime, awayHalfTime })
  })
})

describe('scoreCorrection: new change minus old', () => {
  it.each<[string, Ev, Ev, [number, number, number, number]]>([
    ['a goal moved to the other side', ev('goal', 'home', 60), ev('goal', 'away', 60), [-1, 1, 0, 0]],
    ['a goal moved from the first half to the second', ev('goal', 'home', 40), ev('goal', 'home', 50), [0, 0, -1, 0]],
    ['a goal that was a yellow card', ev('yellow-card', 'away', 20), ev('goal', 'away', 20), [0, 1, 0, 1]],
    ['a goal that was no goal (a missed penalty)', ev('penalty-goal', 'home', 70), ev('missed-penalty', 'home', 70), [-1, 0, 0, 0]],
    ['a new scorer name only', ev('goal', 'home', 12), ev('goal', 'home', 12), [0, 0, 0, 0]],
  ])('%s', (_, before, after, [home, away, homeHalfTime, awayHalfTime]) => {
    expect(scoreCorrection(before, after)).toEqual({ home, away, homeHalfTime, awayHalfTime })
  })
})

describe('movesScore', () => {
  it.each([
    [{ home: 0, away: 0, homeHalfTime: 0, awayHalfTime: 0 }, false],
    [{ home: -1, away: 0, homeHalfTime: 0, awayHalfTime: 0 }, true],
    [{ home: -1, away: 1, homeHalfTime: 0, awayHalfTime: 0 }, true],
    [{ home: 0, away: 0, homeHalfTime: -1, awayHalfTime: 0 }, true],
  ])('%j: %s', (change, moves) => {
    expect(movesScore(change)).toBe(moves)
  })
})
