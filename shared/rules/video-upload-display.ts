/**
 * Issue 20 §2: what the back office decides about a video file before and
 * while it uploads: whether to send it at all, how far it got in words a
 * person reads ('120.5 MB of 800 MB', '3 min 20 s left'), when to say so
 * aloud, and whether the list must keep asking for fresh states.
 */
import { secondsLeft, VIDEO_FILE_TYPES, type VideoState } from './video-upload'

const MB = 1024 * 1024

export type VideoFileCheck = { ok: true } | { ok: false; message: string }

/**
 * Refused before a byte is sent: an empty file, one over the limit, one whose
 * type is not a video we take. The server checks again (the bytes themselves,
 * its configured limit) and has the last word.
 */
export function checkVideoFile(file: { name: string; size: number; type: string }, maxBytes: number): VideoFileCheck {
  if (file.size <= 0) return { ok: false, message: `${file.name} is empty (0 bytes): choose the video file itself.` }
  if (file.size > maxBytes) {
    return {
      ok: false,
      message: `${file.name} is ${formatSize(file.size)}: the largest video that can be uploaded is ${formatSize(maxBytes)}.`,
    }
  }
  if (!(VIDEO_FILE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: `${file.name} is not a video we take: upload an MP4, MOV, MKV or WebM file.` }
  }
  return { ok: true }
}

/** '0.5 MB', '120.5 MB', '1.25 GB'. */
export function formatSize(bytes: number): string {
  const mb = Math.max(0, bytes) / MB
  if (mb >= 1024) return `${trim(mb / 1024, 2)} GB`
  return `${trim(mb, 1)} MB`
}

/** '4.2 MB/s'; '–' before there is a rate. */
export function formatSpeed(bytesPerSecond: number): string {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return '–'
  return `${trim(bytesPerSecond / MB, 1)} MB/s`
}

/** '3 min 20 s left', '1 h 5 min left', '45 s left'; null: not known yet. */
export function formatTimeLeft(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null
  const whole = Math.ceil(seconds)
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  if (hours > 0) return `${hours} h ${minutes} min left`
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s left` : `${minutes} min left`
  return `${rest} s left`
}

/** How far an upload got, 0 to 100, rounded down (100 only once every byte is in). */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)))
}

/**
 * The progress line: '120.5 MB of 800 MB · 4.2 MB/s · 3 min 20 s left'. The
 * rate counts only the bytes sent since this session began (`base`: where a
 * resumed or unpaused upload started again), over the seconds since then.
 */
export function progressLine(sent: number, total: number, base: number, elapsedSeconds: number): string {
  const parts = [`${formatSize(sent)} of ${formatSize(total)}`]
  const moved = sent - base
  if (elapsedSeconds > 0 && moved > 0) parts.push(formatSpeed(moved / elapsedSeconds))
  const left = formatTimeLeft(secondsLeft(moved, total - base, elapsedSeconds))
  if (left && sent < total) parts.push(left)
  return parts.join(' · ')
}

/**
 * Accessibility: a screen reader hears the progress every 10 %, not on every
 * byte. The step to announce now, or null when it is still the last one said.
 */
export function progressToAnnounce(percent: number, lastAnnounced: number | null): number | null {
  const step = Math.floor(percent / 10) * 10
  if (lastAnnounced !== null && step <= lastAnnounced) return null
  return step
}

/** The list asks again every 10 s while an entry is still uploading or processing; nothing to wait for: it stops. */
export const VIDEO_LIST_POLL_MS = 10_000

export function shouldPollVideoList(states: readonly VideoState[]): boolean {
  return states.some((state) => state === 'uploading' || state === 'processing')
}

/** A title from a file name: 'derby-highlights_final.mp4' → 'derby highlights final'. */
export function titleOfFile(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (base || 'Untitled video').slice(0, 200)
}

function trim(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)))
}
