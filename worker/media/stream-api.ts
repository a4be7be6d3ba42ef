/**
 * Issue 20 §1: the calls we make to Cloudflare Stream's API (the tests answer
 * them in place of api.cloudflare.com). A direct creator upload over tus: we
 * ask Stream for an upload address for the browser, so a 4 GB match file
 * never passes through the worker; and a video's status for the polling
 * fallback when a webhook did not arrive.
 */
import type { StreamVideoConfig } from '../config/video-settings'
import { UPLOAD_EXPIRY_HOURS } from '../../shared/rules/video-upload'

export const STREAM_API = 'https://api.cloudflare.com/client/v4'

/** The longest video Stream may take for one upload: a match with extra time and more. */
export const STREAM_MAX_DURATION_SECONDS = 4 * 60 * 60

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

export interface StreamUpload {
  /** Stream's tus address the browser sends the bytes to. */
  location: string
  /** The Stream video uid (our entry's playback_id). */
  uid: string
}

export async function createStreamDirectUpload(
  stream: StreamVideoConfig,
  file: { length: number; fileName: string; entryId: string },
  now: Date,
): Promise<StreamUpload> {
  const expiry = new Date(now.getTime() + UPLOAD_EXPIRY_HOURS * 3600_000).toISOString()
  const metadata = [
    `name ${b64(file.fileName)}`,
    `requiresignedurls`,
    `maxDurationSeconds ${b64(String(STREAM_MAX_DURATION_SECONDS))}`,
    `expiry ${b64(expiry)}`,
    `meta ${b64(JSON.stringify({ entryId: file.entryId }))}`,
  ].join(',')
  const response = await fetch(`${STREAM_API}/accounts/${stream.accountId}/stream?direct_user=true`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${stream.apiToken}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(file.length),
      'Upload-Metadata': metadata,
    },
  })
  const location = response.headers.get('Location')
  const uid = response.headers.get('stream-media-id')
  if (response.status !== 201 || !location || !uid || !/^[a-z0-9]{32}$/.test(uid))
    throw new Error(`Stream refused the upload (${response.status})`)
  return { location, uid }
}

export interface StreamVideoStatus {
  state: 'ready' | 'error' | 'pending'
  durationSeconds: number
  reason: string | null
  /** Stream has the bytes (queued, downloading, in progress): no longer uploading. */
  started?: boolean
}

/** A Stream video's status (GET …/stream/{uid}), for the polling fallback. */
export async function streamVideoStatus(stream: StreamVideoConfig, uid: string): Promise<StreamVideoStatus> {
  const response = await fetch(`${STREAM_API}/accounts/${stream.accountId}/stream/${uid}`, {
    headers: { Authorization: `Bearer ${stream.apiToken}` },
  })
  if (!response.ok) throw new Error(`Stream answered ${response.status} for a video`)
  const { result } = (await response.json()) as { result: StreamVideoBody }
  return statusOf(result)
}

export interface StreamVideoBody {
  uid?: string
  readyToStream?: boolean
  duration?: number
  liveInput?: string
  status?: { state?: string; errorReasonCode?: string; errorReasonText?: string }
}

/** What Stream's video object (webhook body or API result) says about readiness. */
export function statusOf(video: StreamVideoBody): StreamVideoStatus {
  if (video.status?.state === 'error') {
    const reason =
      [video.status.errorReasonCode, video.status.errorReasonText].filter(Boolean).join(': ') || 'Stream could not process the video'
    return { state: 'error', durationSeconds: 0, reason: reason.slice(0, 500) }
  }
  if (video.readyToStream === true) return { state: 'ready', durationSeconds: Math.max(0, Math.round(video.duration ?? 0)), reason: null }
  const started = ['queued', 'downloading', 'inprogress'].includes(video.status?.state ?? '')
  return { state: 'pending', durationSeconds: 0, reason: null, started }
}

/**
 * Removes a video from Stream's library (a cancelled, refused or expired
 * upload, or a deleted entry). A failure is logged, not thrown: our rows are
 * what the site lists, and an orphan in Stream's library is never played.
 */
export async function deleteStreamVideo(stream: StreamVideoConfig, uid: string): Promise<void> {
  if (!/^[a-z0-9]{32}$/.test(uid)) return
  try {
    const response = await fetch(`${STREAM_API}/accounts/${stream.accountId}/stream/${uid}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${stream.apiToken}` },
    })
    if (!response.ok && response.status !== 404) console.warn('stream delete failed', uid, response.status)
  } catch (err) {
    console.warn('stream delete failed', uid, err instanceof Error ? err.message : String(err))
  }
}
