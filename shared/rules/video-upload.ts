/**
 * Issue 20 §2: the shape of a resumable video upload, shared by the worker's
 * tus endpoints (/api/admin/uploads) and the back office's tus client, so the
 * client cuts the file exactly where the server expects a part to end.
 */

/**
 * Every PATCH carries one R2 multipart part: R2 wants every part but the last
 * of one size and at least 5 MiB; 8 MiB stays far under a worker's request
 * body limit (100 MB) and loses little when a connection drops mid-part.
 */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024

/** The default largest file (the configured VIDEO_UPLOAD_MAX_BYTES may lower or raise it): a 90-minute match in 1080p fits. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 ** 3

/** An upload not finished within this many hours is aborted and its entry removed (nothing half-made stays). */
export const UPLOAD_EXPIRY_HOURS = 24

/** The tus protocol version both sides speak. */
export const TUS_VERSION = '1.0.0'

/** File types offered in the picker; the server still checks the bytes themselves. */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/quicktime', 'video/x-matroska', 'video/webm'] as const

/** Processing states of a video entry (migration 0015), in the order an entry passes them. */
export const VIDEO_STATES = ['uploading', 'waiting_for_packaging', 'processing', 'ready', 'failed'] as const
export type VideoState = (typeof VIDEO_STATES)[number]

export const VIDEO_PROVIDERS = ['r2', 'cloudflare-stream'] as const
export type VideoProviderName = (typeof VIDEO_PROVIDERS)[number]

/** Seconds left at the rate seen so far; null until there is a rate to go by. */
export function secondsLeft(received: number, total: number, elapsedSeconds: number): number | null {
  if (received <= 0 || elapsedSeconds <= 0 || total <= received) return total <= received ? 0 : null
  const rate = received / elapsedSeconds
  return Math.ceil((total - received) / rate)
}
