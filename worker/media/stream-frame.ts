/**
 * Issue 20 §5 for Cloudflare Stream: a Stream video that becomes ready while
 * its entry has no picture (thumbnail_key = '') gets the frame at 10% of its
 * length, through our own picture library so the image transforms serve it
 * like every other picture. Stream's thumbnail of a video that requires
 * signed URLs is https://{host}/{token}/thumbnails/thumbnail.jpg?time={n}s,
 * the token signed exactly as playback signs it. The bytes are judged as an
 * editor's upload is (shared/rules/picture-upload.ts), stored under a key
 * named by their hash, and the key set only where the entry still has no
 * picture, so an editor's picture set meanwhile is never overwritten.
 * A failure is logged and the entry stays ready: the poll tries again.
 */
import { judgePicture, PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../shared/rules/picture-upload'
import { checkImageKey } from '../../shared/rules/image-request'
import { framePictureKey, frameSeconds } from '../../shared/rules/video-picture'
import type { StreamVideoConfig } from '../config/video-settings'
import type { Bindings } from '../env'
import { readCappedBytes } from '../routes/body-reader'
import { providerPlayback } from '../streaming/live-provider'

/**
 * Stream's signed thumbnail address of video `uid` at `seconds`. Stream's
 * default is a 640x640 crop: we ask for the whole frame (fit=clip) within
 * 1280x720, enough for the largest poster (960 wide) and its transforms.
 */
export async function streamThumbnailUrl(stream: StreamVideoConfig, uid: string, seconds: number, now: Date): Promise<string> {
  const { token } = await providerPlayback({ name: 'cloudflare-stream', host: stream.host, key: stream.key }, uid, now)
  return `https://${stream.host}/${token}/thumbnails/thumbnail.jpg?time=${seconds}s&width=1280&height=720&fit=clip`
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Fetches the frame of Stream video `uid` and stores it in the picture
 * library; answers its key. Throws when Stream answers no picture.
 */
export async function storeStreamFrame(env: Bindings, stream: StreamVideoConfig, uid: string, durationSeconds: number, now: Date) {
  const response = await fetch(await streamThumbnailUrl(stream, uid, frameSeconds(durationSeconds), now))
  if (!response.ok) {
    await response.body?.cancel()
    throw new Error(`Stream answered ${response.status} for a thumbnail`)
  }
  const bytes = await readCappedBytes(response, PICTURE_MAX_BYTES)
  const verdict = judgePicture(bytes)
  if (!verdict.ok || bytes === null)
    throw new Error(`Stream's thumbnail is not a picture we take (${verdict.ok ? 'tooLarge' : verdict.reason})`)
  const type = PICTURE_TYPES[verdict.format]
  const key = framePictureKey(hex(await crypto.subtle.digest('SHA-256', bytes)), type.extension, now)
  if (checkImageKey(key).kind !== 'ok') throw new Error(`the picture key ${key} is not one the image transforms serve`)
  await env.MEDIA.put(`images/${key}`, bytes, { httpMetadata: { contentType: type.contentType } })
  return key
}

/**
 * The frame for the ready Stream entry of video `uid` when it has no picture;
 * true when its thumbnail_key was set. Never throws: a failure is a warning.
 */
export async function giveStreamFrame(env: Bindings, stream: StreamVideoConfig, uid: string, now: Date): Promise<boolean> {
  try {
    const entry = await env.DB.prepare(
      `SELECT duration_seconds FROM videos
        WHERE provider = 'cloudflare-stream' AND playback_id = ?1 AND processing_state = 'ready' AND thumbnail_key = ''`,
    )
      .bind(uid)
      .first<{ duration_seconds: number }>()
    if (!entry) return false
    const key = await storeStreamFrame(env, stream, uid, entry.duration_seconds, now)
    // Guarded: an editor's picture set while we fetched stays. The version is not moved: this is no edit.
    const set = await env.DB.prepare(
      `UPDATE videos SET thumbnail_key = ?2 WHERE provider = 'cloudflare-stream' AND playback_id = ?1 AND thumbnail_key = ''`,
    )
      .bind(uid, key)
      .run()
    return set.meta.changes > 0
  } catch (err) {
    console.warn('stream frame failed', uid, err instanceof Error ? err.message : String(err))
    return false
  }
}

/** Ready Stream entries still without a picture are tried again for a day after they changed, a few each run. */
const RETRY_WINDOW_MS = 24 * 3600_000
const RETRY_BATCH = 5

/** The poll's retry (worker/media/media-scheduled.ts): answers how many entries got their frame. */
export async function retryStreamFrames(env: Bindings, stream: StreamVideoConfig, now: Date): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT playback_id FROM videos
      WHERE provider = 'cloudflare-stream' AND processing_state = 'ready' AND thumbnail_key = ''
        AND coalesce(updated_at, created_at) >= ?1
      ORDER BY updated_at DESC LIMIT ?2`,
  )
    .bind(new Date(now.getTime() - RETRY_WINDOW_MS).toISOString(), RETRY_BATCH)
    .all<{ playback_id: string }>()
  let given = 0
  for (const { playback_id: uid } of results) if (await giveStreamFrame(env, stream, uid, now)) given += 1
  return given
}
