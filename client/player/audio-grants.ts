/**
 * Where the audio panel gets its playback address, by source. On-demand
 * commentary asks the §4.4 grant like video does. Live audio asks the §7
 * session check of its stream asset; until the live-streams work brings the
 * socket-held session and the §8.1 messages, a refusal is shown as the §8.2
 * 'other' message with the session check's own code, never as a wrong reason.
 */
import type { AudioSource } from '../state/media-state'
import { type GrantAnswer, requestGrant } from './playback-grant'

export type GrantRequest = (id: string, signal: AbortSignal) => Promise<GrantAnswer>

async function requestLiveAudio(assetId: string, signal: AbortSignal, sessionID: number): Promise<GrantAnswer> {
  let response: Response
  try {
    response = await fetch('/api/streamline/session/check', {
      method: 'POST',
      signal,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { attributes: { videoID: assetId, mediaType: 'audio', sessionID } } }),
    })
  } catch (error) {
    if (signal.aborted) throw error
    return { kind: 'connectionFailed', code: 'network' }
  }
  if (response.status >= 500) return { kind: 'connectionFailed', code: String(response.status) }
  const body = (await response.json().catch(() => null)) as {
    data?: { attributes?: { playbackUrl?: string } }
    errors?: Array<{ code?: string }>
  } | null
  const playbackUrl = body?.data?.attributes?.playbackUrl
  if (response.ok && playbackUrl) return { kind: 'answered', grant: { Status: -1, KSession: '', playbackUrl } }
  const code = body?.errors?.[0]?.code ?? String(response.status)
  return { kind: 'answered', grant: { Status: Number.NaN, KSession: '', playbackUrl: '' }, refusal: code }
}

export function audioGrantRequest(source: AudioSource, sessionID: number): GrantRequest {
  return source === 'live' ? (id, signal) => requestLiveAudio(id, signal, sessionID) : requestGrant
}
