/**
 * The embedded live default (ARCHITECTURE "Streaming", issue 10 §6): the
 * worker turns a looped recording in R2 into a live stream advancing with the
 * wall clock. '/media/{pid}/live.m3u8' is the multivariant playlist (its
 * variants pointing at their own live.m3u8) and '/media/{pid}/{rendition}/
 * live.m3u8' the sliding window over '{rendition}/index.m3u8' (media
 * sequence, program date time, no ENDLIST: it cannot be paused or rewound).
 * Live playlists need a token backed by a concurrency lease that is still
 * current, so a copied live URL dies with its device's lease.
 *
 * Issue 18 §7: the live token opens live playlists only. The window's
 * segments carry a segment token of their own, signed here for this window
 * (bound to the lease, naming exactly its files, alive a few target
 * durations): segments need no Durable Object call each, and a viewer who
 * loses the lease is refused at the next playlist reload and can fetch no
 * more than the window it already had.
 */
import type { Context } from 'hono'
import { liveSegmentTokenSeconds } from '../../shared/rules/live-media-access'
import { liveMultivariant, liveWindow, parseRecording } from '../../shared/rules/live-window'
import { rewritePlaylist } from '../../shared/rules/playlist-rewrite'
import type { AppEnv } from '../env'
import { type PlaybackClaims, signPlaybackToken } from './playback-token'
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

/**
 * The lease behind the token is held by a device that is still pinging (its
 * account's StreamSessions object: one RPC, answered from the object's own
 * SQLite without any I/O). Started by the gateway beside its D1 read.
 */
export async function leaseIsLive(env: AppEnv['Bindings'], grant: PlaybackClaims): Promise<boolean> {
  if (!grant.lease) return false
  return streamSessionsOf(env, grant.subject).leaseIsLive(grant.lease)
}

/**
 * The files a media playlist names, relative to the playback id's folder
 * ('audio/seg_003.m4s'): its URI lines and URI attributes, resolved against
 * the playlist's own address; foreign ones (another host, another folder) left out.
 */
export function filesNamedBy(playlist: string, playlistKey: string): string[] {
  const base = new URL(`https://media.invalid/${playlistKey}`)
  const root = `/${playlistKey.split('/').slice(0, 2).join('/')}/`
  const uris = playlist.split(/\r?\n/).flatMap((line) => {
    const trimmed = line.trim()
    if (trimmed === '') return []
    if (!trimmed.startsWith('#')) return [trimmed]
    return [...trimmed.matchAll(/URI="([^"]+)"/g)].map((match) => match[1] as string)
  })
  const files = new Set<string>()
  for (const uri of uris) {
    const url = new URL(uri, base)
    if (url.origin === base.origin && url.pathname.startsWith(root)) files.add(url.pathname.slice(root.length))
  }
  return [...files]
}

export async function livePlaylist(
  c: Context<AppEnv>,
  key: string,
  playbackId: string,
  grant: PlaybackClaims,
  token: string,
  leaseLive: Promise<boolean>,
  now = Date.now(),
): Promise<LivePlaylistAnswer> {
  if (!grant.lease) return { kind: 'refused', reason: 'noLease' }
  const multivariant = key === `media/${playbackId}/${LIVE_PLAYLIST}`
  const [source, live] = await Promise.all([c.env.MEDIA.get(sourceKey(key, multivariant)), leaseLive])
  if (!live) return { kind: 'refused', reason: 'leaseEnded' }
  if (!source) return { kind: 'missing' }
  const text = await source.text()
  // Its variants are live playlists: they take the live token, checked again on each.
  if (multivariant) return { kind: 'playlist', body: rewritePlaylist(liveMultivariant(text), token) }
  const recording = parseRecording(text)
  if (!recording) return { kind: 'missing' }
  const window = liveWindow(recording, LIVE_LOOP_ANCHOR_MS, now).playlist
  const segments = await signPlaybackToken(
    c.env,
    {
      subject: grant.subject,
      playbackId,
      asset: grant.asset,
      lease: grant.lease,
      scope: 'liveSegment',
      files: filesNamedBy(window, key),
      ttlSeconds: liveSegmentTokenSeconds(recording.targetDuration),
    },
    new Date(now),
  )
  return { kind: 'playlist', body: rewritePlaylist(window, segments.token) }
}
