/**
 * Video search (SPEC §3 video filters, §5, §7 second provider): candidate
 * rows by category, team, season and duration in SQL, then the title's
 * edit-distance-1 match (shared/rules/fuzzy-match.ts), newest release first.
 * Lists are bound as JSON and read with json_each: no SQL is built from input.
 */
import { categoryHeroSql, videoPictureUrl } from './videos'
import { searchWords, titleMatches } from '../../shared/rules/fuzzy-match'
import { VIDEO_DURATION_FILTERS, type VideoDurationFilter } from '../../shared/schemas/search'
import type { VideoSearchResult } from '../../shared/types/search'
import { videoVisibleSql } from './video-visibility'

export interface VideoSearchOptions {
  title: string
  categories: string[]
  teams: string[]
  seasons: number[]
  duration: VideoDurationFilter[]
  pageIndex: number
  pageSize: number
  now: Date
}

interface VideoSearchRow {
  id: number
  entry_id: string
  title: string
  duration_seconds: number
  entitlements: string
  thumbnail_key: string
  category_hero_key: string | null
  release_from: string
}

/** The most candidates a fuzzy title search filters in memory. */
export const MAX_FUZZY_CANDIDATES = 5000

// SPEC §5: an empty category, team, season or duration list is a match-everything condition.
// Seasons are asked for by start year (SPEC §3: 2025 back to 2020), which is not the row id.
const FILTER = `
  ${videoVisibleSql('v', '?1')}
  AND (json_array_length(?2) = 0 OR EXISTS (
        SELECT 1 FROM video_categories c WHERE c.id = v.category_id AND c.slug IN (SELECT value FROM json_each(?2))))
  AND (json_array_length(?3) = 0 OR EXISTS (
        SELECT 1 FROM teams t WHERE t.id = v.team_id
           AND (t.slug IN (SELECT value FROM json_each(?3)) OR t.alt_slug IN (SELECT value FROM json_each(?3)))))
  AND (json_array_length(?4) = 0 OR EXISTS (
        SELECT 1 FROM seasons s WHERE s.id = v.season_id AND s.start_year IN (SELECT value FROM json_each(?4))))
  AND (json_array_length(?5) = 0 OR EXISTS (
        SELECT 1 FROM json_each(?5) b
         WHERE v.duration_seconds >= json_extract(b.value, '$[0]')
           AND (json_extract(b.value, '$[1]') IS NULL OR v.duration_seconds <= json_extract(b.value, '$[1]'))))`

const COLUMNS = `v.id, v.entry_id, v.title, v.duration_seconds, v.entitlements, v.thumbnail_key, ${categoryHeroSql('v')}, v.release_from`
const ORDER = 'ORDER BY v.release_from DESC, v.id DESC'

export function rowToVideoSearchResult(row: VideoSearchRow): VideoSearchResult {
  return {
    id: String(row.id),
    mediaData: { entryId: row.entry_id, thumbnailUrl: videoPictureUrl(row) },
    metaData: { title: row.title, SysEntryEntitlements: JSON.parse(row.entitlements) as string[], VideoDuration: row.duration_seconds },
    publicationData: { releaseFrom: row.release_from },
  }
}

export async function searchVideos(db: D1Database, opts: VideoSearchOptions): Promise<{ items: VideoSearchResult[]; total: number }> {
  const buckets = opts.duration.map((d) => [VIDEO_DURATION_FILTERS[d].min, VIDEO_DURATION_FILTERS[d].max])
  const params = [
    opts.now.toISOString(),
    JSON.stringify(opts.categories),
    // Team slugs or their other names: the first team's slug is '' and 'first-team' is its alt slug.
    JSON.stringify(opts.teams),
    JSON.stringify(opts.seasons),
    JSON.stringify(buckets),
  ]
  const offset = opts.pageIndex * opts.pageSize
  if (searchWords(opts.title).length === 0) {
    const [count, page] = await db.batch<{ total: number } | VideoSearchRow>([
      db.prepare(`SELECT count(*) AS total FROM videos v WHERE ${FILTER}`).bind(...params),
      db.prepare(`SELECT ${COLUMNS} FROM videos v WHERE ${FILTER} ${ORDER} LIMIT ?6 OFFSET ?7`).bind(...params, opts.pageSize, offset),
    ])
    const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0
    return { total, items: ((page?.results ?? []) as VideoSearchRow[]).map(rowToVideoSearchResult) }
  }
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM videos v WHERE ${FILTER} ${ORDER} LIMIT ?6`)
    .bind(...params, MAX_FUZZY_CANDIDATES)
    .all<VideoSearchRow>()
  const matching = results.filter((row) => titleMatches(row.title, opts.title))
  return { total: matching.length, items: matching.slice(offset, offset + opts.pageSize).map(rowToVideoSearchResult) }
}
