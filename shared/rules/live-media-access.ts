/**
 * Issue 18 §7 "Live media holds to the device limit": which playback token
 * opens which file of a stream's folder. A live stream is a looped recording
 * in R2 (worker/streaming/live-playlists.ts), so the same folder holds the
 * recording's static playlists (master.m3u8, {rendition}/index.m3u8), its
 * segments, and the generated live playlists (live.m3u8). Three scopes:
 *
 * - onDemand: the §4.4 grant of an entry. Opens static playlists and
 *   segments as before; never a live playlist (it has no lease).
 * - live: the session check's token and its renewals, bound to the device's
 *   lease. Opens only live playlists, and each one only while the lease is
 *   live in the account's StreamSessions object (checked on every request):
 *   the recording's static playlists and its segments refuse it, so a live
 *   token handed to others plays nothing that the lease does not cover.
 * - liveSegment: signed into one live playlist for its segments, bound to
 *   the same lease, naming exactly the files of that playlist's window and
 *   living a few target durations. It opens those files only, no playlist:
 *   once the lease ends, the next live playlist is refused, and no segment
 *   beyond the last window served can be fetched.
 */

export type MediaTokenScope = 'onDemand' | 'live' | 'liveSegment'

/** What the request asks for: a generated live playlist, a playlist stored in R2, or a media file (segment, init). */
export type MediaRequestKind = 'livePlaylist' | 'staticPlaylist' | 'media'

export interface LiveMediaRequest {
  scope: MediaTokenScope
  /** The token names a lease (claim lease). */
  hasLease: boolean
  kind: MediaRequestKind
  /** liveSegment only: the file is one the token names (its window's files). */
  namedByToken: boolean
}

export type LiveMediaRefusal =
  /** A live playlist asked for with a token no lease backs (an on-demand token, or a live one without its lease). */
  | 'noLease'
  /** A live or segment token on a file it does not open (a static playlist, a segment, a playlist). */
  | 'wrongScope'
  /** A segment token on a file outside the window it was signed for. */
  | 'outsideWindow'

export type LiveMediaDecision =
  | { action: 'serve' }
  /** Serve only if the account's StreamSessions object says the token's lease is live. */
  | { action: 'checkLease' }
  | { action: 'refuse'; reason: LiveMediaRefusal }

// issue 18 §7
export function liveMediaAccess(request: LiveMediaRequest): LiveMediaDecision {
  const { scope, hasLease, kind } = request
  if (scope === 'onDemand') return kind === 'livePlaylist' ? refuse('noLease') : { action: 'serve' }
  if (scope === 'live') {
    if (kind !== 'livePlaylist') return refuse('wrongScope')
    return hasLease ? { action: 'checkLease' } : refuse('noLease')
  }
  if (kind !== 'media' || !hasLease) return refuse('wrongScope')
  return request.namedByToken ? { action: 'serve' } : refuse('outsideWindow')
}

function refuse(reason: LiveMediaRefusal): LiveMediaDecision {
  return { action: 'refuse', reason }
}

/**
 * The token's scope from its claims: an explicit scope, else 'live' when it
 * names a lease (tokens signed before scopes, alive 5 minutes after a
 * deploy), else 'onDemand'. Null for a scope we never sign.
 */
export function scopeOfClaims(scope: unknown, lease: unknown): MediaTokenScope | null {
  if (scope === undefined) return lease === undefined ? 'onDemand' : 'live'
  return scope === 'live' || scope === 'liveSegment' ? scope : null
}

/**
 * How long a live playlist's segment token lives: a player fetches a listed
 * segment within about one target duration of the playlist (it reloads the
 * playlist every target duration and takes the new addresses), so three
 * leave room for a slow download; at least 12 s, at most a minute.
 */
export function liveSegmentTokenSeconds(targetDurationSeconds: number): number {
  const wanted = Math.ceil(3 * (Number.isFinite(targetDurationSeconds) ? targetDurationSeconds : 0))
  return Math.min(60, Math.max(12, wanted))
}
