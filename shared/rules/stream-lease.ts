/**
 * Issue 10 §4 and §8, SPEC §4.5/§9.4: when a live stream's lease lapses and
 * when its playback token is renewed. A connected player pings every 30 s; a
 * lease that misses two pings (plus a little slack for a slow network) is
 * dropped. Playback tokens live 5 minutes and are renewed over the socket
 * while there is still time for two more pings, so a device that keeps its
 * lease never holds an expired token.
 */
import { CONCURRENCY_PING_MS } from '../timing'

/** Our choice: room for a ping that arrives a few seconds late. */
export const LEASE_SLACK_MS = 5_000
/** SPEC §9.4: two missed pings (60 s) and the slack. */
export const LEASE_LAPSES_AFTER_MS = 2 * CONCURRENCY_PING_MS + LEASE_SLACK_MS
/** Renew the playback token once it has this little time left: three pings, so one late or missed ping never lets it run out. */
export const TOKEN_RENEW_BEFORE_MS = 3 * CONCURRENCY_PING_MS

/** The lease is current: its device pinged (or checked) recently enough. */
export function leaseIsCurrent(lastPingAt: number, now: number): boolean {
  return now - lastPingAt <= LEASE_LAPSES_AFTER_MS
}

/** The moment a lease lapses unless its device pings again. */
export function leaseLapsesAt(lastPingAt: number): number {
  return lastPingAt + LEASE_LAPSES_AFTER_MS
}

/** The device's playback token should be renewed on this ping. */
export function tokenDueForRenewal(tokenExpiresAt: number, now: number): boolean {
  return tokenExpiresAt - now <= TOKEN_RENEW_BEFORE_MS
}

/**
 * Our choice (issue 21, the session check's CPU): a device that checks again within this long of its
 * token's signing is handed the same token back rather than a newly signed one; it still has at least
 * four of its five minutes, so renewal over the socket runs on the same schedule.
 */
export const TOKEN_REUSE_MS = 60_000

/**
 * The token the checking isolate signed for this lease (expiring at `heldExpiresAt`, null when it has
 * none) may be handed back: it is still the lease's newest (no renewal or new check since) and was
 * signed less than TOKEN_REUSE_MS ago (`lifeMs`: a token's whole life).
 */
export function tokenReusable(recordedExpiresAt: number, heldExpiresAt: number | null, now: number, lifeMs: number): boolean {
  return heldExpiresAt !== null && heldExpiresAt === recordedExpiresAt && recordedExpiresAt - now >= lifeMs - TOKEN_REUSE_MS
}

/** When a token signed at `now` for `lifeMs` expires: JWT times are whole seconds, so the record equals the token's exp. */
export function tokenExpiryOf(now: number, lifeMs: number): number {
  return Math.floor(now / 1000) * 1000 + lifeMs
}
