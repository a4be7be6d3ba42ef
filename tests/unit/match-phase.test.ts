import { describe, expect, it } from 'vitest'
import { livePolling, matchPhase, showsScore } from '../../shared/rules/match-phase'

const NOW = '2026-11-22T15:40:00.000Z'

describe('matchPhase: what a match shows (SPEC §2.1 upcoming, live, full time; postponed badge)', () => {
  it.each([
    ['upcoming', '2026-11-24T19:45:00.000Z', 'scheduled'],
    ['upcoming', '2026-11-22T15:00:00.000Z', 'awaitingKickOff'],
    ['upcoming', NOW, 'awaitingKickOff'],
    ['live', '2026-11-22T15:00:00.000Z', 'live'],
    // the editor's status wins over the clock
    ['live', '2026-11-29T15:00:00.000Z', 'live'],
    ['fulltime', '2026-11-07T15:00:00.000Z', 'fullTime'],
    ['postponed', '2026-10-24T10:00:00.000Z', 'postponed'],
    ['postponed', '2026-12-24T10:00:00.000Z', 'postponed'],
  ] as const)('%s kicking off %s is %s', (status, kickoff, phase) => {
    expect(matchPhase(status, kickoff, NOW)).toBe(phase)
  })
})

describe('showsScore', () => {
  it.each([
    ['scheduled', false],
    ['awaitingKickOff', false],
    ['live', true],
    ['fullTime', true],
    ['postponed', false],
  ] as const)('%s → %s', (phase, expected) => {
    expect(showsScore(phase)).toBe(expected)
  })
})

describe('livePolling: the match centre polls only a live match in a visible tab', () => {
  it.each([
    ['live', true, 'poll'],
    ['live', false, 'paused'],
    ['awaitingKickOff', true, 'poll'],
    ['awaitingKickOff', false, 'paused'],
    ['scheduled', true, 'off'],
    ['fullTime', true, 'off'],
    ['postponed', true, 'off'],
    ['fullTime', false, 'off'],
  ] as const)('%s, visible %s → %s', (phase, visible, expected) => {
    expect(livePolling(phase, visible)).toBe(expected)
  })
})
