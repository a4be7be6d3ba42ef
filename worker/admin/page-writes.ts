/**
 * The D1 statements of each change to a CMS page (issue 19 §3), each change one batch with its audit
 * entry first (§9): that entry carries the version check (§10), so a stale save fails before anything
 * else runs and D1 rolls the batch back whole. The blocks are written in the batch as the ordered list
 * the editor sent (position = index + 1), each stored as the page loader reads it: type beside data.
 */
import type { PageFields } from '../../shared/schemas/admin-pages'
import { type AuditChange, auditStatement } from './audit'

type Audit = Omit<AuditChange, 'subjectType' | 'subjectId' | 'at'>

export interface Place {
  fullPath: string
  nestedLevel: number
}

function fieldColumns(fields: PageFields, place: Place, at: Date) {
  const external = fields.externalUrl !== ''
  return {
    post_title: fields.title,
    menu_post_title: fields.menuTitle || fields.title,
    page_slug: fields.slug,
    parent_id: fields.parentId,
    page_template: fields.template,
    summary: fields.summary,
    body_html: fields.bodyHtml,
    image_key: fields.imageKey,
    image_alt: fields.imageAlt,
    post_type: external ? 'external' : 'internal',
    external_url: fields.externalUrl,
    new_tab: fields.newTab ? 1 : 0,
    full_path: place.fullPath,
    nested_level: place.nestedLevel,
    saved_timestamp: at.toISOString(),
  }
}

function blockStatements(db: D1Database, idSql: string, idParams: unknown[], fields: PageFields): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM page_blocks WHERE page_id = ${idSql}`).bind(...idParams),
    db
      .prepare(
        `INSERT INTO page_blocks (page_id, position, block_type, data)
         SELECT ${idSql}, key + 1, json_extract(value, '$.type'), json_remove(value, '$.type') FROM json_each(?)`,
      )
      .bind(...idParams, JSON.stringify(fields.blocks)),
  ]
}

/** A new draft, last among its siblings; its id is found by its address (unique) within the batch. */
export function createPageStatements(db: D1Database, fields: PageFields, place: Place, at: Date, audit: Audit) {
  const columns = fieldColumns(fields, place, at)
  const names = Object.keys(columns)
  const byAddress = { sql: '(SELECT id FROM pages WHERE full_path = ?)', params: [place.fullPath] }
  return [
    db
      .prepare(
        `INSERT INTO pages (${names.join(', ')}, post_id, post_status, page_order, version)
         VALUES (${names.map(() => '?').join(', ')}, (SELECT coalesce(max(post_id), 7000) + 1 FROM pages), 'Draft',
                 (SELECT coalesce(max(page_order), 0) + 1 FROM pages WHERE parent_id IS ?), 1)`,
      )
      .bind(...Object.values(columns), fields.parentId),
    auditStatement(db, { ...audit, subjectType: 'page', subjectId: byAddress, at }, { created: true }),
    ...blockStatements(db, byAddress.sql, byAddress.params, fields),
  ]
}

/** Fields and blocks; a new address moves every page below it along (their paths and levels). */
export function updatePageStatements(
  db: D1Database,
  id: number,
  version: number,
  fields: PageFields,
  from: Place,
  to: Place,
  at: Date,
  audit: Audit,
) {
  const columns = fieldColumns(fields, to, at)
  const statements = [
    auditStatement(db, { ...audit, subjectType: 'page', subjectId: String(id), at }, { table: 'pages', id, version }),
    db
      .prepare(
        `UPDATE pages SET ${Object.keys(columns)
          .map((name) => `${name} = ?`)
          .join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
      )
      .bind(...Object.values(columns), id, version),
  ]
  if (from.fullPath !== to.fullPath) {
    statements.push(
      db
        .prepare(
          `UPDATE pages SET full_path = ?1 || substr(full_path, length(?2) + 1), nested_level = nested_level + ?3
            WHERE substr(full_path, 1, length(?2) + 1) = ?2 || '/'`,
        )
        .bind(to.fullPath, from.fullPath, to.nestedLevel - from.nestedLevel),
    )
  }
  return [...statements, ...blockStatements(db, '?', [id], fields)]
}

/** Published (shown from now, its first publication date kept) or back to Draft. */
export function setPageStatusStatements(
  db: D1Database,
  id: number,
  version: number,
  status: 'Published' | 'Draft',
  at: Date,
  audit: Audit,
) {
  const iso = at.toISOString()
  return [
    auditStatement(db, { ...audit, subjectType: 'page', subjectId: String(id), at }, { table: 'pages', id, version }),
    db
      .prepare(
        `UPDATE pages SET post_status = ?, published_date = coalesce(published_date, ?), published_time = coalesce(published_time, ?),
                saved_timestamp = ?, version = version + 1
          WHERE id = ? AND version = ?`,
      )
      .bind(status, iso.slice(0, 10), iso.slice(11, 19), iso, id, version),
  ]
}

export function deletePageStatements(db: D1Database, id: number, version: number, at: Date, audit: Audit) {
  return [
    auditStatement(db, { ...audit, subjectType: 'page', subjectId: String(id), at }, { table: 'pages', id, version }),
    db.prepare('DELETE FROM pages WHERE id = ? AND version = ?').bind(id, version),
  ]
}

/** The siblings' order written as the list given (page_order = index + 1), the moved page's version moved on. */
export function orderSiblingsStatements(db: D1Database, id: number, version: number, order: number[], at: Date, audit: Audit) {
  const ids = JSON.stringify(order)
  return [
    auditStatement(db, { ...audit, subjectType: 'page', subjectId: String(id), at }, { table: 'pages', id, version }),
    db
      .prepare(
        `UPDATE pages SET page_order = (SELECT key + 1 FROM json_each(?1) WHERE value = pages.id)
          WHERE id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(ids),
    db
      .prepare('UPDATE pages SET version = version + 1, saved_timestamp = ? WHERE id = ? AND version = ?')
      .bind(at.toISOString(), id, version),
  ]
}
