import { describe, expect, it } from 'vitest'
import { suggestedMinute } from '../../shared/rules/console-minute'
import { liveRightsSummary } from '../../shared/rules/live-rights-summary'
import type { ConsolePhase } from '../../shared/rules/match-status-change'
import {
  type ConsoleStreamStatus,
  consoleStreamStatus,
  type StoredStreamStatus,
  storedStreamStatus,
} from '../../shared/rules/stream-console-status'

describe('stream status: offline, live, ended on idle, active, disabled', () => {
  it.each<[ConsoleStreamStatus, StoredStreamStatus]>([
    ['offline', 'idle'],
    ['live', 'active'],
    ['ended', 'disabled'],
  ])('%s is stored as %s and read back', (shown, stored) => {
    expect(storedStreamStatus(shown)).toBe(stored)
    expect(consoleStreamStatus(stored)).toBe(shown)
  })
})

describe('suggestedMinute from the scheduled kick-off', () => {
  const kickoff = '2026-11-28T15:00:00Z'
  it.each<[ConsolePhase, string, number]>([
    ['firstHalf', '2026-11-28T15:00:10Z', 1],
    ['firstHalf', '2026-11-28T15:23:30Z', 24],
    ['firstHalf', '2026-11-28T15:52:00Z', 45],
    ['firstHalf', '2026-11-28T14:55:00Z', 1],
    ['secondHalf', '2026-11-28T16:00:00Z', 46],
    ['secondHalf', '2026-11-28T16:20:30Z', 66],
    ['secondHalf', '2026-11-28T17:10:00Z', 90],
    ['fullTime', '2026-11-28T17:10:00Z', 90],
    ['notStarted', '2026-11-28T14:00:00Z', 0],
  ])('%s at %s: %i', (phase, now, minute) => {
    expect(suggestedMinute(phase, kickoff, now)).toBe(minute)
  })
})

describe('liveRightsSummary follows liveRightsDecision', () => {
  const config = { seasonSlug: '2025-26', blackoutCountries: ['GB', 'IE'], unsoldTerritories: ['US', 'CA'] }
  it.each([
    ['first team, rights season', config, { firstTeam: true, seasonSlug: '2025-26' }, ['GB', 'IE'], ['US', 'CA'], true],
    ['first team, another season', config, { firstTeam: true, seasonSlug: '2024-25' }, [], ['US', 'CA', 'GB', 'IE'], true],
    ['another team', config, { firstTeam: false, seasonSlug: '2025-26' }, [], null, true],
    ['no setting', null, { firstTeam: true, seasonSlug: '2025-26' }, [], [], false],
  ])('%s', (_, cfg, match, videoBlackout, videoOnlyIn, configured) => {
    expect(liveRightsSummary(cfg, match)).toEqual({
      audio: 'everywhere',
      firstTeam: match.firstTeam,
      videoBlackout,
      videoOnlyIn,
      configured,
    })
  })
})
