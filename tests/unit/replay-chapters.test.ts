import { describe, expect, it } from 'vitest'
import { type ChapterEvent, chapterOffset, chapterTime, parseChapters, replayChapters } from '../../shared/rules/replay-chapters'

// Issue 20 §4: a full match replay's chapters from its events.
const ev = (minute: number, type: ChapterEvent['type'], playerName: string, addedMinute: number | null = null): ChapterEvent => ({
  minute,
  addedMinute,
  type,
  playerName,
})

const FULL = 115 * 60 // 45 + 2 added, a 15-minute break, 45 + 4 added, a few seconds over

describe('replay chapters (issue 20 §4)', () => {
  it.each<[string, ChapterEvent[], number, Array<[number, string, string]>]>([
    [
      'a whole match with added time in both halves',
      [
        ev(41, 'goal', 'Sam Striker'),
        ev(45, 'yellow-card', 'Max Midfield', 2),
        ev(63, 'yellow-card', 'Dan Defender'),
        ev(70, 'substitution', 'Sub Stitute'),
        ev(90, 'penalty-goal', 'Pete Penalty', 4),
      ],
      FULL,
      [
        [0, 'kickOff', 'Kick-off'],
        [40 * 60, 'goal', "Goal 41' Sam Striker"],
        [46 * 60, 'yellowCard', "Yellow card 45+2' Max Midfield"],
        [47 * 60, 'halfTime', 'Half-time'],
        [62 * 60, 'secondHalf', 'Second half'],
        [79 * 60, 'yellowCard', "Yellow card 63' Dan Defender"],
        [110 * 60, 'penaltyGoal', "Penalty goal 90+4' Pete Penalty"],
        [111 * 60, 'fullTime', 'Full time'], // the second half's 45 + 4 minutes after its start at 62
      ],
    ],
    [
      'no events: kick-off, half-time at 45, second half at 60, full time clamped into a 95-minute recording',
      [],
      95 * 60,
      [
        [0, 'kickOff', 'Kick-off'],
        [45 * 60, 'halfTime', 'Half-time'],
        [60 * 60, 'secondHalf', 'Second half'],
        [95 * 60, 'fullTime', 'Full time'],
      ],
    ],
    [
      'a match abandoned in the first half: no half-time, late events clamped to the end',
      [ev(1, 'own-goal', 'Unlucky Ulf'), ev(80, 'red-card', 'Rash Rory')],
      30 * 60,
      [
        [0, 'kickOff', 'Kick-off'],
        [0, 'ownGoal', "Own goal 1' Unlucky Ulf"],
        [30 * 60, 'redCard', "Red card 80' Rash Rory"],
        [30 * 60, 'fullTime', 'Full time'],
      ],
    ],
    [
      'second yellow and a goal in the 46th minute: right at the second half’s start, after its marker',
      [ev(46, 'goal', 'Early Ed'), ev(88, 'second-yellow', 'Dan Defender')],
      FULL,
      [
        [0, 'kickOff', 'Kick-off'],
        [45 * 60, 'halfTime', 'Half-time'],
        [60 * 60, 'secondHalf', 'Second half'],
        [60 * 60, 'goal', "Goal 46' Early Ed"],
        [102 * 60, 'secondYellow', "Second yellow card 88' Dan Defender"],
        [105 * 60, 'fullTime', 'Full time'],
      ],
    ],
  ])('%s', (_name, events, duration, expected) => {
    expect(replayChapters(events, duration).map((c) => [c.at, c.kind, c.label])).toEqual(expected)
  })

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [40 * 60, '40:00'],
    [3930, '1:05:30'],
  ])('%d s reads %s', (seconds, text) => {
    expect(chapterTime(seconds)).toBe(text)
  })

  it.each([
    [0, 5400, 0],
    [2700, 5400, 50],
    [5400, 5400, 100],
    [6000, 5400, 100],
    [-5, 5400, 0],
    [10, 0, 0],
  ])('a chapter at %d s of %d s sits at %d%% of the timeline', (at, duration, offset) => {
    expect(chapterOffset(at, duration)).toBe(offset)
  })

  it.each([
    ['[{"at":1,"kind":"goal","label":"Goal"}]', [{ at: 1, kind: 'goal', label: 'Goal' }]],
    ['[{"at":"1","kind":"goal","label":"Goal"}, 3]', []],
    ['{}', []],
    ['not json', []],
    [null, []],
  ])('stored chapters %s are read as %j', (json, chapters) => {
    expect(parseChapters(json)).toEqual(chapters)
  })
})
