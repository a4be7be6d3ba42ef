/** SPEC §3 "Advert (other)" and aggregated-feed adverts (migration 0003), with the §5 advert rules. */
import { advertDisplayState, advertRotationState } from '../../shared/rules/advert-eligibility'
import type { Advert, AdvertImage, AdvertImageSize, FeedAdvert } from '../../shared/types/advert'
import { mapRead, type Read, runRead } from './read'

interface AdvertRow {
  id: number
  placement: string
  title: string
  url: string
  child_friendly: number
  enabled: number
  channel: string
  start_utc: string
  end_utc: string
}

interface AdvertImageRow {
  advert_id: number
  image_type: string
  image_key: string
  image_size: string
}

/** An advert row with its images by type ('mobile', 'desktop', 'content-feed'). */
export interface StoredAdvert extends AdvertRow {
  images: Map<string, AdvertImageRow>
}

function image(row: AdvertImageRow | undefined): AdvertImage | null {
  // The column is free text (see the migration); the sizes the site knows are the AdvertImageSize ones.
  return row ? { key: row.image_key, imageSize: row.image_size as AdvertImageSize } : null
}

/** Null when the advert lacks the mobile image SPEC §5 requires; a missing desktop image falls back to it. */
export function rowToAdvert(row: StoredAdvert): Advert | null {
  const mobile = image(row.images.get('mobile'))
  if (!mobile) return null
  return {
    advertID: row.id,
    advertTitle: row.title,
    childFriendly: row.child_friendly === 1,
    placement: row.placement,
    advertData: { url: row.url, images: { mobile, desktop: image(row.images.get('desktop')) ?? mobile } },
  }
}

/** Null without its 'content-feed' image. */
export function rowToFeedAdvert(row: StoredAdvert): FeedAdvert | null {
  const feed = row.images.get('content-feed')
  if (!feed) return null
  return {
    advertID: row.id,
    title: row.title,
    url: row.url,
    childFriendly: row.child_friendly === 1,
    imageData: { key: feed.image_key, imageSize: 'content-feed' },
    startUTC: row.start_utc,
    endUTC: row.end_utc,
  }
}

/** Every stored advert of a kind, in position order, with its images. */
export function storedAdvertsRead(db: D1Database, kind: 'other' | 'aggregated-feed'): Read<StoredAdvert[]> {
  return {
    statements: [
      db
        .prepare(`SELECT id, placement, title, url, child_friendly, enabled, channel, start_utc, end_utc
                    FROM adverts WHERE kind = ?1 ORDER BY position, id`)
        .bind(kind),
      db
        .prepare(`SELECT i.advert_id, i.image_type, i.image_key, i.image_size
                    FROM advert_images i JOIN adverts a ON a.id = i.advert_id WHERE a.kind = ?1`)
        .bind(kind),
    ],
    map: ([adverts, images]) => {
      const byAdvert = new Map<number, Map<string, AdvertImageRow>>()
      for (const row of (images?.results ?? []) as AdvertImageRow[]) {
        const forAdvert = byAdvert.get(row.advert_id) ?? new Map<string, AdvertImageRow>()
        forAdvert.set(row.image_type, row)
        byAdvert.set(row.advert_id, forAdvert)
      }
      return ((adverts?.results ?? []) as AdvertRow[]).map((row) => ({ ...row, images: byAdvert.get(row.id) ?? new Map() }))
    },
  }
}

export const getStoredAdverts = (db: D1Database, kind: 'other' | 'aggregated-feed'): Promise<StoredAdvert[]> =>
  runRead(db, storedAdvertsRead(db, kind))

export interface AdvertViewer {
  childFriendly: boolean
  now: Date
}

/** SPEC §5: enabled, inside its UTC window, channel '' or 'web'. */
function inRotation(row: StoredAdvert, now: Date): boolean {
  const input = { enabled: row.enabled === 1, channel: row.channel, startUTC: row.start_utc, endUTC: row.end_utc }
  return advertRotationState(input, now) === 'eligible'
}

/** "Advert (other)" that this viewer may see now (SPEC §5 rotation and display rules), optionally for one placement. */
export async function listAdverts(db: D1Database, viewer: AdvertViewer & { placement?: string }): Promise<Advert[]> {
  const stored = await getStoredAdverts(db, 'other')
  return stored
    .filter((row) => viewer.placement === undefined || row.placement === viewer.placement || row.placement === '')
    .filter((row) => inRotation(row, viewer.now))
    .map(rowToAdvert)
    .filter((advert): advert is Advert => advert !== null)
    .filter((advert) => {
      const input = { url: advert.advertData.url, imageKey: advert.advertData.images.mobile.key, childFriendly: advert.childFriendly }
      return advertDisplayState(input, { childFriendlyMode: viewer.childFriendly }) === 'eligible'
    })
}

/** Aggregated-feed adverts this viewer may see now, by the same SPEC §5 rules. */
export function feedAdvertsRead(db: D1Database, viewer: AdvertViewer): Read<FeedAdvert[]> {
  return mapRead(storedAdvertsRead(db, 'aggregated-feed'), (stored) =>
    stored
      .filter((row) => inRotation(row, viewer.now))
      .map(rowToFeedAdvert)
      .filter((advert): advert is FeedAdvert => advert !== null)
      .filter((advert) => {
        const input = { url: advert.url, imageKey: advert.imageData.key, childFriendly: advert.childFriendly }
        return advertDisplayState(input, { childFriendlyMode: viewer.childFriendly }) === 'eligible'
      }),
  )
}

export const listFeedAdverts = (db: D1Database, viewer: AdvertViewer): Promise<FeedAdvert[]> => runRead(db, feedAdvertsRead(db, viewer))
