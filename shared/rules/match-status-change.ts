/**
 * Issue 19 §5 match-day console: which whistle an operator may blow next.
 * matches.status knows only upcoming, live, fulltime and postponed
 * (migrations/0001_init.sql); there is no half-time status. What the data
 * model does have is the half-time score, NULL until recorded: half-time is
 * recording it (the score at that moment), and a live match with a half-time
 * score is in its second half. Stored status stays 'live' throughout, so the
 * match centre, feeds and rights checks see nothing new.
 */
import type { MatchStatus } from '../types/football'

export type ConsolePhase = 'notStarted' | 'firstHalf' | 'secondHalf' | 'fullTime' | 'postponed'

/** The console's phase of a match, from its stored status and whether its half-time score is recorded. */
export function consolePhase(status: MatchStatus, halfTimeRecorded: boolean): ConsolePhase {
  switch (status) {
    case 'upcoming':
      return 'notStarted'
    case 'live':
      return halfTimeRecorded ? 'secondHalf' : 'firstHalf'
    case 'fulltime':
      return 'fullTime'
    case 'postponed':
      return 'postponed'
  }
}

/** What POST /api/admin/matches/{id}/status asks for: kick-off (live), half-time, full time. */
export const STATUS_REQUESTS = ['live', 'halftime', 'fulltime'] as const
export type StatusRequest = (typeof STATUS_REQUESTS)[number]

export type StatusChange =
  | {
      outcome: 'allowed'
      /** The stored status after the change. */
      to: MatchStatus
      /** Kick-off: a NULL score becomes 0-0 (the matches CHECK wants scores once a match is not upcoming). */
      startsScore: boolean
      /** Half-time: the current score becomes the half-time score. */
      recordsHalfTime: boolean
    }
  /** Not from this phase: the match is elsewhere (two operators, or a stale screen). */
  | { outcome: 'refused' }

const ALLOWED: Record<StatusRequest, Partial<Record<ConsolePhase, StatusChange>>> = {
  live: { notStarted: { outcome: 'allowed', to: 'live', startsScore: true, recordsHalfTime: false } },
  halftime: { firstHalf: { outcome: 'allowed', to: 'live', startsScore: false, recordsHalfTime: true } },
  // Full time from either half: a match whose half-time was never recorded still ends.
  fulltime: {
    firstHalf: { outcome: 'allowed', to: 'fulltime', startsScore: false, recordsHalfTime: false },
    secondHalf: { outcome: 'allowed', to: 'fulltime', startsScore: false, recordsHalfTime: false },
  },
}

// issue 19 §5: kick-off (upcoming → live), half-time (first half → second half), full time (live → fulltime); nothing else.
export function statusChange(phase: ConsolePhase, request: StatusRequest): StatusChange {
  return ALLOWED[request][phase] ?? { outcome: 'refused' }
}

/** The buttons the console offers in a phase, in match order. */
export function allowedStatusRequests(phase: ConsolePhase): StatusRequest[] {
  return STATUS_REQUESTS.filter((request) => statusChange(phase, request).outcome === 'allowed')
}
