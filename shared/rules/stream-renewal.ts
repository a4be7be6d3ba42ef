/**
 * Issue 9 §4: a playback token lives five minutes, and every playlist and
 * segment address carries it, so a replay longer than that meets a 401 from
 * the media gateway part-way through (hls.js reports it as a fatal network
 * error). The player then asks the §4.4 grant again and carries on where it
 * was, as often as a long video needs. What it must not do is loop: a failure
 * with no playback since the last renewal is not an expired token (the new one
 * did not help), so it is shown instead.
 */
import { PLAYBACK_TOKEN_PARAM } from './playlist-rewrite'

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

/**
 * Issue 10 §8 "Tokens never expire mid-match": a live player is handed a new
 * playback token over its socket before the old one runs out, and every
 * request it makes from then on (the live playlist it reloads every few
 * seconds, the segments it names) carries the newest token instead of the
 * one its address was first given with. Only our own live playlists that
 * carry a token are changed: a foreign address never receives our grant, and
 * issue 18 §7 a segment keeps the segment token its live playlist gave it
 * (the live token opens live playlists only).
 */
export function withCurrentToken(url: string, token: string, origin: string): string {
  const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
  if (!path.startsWith('/media/')) return url
  const question = path.indexOf('?')
  if (question < 0 || !path.slice(0, question).endsWith('/live.m3u8')) return url
  const hash = path.indexOf('#', question)
  const query = path.slice(question + 1, hash < 0 ? undefined : hash)
  const params = query.split('&')
  const at = params.findIndex((param) => param.split('=')[0] === PLAYBACK_TOKEN_PARAM)
  if (at < 0) return url
  params[at] = `${PLAYBACK_TOKEN_PARAM}=${encodeURIComponent(token)}`
  return `${origin}${path.slice(0, question)}?${params.join('&')}${hash < 0 ? '' : path.slice(hash)}`
}
