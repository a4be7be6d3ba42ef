/**
 * Issue 21 §5 'Watch here instead': POST /api/streamline/session/takeover
 * (worker/routes/device-takeover.ts) as a refused live player makes it. It
 * answers as the session check does, or says the named device is gone (404
 * device_not_streaming) or is this one (409). Never throws: no answer at all is 'failed'.
 */
import { type CheckAnswer, readCheckAnswer } from './live-calls'

export type TakeoverAnswer = CheckAnswer | { kind: 'deviceGone' }

/** What the devices list tells the supporter after a press. */
export type WatchHereOutcome = 'playing' | 'gone' | 'refused' | 'failed'

export async function takeOverLiveSession(
  stream: { assetId: string; mediaType: string },
  sessionID: number,
  endSessionID: number,
): Promise<TakeoverAnswer> {
  let response: Response
  try {
    response = await fetch('/api/streamline/session/takeover', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { attributes: { videoID: stream.assetId, mediaType: stream.mediaType, sessionID, endSessionID } } }),
    })
  } catch {
    return { kind: 'failed' }
  }
  // Gone (another press ended it first, or it lapsed), or this very device: either way, ask again afresh.
  if (response.status === 404 || response.status === 409) return { kind: 'deviceGone' }
  if (response.status !== 200 && response.status !== 403) return { kind: 'failed' }
  return readCheckAnswer(response)
}
