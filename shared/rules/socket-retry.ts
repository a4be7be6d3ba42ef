/**
 * Issue 21 §4 "Weak connections": how long a live player waits before it
 * opens its StreamSessions socket again. Offline, it does not try at all and
 * waits for the browser's `online` event; the first try after the network
 * returns is at once (the player must be back at the live edge within 5 s),
 * each failed one after that waits twice as long up to a cap. Every wait is
 * spread ("equal jitter": half fixed, half random) so a stadium's phones
 * coming back together at half-time do not all knock on the same second.
 */

/** Our choice: the second try after a second. */
export const SOCKET_RETRY_FIRST_MS = 1_000
/** Our choice: never more than 15 s apart (half a ping interval: a lease survives two missed pings). */
export const SOCKET_RETRY_MAX_MS = 15_000
/** Our choice: the try right after the network returns is spread over this little. */
export const SOCKET_RETRY_ONLINE_SPREAD_MS = 500

export interface SocketRetryInput {
  /** navigator.onLine as the browser says it now. */
  online: boolean
  /** Tries since the socket last said it speaks for the device: 0 for the first after a drop. */
  attempt: number
  /** The network has just come back (the `online` event): the first try goes at once. */
  networkReturned: boolean
  /** A number in [0, 1) (Math.random in the browser; fixed in tests). */
  random: number
}

export type SocketRetry = { kind: 'waitForOnline' } | { kind: 'retryIn'; ms: number }

export function socketRetry(input: SocketRetryInput): SocketRetry {
  if (!input.online) return { kind: 'waitForOnline' }
  const random = Math.min(Math.max(input.random, 0), 0.999_999)
  if (input.networkReturned) return { kind: 'retryIn', ms: Math.floor(random * SOCKET_RETRY_ONLINE_SPREAD_MS) }
  const attempt = Math.max(0, Math.floor(input.attempt))
  const ceiling = Math.min(SOCKET_RETRY_FIRST_MS * 2 ** Math.min(attempt, 30), SOCKET_RETRY_MAX_MS)
  return { kind: 'retryIn', ms: Math.floor(ceiling / 2 + (random * ceiling) / 2) }
}
