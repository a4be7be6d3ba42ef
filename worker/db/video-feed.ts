/**
 * Video feed queries (SPEC §3 video service configuration, §7 feed sections):
 * a feed's sections with how many items each has now, and one page of a
 * section's videos or live assets. Sections pick their rows by bound values
 * (source, category id, channel id): no SQL is built from input.
 */
import { livePlayerPath } from '../../shared/rules/video-entry-point'
import { imageUrl } from '../../shared/images'
import type { FeedSection, FeedSectionSource, LiveAssetItem } from '../../shared/types/video-feed'
import type { VideoListItem } from '../../shared/types/video'
import { isOffline } from '../../shared/types/stream'
import { constantRead, mapRead, type Read, rowsRead, runRead } from './read'
import { categoryHeroSql, rowToVideoListItem, type VideoRow } from './videos'
import { videoVisibleSql } from './video-visibility'

/** Issue 21 §8: a live card's poster, fitted inside this box (square artwork fills it; other shapes are not cropped). */
const LIVE_POSTER_SIZE = { width: 300, height: 300 }

export interface FeedSectionRow {
  id: number
  key: string
  title: string
  source: FeedSectionSource
  categoryId: number | null
  categorySlug: string | null
  channelId: number | null
  channelSlug: string | null
  /** Items the section has now. */
  total: number
}

/** Which videos a list shows: every released one, or one category's or channel's. */
export interface VideoSelection {
  source: 'latest' | 'category' | 'channel'
  categoryId?: number | null
  channelId?: number | null
  /** Leave this entry out (the video a related list sits beside). */
  excludeEntryId?: string
}

export interface Paging {
  pageIndex: number
  pageSize: number
}

// Released and published: a video scheduled for later is nowhere yet (SPEC §7 search needs a start date too).
const RELEASED = videoVisibleSql('v', '?1')
/** Whether video `v` belongs to a list of this source, category and channel (SQL expressions): the one rule for both reads below. */
const selectedSql = (v: string, source: string, categoryId: string, channelId: string) =>
  `(${source} = 'latest' OR (${source} = 'category' AND ${v}.category_id = ${categoryId})
    OR (${source} = 'channel' AND ${v}.channel_id = ${channelId}))`
const SELECTED = `${selectedSql('v', '?2', '?3', '?4')} AND v.entry_id IS NOT ?5`
/** Section sources whose items are videos. */
const isVideoSource = (source: FeedSectionSource): source is VideoSelection['source'] =>
  source === 'latest' || source === 'category' || source === 'channel'
// The match being played now carries the live assets (issue 10: the seeded live match has audio and video).
const LIVE_ASSETS = `FROM matches m JOIN teams t ON t.id = m.team_id
  JOIN stream_assets a ON a.id IN (m.audio_asset_id, m.video_asset_id) WHERE m.status = 'live'`
/** The id of the first live asset liveAssetsRead lists of the kind bound as ?1, as SQL (the live player page without an id). */
export const LIVE_ASSET_ID_OF_KIND = `(SELECT a.id ${LIVE_ASSETS} AND a.content_kind = ?1 ORDER BY m.kickoff, a.content_kind = 'video', a.id LIMIT 1)`

interface FeedSectionDbRow {
  id: number
  section_key: string
  title: string
  source: FeedSectionSource
  category_id: number | null
  category_slug: string | null
  channel_id: number | null
  channel_slug: string | null
  total: number
}

/** The sections of a feed in their order, each with its item count now. */
export function feedSectionsRead(db: D1Database, feedId: number, now: Date): Read<FeedSectionRow[]> {
  const statement = db
    .prepare(
      `SELECT s.id, s.section_key, s.title, s.source, s.category_id, c.slug AS category_slug, s.channel_id, ch.slug AS channel_slug,
              CASE s.source
                WHEN 'latest' THEN (SELECT count(*) FROM videos v WHERE ${RELEASED})
                WHEN 'category' THEN (SELECT count(*) FROM videos v WHERE ${RELEASED} AND v.category_id = s.category_id)
                WHEN 'channel' THEN (SELECT count(*) FROM videos v WHERE ${RELEASED} AND v.channel_id = s.channel_id)
                WHEN 'live' THEN (SELECT count(*) ${LIVE_ASSETS})
                ELSE 0 END AS total
         FROM feed_sections s
         LEFT JOIN video_categories c ON c.id = s.category_id
         LEFT JOIN channels ch ON ch.id = s.channel_id
        WHERE s.feed_id = ?2
        ORDER BY s.position, s.id`,
    )
    .bind(now.toISOString(), feedId)
  return rowsRead<FeedSectionDbRow, FeedSectionRow[]>(statement, (rows) =>
    rows.map((r) => ({
      id: r.id,
      key: r.section_key,
      title: r.title,
      source: r.source,
      categoryId: r.category_id,
      categorySlug: r.category_slug,
      channelId: r.channel_id,
      channelSlug: r.channel_slug,
      total: r.total,
    })),
  )
}

export const listFeedSections = (db: D1Database, feedId: number, now: Date): Promise<FeedSectionRow[]> =>
  runRead(db, feedSectionsRead(db, feedId, now))

/** One page of videos, newest first (SPEC §3 video list items), and how many there are in all. */
export function videosRead(
  db: D1Database,
  selection: VideoSelection,
  paging: Paging,
  now: Date,
): Read<{ items: VideoListItem[]; total: number }> {
  const params = [
    now.toISOString(),
    selection.source,
    selection.categoryId ?? null,
    selection.channelId ?? null,
    selection.excludeEntryId ?? null,
  ]
  return {
    statements: [
      db.prepare(`SELECT count(*) AS total FROM videos v WHERE ${RELEASED} AND ${SELECTED}`).bind(...params),
      db
        .prepare(
          `SELECT v.id, v.entry_id, v.title, v.duration_seconds, v.entitlements, v.thumbnail_key, ${categoryHeroSql('v')}, v.created_at
             FROM videos v WHERE ${RELEASED} AND ${SELECTED}
            ORDER BY v.created_at DESC, v.id DESC LIMIT ?6 OFFSET ?7`,
        )
        .bind(...params, paging.pageSize, paging.pageIndex * paging.pageSize),
    ],
    map: ([count, page]) => ({
      total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
      items: ((page?.results ?? []) as VideoRow[]).map(rowToVideoListItem),
    }),
  }
}

interface LiveAssetRow {
  id: string
  title: string
  description: string
  content_kind: 'audio' | 'video'
  poster_image_key: string | null
  offline_image_key: string | null
  status: 'active' | 'idle' | 'disabled'
  is_home: number
  opponent_short_name: string
  team_name: string
}

/** The stream assets of the match being played now, audio first (SPEC §3 stream asset). */
export function liveAssetsRead(db: D1Database): Read<LiveAssetItem[]> {
  const statement = db.prepare(
    `SELECT a.id, a.title, a.description, a.content_kind, a.poster_image_key, a.offline_image_key, a.status,
            m.is_home, m.opponent_short_name, t.short_name AS team_name
       ${LIVE_ASSETS}
      ORDER BY m.kickoff, a.content_kind = 'video', a.id`,
  )
  return rowsRead<LiveAssetRow, LiveAssetItem[]>(statement, (rows) =>
    rows.map((r) => {
      // SPEC §3: idle and disabled mean offline, shown with the offline image.
      const image = isOffline(r.status) ? (r.offline_image_key ?? r.poster_image_key) : r.poster_image_key
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        contentKind: r.content_kind,
        matchLabel: r.is_home ? `${r.team_name} v ${r.opponent_short_name}` : `${r.opponent_short_name} v ${r.team_name}`,
        // Issue 21 §8: posters are artwork with words: fitted whole (fit-in), never cropped to a thumbnail's shape.
        posterImageUrl: image ? imageUrl(image, LIVE_POSTER_SIZE, 'contain') : null,
        path: livePlayerPath(r.content_kind, r.id),
      }
    }),
  )
}

/** A page that lists all of a section: its category in browse, its channel, or browse for the latest. */
export function sectionMoreUrl(row: Pick<FeedSectionRow, 'source' | 'categorySlug' | 'channelSlug'>): string | null {
  if (row.source === 'category' && row.categorySlug) return `/videos/browse?category=${encodeURIComponent(row.categorySlug)}`
  if (row.source === 'channel' && row.channelSlug) return `/videos/channel/${encodeURIComponent(row.channelSlug)}`
  if (row.source === 'latest') return '/videos/browse'
  return null
}

/** One page of a section in the SPEC §7 shape; packages and FAQ sections carry no items here. */
export function feedSectionRead(db: D1Database, row: FeedSectionRow, paging: Paging, now: Date): Read<FeedSection> {
  if (row.source === 'live') {
    const start = paging.pageIndex * paging.pageSize
    return mapRead(liveAssetsRead(db), (live) => feedSection(row, [], live.slice(start, start + paging.pageSize), live.length))
  }
  if (isVideoSource(row.source)) {
    const selection: VideoSelection = {
      source: row.source,
      categoryId: row.categoryId,
      channelId: row.channelId,
    }
    return mapRead(videosRead(db, selection, paging, now), ({ items, total }) => feedSection(row, items, undefined, total))
  }
  return constantRead(feedSection(row, [], undefined, 0))
}

function feedSection(row: FeedSectionRow, itemData: VideoListItem[], liveItems: LiveAssetItem[] | undefined, total: number): FeedSection {
  const base = { id: String(row.id), title: row.title, section: row.key, source: row.source, moreUrl: sectionMoreUrl(row) }
  return liveItems ? { ...base, itemData, liveItems, total } : { ...base, itemData, total }
}

/**
 * The first page of every section of a feed in one round trip (issue 22 §2):
 * the sections with their counts, each video section's newest railSize
 * videos picked inside one statement, and the live assets. What it returns is
 * what feedSectionRead returns for each section's first page.
 */
export function feedRailsRead(db: D1Database, feedId: number, railSize: number, now: Date): Read<FeedSection[]> {
  const rails = db
    .prepare(
      `SELECT s.id AS section_id, v.id, v.entry_id, v.title, v.duration_seconds, v.entitlements, v.thumbnail_key,
              ${categoryHeroSql('v')}, v.created_at
         FROM feed_sections s
         JOIN videos v ON v.id IN (
           SELECT w.id FROM videos w
            WHERE ${videoVisibleSql('w', '?1')} AND ${selectedSql('w', 's.source', 's.category_id', 's.channel_id')}
            ORDER BY w.created_at DESC, w.id DESC LIMIT ?3)
        WHERE s.feed_id = ?2 AND s.source IN ('latest', 'category', 'channel')
        ORDER BY s.id, v.created_at DESC, v.id DESC`,
    )
    .bind(now.toISOString(), feedId, railSize)
  const sections = feedSectionsRead(db, feedId, now)
  const live = liveAssetsRead(db)
  return {
    statements: [...sections.statements, rails, ...live.statements],
    map: ([sectionRows, railRows, liveRows]) => {
      const rows = sections.map([sectionRows])
      const items = new Map<number, VideoListItem[]>()
      for (const r of (railRows?.results ?? []) as (VideoRow & { section_id: number })[]) {
        const list = items.get(r.section_id) ?? []
        list.push(rowToVideoListItem(r))
        items.set(r.section_id, list)
      }
      return rows.map((row) => {
        if (row.source === 'live') return feedSection(row, [], live.map([liveRows]).slice(0, railSize), row.total)
        return feedSection(row, items.get(row.id) ?? [], undefined, isVideoSource(row.source) ? row.total : 0)
      })
    },
  }
}

export const loadFeedSection = (db: D1Database, row: FeedSectionRow, paging: Paging, now: Date): Promise<FeedSection> =>
  runRead(db, feedSectionRead(db, row, paging, now))
