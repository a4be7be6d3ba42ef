/**
 * Issue 19 §6: sponsor rows, sponsors and section sponsor slots (SPEC §3) as
 * the back office lists and opens them, paged in D1, in the forced order the
 * footer shows them.
 */
import type { ListQuery } from '../../shared/schemas/admin-commerce-fields'
import type {
  AdminSponsor,
  AdminSponsorRow,
  AdminSponsorSlot,
  SponsorFields,
  SponsorRowFields,
  SponsorSlotFields,
} from '../../shared/schemas/admin-sponsors'

async function paged<Row, Item>(db: D1Database, select: string, order: string, table: string, query: ListQuery, map: (row: Row) => Item) {
  const [rows, count] = await db.batch([
    db.prepare(`${select} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(query.size, (query.page - 1) * query.size),
    db.prepare(`SELECT count(*) AS total FROM ${table}`),
  ])
  return {
    items: ((rows?.results ?? []) as Row[]).map(map),
    total: Number((count?.results?.[0] as { total?: number } | undefined)?.total ?? 0),
  }
}

// ── Rows ──
interface RowRow {
  id: number
  version: number
  admin_name: string
  title: string
  title_size: string
  sponsor_size: string
  forced_order: number
  published: number
  sponsors: number
}
const ROW_SELECT = `SELECT r.id, r.version, r.admin_name, r.title, r.title_size, r.sponsor_size, r.forced_order, r.published,
                           (SELECT count(*) FROM sponsors s WHERE s.row_id = r.id) AS sponsors FROM sponsor_rows r`

const rowToSponsorRow = (row: RowRow): AdminSponsorRow => ({
  id: row.id,
  version: row.version,
  adminName: row.admin_name,
  title: row.title,
  titleSize: (['h2', 'h3', 'h4'].includes(row.title_size) ? row.title_size : 'h3') as AdminSponsorRow['titleSize'],
  sponsorSize: row.sponsor_size === 'large' ? 'large' : 'small',
  forcedOrder: row.forced_order,
  published: row.published === 1,
  sponsors: row.sponsors,
})

export const sponsorRowColumns = (f: SponsorRowFields) => ({
  admin_name: f.adminName,
  title: f.title,
  title_size: f.titleSize,
  sponsor_size: f.sponsorSize,
  forced_order: f.forcedOrder,
  published: f.published ? 1 : 0,
})

export async function findSponsorRow(db: D1Database, id: number): Promise<AdminSponsorRow | null> {
  const row = await db.prepare(`${ROW_SELECT} WHERE r.id = ?`).bind(id).first<RowRow>()
  return row ? rowToSponsorRow(row) : null
}
export const listSponsorRows = (db: D1Database, query: ListQuery) =>
  paged(db, ROW_SELECT, 'r.forced_order, r.id', 'sponsor_rows', query, rowToSponsorRow)

// ── Sponsors ──
interface SponsorRow {
  id: number
  version: number
  row_id: number | null
  title: string
  admin_name: string
  campaign_id: string
  media_library_id: string
  url: string
  image_key: string
  published: number
  forced_order: number
  is_child_friendly: number
}
const SPONSOR_SELECT = `SELECT id, version, row_id, title, admin_name, campaign_id, media_library_id, url, image_key, published,
                               forced_order, is_child_friendly FROM sponsors`

const rowToSponsor = (row: SponsorRow): AdminSponsor => ({
  id: row.id,
  version: row.version,
  rowId: row.row_id,
  title: row.title,
  adminName: row.admin_name,
  campaignId: row.campaign_id,
  mediaLibraryId: row.media_library_id,
  url: row.url,
  imageKey: row.image_key,
  published: row.published === 1,
  forcedOrder: row.forced_order,
  childFriendly: row.is_child_friendly === 1,
})

export const sponsorColumns = (f: SponsorFields) => ({
  row_id: f.rowId,
  title: f.title,
  admin_name: f.adminName,
  campaign_id: f.campaignId,
  media_library_id: f.mediaLibraryId,
  url: f.url,
  image_key: f.imageKey,
  published: f.published ? 1 : 0,
  forced_order: f.forcedOrder,
  is_child_friendly: f.childFriendly ? 1 : 0,
})

export async function findSponsor(db: D1Database, id: number): Promise<AdminSponsor | null> {
  const row = await db.prepare(`${SPONSOR_SELECT} WHERE id = ?`).bind(id).first<SponsorRow>()
  return row ? rowToSponsor(row) : null
}
/** Grouped by row (rows in their order, sponsors without a row last), each row's sponsors in forced order. */
export const listSponsors = (db: D1Database, query: ListQuery) =>
  paged(
    db,
    SPONSOR_SELECT,
    `(SELECT forced_order FROM sponsor_rows r WHERE r.id = sponsors.row_id) IS NULL, (SELECT forced_order FROM sponsor_rows r WHERE r.id = sponsors.row_id), row_id, forced_order, id`,
    'sponsors',
    query,
    rowToSponsor,
  )

export async function rowExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM sponsor_rows WHERE id = ?').bind(id).first()) !== null
}
export async function sponsorExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM sponsors WHERE id = ?').bind(id).first()) !== null
}

// ── Section slots ──
interface SlotRow {
  id: number
  version: number
  section_id: string
  name: string
  type: string
  active: number
  sponsor_id: number | null
}
const SLOT_SELECT = 'SELECT id, version, section_id, name, type, active, sponsor_id FROM section_sponsor_slots'

const rowToSlot = (row: SlotRow): AdminSponsorSlot => ({
  id: row.id,
  version: row.version,
  sectionId: row.section_id as AdminSponsorSlot['sectionId'],
  name: row.name,
  type: row.type === 'app' ? 'app' : 'web',
  active: row.active === 1,
  sponsorId: row.sponsor_id,
})

export const sponsorSlotColumns = (f: SponsorSlotFields) => ({
  section_id: f.sectionId,
  name: f.name,
  type: f.type,
  active: f.active ? 1 : 0,
  sponsor_id: f.sponsorId,
})

export async function findSponsorSlot(db: D1Database, id: number): Promise<AdminSponsorSlot | null> {
  const row = await db.prepare(`${SLOT_SELECT} WHERE id = ?`).bind(id).first<SlotRow>()
  return row ? rowToSlot(row) : null
}
export const listSponsorSlots = (db: D1Database, query: ListQuery) =>
  paged(db, SLOT_SELECT, 'section_id, type', 'section_sponsor_slots', query, rowToSlot)
