/**
 * Issue 9 §4: a playback token lives five minutes, and every playlist and
 * segment address carries it, so a replay longer than that meets a 401 from
 * the media gateway part-way through (hls.js reports it as a fatal network
 * error). The player then asks the §4.4 grant again and carries on where it
 * was, as often as a long video needs. What it must not do is loop: a failure
 * with no playback since the last renewal is not an expired token (the new one
 * did not help), so it is shown instead.
 */
/**
 * Why a stream stopped for good: the gateway said 401 ('expired': the token ran out), the network
 * failed ('network': where the status cannot be seen, e.g. native HLS, an expiry looks like this), or
 * it cannot play here.
 */
export type StreamFailure = 'expired' | 'network' | 'media' | 'unsupported'

export type StreamRecovery = 'renew' | 'show'

export interface StreamRenewalInput {
  failure: StreamFailure
  /** Where the stream was when it failed, in seconds. */
  position: number
  /** Where it was at the last renewal of this entry; null when none yet. */
  lastRenewalAt: number | null
}

export function streamRecovery({ failure, position, lastRenewalAt }: StreamRenewalInput): StreamRecovery {
  // Only an expiry, or a network failure that may hide one, can heal with a new token.
  if (failure !== 'expired' && failure !== 'network') return 'show'
  if (lastRenewalAt === null) return 'renew'
  return position > lastRenewalAt ? 'renew' : 'show'
}
