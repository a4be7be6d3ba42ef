/**
 * What the match centre and fixture lists show for a match (SPEC §2.1 match centre: upcoming, live, full time).
 * The stored status is the editor's word; the clock only refines an upcoming match whose kick-off time has passed.
 */
import { PRE_KICKOFF_POLL_MS } from '../timing'
import type { MatchStatus } from '../types/football'

export type MatchPhase = 'scheduled' | 'awaitingKickOff' | 'live' | 'fullTime' | 'postponed'

// SPEC §2.1: status badges live, FT, postponed; an upcoming match shows its kick-off time.
export function matchPhase(status: MatchStatus, kickoffIso: string, nowIso: string): MatchPhase {
  switch (status) {
    case 'live':
      return 'live'
    case 'fulltime':
      return 'fullTime'
    case 'postponed':
      return 'postponed'
    case 'upcoming':
      // Kick-off has passed but no live data has arrived yet: neither a time in the future nor a score.
      return Date.parse(kickoffIso) <= Date.parse(nowIso) ? 'awaitingKickOff' : 'scheduled'
  }
}

/** Whether a phase has a score to show rather than a kick-off time. */
export function showsScore(phase: MatchPhase): boolean {
  return phase === 'live' || phase === 'fullTime'
}

export type LivePolling = 'poll' | 'paused' | 'off'

/**
 * The match centre refreshes only while the match can still change and someone is looking:
 * a hidden tab pauses, a finished or postponed match never polls. A scheduled match starts
 * polling PRE_KICKOFF_POLL_MS before kick-off, so a page opened early goes live on its own.
 */
export function livePolling(phase: MatchPhase, tabVisible: boolean, kickoffIso: string, nowIso: string): LivePolling {
  const nearKickOff = phase === 'scheduled' && Date.parse(kickoffIso) - Date.parse(nowIso) <= PRE_KICKOFF_POLL_MS
  if (phase !== 'live' && phase !== 'awaitingKickOff' && !nearKickOff) return 'off'
  return tabVisible ? 'poll' : 'paused'
}

/** Polling interval of the live match centre. */
export const LIVE_POLL_MS = 15_000
