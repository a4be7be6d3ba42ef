/**
 * Issue 19 §6: "Advert (other)" and aggregated-feed adverts (migration 0003)
 * as the back office lists and opens them, paged in D1, each with its
 * pictures (advert_images: 'mobile', 'desktop', 'content-feed').
 */
import type { AdminAdvert, AdvertFields } from '../../shared/schemas/admin-adverts'
import type { ListQuery } from '../../shared/schemas/admin-commerce-fields'

interface Row {
  id: number
  version: number
  kind: string
  placement: string
  title: string
  url: string
  child_friendly: number
  enabled: number
  channel: string
  start_utc: string
  end_utc: string
  position: number
  mobile_key: string | null
  mobile_size: string | null
  desktop_key: string | null
  desktop_size: string | null
  feed_key: string | null
}

const picture = (type: string, column: 'image_key' | 'image_size') =>
  `(SELECT ${column} FROM advert_images WHERE advert_id = a.id AND image_type = '${type}')`

const SELECT = `SELECT a.id, a.version, a.kind, a.placement, a.title, a.url, a.child_friendly, a.enabled, a.channel,
                       a.start_utc, a.end_utc, a.position,
                       ${picture('mobile', 'image_key')} AS mobile_key, ${picture('mobile', 'image_size')} AS mobile_size,
                       ${picture('desktop', 'image_key')} AS desktop_key, ${picture('desktop', 'image_size')} AS desktop_size,
                       ${picture('content-feed', 'image_key')} AS feed_key
                  FROM adverts a`

type Size = AdminAdvert['mobileImageSize']
const sizeOf = (size: string | null, fallback: Size): Size =>
  size === 'mpu' || size === 'banner' || size === 'large-banner' ? size : fallback

function rowToItem(row: Row): AdminAdvert {
  return {
    id: row.id,
    version: row.version,
    kind: row.kind === 'aggregated-feed' ? 'aggregated-feed' : 'other',
    placement: row.placement,
    title: row.title,
    url: row.url,
    childFriendly: row.child_friendly === 1,
    enabled: row.enabled === 1,
    channel: row.channel as AdminAdvert['channel'],
    startUTC: row.start_utc,
    endUTC: row.end_utc,
    position: row.position,
    mobileImageKey: row.mobile_key ?? '',
    mobileImageSize: sizeOf(row.mobile_size, 'mpu'),
    desktopImageKey: row.desktop_key ?? '',
    desktopImageSize: sizeOf(row.desktop_size, 'banner'),
    feedImageKey: row.feed_key ?? '',
  }
}

export function advertColumns(fields: AdvertFields): Record<string, unknown> {
  return {
    kind: fields.kind,
    placement: fields.placement,
    title: fields.title,
    url: fields.url,
    child_friendly: fields.childFriendly ? 1 : 0,
    enabled: fields.enabled ? 1 : 0,
    channel: fields.channel,
    start_utc: fields.startUTC,
    end_utc: fields.endUTC,
    position: fields.position,
  }
}

/** The advert's pictures replaced by the form's: [image_type, key, size], empty keys left out. */
export function advertPictures(fields: AdvertFields): Array<[string, string, string]> {
  const all: Array<[string, string, string]> = [
    ['mobile', fields.mobileImageKey, fields.mobileImageSize],
    ['desktop', fields.desktopImageKey, fields.desktopImageSize],
    ['content-feed', fields.feedImageKey, 'content-feed'],
  ]
  return all.filter(([, key]) => key !== '')
}

export async function findAdvert(db: D1Database, id: number): Promise<AdminAdvert | null> {
  const row = await db.prepare(`${SELECT} WHERE a.id = ?`).bind(id).first<Row>()
  return row ? rowToItem(row) : null
}

export async function listAdminAdverts(db: D1Database, query: ListQuery): Promise<{ items: AdminAdvert[]; total: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} ORDER BY a.kind, a.position, a.id DESC LIMIT ? OFFSET ?`).bind(query.size, (query.page - 1) * query.size),
    db.prepare('SELECT count(*) AS total FROM adverts'),
  ])
  return {
    items: ((rows?.results ?? []) as Row[]).map(rowToItem),
    total: Number((count?.results?.[0] as { total?: number } | undefined)?.total ?? 0),
  }
}
