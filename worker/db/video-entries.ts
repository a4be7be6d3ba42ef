/** One on-demand entry with what its page shows about it (SPEC §2.1 /videos/{videoID}). */
import { type Chapter, parseChapters } from '../../shared/rules/replay-chapters'
import type { VideoListItem } from '../../shared/types/video'
import { firstRead, type Read } from './read'
import { rowToVideoListItem } from './videos'
import { videoVisibleSql } from './video-visibility'

export interface VideoEntry {
  item: VideoListItem
  description: string
  releaseFrom: string
  category: { id: number; slug: string; name: string } | null
  channel: { id: number; slug: string; name: string } | null
  teamName: string | null
  /** e.g. '2025/26' */
  seasonName: string | null
  /** Issue 20 §4: a replay's chapters ([] for most entries). */
  chapters: Chapter[]
}

interface EntryRow {
  id: number
  entry_id: string
  title: string
  description: string
  duration_seconds: number
  entitlements: string
  thumbnail_key: string
  category_hero_key: string | null
  created_at: string
  release_from: string
  category_id: number | null
  category_slug: string | null
  category_name: string | null
  channel_id: number | null
  channel_slug: string | null
  channel_name: string | null
  team_name: string | null
  season_name: string | null
  chapters: string
}

/** A released, published entry by its entry id; null for anything else (the page is a 404). */
export function videoEntryRead(db: D1Database, entryId: string, now: Date): Read<VideoEntry | null> {
  const statement = db
    .prepare(
      `SELECT v.id, v.entry_id, v.title, v.description, v.duration_seconds, v.entitlements, v.thumbnail_key, v.created_at, v.release_from, v.chapters,
              c.id AS category_id, c.slug AS category_slug, c.name AS category_name, c.hero_image_key AS category_hero_key,
              ch.id AS channel_id, ch.slug AS channel_slug, ch.name AS channel_name,
              t.name AS team_name, s.name AS season_name
         FROM videos v
         LEFT JOIN video_categories c ON c.id = v.category_id
         LEFT JOIN channels ch ON ch.id = v.channel_id
         LEFT JOIN teams t ON t.id = v.team_id
         LEFT JOIN seasons s ON s.id = v.season_id
        WHERE v.entry_id = ?1 AND ${videoVisibleSql('v', '?2')}`,
    )
    .bind(entryId, now.toISOString())
  return firstRead<EntryRow, VideoEntry | null>(statement, (row) => (row ? rowToVideoEntry(row) : null))
}

export function rowToVideoEntry(row: EntryRow): VideoEntry {
  return {
    item: rowToVideoListItem(row),
    description: row.description,
    releaseFrom: row.release_from,
    category: row.category_id !== null ? { id: row.category_id, slug: row.category_slug ?? '', name: row.category_name ?? '' } : null,
    channel: row.channel_id !== null ? { id: row.channel_id, slug: row.channel_slug ?? '', name: row.channel_name ?? '' } : null,
    teamName: row.team_name,
    seasonName: row.season_name,
    chapters: parseChapters(row.chapters),
  }
}
