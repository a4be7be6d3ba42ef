import { describe, expect, it } from 'vitest'
import { isPlayed, SEED_NOW, seedClock, shiftLondon, shiftUtc } from '../../worker/seed/clock'

// The demo's calendar follows the day it is seeded on (README "What 'today' means in the demo").
describe('the seed moves its written week to the real today in whole weeks', () => {
  it.each([
    ['the fixed seed instant: nothing moves, Derby kicked off at 15:00', SEED_NOW, 0, '2026-11-22T15:00:00.000Z'],
    ['the same day as the written live game, in the morning', '2026-11-22T09:00:00.000Z', 0, '2026-11-22T08:25:00.000Z'],
    ['Tuesday 17 November 00:00, the first day of the written week', '2026-11-17T00:00:00.000Z', 0, '2026-11-16T23:25:00.000Z'],
    ['Monday 23 November 23:59, its last', '2026-11-23T23:59:00.000Z', 0, '2026-11-23T23:20:00.000Z'],
    ['Tuesday 24 November: one week on', '2026-11-24T12:00:00.000Z', 7, '2026-11-24T11:25:00.000Z'],
    ['a Saturday is in the same week as the Tuesday before it', '2026-11-28T15:00:00.000Z', 7, '2026-11-28T14:25:00.000Z'],
    ['the next Tuesday starts another week', '2026-12-01T19:00:00.000Z', 14, '2026-12-01T18:25:00.000Z'],
    [
      'in summer time the London date decides: 23:30 UTC Monday is Tuesday in London',
      '2027-04-12T23:30:00.000Z',
      147,
      '2027-04-12T22:55:00.000Z',
    ],
    ['an hour earlier it is still Monday in London', '2027-04-12T22:30:00.000Z', 140, '2027-04-12T21:55:00.000Z'],
    ['the night the clocks go back: kick-off in BST, now in GMT', '2027-10-31T01:20:00.000Z', 343, '2027-10-31T00:45:00.000Z'],
    ['after the written season ends (May 2027) the calendar keeps moving', '2027-07-15T12:00:00.000Z', 238, '2027-07-15T11:25:00.000Z'],
    ['years later too', '2030-08-08T08:00:00.000Z', 1358, '2030-08-08T07:25:00.000Z'],
    ['before the written week it moves back', '2026-11-10T12:00:00.000Z', -7, '2026-11-10T11:25:00.000Z'],
    ['the live kick-off is rounded down to five minutes', '2026-11-22T15:39:59.000Z', 0, '2026-11-22T15:00:00.000Z'],
  ])('%s', (_name, now, shiftDays, liveKickoff) => {
    const clock = seedClock(now)
    expect(clock).toEqual({ now: new Date(now).toISOString(), shiftDays, liveKickoff })
    // Whole weeks: a Saturday of the written calendar is still a Saturday.
    expect(new Date(Date.parse('2026-11-21T00:00:00Z') + shiftDays * 86_400_000).getUTCDay()).toBe(6)
  })

  it('refuses something that is not an instant', () => {
    expect(() => seedClock('yesterday')).toThrow(RangeError)
  })
})

describe('moved dates keep their clock time', () => {
  it.each([
    ['a 15:00 kick-off stays 15:00 in London when it moves from GMT into BST', 140, '2026-11-28 15:00', '2027-04-17T14:00:00.000Z'],
    ['and from BST into GMT', 91, '2026-08-08 15:00', '2026-11-07T15:00:00.000Z'],
    ['no move', 0, '2026-11-22 15:00', '2026-11-22T15:00:00.000Z'],
  ])('%s', (_name, shiftDays, written, utc) => {
    expect(shiftLondon({ now: SEED_NOW, shiftDays, liveKickoff: SEED_NOW }, written)).toBe(utc)
  })

  it('an advert window written in UTC keeps its UTC time', () => {
    expect(shiftUtc({ now: SEED_NOW, shiftDays: 140, liveKickoff: SEED_NOW }, '2026-11-15T00:00:00.000Z')).toBe('2027-04-04T00:00:00.000Z')
  })
})

describe('a match is a result two hours after kick-off', () => {
  const clock = seedClock('2026-11-22T15:35:00.000Z')
  it.each([
    ['kicked off two hours ago', '2026-11-22T13:35:00.000Z', true],
    ['kicked off a minute less than two hours ago: still being played', '2026-11-22T13:36:00.000Z', false],
    ['kicks off later', '2026-11-22T19:45:00.000Z', false],
  ])('%s', (_name, kickoff, played) => {
    expect(isPlayed(clock, kickoff)).toBe(played)
  })
})
