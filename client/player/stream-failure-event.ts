import type { StreamFailure } from '../../shared/rules/stream-renewal'

/**
 * Issue 21 §7: attachStream (hls-stream.ts) announces a stream that stopped for good on its media
 * element, so the player's reports (playback-reports.ts) hear it whichever engine played. An expired
 * token is renewed by the player, not a failure.
 */
export const STREAM_FAILURE_EVENT = 'clubstreamfailure'

export function announceFailure(media: HTMLMediaElement, failure: StreamFailure): void {
  if (failure !== 'expired') media.dispatchEvent(new CustomEvent(STREAM_FAILURE_EVENT, { detail: failure }))
}
