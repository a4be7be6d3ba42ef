/**
 * Issue 19 §6: how each advert and sponsor item is stored, checked and
 * audited (§9 subject types 'advert', 'slotAdvert', 'sponsor', 'sponsorRow',
 * 'sponsorSlot'), for the shared writes of versioned-items.ts.
 */
import type { AdminAdvert, AdminSlotAdvert, AdvertFields, SlotAdvertFields } from '../../shared/schemas/admin-adverts'
import type {
  AdminSponsor,
  AdminSponsorRow,
  AdminSponsorSlot,
  SponsorFields,
  SponsorRowFields,
  SponsorSlotFields,
} from '../../shared/schemas/admin-sponsors'
import { advertColumns, advertPictures, findAdvert } from '../db/admin-adverts'
import { findSlotAdvert, slotAdvertColumns } from '../db/admin-slot-adverts'
import {
  findSponsor,
  findSponsorRow,
  findSponsorSlot,
  rowExists,
  sponsorColumns,
  sponsorExists,
  sponsorRowColumns,
  sponsorSlotColumns,
} from '../db/admin-sponsors'
import type { ItemSpec } from './versioned-items'

export const slotAdvertSpec: ItemSpec<SlotAdvertFields, AdminSlotAdvert> = {
  table: 'slot_adverts',
  subjectType: 'slotAdvert',
  noun: 'slot advert',
  columns: slotAdvertColumns,
  find: findSlotAdvert,
  pictures: (f) => [
    ['mobileImageKey', f.mobileImageKey],
    ['desktopImageKey', f.desktopImageKey],
  ],
}

export const advertSpec: ItemSpec<AdvertFields, AdminAdvert> = {
  table: 'adverts',
  subjectType: 'advert',
  noun: 'advert',
  columns: advertColumns,
  find: findAdvert,
  pictures: (f) => [
    ['mobileImageKey', f.mobileImageKey],
    ['desktopImageKey', f.desktopImageKey],
    ['feedImageKey', f.feedImageKey],
  ],
  // The pictures are replaced whole by the form's, in the same batch as the advert.
  extra: (db, id, fields) => [
    db.prepare(`DELETE FROM advert_images WHERE advert_id = ${id.sql}`).bind(...id.params),
    db
      .prepare(
        `INSERT INTO advert_images (advert_id, image_type, image_key, image_size)
         SELECT ${id.sql}, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?)`,
      )
      .bind(...id.params, JSON.stringify(advertPictures(fields))),
  ],
}

export const sponsorRowSpec: ItemSpec<SponsorRowFields, AdminSponsorRow> = {
  table: 'sponsor_rows',
  subjectType: 'sponsorRow',
  noun: 'sponsor row',
  columns: sponsorRowColumns,
  find: findSponsorRow,
}

export const sponsorSpec: ItemSpec<SponsorFields, AdminSponsor> = {
  table: 'sponsors',
  subjectType: 'sponsor',
  noun: 'sponsor',
  columns: sponsorColumns,
  find: findSponsor,
  pictures: (f) => [['imageKey', f.imageKey]],
  references: async (db, f) =>
    f.rowId !== null && !(await rowExists(db, f.rowId))
      ? { status: 400, code: 'bad_request', field: 'rowId', message: 'This sponsor row no longer exists: choose again' }
      : null,
}

export const sponsorSlotSpec: ItemSpec<SponsorSlotFields, AdminSponsorSlot> = {
  table: 'section_sponsor_slots',
  subjectType: 'sponsorSlot',
  noun: 'sponsor slot',
  columns: sponsorSlotColumns,
  find: findSponsorSlot,
  references: async (db, f) =>
    f.sponsorId !== null && !(await sponsorExists(db, f.sponsorId))
      ? { status: 400, code: 'bad_request', field: 'sponsorId', message: 'This sponsor no longer exists: choose again' }
      : null,
  unique: {
    column: 'section_sponsor_slots.section_id',
    refusal: { status: 409, code: 'slot_taken', field: 'sectionId', message: 'This section already has a slot for this channel' },
  },
}
