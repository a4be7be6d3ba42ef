/**
 * The D1 statements of each change to an article (issue 19 §2), each change
 * one batch with its audit entry (§9) first: that entry carries the version
 * check (§10), so a stale save fails before anything else in the batch runs,
 * and D1 rolls the batch back whole. Nothing half-written stays in D1.
 */
import type { ArticleFields } from '../../shared/schemas/admin-articles'
import { type AuditChange, auditStatement } from './audit'

/** The stored columns a form writes; body_html is emptied: a document body is never HTML. */
function fieldColumns(fields: ArticleFields, bodyText: string) {
  return {
    locale: fields.locale,
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary,
    body_doc: JSON.stringify(fields.body),
    body_html: '',
    body_text: bodyText,
    author: fields.author,
    image_key: fields.imageKey,
    image_alt: fields.imageAlt,
    translation_of: fields.translationOf,
  }
}

/** Categories and related articles in their order (json_each's key is the position). */
function linkStatements(db: D1Database, idSql: string, idParams: unknown[], fields: ArticleFields): D1PreparedStatement[] {
  return [
    db
      .prepare(`INSERT INTO news_to_categories (news_id, category_id, position) SELECT ${idSql}, value, key FROM json_each(?)`)
      .bind(...idParams, JSON.stringify(fields.categoryIds)),
    db
      .prepare(`INSERT INTO news_related (news_id, related_id, position) SELECT ${idSql}, value, key FROM json_each(?)`)
      .bind(...idParams, JSON.stringify(fields.relatedIds)),
  ]
}

type Audit = Omit<AuditChange, 'subjectType' | 'subjectId' | 'at'>

/** A new draft; its id is found by its address (unique) within the batch. */
export function createArticleStatements(db: D1Database, fields: ArticleFields, bodyText: string, at: Date, audit: Audit) {
  const columns = fieldColumns(fields, bodyText)
  const names = Object.keys(columns)
  const stamp = at.toISOString()
  const byAddress = { sql: '(SELECT id FROM news WHERE slug = ?)', params: [fields.slug] }
  return [
    db
      .prepare(
        `INSERT INTO news (${names.join(', ')}, status, published_at, created_at, updated_at, version)
         VALUES (${names.map(() => '?').join(', ')}, 'draft', ?, ?, ?, 1)`,
      )
      .bind(...Object.values(columns), stamp, stamp, stamp),
    auditStatement(db, { ...audit, subjectType: 'article', subjectId: byAddress, at }, { created: true }),
    ...linkStatements(db, byAddress.sql, byAddress.params, fields),
  ]
}

export function updateArticleStatements(
  db: D1Database,
  id: number,
  version: number,
  fields: ArticleFields,
  bodyText: string,
  at: Date,
  audit: Audit,
) {
  const columns = fieldColumns(fields, bodyText)
  return [
    auditStatement(db, { ...audit, subjectType: 'article', subjectId: String(id), at }, { table: 'news', id, version }),
    db
      .prepare(
        `UPDATE news SET ${Object.keys(columns)
          .map((name) => `${name} = ?`)
          .join(', ')}, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
      )
      .bind(...Object.values(columns), at.toISOString(), id, version),
    db.prepare('DELETE FROM news_to_categories WHERE news_id = ?').bind(id),
    db.prepare('DELETE FROM news_related WHERE news_id = ?').bind(id),
    ...linkStatements(db, '?', [id], fields),
  ]
}

/** Publish now or at a time to come (scheduled), or back to draft (unpublish). */
export function setArticleStatusStatements(
  db: D1Database,
  id: number,
  version: number,
  change: { status: 'published'; publishedAt: string } | { status: 'draft' },
  at: Date,
  audit: Audit,
) {
  const publishedAt = change.status === 'published' ? change.publishedAt : null
  return [
    auditStatement(db, { ...audit, subjectType: 'article', subjectId: String(id), at }, { table: 'news', id, version }),
    db
      .prepare(
        `UPDATE news SET status = ?, published_at = coalesce(?, published_at), version = version + 1, updated_at = ?
         WHERE id = ? AND version = ?`,
      )
      .bind(change.status, publishedAt, at.toISOString(), id, version),
  ]
}

export function deleteArticleStatements(db: D1Database, id: number, version: number, at: Date, audit: Audit) {
  return [
    auditStatement(db, { ...audit, subjectType: 'article', subjectId: String(id), at }, { table: 'news', id, version }),
    db.prepare('DELETE FROM news WHERE id = ? AND version = ?').bind(id, version),
  ]
}
