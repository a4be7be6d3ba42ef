/**
 * Issue 21 §1: how long a page waits before opening its match socket again.
 * Exponential backoff with full jitter (AWS Architecture Blog, "Exponential
 * Backoff And Jitter"): a random wait between 0 and min(cap, base · 2^attempt).
 * The jitter is what keeps 100,000 pages that lost their sockets at the same
 * moment (half-time, a deploy) from coming back at the same moment; the cap
 * keeps a page that was offline for long from waiting minutes once back.
 */

export interface BackoffPolicy {
  /** The first retry's ceiling. */
  baseMs: number
  /** No wait is ever longer. */
  capMs: number
}

export const MATCH_SOCKET_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 30_000 }

/**
 * The wait before reconnect number `attempt` (0 for the first retry after a
 * socket closed or failed). `random` is a number in [0, 1) (Math.random in
 * the browser; fixed in tests).
 */
export function reconnectDelay(attempt: number, random: number, policy: BackoffPolicy = MATCH_SOCKET_BACKOFF): number {
  const step = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0
  // 2^31 ms is weeks: past that the cap decides anyway, and the power does not overflow.
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(step, 31))
  const share = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0
  return Math.floor(share * ceiling)
}

/** A socket that stayed open this long was a good connection: the next failure starts from attempt 0 again. */
export const SOCKET_STABLE_AFTER_MS = 10_000
