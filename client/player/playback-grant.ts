/**
 * SPEC §4.4, §7: GET /api/streamline/ksession/{entryId} → {Status, KSession,
 * playbackUrl, Message?}. The one call the video player and the audio panel
 * make before playing an on-demand entry. A request that never got an answer,
 * or a 5xx, is a video-service connection failure (§8.3); any other answer is
 * read through shared/rules/playback-outcome.ts.
 */

import { playsWithHlsJs } from './hls-loader'
import { prefetchMaster } from './master-playlist'

export interface PlaybackGrant {
  Status: number
  KSession: string
  playbackUrl: string
  Message?: string
}

export type GrantAnswer =
  | { kind: 'answered'; grant: PlaybackGrant }
  /** No answer, or the service failed (5xx): §8.3 notice, entitlements cleared. */
  | { kind: 'connectionFailed'; code: string }

export function grantUrl(entryId: string): string {
  return `/api/streamline/ksession/${encodeURIComponent(entryId)}`
}

export async function requestGrant(entryId: string, signal?: AbortSignal): Promise<GrantAnswer> {
  let response: Response
  try {
    response = await fetch(grantUrl(entryId), { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } })
  } catch (error) {
    if (signal?.aborted) throw error
    return { kind: 'connectionFailed', code: 'network' }
  }
  if (response.status >= 500) return { kind: 'connectionFailed', code: String(response.status) }
  const body = (await response.json().catch(() => null)) as Partial<PlaybackGrant> | null
  // A 4xx without a grant (an unknown entry, a malformed id) is a problem with this stream: its HTTP status is the code shown.
  if (!body || typeof body.Status !== 'number') {
    return { kind: 'answered', grant: { Status: response.status, KSession: '', playbackUrl: '' } }
  }
  return {
    kind: 'answered',
    grant: { Status: body.Status, KSession: body.KSession ?? '', playbackUrl: body.playbackUrl ?? '', Message: body.Message },
  }
}

/**
 * A grant asked for the moment a visitor chooses a video ('Watch Now'), while
 * the page and the player's code load, and taken by the player when it mounts.
 * Used once and only briefly: a later mount (or a login change) asks again.
 */
const PREFETCH_TTL_MS = 10_000
let prefetched: { entryId: string; at: number; answer: Promise<GrantAnswer> } | null = null

export function prefetchGrant(entryId: string): void {
  const answer = requestGrant(entryId)
  // The stream it grants: its master playlist is on its way too (hls.js players), while the player's code loads.
  // The player may never take either (the visitor went elsewhere): never an unhandled rejection.
  answer.then(
    (granted) => {
      if (granted.kind === 'answered' && granted.grant.playbackUrl && playsWithHlsJs()) prefetchMaster(granted.grant.playbackUrl)
    },
    () => undefined,
  )
  prefetched = { entryId, at: Date.now(), answer }
}

export function takeGrant(entryId: string, signal: AbortSignal): Promise<GrantAnswer> {
  const ready = prefetched
  prefetched = null
  if (ready && ready.entryId === entryId && Date.now() - ready.at < PREFETCH_TTL_MS) return ready.answer
  return requestGrant(entryId, signal)
}
