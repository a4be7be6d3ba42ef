/**
 * Video entries as the back office reads them (issue 20 §2): every state
 * (uploading, waiting for packaging, processing, ready, failed), paged and
 * filtered in D1, and one entry whole for its form. The public site reads
 * through video-feed/video-entries/video-search (worker/db/video-visibility.ts).
 */
import type { VideoProviderName, VideoState } from '../../shared/rules/video-upload'
import type { AdminVideo, AdminVideoSummary, VideoListQuery } from '../../shared/schemas/admin-videos'

interface VideoRow {
  id: number
  entry_id: string
  title: string
  title_ar: string
  description: string
  processing_state: VideoState
  failure_reason: string | null
  status: 'draft' | 'published'
  provider: VideoProviderName
  release_from: string
  release_until: string | null
  duration_seconds: number
  thumbnail_key: string
  captions: string
  version: number
  created_at: string
  category_id: number | null
  channel_id: number | null
  entitlements: string
  match_id: number | null
  playback_id: string
  up_received: number | null
  up_length: number | null
  up_file_name: string | null
  up_state: string | null
}

const COLUMNS = `v.id, v.entry_id, v.title, v.title_ar, v.description, v.processing_state, v.failure_reason, v.status, v.provider,
  v.release_from, v.release_until, v.duration_seconds, v.thumbnail_key, v.captions, v.version, v.created_at, v.category_id,
  v.channel_id, v.entitlements, v.match_id, v.playback_id,
  u.received AS up_received, u.length AS up_length, u.file_name AS up_file_name, u.state AS up_state`
const FROM = 'FROM videos v LEFT JOIN video_uploads u ON u.entry_id = v.entry_id'

/** ?1 state ('all' or one), ?2 title search (lower-case, found anywhere: instr, as D1 caps LIKE patterns). */
const FILTER = `(?1 = 'all' OR v.processing_state = ?1) AND (?2 IS NULL OR instr(lower(v.title), ?2) > 0 OR instr(v.title_ar, ?2) > 0)`

/** Issue 20 §3: the exact command that packages an r2 entry waiting for it (--remote for the production bucket). */
export function packageCommand(entryId: string, production: boolean): string {
  return `npm run media:package -- --entry ${entryId}${production ? ' --remote' : ''}`
}

function toSummary(row: VideoRow, production: boolean): AdminVideoSummary {
  return {
    title: row.title,
    titleAr: row.title_ar,
    state: row.processing_state,
    failureReason: row.failure_reason,
    status: row.status,
    provider: row.provider,
    releaseFrom: row.release_from,
    releaseUntil: row.release_until,
    durationSeconds: row.duration_seconds,
    thumbnailKey: row.thumbnail_key === '' ? null : row.thumbnail_key,
    captions: JSON.parse(row.captions) as string[],
    version: row.version,
    packageCommand:
      row.provider === 'r2' && row.processing_state === 'waiting_for_packaging' ? packageCommand(row.entry_id, production) : null,
    upload:
      row.processing_state === 'uploading' && row.up_length !== null
        ? { received: row.up_received ?? 0, length: row.up_length, fileName: row.up_file_name ?? '' }
        : null,
    createdAt: row.created_at,
  }
}

export interface AdminVideoList {
  items: Array<{ entryId: string; summary: AdminVideoSummary }>
  total: number
  page: number
  size: number
}

export async function listAdminVideos(db: D1Database, query: VideoListQuery, production: boolean): Promise<AdminVideoList> {
  const params = [query.state, query.q ? query.q.toLowerCase() : null]
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total ${FROM} WHERE ${FILTER}`).bind(...params),
    db
      .prepare(`SELECT ${COLUMNS} ${FROM} WHERE ${FILTER} ORDER BY v.created_at DESC, v.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(...params, query.size, (query.page - 1) * query.size),
  ])
  return {
    items: ((page?.results ?? []) as VideoRow[]).map((row) => ({ entryId: row.entry_id, summary: toSummary(row, production) })),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    page: query.page,
    size: query.size,
  }
}

export interface AdminVideoRecord {
  /** videos.id: the audit's version guard. */
  rowId: number
  entryId: string
  playbackId: string
  video: AdminVideo
}

export async function findAdminVideo(db: D1Database, entryId: string, production: boolean): Promise<AdminVideoRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE v.entry_id = ?1`).bind(entryId).first<VideoRow>()
  if (!row) return null
  return {
    rowId: row.id,
    entryId: row.entry_id,
    playbackId: row.playback_id,
    video: {
      ...toSummary(row, production),
      description: row.description,
      categoryId: row.category_id,
      channelId: row.channel_id,
      entitlements: JSON.parse(row.entitlements) as string[],
      matchId: row.match_id,
    },
  }
}

/** What the form offers (GET /api/admin/videos/choices). */
export async function videoChoices(db: D1Database) {
  const [categories, channels, tiers] = await db.batch([
    db.prepare('SELECT id, name FROM video_categories ORDER BY name COLLATE NOCASE, id'),
    db.prepare('SELECT id, name FROM channels ORDER BY name COLLATE NOCASE, id'),
    db.prepare('SELECT id AS code, title AS name FROM membership_tiers ORDER BY order_position, id'),
  ])
  return {
    categories: (categories?.results ?? []) as Array<{ id: number; name: string }>,
    channels: (channels?.results ?? []) as Array<{ id: number; name: string }>,
    tiers: (tiers?.results ?? []) as Array<{ code: string; name: string }>,
  }
}
