import { describe, expect, it } from 'vitest'
import { livePolling, matchPhase, showsScore } from '../../shared/rules/match-phase'
import { PRE_KICKOFF_POLL_MS } from '../../shared/timing'

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

describe('livePolling: the match centre polls a live match, or one close to kick-off, in a visible tab', () => {
  const KICKOFF = '2026-11-22T15:00:00.000Z'
  it.each([
    ['live', true, KICKOFF, 'poll'],
    ['live', false, KICKOFF, 'paused'],
    ['awaitingKickOff', true, KICKOFF, 'poll'],
    ['awaitingKickOff', false, KICKOFF, 'paused'],
    ['fullTime', true, KICKOFF, 'off'],
    ['postponed', true, KICKOFF, 'off'],
    ['fullTime', false, KICKOFF, 'off'],
    // a scheduled match polls from 15 minutes before kick-off (PRE_KICKOFF_POLL_MS) …
    ['scheduled', true, '2026-11-22T15:40:01.000Z', 'poll'],
    ['scheduled', true, '2026-11-22T15:55:00.000Z', 'poll'],
    ['scheduled', false, '2026-11-22T15:50:00.000Z', 'paused'],
    // … and not earlier
    ['scheduled', true, '2026-11-22T15:55:01.000Z', 'off'],
    ['scheduled', true, '2026-11-24T19:45:00.000Z', 'off'],
    ['scheduled', false, '2026-11-24T19:45:00.000Z', 'off'],
  ] as const)('%s, visible %s, kick-off %s (now 15:40) → %s', (phase, visible, kickoff, expected) => {
    expect(livePolling(phase, visible, kickoff, NOW)).toBe(expected)
  })

  it('the window is the shared timing constant (15 minutes)', () => {
    expect(PRE_KICKOFF_POLL_MS).toBe(15 * 60_000)
  })
})
