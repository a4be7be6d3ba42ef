/** Issue 19 §6: slot adverts (SPEC §3 footer slots) as the back office lists and opens them, paged in D1. */
import type { ListQuery } from '../../shared/schemas/admin-commerce-fields'
import type { AdminSlotAdvert, SlotAdvertFields } from '../../shared/schemas/admin-adverts'

interface Row {
  id: number
  version: number
  slot_id: string
  advert_name: string
  advert_ref: string
  campaign_ref: string
  url: string
  enabled: number
  channel: string
  child_friendly: number
  start_utc: string
  end_utc: string
  mobile_image_key: string
  desktop_image_key: string
  position: number
}

const SELECT = `SELECT id, version, slot_id, advert_name, advert_ref, campaign_ref, url, enabled, channel, child_friendly,
                       start_utc, end_utc, mobile_image_key, desktop_image_key, position FROM slot_adverts`

function rowToItem(row: Row): AdminSlotAdvert {
  return {
    id: row.id,
    version: row.version,
    slotId: row.slot_id as AdminSlotAdvert['slotId'],
    advertName: row.advert_name,
    advertRef: row.advert_ref,
    campaignRef: row.campaign_ref,
    url: row.url,
    enabled: row.enabled === 1,
    channel: row.channel as AdminSlotAdvert['channel'],
    childFriendly: row.child_friendly === 1,
    startUTC: row.start_utc,
    endUTC: row.end_utc,
    mobileImageKey: row.mobile_image_key,
    desktopImageKey: row.desktop_image_key,
    position: row.position,
  }
}

export function slotAdvertColumns(fields: SlotAdvertFields): Record<string, unknown> {
  return {
    slot_id: fields.slotId,
    advert_name: fields.advertName,
    advert_ref: fields.advertRef,
    campaign_ref: fields.campaignRef,
    url: fields.url,
    enabled: fields.enabled ? 1 : 0,
    channel: fields.channel,
    child_friendly: fields.childFriendly ? 1 : 0,
    start_utc: fields.startUTC,
    end_utc: fields.endUTC,
    mobile_image_key: fields.mobileImageKey,
    desktop_image_key: fields.desktopImageKey,
    position: fields.position,
  }
}

export async function findSlotAdvert(db: D1Database, id: number): Promise<AdminSlotAdvert | null> {
  const row = await db.prepare(`${SELECT} WHERE id = ?`).bind(id).first<Row>()
  return row ? rowToItem(row) : null
}

/** In slot and position order, newest bookings first within a position. */
export async function listSlotAdverts(db: D1Database, query: ListQuery): Promise<{ items: AdminSlotAdvert[]; total: number }> {
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT} ORDER BY slot_id, position, id DESC LIMIT ? OFFSET ?`).bind(query.size, (query.page - 1) * query.size),
    db.prepare('SELECT count(*) AS total FROM slot_adverts'),
  ])
  return {
    items: ((rows?.results ?? []) as Row[]).map(rowToItem),
    total: Number((count?.results?.[0] as { total?: number } | undefined)?.total ?? 0),
  }
}
