/**
 * Overlay promos as the back office reads and writes them (issue 19 §6; SPEC
 * §3 overlay promo; migrations 0001, 0013). Each change is one batch with its
 * audit entry (§9), which carries the version check (§10).
 */
import { promoState } from '../../shared/rules/promo-window'
import type { AdminPromo, PromoFields } from '../../shared/schemas/admin-promos'
import { type Actor, auditStatement } from '../admin/audit'

interface PromoRow {
  id: number
  title: string
  type: 'Default' | 'Mini'
  channel: 'Web' | 'App'
  start_utc: string
  end_utc: string
  url: string
  web_new_window: number
  image_key: string
  image_alt: string
  enabled: number
  version: number
}

const COLUMNS = 'id, title, type, channel, start_utc, end_utc, url, web_new_window, image_key, image_alt, enabled, version'

function toPromo(row: PromoRow, now: Date): AdminPromo {
  const fields: PromoFields = {
    title: row.title,
    type: row.type,
    channel: row.channel,
    startUtc: row.start_utc,
    endUtc: row.end_utc,
    url: row.url,
    webNewWindow: row.web_new_window === 1,
    imageKey: row.image_key,
    imageAlt: row.image_alt,
    enabled: row.enabled === 1,
  }
  return { id: row.id, version: row.version, ...fields, state: promoState(fields, now) }
}

export const PROMO_PAGE_SIZE = 50

/** Latest window first, a page at a time. */
export async function listAdminPromos(db: D1Database, page: number, now: Date): Promise<{ items: AdminPromo[]; total: number }> {
  const [count, rows] = await db.batch([
    db.prepare('SELECT count(*) AS total FROM promo_overlays'),
    db
      .prepare(`SELECT ${COLUMNS} FROM promo_overlays ORDER BY start_utc DESC, id DESC LIMIT ?1 OFFSET ?2`)
      .bind(PROMO_PAGE_SIZE, (page - 1) * PROMO_PAGE_SIZE),
  ])
  return {
    items: ((rows?.results ?? []) as PromoRow[]).map((row) => toPromo(row, now)),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
  }
}

export async function findAdminPromo(db: D1Database, id: number, now: Date): Promise<AdminPromo | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM promo_overlays WHERE id = ?1`).bind(id).first<PromoRow>()
  return row ? toPromo(row, now) : null
}

function columns(fields: PromoFields) {
  return {
    title: fields.title,
    type: fields.type,
    channel: fields.channel,
    start_utc: fields.startUtc,
    end_utc: fields.endUtc,
    url: fields.url,
    web_new_window: fields.webNewWindow ? 1 : 0,
    image_key: fields.imageKey,
    image_alt: fields.imageAlt,
    enabled: fields.enabled ? 1 : 0,
  }
}

const storedFields = ({ id: _id, version: _v, state: _s, ...fields }: AdminPromo): PromoFields => fields

/** A new promo; the audit entry names it by last_insert_rowid(), read before the entry's own row is added. */
export async function createPromo(db: D1Database, fields: PromoFields, actor: Actor, at: Date): Promise<number> {
  const values = columns(fields)
  const [created] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO promo_overlays (${Object.keys(values).join(', ')}, version) VALUES (${Object.keys(values)
          .map(() => '?')
          .join(', ')}, 1) RETURNING id`,
      )
      .bind(...Object.values(values)),
    auditStatement(
      db,
      {
        actor,
        action: 'create',
        subjectType: 'promo',
        subjectId: { sql: '(SELECT last_insert_rowid())', params: [] },
        before: null,
        after: fields,
        at,
      },
      { created: true },
    ),
  ])
  const id = created?.results[0]?.id
  if (typeof id !== 'number') throw new Error('the new promo was not found after its batch')
  return id
}

export function updatePromoStatements(db: D1Database, stored: AdminPromo, version: number, fields: PromoFields, actor: Actor, at: Date) {
  const values = columns(fields)
  return [
    auditStatement(
      db,
      { actor, action: 'update', subjectType: 'promo', subjectId: String(stored.id), before: storedFields(stored), after: fields, at },
      { table: 'promo_overlays', id: stored.id, version },
    ),
    db
      .prepare(
        `UPDATE promo_overlays SET ${Object.keys(values)
          .map((name) => `${name} = ?`)
          .join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
      )
      .bind(...Object.values(values), stored.id, version),
  ]
}

export function deletePromoStatements(db: D1Database, stored: AdminPromo, version: number, actor: Actor, at: Date) {
  return [
    auditStatement(
      db,
      { actor, action: 'delete', subjectType: 'promo', subjectId: String(stored.id), before: storedFields(stored), after: null, at },
      { table: 'promo_overlays', id: stored.id, version },
    ),
    db.prepare('DELETE FROM promo_overlays WHERE id = ? AND version = ?').bind(stored.id, version),
  ]
}
