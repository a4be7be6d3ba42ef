/** On-demand video queries, shaped as the video feed API returns them (SPEC §3, §7). */
import type { VideoListItem, VideoServiceConfig } from '../../shared/types/video'
import { IMAGE_SIZES, type ImageSize, imageUrl } from '../../shared/images'
import { videoPictureKey } from '../../shared/rules/video-picture'
import { firstRead, type Read, rowsRead, runRead } from './read'
import { videoVisibleSql } from './video-visibility'

export interface VideoRow {
  id: number
  entry_id: string
  title: string
  duration_seconds: number
  entitlements: string
  thumbnail_key: string
  /** The video's category's hero picture, shown while it has none of its own (issue 20 §5). */
  category_hero_key?: string | null
  created_at: string
}

/** SQL of a video row's category hero picture (`v` the videos alias, or the table's name). */
export const categoryHeroSql = (v: string) =>
  `(SELECT hero_image_key FROM video_categories WHERE video_categories.id = ${v}.category_id) AS category_hero_key`

/**
 * Issue 20 §5: the address of a video's picture, or '' for none (the client
 * shows its placeholder): never '/images/{size}/' with an empty key.
 */
export function videoPictureUrl(row: { thumbnail_key: string; category_hero_key?: string | null }, size?: ImageSize): string {
  const key = videoPictureKey(row.thumbnail_key, row.category_hero_key)
  return key === null ? '' : imageUrl(key, size)
}

export function rowToVideoListItem(row: VideoRow): VideoListItem {
  return {
    id: String(row.id),
    metaData: {
      title: row.title,
      VideoDuration: row.duration_seconds,
      SysEntryEntitlements: JSON.parse(row.entitlements) as string[],
    },
    // SPEC §9.5: video thumbnails in lists are 300 wide.
    mediaData: { entryId: row.entry_id, thumbnailUrl: videoPictureUrl(row, IMAGE_SIZES.videoThumbnail) },
    publicationData: { createdAt: row.created_at },
  }
}

/** Newest published videos first, only those already released (as the feed, search and player have them). */
export function latestVideosRead(db: D1Database, limit: number, now: Date = new Date()): Read<VideoListItem[]> {
  return rowsRead<VideoRow, VideoListItem[]>(
    db
      .prepare(`SELECT id, entry_id, title, duration_seconds, entitlements, thumbnail_key, ${categoryHeroSql('videos')}, created_at
                  FROM videos WHERE ${videoVisibleSql('', '?2')}
                 ORDER BY created_at DESC, id DESC LIMIT ?1`)
      .bind(Math.max(0, Math.floor(limit)), now.toISOString()),
    (rows) => rows.map(rowToVideoListItem),
  )
}

export const listLatestVideos = (db: D1Database, limit: number, now?: Date): Promise<VideoListItem[]> =>
  runRead(db, latestVideosRead(db, limit, now))

/** SPEC §3 video service configuration (site_settings 'videoService'), incl. the §4.3 empty-list lock flag. */
export function videoServiceConfigRead(db: D1Database): Read<VideoServiceConfig> {
  return firstRead<{ value: string }, VideoServiceConfig>(
    db.prepare(`SELECT value FROM site_settings WHERE key = 'videoService'`),
    (row) => {
      if (!row) throw new Error("site_settings has no 'videoService' row: apply the migrations and run the seed")
      return JSON.parse(row.value) as VideoServiceConfig
    },
  )
}

export const getVideoServiceConfig = (db: D1Database): Promise<VideoServiceConfig> => runRead(db, videoServiceConfigRead(db))
