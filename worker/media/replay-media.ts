/**
 * Issue 20 §4: the replay's media in R2, cut from the live video's loop. The
 * loop's init and segment files of every rendition (read from its master
 * playlist, never assumed: the demo renditions change) are copied into
 * media/{replayPlaybackId}/, each rendition gets the VOD playlist of the
 * segments the live window served from kick-off to full time, and the
 * master playlist is the loop's own. A few dozen objects per rendition.
 */
import { parseRecording } from '../../shared/rules/live-window'
import { renditionFolders, replayWindow } from '../../shared/rules/replay-window'
import type { Bindings } from '../env'
import { LIVE_LOOP_ANCHOR_MS } from '../streaming/live-playlists'

/** The ids that become R2 key folders: as the media gateway accepts them. */
export const MEDIA_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** Objects copied at once: R2 takes many, the isolate's connections are few. */
const COPY_CONCURRENCY = 6

async function copyAll(bucket: R2Bucket, pairs: Array<[string, string]>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < pairs.length) {
      const [from, to] = pairs[next++] as [string, string]
      const object = await bucket.get(from)
      if (!object) throw new Error(`replay: ${from} vanished while copying`)
      await bucket.put(to, object.body, { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata })
    }
  }
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker))
}

async function listFolder(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix, cursor })
    keys.push(...page.objects.map((o) => o.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}

export type ReplayMedia = { outcome: 'made'; durationSeconds: number } | { outcome: 'noRecording' } | { outcome: 'tooShort' }

// issue 20 §4: copies the loop and writes the replay's playlists; the entry is written after, so it never names missing media.
export async function makeReplayMedia(
  env: Bindings,
  loopPlaybackId: string,
  replayPlaybackId: string,
  kickedOffMs: number,
  fullTimeMs: number,
): Promise<ReplayMedia> {
  if (!MEDIA_ID.test(loopPlaybackId) || !MEDIA_ID.test(replayPlaybackId)) return { outcome: 'noRecording' }
  const master = await env.MEDIA.get(`media/${loopPlaybackId}/master.m3u8`)
  if (!master) return { outcome: 'noRecording' }
  const masterText = await master.text()
  const folders = renditionFolders(masterText)
  if (folders.length === 0) return { outcome: 'noRecording' }
  const playlists: Array<[string, string]> = []
  const copies: Array<[string, string]> = []
  let durationSeconds = 0
  for (const folder of folders) {
    const source = await env.MEDIA.get(`media/${loopPlaybackId}/${folder}/index.m3u8`)
    const recording = source ? parseRecording(await source.text()) : null
    if (!recording) return { outcome: 'noRecording' }
    const window = replayWindow(recording, LIVE_LOOP_ANCHOR_MS, kickedOffMs, fullTimeMs)
    if (!window) return { outcome: 'tooShort' }
    durationSeconds = Math.max(durationSeconds, window.durationSeconds)
    playlists.push([`media/${replayPlaybackId}/${folder}/index.m3u8`, window.playlist])
    const prefix = `media/${loopPlaybackId}/${folder}/`
    for (const key of await listFolder(env.MEDIA, prefix)) {
      const name = key.slice(prefix.length)
      // The media only: playlists are written anew; deeper folders are not the rendition's.
      if (!name.includes('/') && !name.endsWith('.m3u8')) copies.push([key, `media/${replayPlaybackId}/${folder}/${name}`])
    }
  }
  await copyAll(env.MEDIA, copies)
  const m3u8 = { httpMetadata: { contentType: 'application/vnd.apple.mpegurl' } }
  await Promise.all(playlists.map(([key, body]) => env.MEDIA.put(key, body, m3u8)))
  // The master last: until it is there, nothing points at a half-made replay.
  await env.MEDIA.put(`media/${replayPlaybackId}/master.m3u8`, masterText, m3u8)
  return { outcome: 'made', durationSeconds }
}
