import { describe, expect, it } from 'vitest'
import {
  allowedStatusRequests,
  type ConsolePhase,
  consolePhase,
  type StatusRequest,
  statusChange,
} from '../../shared/rules/match-status-change'
import type { MatchStatus } from '../../shared/types/football'

describe('consolePhase: the stored status and the half-time score', () => {
  it.each<[MatchStatus, boolean, ConsolePhase]>([
    ['upcoming', false, 'notStarted'],
    ['live', false, 'firstHalf'],
    ['live', true, 'secondHalf'],
    ['fulltime', true, 'fullTime'],
    ['fulltime', false, 'fullTime'],
    ['postponed', false, 'postponed'],
  ])('%s with half-time recorded %s is %s', (status, recorded, phase) => {
    expect(consolePhase(status, recorded)).toBe(phase)
  })
})

describe('statusChange: kick-off, half-time, full time and nothing else', () => {
  it.each<[ConsolePhase, StatusRequest, string]>([
    ['notStarted', 'live', 'live, 0-0'],
    ['notStarted', 'halftime', 'refused'],
    ['notStarted', 'fulltime', 'refused'],
    ['firstHalf', 'live', 'refused'],
    ['firstHalf', 'halftime', 'live, half-time recorded'],
    ['firstHalf', 'fulltime', 'fulltime'],
    ['secondHalf', 'live', 'refused'],
    ['secondHalf', 'halftime', 'refused'],
    ['secondHalf', 'fulltime', 'fulltime'],
    ['fullTime', 'live', 'refused'],
    ['fullTime', 'halftime', 'refused'],
    ['fullTime', 'fulltime', 'refused'],
    ['postponed', 'live', 'refused'],
    ['postponed', 'halftime', 'refused'],
    ['postponed', 'fulltime', 'refused'],
  ])('from %s, %s: %s', (phase, request, expected) => {
    const change = statusChange(phase, request)
    const shown =
      change.outcome === 'refused'
        ? 'refused'
        : [change.to, change.startsScore ? '0-0' : '', change.recordsHalfTime ? 'half-time recorded' : ''].filter(Boolean).join(', ')
    expect(shown).toBe(expected)
  })

  it.each<[ConsolePhase, StatusRequest[]]>([
    ['notStarted', ['live']],
    ['firstHalf', ['halftime', 'fulltime']],
    ['secondHalf', ['fulltime']],
    ['fullTime', []],
    ['postponed', []],
  ])('the console offers in %s: %j', (phase, requests) => {
    expect(allowedStatusRequests(phase)).toEqual(requests)
  })
})
