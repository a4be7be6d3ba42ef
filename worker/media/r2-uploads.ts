/**
 * Issue 20 §2, r2 provider: a tus upload's bytes go into an R2 multipart
 * upload at uploads/{entryId}/source, one part per PATCH (every part but the
 * last exactly UPLOAD_PART_BYTES, as R2 wants equal parts). The first part's
 * bytes must look like a video container or the upload and its entry are
 * removed at once; the last part completes the object and the entry waits for
 * packaging (`npm run media:package -- --entry {entryId}` reads that object).
 */
import { checkUploadPart, type UploadRefusal } from '../../shared/rules/video-upload-checks'
import { sniffVideoContainer } from '../../shared/rules/video-sniff'
import type { Actor } from '../admin/audit'
import { configOf } from '../config'
import type { Bindings } from '../env'
import { deleteStreamVideo } from './stream-api'
import { completeUploadStatements, recordPartStatement, removeUploadStatements, type UploadRow } from './upload-rows'

/** Where the uploaded file lies until packaging reads it. */
export const uploadSourceKey = (entryId: string): string => `uploads/${entryId}/source`

export type PartOutcome = { ok: true; offset: number } | ({ ok: false } & UploadRefusal)

const NOT_VIDEO: UploadRefusal = {
  status: 415,
  code: 'upload_not_video',
  message: 'This file is not a video (its bytes are not an MP4, MOV, MKV or WebM container): the upload was removed',
}

export async function receivePart(
  env: Bindings,
  actor: Actor,
  upload: UploadRow,
  offsetHeader: string | null,
  body: Uint8Array,
  now: Date,
): Promise<PartOutcome> {
  const refused = checkUploadPart(offsetHeader, upload.received, upload.length, body.byteLength, upload.part_size)
  if (refused) return { ok: false, ...refused }
  if (upload.received === 0 && sniffVideoContainer(body) === null) {
    await removeUpload(env, actor, upload, 'upload-refused', now)
    return { ok: false, ...NOT_VIDEO }
  }
  if (!upload.r2_key || !upload.r2_upload_id) throw new Error('an r2 upload without its multipart upload')
  const multipart = env.MEDIA.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id)
  const partNumber = (JSON.parse(upload.parts) as unknown[]).length + 1
  const part = await multipart.uploadPart(partNumber, body)
  const [recorded] = await env.DB.batch([recordPartStatement(env.DB, upload, part, body.byteLength)])
  if ((recorded?.meta.changes ?? 0) === 0)
    return {
      ok: false,
      status: 409,
      code: 'upload_offset_mismatch',
      message: 'Another request sent this part first: ask for the offset (HEAD) and resume',
    }
  const received = upload.received + body.byteLength
  if (received === upload.length) {
    const parts = [...(JSON.parse(upload.parts) as R2UploadedPart[]), part]
    await multipart.complete(parts)
    await env.DB.batch(completeUploadStatements(env.DB, upload, 'waiting_for_packaging', actor, now))
  }
  return { ok: true, offset: received }
}

/**
 * Cancelled, refused or expired: the multipart upload aborted, whatever lies
 * under uploads/{entryId}/ deleted (a Stream upload's video removed from Stream), then the rows (entry and upload) with the
 * audit entry. R2 first: a failure there leaves the rows for the next expiry run.
 */
export async function removeUpload(env: Bindings, actor: Actor, upload: UploadRow, action: string, now: Date): Promise<void> {
  if (upload.r2_key && upload.r2_upload_id && upload.state === 'uploading') {
    try {
      await env.MEDIA.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id).abort()
    } catch {
      // Already completed or aborted (a retried cancel): nothing left to abort.
    }
  }
  await deleteUnder(env.MEDIA, `uploads/${upload.entry_id}/`)
  const video = configOf(env).video
  if (upload.provider === 'cloudflare-stream' && video.state === 'on' && video.settings.stream)
    await deleteStreamVideo(video.settings.stream, upload.playback_id)
  await env.DB.batch(removeUploadStatements(env.DB, upload, action, actor, now))
}

/** Every object under `prefix` (ours: built from checked ids). */
export async function deleteUnder(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined
  do {
    const listed = await bucket.list({ prefix, cursor })
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key))
    cursor = listed.truncated ? listed.cursor : undefined
  } while (cursor)
}
