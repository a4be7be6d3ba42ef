/**
 * Issue 20 §5: the picture of a video. An entry without one
 * (videos.thumbnail_key = '') gets a frame at 10% of its length, stored in
 * our picture library under a key named by its content (the packaging
 * command's scheme, worker/dev/package-steps.mjs), so a frame fetched twice is
 * stored once. Until it has one, lists show its category's hero picture, or
 * none at all: never an image URL with an empty key (a 404 in the browser).
 */
import { imageKeyOfUrl } from '../images'

/** The share of a video's length its frame is taken at. */
export const FRAME_SHARE = 0.1

/** Whole seconds into a video of its frame (Stream's `time={n}s`): 10% of its length, 0 for an unknown length. */
export function frameSeconds(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0
  return Math.floor(durationSeconds * FRAME_SHARE)
}

/** The picture library's key of a frame: uploads/{yyyy}/{mm}/{first 32 hex of its sha-256}.{ext}. */
export function framePictureKey(sha256Hex: string, extension: string, now: Date): string {
  return `uploads/${now.toISOString().slice(0, 7).replace('-', '/')}/${sha256Hex.slice(0, 32)}.${extension}`
}

/**
 * The picture a video shows: its own, else its category's hero picture, else
 * null (no picture: the client shows its placeholder). '' is no picture.
 */
export function videoPictureKey(thumbnailKey: string | null | undefined, categoryHeroKey: string | null | undefined): string | null {
  if (thumbnailKey) return thumbnailKey
  if (categoryHeroKey) return categoryHeroKey
  return null
}

/** The picture key of an image URL the API gave: '' (no picture) is null, never a key. */
export function pictureKeyOfUrl(url: string): string | null {
  const key = imageKeyOfUrl(url)
  return key === '' ? null : key
}
