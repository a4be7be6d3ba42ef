/**
 * The embedded live default (ARCHITECTURE "Streaming", issue 10 §6): the
 * worker turns a looped recording in R2 into a live stream advancing with the
 * wall clock. '/media/{pid}/live.m3u8' is the multivariant playlist (its
 * variants pointing at their own live.m3u8) and '/media/{pid}/{rendition}/
 * live.m3u8' the sliding window over '{rendition}/index.m3u8' (media
 * sequence, program date time, no ENDLIST: it cannot be paused or rewound).
 * Live playlists need a token backed by a concurrency lease that is still
 * current, so a copied live URL dies with its device's lease.
 */
import type { Context } from 'hono'
import { liveMultivariant, liveWindow, parseRecording } from '../../shared/rules/live-window'
import { rewritePlaylist } from '../../shared/rules/playlist-rewrite'
import type { AppEnv } from '../env'
import type { PlaybackClaims } from './playback-token'
import { streamSessionsOf } from './session-check'

/** Every viewer's loop starts from the same instant, so all isolates compute the same window. */
export const LIVE_LOOP_ANCHOR_MS = Date.UTC(2025, 6, 1)

export const LIVE_PLAYLIST = 'live.m3u8'

export type LivePlaylistAnswer =
  | { kind: 'playlist'; body: string }
  | { kind: 'refused'; reason: 'noLease' | 'leaseEnded' }
  | { kind: 'missing' }

/** The R2 key a live playlist is generated from: master.m3u8 beside it, or the rendition's index.m3u8. */
function sourceKey(liveKey: string, multivariant: boolean): string {
  const folder = liveKey.slice(0, -LIVE_PLAYLIST.length)
  return `${folder}${multivariant ? 'master.m3u8' : 'index.m3u8'}`
}

/** The lease behind the token is held by a device that is still pinging (its account's StreamSessions object). */
async function leaseIsLive(c: Context<AppEnv>, grant: PlaybackClaims): Promise<boolean> {
  if (!grant.lease) return false
  return streamSessionsOf(c.env, grant.subject).leaseIsLive(grant.lease)
}

export async function livePlaylist(
  c: Context<AppEnv>,
  key: string,
  playbackId: string,
  grant: PlaybackClaims,
  token: string,
  now = Date.now(),
): Promise<LivePlaylistAnswer> {
  if (!grant.lease) return { kind: 'refused', reason: 'noLease' }
  const multivariant = key === `media/${playbackId}/${LIVE_PLAYLIST}`
  const [source, live] = await Promise.all([c.env.MEDIA.get(sourceKey(key, multivariant)), leaseIsLive(c, grant)])
  if (!live) return { kind: 'refused', reason: 'leaseEnded' }
  if (!source) return { kind: 'missing' }
  const text = await source.text()
  if (multivariant) return { kind: 'playlist', body: rewritePlaylist(liveMultivariant(text), token) }
  const recording = parseRecording(text)
  if (!recording) return { kind: 'missing' }
  return { kind: 'playlist', body: rewritePlaylist(liveWindow(recording, LIVE_LOOP_ANCHOR_MS, now).playlist, token) }
}
