/**
 * Video categories and channels (SPEC §3 video category): the categories
 * list in orderPosition order, and a category or channel found by its slug
 * for the browse, channel and playlist pages.
 */
import { IMAGE_SIZES, imageUrl } from '../../shared/images'
import type { VideoCategoriesResponse } from '../../shared/types/video-feed'
import { firstRead, type Read, rowsRead, runRead } from './read'

export interface VideoCategory {
  id: number
  slug: string
  name: string
  description: string
  orderPosition: number
  imageKey: string | null
}

export interface VideoChannel {
  id: number
  slug: string
  name: string
  description: string
  imageKey: string | null
}

interface CategoryRow {
  id: number
  slug: string
  name: string
  description: string
  order_position: number
  hero_image_key: string | null
}

interface ChannelRow {
  id: number
  slug: string
  name: string
  description: string
  image_key: string | null
}

const rowToCategory = (r: CategoryRow): VideoCategory => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  orderPosition: r.order_position,
  imageKey: r.hero_image_key,
})

/** SPEC §3: categories are ordered by orderPosition. */
export function videoCategoriesRead(db: D1Database): Read<VideoCategory[]> {
  return rowsRead<CategoryRow, VideoCategory[]>(
    db.prepare('SELECT id, slug, name, description, order_position, hero_image_key FROM video_categories ORDER BY order_position, id'),
    (rows) => rows.map(rowToCategory),
  )
}

export const listVideoCategories = (db: D1Database): Promise<VideoCategory[]> => runRead(db, videoCategoriesRead(db))

/** The categories API body: data[].attributes (SPEC §7), images at the §9.5 card size 400x600. */
export function categoriesResponse(categories: readonly VideoCategory[]): VideoCategoriesResponse {
  return {
    data: categories.map((c) => ({
      id: String(c.id),
      type: 'videoCategory',
      attributes: {
        name: c.name,
        orderPosition: c.orderPosition,
        slug: c.slug,
        imageUrl: c.imageKey ? imageUrl(c.imageKey, IMAGE_SIZES.categoryCard) : null,
        description: c.description,
      },
    })),
  }
}

export function channelBySlugRead(db: D1Database, slug: string): Read<VideoChannel | null> {
  return firstRead<ChannelRow, VideoChannel | null>(
    db.prepare('SELECT id, slug, name, description, image_key FROM channels WHERE slug = ?1').bind(slug),
    (row) => (row ? { id: row.id, slug: row.slug, name: row.name, description: row.description, imageKey: row.image_key } : null),
  )
}
