/**
 * Issue 20 §2: a new upload makes its draft entry (processing_state
 * 'uploading', the configured provider, fresh ids) and its video_uploads row
 * in one batch with the audit entry. r2: an R2 multipart upload at
 * uploads/{entryId}/source takes the bytes through our PATCH endpoint.
 * cloudflare-stream: Stream's direct creator upload; the entry's playback_id
 * is Stream's video uid and the browser sends the bytes to Stream.
 */
import { UPLOAD_EXPIRY_HOURS, UPLOAD_PART_BYTES } from '../../shared/rules/video-upload'
import type { Actor } from '../admin/audit'
import type { VideoSettings } from '../config/video-settings'
import type { Bindings } from '../env'
import { newEntryId, newPlaybackId, newUploadId } from './media-ids'
import { uploadSourceKey } from './r2-uploads'
import { createStreamDirectUpload } from './stream-api'
import { createUploadStatements, type NewUpload } from './upload-rows'

export interface UploadFile {
  title: string
  fileName: string
  contentType: string
  length: number
}

export interface StartedUpload {
  entryId: string
  uploadId: string
  /** The tus address the client sends the bytes to. */
  location: string
}

export async function startUpload(
  env: Bindings,
  settings: VideoSettings,
  actor: Actor,
  file: UploadFile,
  now: Date,
): Promise<StartedUpload> {
  const entryId = newEntryId()
  const uploadId = newUploadId()
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRY_HOURS * 3600_000).toISOString()
  const base = { uploadId, entryId, ...file, partSize: UPLOAD_PART_BYTES, expiresAt }
  if (settings.provider === 'cloudflare-stream' && settings.stream) {
    const stream = await createStreamDirectUpload(settings.stream, { length: file.length, fileName: file.fileName, entryId }, now)
    const upload: NewUpload = {
      ...base,
      provider: 'cloudflare-stream',
      playbackId: stream.uid,
      r2Key: null,
      r2UploadId: null,
      providerUploadUrl: stream.location,
    }
    await env.DB.batch(createUploadStatements(env.DB, upload, actor, now))
    return { entryId, uploadId, location: stream.location }
  }
  const key = uploadSourceKey(entryId)
  const multipart = await env.MEDIA.createMultipartUpload(key, { httpMetadata: { contentType: file.contentType } })
  const upload: NewUpload = {
    ...base,
    provider: 'r2',
    playbackId: newPlaybackId(),
    r2Key: key,
    r2UploadId: multipart.uploadId,
    providerUploadUrl: null,
  }
  try {
    await env.DB.batch(createUploadStatements(env.DB, upload, actor, now))
  } catch (err) {
    await multipart.abort()
    throw err
  }
  return { entryId, uploadId, location: `/api/admin/uploads/${uploadId}` }
}
