/**
 * Issue 20 §2: the D1 side of a resumable upload. Creating one writes its
 * draft video entry, its video_uploads row and the audit entry in ONE batch;
 * removing one (cancel, refused bytes, expiry) deletes both rows with its audit
 * entry in one batch, so no half entry is ever left or listed.
 */
import type { VideoProviderName, VideoState } from '../../shared/rules/video-upload'
import { type Actor, auditStatement } from '../admin/audit'

export interface UploadRow {
  id: string
  entry_id: string
  provider: VideoProviderName
  file_name: string
  content_type: string
  length: number
  received: number
  part_size: number
  r2_key: string | null
  r2_upload_id: string | null
  parts: string
  provider_upload_url: string | null
  state: 'uploading' | 'complete'
  expires_at: string
  playback_id: string
}

export interface NewUpload {
  uploadId: string
  entryId: string
  playbackId: string
  provider: VideoProviderName
  title: string
  fileName: string
  contentType: string
  length: number
  partSize: number
  r2Key: string | null
  r2UploadId: string | null
  providerUploadUrl: string | null
  expiresAt: string
}

/** The system's own changes (expiry) in the audit log. */
export const SYSTEM_ACTOR: Actor = { ssoId: 'system', email: 'scheduled-task' }

export function createUploadStatements(db: D1Database, upload: NewUpload, actor: Actor, now: Date): D1PreparedStatement[] {
  const at = now.toISOString()
  return [
    db
      .prepare(
        `INSERT INTO videos (entry_id, title, duration_seconds, thumbnail_key, created_at, release_from, playback_id, status,
                             provider, processing_state, version, updated_at)
         VALUES (?1, ?2, 0, '', ?3, ?3, ?4, 'draft', ?5, 'uploading', 1, ?3)`,
      )
      .bind(upload.entryId, upload.title, at, upload.playbackId, upload.provider),
    db
      .prepare(
        `INSERT INTO video_uploads (id, entry_id, provider, file_name, content_type, length, part_size, r2_key, r2_upload_id,
                                    provider_upload_url, created_by, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      .bind(
        upload.uploadId,
        upload.entryId,
        upload.provider,
        upload.fileName,
        upload.contentType,
        upload.length,
        upload.partSize,
        upload.r2Key,
        upload.r2UploadId,
        upload.providerUploadUrl,
        actor.ssoId,
        at,
        upload.expiresAt,
      ),
    auditStatement(
      db,
      {
        actor,
        action: 'upload',
        subjectType: 'video',
        subjectId: upload.entryId,
        before: null,
        after: {
          entryId: upload.entryId,
          title: upload.title,
          fileName: upload.fileName,
          length: upload.length,
          provider: upload.provider,
        },
        at: now,
      },
      { created: true },
    ),
  ]
}

export async function findUpload(db: D1Database, uploadId: string): Promise<UploadRow | null> {
  return db
    .prepare('SELECT u.*, v.playback_id FROM video_uploads u JOIN videos v ON v.entry_id = u.entry_id WHERE u.id = ?1')
    .bind(uploadId)
    .first<UploadRow>()
}

export async function findUploadOfEntry(db: D1Database, entryId: string): Promise<UploadRow | null> {
  return db
    .prepare('SELECT u.*, v.playback_id FROM video_uploads u JOIN videos v ON v.entry_id = u.entry_id WHERE u.entry_id = ?1')
    .bind(entryId)
    .first<UploadRow>()
}

/** One more part stored: `received` moves on only from where this part started (two PATCHes racing: one wins). */
export function recordPartStatement(db: D1Database, upload: UploadRow, part: R2UploadedPart, bytes: number): D1PreparedStatement {
  const parts = [...(JSON.parse(upload.parts) as R2UploadedPart[]), { partNumber: part.partNumber, etag: part.etag }]
  return db
    .prepare(`UPDATE video_uploads SET parts = ?1, received = received + ?2 WHERE id = ?3 AND received = ?4 AND state = 'uploading'`)
    .bind(JSON.stringify(parts), bytes, upload.id, upload.received)
}

/** The upload complete: the entry moves on to `state` (r2: waiting_for_packaging), with its audit entry. */
export function completeUploadStatements(
  db: D1Database,
  upload: UploadRow,
  state: VideoState,
  actor: Actor,
  now: Date,
): D1PreparedStatement[] {
  return [
    db.prepare(`UPDATE video_uploads SET state = 'complete' WHERE id = ?1`).bind(upload.id),
    db
      .prepare('UPDATE videos SET processing_state = ?1, updated_at = ?2 WHERE entry_id = ?3')
      .bind(state, now.toISOString(), upload.entry_id),
    auditStatement(
      db,
      {
        actor,
        action: 'upload-complete',
        subjectType: 'video',
        subjectId: upload.entry_id,
        before: { state: 'uploading' },
        after: { state, length: upload.length },
        at: now,
      },
      { unversioned: true },
    ),
  ]
}

/** The upload and its entry gone (cancelled, refused, expired), with why in the audit log. */
export function removeUploadStatements(db: D1Database, upload: UploadRow, action: string, actor: Actor, now: Date): D1PreparedStatement[] {
  return [
    auditStatement(
      db,
      {
        actor,
        action,
        subjectType: 'video',
        subjectId: upload.entry_id,
        before: { entryId: upload.entry_id, fileName: upload.file_name, received: upload.received, length: upload.length },
        after: null,
        at: now,
      },
      { unversioned: true },
    ),
    db.prepare('DELETE FROM video_uploads WHERE id = ?1').bind(upload.id),
    db.prepare('DELETE FROM videos WHERE entry_id = ?1').bind(upload.entry_id),
  ]
}
