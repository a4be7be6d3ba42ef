/**
 * Issue 20 §2: one video file sent over tus 1.0.0 to /api/admin/uploads, in
 * parts of UPLOAD_PART_BYTES (the size the server cuts R2 parts at). The tus
 * client is loaded only when an upload starts, so neither the public pages
 * nor the rest of the back office carry it.
 *
 * Resuming: the client keeps each upload's address in localStorage under the
 * file's fingerprint; choosing the same file again after a closed lid, a
 * dropped connection or a reload asks the server where it got to (HEAD) and
 * goes on from there. The entry id (X-Entry-Id on the 201 that created the
 * upload) is kept beside it, since a resumed upload never sees that 201.
 * For cloudflare-stream the upload's address is Stream's own; nothing here changes.
 */
import type { DetailedError, HttpRequest, HttpResponse, Upload } from 'tus-js-client'
import { UPLOAD_PART_BYTES } from '../../../shared/rules/video-upload'

export interface UploadEvents {
  onProgress: (sent: number, total: number) => void
  /** A previous upload of this file was found; it goes on from this many bytes. */
  onResumed: (offset: number, total: number) => void
  onEntry: (entryId: string) => void
  onSuccess: (entryId: string | null) => void
  onError: (message: string) => void
}

export interface VideoUpload {
  pause: () => void
  resume: () => void
  /** tus termination: the server drops the parts and the entry. */
  cancel: () => Promise<void>
}

/** A dropped connection is tried again after these pauses (ms); then the editor sees the error and may resume. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000]
const ENTRY_OF_UPLOAD = 'video-upload-entry:'

function entryKey(url: string): string {
  return ENTRY_OF_UPLOAD + new URL(url, location.href).href
}

/** The server's own words when it refused (its JSON errors), else a sentence about the connection. */
export function uploadErrorMessage(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { errors?: { message?: string }[] }
      const messages = (body.errors ?? []).map((item) => item.message).filter(Boolean)
      if (messages.length) return messages.join(' ')
    } catch {
      // Not JSON (a proxy's page): say the status instead.
    }
    return `The upload was refused (${response.getStatus()}).`
  }
  return 'The upload stopped: the server could not be reached. Check the connection and press Resume.'
}

export async function startVideoUpload(file: File, title: string, events: UploadEvents): Promise<VideoUpload> {
  const tus = await import('tus-js-client')
  let entryId: string | null = null
  let upload: Upload | null = null

  const remember = (id: string) => {
    if (entryId === id) return
    entryId = id
    if (upload?.url) localStorage.setItem(entryKey(upload.url), id)
    events.onEntry(id)
  }

  upload = new tus.Upload(file, {
    endpoint: '/api/admin/uploads',
    chunkSize: UPLOAD_PART_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type, title },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onAfterResponse: (req: HttpRequest, res: HttpResponse) => {
      const id = res.getHeader('X-Entry-Id')
      if (id) remember(id)
      // A resumed upload's HEAD says where the server got to.
      if (req.getMethod() === 'HEAD' && res.getStatus() < 300) {
        const offset = Number(res.getHeader('Upload-Offset'))
        const length = Number(res.getHeader('Upload-Length') ?? file.size)
        if (Number.isFinite(offset) && offset > 0) events.onResumed(offset, Number.isFinite(length) ? length : file.size)
      }
    },
    onUploadUrlAvailable: () => {
      if (!upload?.url) return
      if (entryId) localStorage.setItem(entryKey(upload.url), entryId)
      else {
        const stored = localStorage.getItem(entryKey(upload.url))
        if (stored) remember(stored)
      }
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: () => {
      if (upload?.url) localStorage.removeItem(entryKey(upload.url))
      events.onSuccess(entryId)
    },
    onError: (error) => events.onError(uploadErrorMessage(error)),
  })

  const previous = await upload.findPreviousUploads()
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0]
  if (latest) {
    upload.resumeFromPreviousUpload(latest)
    const stored = latest.uploadUrl ? localStorage.getItem(entryKey(latest.uploadUrl)) : null
    if (stored) remember(stored)
  }
  upload.start()

  const current = upload
  return {
    pause: () => void current.abort(false),
    resume: () => current.start(),
    cancel: async () => {
      const url = current.url
      await current.abort(true)
      if (url) localStorage.removeItem(entryKey(url))
    },
  }
}
