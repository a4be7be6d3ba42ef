/**
 * Issue 21 §7: the player errors a browser reports (a playback that failed, a
 * stall over 2 s, the time to the first frame) travel as 'playerError' events
 * through the events queue, counted for the operations view. They carry no
 * personal data: what is kept is the stream, the country the edge saw, the
 * kind and a number of milliseconds; no account, session id, address or
 * browser. SPEC §4.7: like page views, they are sent only with analytics
 * consent, and the server drops any that come without it (the browser's word
 * on consent is never taken: shared/rules/event-consent.ts).
 */
import { type CookieConsent, NO_TRACKING, trackingState } from './cookie-consent'
import type { PlayerErrorKind } from './ops-figures'

export const PLAYER_ERROR_ACTION = 'playerError'
/** Issue 21 §7: a stall is reported once it has lasted more than this. */
export const STALL_REPORT_AFTER_MS = 2_000
/** Longer than any wait worth counting: a figure over it is capped, not refused (a tab left in the background). */
export const MAX_PLAYER_ERROR_MS = 600_000

export interface PlayerErrorReport {
  kind: PlayerErrorKind
  /** The stream's asset id (or the on-demand entry id). */
  streamId: string
  /** Milliseconds: the stall's length, the time to first frame; 0 for a failure. */
  value: number
}

export type PlayerErrorPlan = 'send' | 'skip'

/** Sent (by the browser) and kept (by the server) only with analytics consent. */
export function playerErrorPlan(consent: CookieConsent): PlayerErrorPlan {
  return trackingState(consent) === 'tracking' ? 'send' : 'skip'
}

/** A stall is reported when it ended (or the player gave up) after more than 2 s. */
export function stallWorthReporting(stalledMs: number): boolean {
  return stalledMs > STALL_REPORT_AFTER_MS
}

/** The milliseconds sent: whole, never negative, capped. */
export function reportedMs(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) return 0
  return Math.min(MAX_PLAYER_ERROR_MS, Math.round(ms))
}

/**
 * What the queue carries of a player error: its ids are never the visitor's, and of its data only the
 * report and the country are kept (the §3 context fields, the browser and the screen, are dropped).
 */
export function anonymousPlayerError(report: PlayerErrorReport, country: string) {
  return {
    sessionID: NO_TRACKING,
    ssoID: NO_TRACKING,
    data: { kind: report.kind, streamId: report.streamId, value: reportedMs(report.value), country },
  }
}
