/**
 * SPEC §3 slot adverts (the footer slots) read from D1 and passed through the
 * one advert rule (shared/rules/advert-eligibility.ts, SPEC §5). Rows with
 * broken data (bad dates, no image) come out as ineligible, never as errors.
 */
import { advertEligibility } from '../../shared/rules/advert-eligibility'
import { FOOTER_SLOTS, type FooterSlotId, type SlotAdvert } from '../../shared/types/slot-advert'
import { type Read, rowsRead, runRead } from '../db/read'

interface SlotAdvertRow {
  id: number
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
}

export function isFooterSlot(value: string): value is FooterSlotId {
  return (FOOTER_SLOTS as readonly string[]).includes(value)
}

export function rowToSlotAdvert(row: SlotAdvertRow): SlotAdvert {
  return {
    id: row.id,
    slotID: row.slot_id as FooterSlotId,
    advertName: row.advert_name,
    advertRef: row.advert_ref,
    campaignRef: row.campaign_ref,
    url: row.url,
    enabled: row.enabled === 1,
    channel: row.channel,
    childFriendly: row.child_friendly === 1,
    timings: { startUTC: row.start_utc, endUTC: row.end_utc },
    images: {
      mobile: { imageKey: row.mobile_image_key },
      desktop: { imageKey: row.desktop_image_key || row.mobile_image_key },
    },
  }
}

/** SPEC §5 for a slot advert: enabled, in its UTC window, channel '' or 'web', URL, mobile image, child-friendly check. */
export function isEligibleSlotAdvert(advert: SlotAdvert, viewer: { childFriendly: boolean; now: Date }): boolean {
  const input = {
    enabled: advert.enabled,
    channel: advert.channel,
    startUTC: advert.timings.startUTC,
    endUTC: advert.timings.endUTC,
    url: advert.url,
    imageKey: advert.images.mobile.imageKey,
    childFriendly: advert.childFriendly,
  }
  return advertEligibility(input, { childFriendlyMode: viewer.childFriendly }, viewer.now) === 'eligible'
}

/** The slot adverts this viewer may see now, in slot and position order; one slot or all three. */
export function eligibleSlotAdvertsRead(
  db: D1Database,
  viewer: { childFriendly: boolean; now: Date },
  slot?: FooterSlotId,
): Read<SlotAdvert[]> {
  return rowsRead<SlotAdvertRow, SlotAdvert[]>(
    db
      .prepare(
        `SELECT id, slot_id, advert_name, advert_ref, campaign_ref, url, enabled, channel, child_friendly,
                start_utc, end_utc, mobile_image_key, desktop_image_key
           FROM slot_adverts WHERE ?1 IS NULL OR slot_id = ?1 ORDER BY slot_id, position, id`,
      )
      .bind(slot ?? null),
    (rows) => rows.map(rowToSlotAdvert).filter((advert) => isEligibleSlotAdvert(advert, viewer)),
  )
}

export const listEligibleSlotAdverts = (db: D1Database, viewer: { childFriendly: boolean; now: Date }, slot?: FooterSlotId) =>
  runRead(db, eligibleSlotAdvertsRead(db, viewer, slot))
