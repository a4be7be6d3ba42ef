/**
 * Issue 20 §2, §3: the back office's changes to a video entry. Each checks
 * what the schema cannot (tier codes exist, category and channel exist, the
 * picture is in the library), writes one D1 batch with its audit entry first
 * (version guard { table: 'videos', id, version }: a stale save changes
 * nothing and answers 409 with the entry as it is now), then the route purges
 * the pages that show the video.
 */
import { videoPagePaths } from '../../shared/rules/video-page-paths'
import type { AdminVideo, VideoFields } from '../../shared/schemas/admin-videos'
import { type Actor, auditStatement, isVersionConflict } from '../admin/audit'
import { type AdminVideoRecord, findAdminVideo } from '../db/admin-videos'
import { configOf } from '../config'
import type { Bindings } from '../env'
import type { ApiErrorCode } from '../http-errors'
import { deleteUnder } from './r2-uploads'
import { deleteStreamVideo } from './stream-api'
import { findUploadOfEntry } from './upload-rows'

export interface VideoRefusal {
  status: 400 | 404 | 409 | 422
  code: ApiErrorCode
  message: string
  /** The form field it is about (a JSON pointer under data/attributes). */
  field?: keyof VideoFields
  current?: AdminVideo | null
}

export type VideoOutcome = { ok: true; record: AdminVideoRecord | null; purge: string[] } | ({ ok: false } & VideoRefusal)

const TIER_CODES = (codes: string[]) => codes.filter((code) => code !== '?' && code !== '*')

async function checkReferences(env: Bindings, fields: VideoFields): Promise<VideoRefusal | null> {
  const tiers = TIER_CODES(fields.entitlements)
  if (tiers.length > 0) {
    const { results } = await env.DB.prepare('SELECT value AS code FROM json_each(?1) WHERE value NOT IN (SELECT id FROM membership_tiers)')
      .bind(JSON.stringify(tiers))
      .all<{ code: string }>()
    if (results.length > 0)
      return {
        status: 422,
        code: 'unknown_tier',
        field: 'entitlements',
        message: `No membership tier has the code ${results.map((r) => `'${r.code}'`).join(', ')}`,
      }
  }
  const exists = async (table: 'video_categories' | 'channels', id: number | null) =>
    id === null || (await env.DB.prepare(`SELECT 1 AS found FROM ${table} WHERE id = ?1`).bind(id).first()) !== null
  if (!(await exists('video_categories', fields.categoryId)))
    return { status: 422, code: 'bad_request', field: 'categoryId', message: 'This category no longer exists: choose again' }
  if (!(await exists('channels', fields.channelId)))
    return { status: 422, code: 'bad_request', field: 'channelId', message: 'This channel no longer exists: choose again' }
  if (fields.thumbnailKey !== null && (await env.MEDIA.head(`images/${fields.thumbnailKey}`)) === null)
    return {
      status: 422,
      code: 'bad_request',
      field: 'thumbnailKey',
      message: 'This picture is not in the library: upload it or choose another',
    }
  return null
}

function editableOf(video: AdminVideo): VideoFields {
  return {
    title: video.title,
    titleAr: video.titleAr,
    description: video.description,
    categoryId: video.categoryId,
    channelId: video.channelId,
    entitlements: video.entitlements,
    thumbnailKey: video.thumbnailKey,
    releaseFrom: video.releaseFrom,
    releaseUntil: video.releaseUntil,
    status: video.status,
  }
}

async function conflict(env: Bindings, entryId: string, production: boolean): Promise<VideoRefusal> {
  const current = await findAdminVideo(env.DB, entryId, production)
  return current
    ? { status: 409, code: 'version_conflict', message: 'Someone else saved this video first: see what changed', current: current.video }
    : { status: 404, code: 'not_found', message: 'This video was deleted meanwhile' }
}

export async function updateVideo(
  env: Bindings,
  actor: Actor,
  entryId: string,
  version: number,
  fields: VideoFields,
  production: boolean,
  now: Date,
): Promise<VideoOutcome> {
  const before = await findAdminVideo(env.DB, entryId, production)
  if (!before) return { ok: false, status: 404, code: 'not_found', message: 'No such video' }
  const problem = await checkReferences(env, fields)
  if (problem) return { ok: false, ...problem }
  const db = env.DB
  const statements = [
    auditStatement(
      db,
      { actor, action: 'update', subjectType: 'video', subjectId: entryId, before: editableOf(before.video), after: fields, at: now },
      { table: 'videos', id: before.rowId, version },
    ),
    db
      .prepare(
        `UPDATE videos SET title = ?1, title_ar = ?2, description = ?3, category_id = ?4, channel_id = ?5, entitlements = ?6,
                thumbnail_key = ?7, release_from = ?8, release_until = ?9, status = ?10, version = version + 1, updated_at = ?11
          WHERE id = ?12 AND version = ?13`,
      )
      .bind(
        fields.title,
        fields.titleAr,
        fields.description,
        fields.categoryId,
        fields.channelId,
        JSON.stringify(fields.entitlements),
        fields.thumbnailKey ?? '',
        fields.releaseFrom,
        fields.releaseUntil,
        fields.status,
        now.toISOString(),
        before.rowId,
        version,
      ),
  ]
  try {
    await db.batch(statements)
  } catch (err) {
    if (isVersionConflict(err)) return { ok: false, ...(await conflict(env, entryId, production)) }
    throw err
  }
  return { ok: true, record: await findAdminVideo(db, entryId, production), purge: videoPagePaths(entryId) }
}

/**
 * The entry gone with its upload and its media: an upload still running is
 * aborted; R2 objects under media/{playbackId}/ and uploads/{entryId}/ are
 * deleted after the rows (a failure there leaves unreachable objects, never a
 * listed entry without media). A Stream video is removed from Stream's library.
 */
export async function deleteVideo(
  env: Bindings,
  actor: Actor,
  entryId: string,
  version: number,
  production: boolean,
  now: Date,
): Promise<VideoOutcome> {
  const before = await findAdminVideo(env.DB, entryId, production)
  if (!before) return { ok: false, status: 404, code: 'not_found', message: 'No such video' }
  const upload = await findUploadOfEntry(env.DB, entryId)
  if (upload?.state === 'uploading' && upload.r2_key && upload.r2_upload_id) {
    await env.MEDIA.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id)
      .abort()
      .catch(() => undefined)
  }
  const db = env.DB
  try {
    await db.batch([
      auditStatement(
        db,
        { actor, action: 'delete', subjectType: 'video', subjectId: entryId, before: editableOf(before.video), after: null, at: now },
        { table: 'videos', id: before.rowId, version },
      ),
      db.prepare('DELETE FROM video_uploads WHERE entry_id = ?1').bind(entryId),
      // A match whose replay this was no longer offers it (the match centre reads video_entry_id).
      db.prepare('UPDATE matches SET video_entry_id = NULL WHERE video_entry_id = ?1').bind(entryId),
      db.prepare('DELETE FROM videos WHERE id = ?1 AND version = ?2').bind(before.rowId, version),
    ])
  } catch (err) {
    if (isVersionConflict(err)) return { ok: false, ...(await conflict(env, entryId, production)) }
    throw err
  }
  await deleteUnder(env.MEDIA, `uploads/${entryId}/`)
  if (before.video.provider === 'r2' && !(await playbackIdInUse(db, before.playbackId)))
    await deleteUnder(env.MEDIA, `media/${before.playbackId}/`)
  const video = configOf(env).video
  const streamConfig = video.state === 'on' ? video.settings.stream : null
  if (before.video.provider === 'cloudflare-stream' && streamConfig && !(await playbackIdInUse(db, before.playbackId)))
    await deleteStreamVideo(streamConfig, before.playbackId)
  return { ok: true, record: null, purge: videoPagePaths(entryId) }
}

/** Another entry or stream plays from the same folder (the demo entries share theirs): its media stay. */
async function playbackIdInUse(db: D1Database, playbackId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM videos WHERE playback_id = ?1 UNION ALL SELECT 1 FROM audio_entries WHERE playback_id = ?1
       UNION ALL SELECT 1 FROM stream_assets WHERE playback_id = ?1 LIMIT 1`,
    )
    .bind(playbackId)
    .first()
  return row !== null
}
