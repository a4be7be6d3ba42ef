/**
 * Articles as the back office reads them (issue 19 §2): every state, paged
 * and sorted in D1 (never the whole table), and one article whole for its
 * form. The public site reads through worker/db/news.ts.
 */
import { type ArticleStatus, articleState } from '../../shared/rules/article-state'
import type { ArticleListQuery } from '../../shared/schemas/admin-articles'
import type { ArticleDocument } from '../../shared/schemas/article-document'
import type { AdminArticle, AdminArticleList, AdminArticleSummary } from '../../shared/types/admin-articles'
import type { Locale } from '../../shared/types/news'

interface SummaryRow {
  id: number
  slug: string
  title: string
  locale: Locale
  status: ArticleStatus
  published_at: string
  updated_at: string
  version: number
  author: string
  categories: string
}

interface ArticleRow extends SummaryRow {
  summary: string
  body_doc: string | null
  body_html: string
  image_key: string | null
  image_alt: string
  translation_of: number | null
  created_at: string | null
  translation_id: number | null
  category_ids: string
  related_ids: string
}

const SUMMARY_COLUMNS = `n.id, n.slug, n.title, n.locale, n.status, n.published_at, n.updated_at, n.version, n.author,
  (SELECT json_group_array(c.name ORDER BY nc.position, c.id) FROM news_to_categories nc
     JOIN news_categories c ON c.id = nc.category_id WHERE nc.news_id = n.id) AS categories`

// Sort columns by name: only these texts are ever written into the SQL.
const ORDER_BY: Record<ArticleListQuery['sort'], string> = {
  updatedAt: 'n.updated_at',
  publishedAt: 'n.published_at',
  title: 'n.title COLLATE NOCASE',
}

/** ?1 now, ?2 state, ?3 locale, ?4 title search (lower-case text found anywhere: instr, as D1 caps LIKE patterns at 50 bytes). */
const FILTER = `
  (?2 IS NULL
    OR (?2 = 'draft' AND n.status = 'draft')
    OR (?2 = 'archived' AND n.status = 'archived')
    OR (?2 = 'scheduled' AND n.status = 'published' AND n.published_at > ?1)
    OR (?2 = 'published' AND n.status = 'published' AND n.published_at <= ?1))
  AND (?3 IS NULL OR n.locale = ?3)
  AND (?4 IS NULL OR instr(lower(n.title), ?4) > 0 OR instr(n.slug, ?4) > 0)`

function toSummary(row: SummaryRow, now: Date): AdminArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locale: row.locale,
    state: articleState(row.status, row.published_at, now),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    version: row.version,
    author: row.author,
    categories: JSON.parse(row.categories) as string[],
  }
}

export async function listAdminArticles(db: D1Database, query: ArticleListQuery, now: Date): Promise<AdminArticleList> {
  const params = [now.toISOString(), query.state ?? null, query.locale ?? null, query.q ? query.q.toLowerCase() : null]
  const order = `${ORDER_BY[query.sort]} ${query.dir === 'asc' ? 'ASC' : 'DESC'}, n.id ${query.dir === 'asc' ? 'ASC' : 'DESC'}`
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM news n WHERE ${FILTER}`).bind(...params),
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM news n WHERE ${FILTER} ORDER BY ${order} LIMIT ?5 OFFSET ?6`)
      .bind(...params, query.size, (query.page - 1) * query.size),
  ])
  return {
    items: ((page?.results ?? []) as SummaryRow[]).map((row) => toSummary(row, now)),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    page: query.page,
    size: query.size,
  }
}

export async function findAdminArticle(db: D1Database, id: number, now: Date): Promise<AdminArticle | null> {
  const row = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, n.summary, n.body_doc, n.body_html, n.image_key, n.image_alt, n.translation_of, n.created_at,
         (SELECT t.id FROM news t WHERE t.translation_of = n.id) AS translation_id,
         (SELECT json_group_array(nc.category_id ORDER BY nc.position) FROM news_to_categories nc WHERE nc.news_id = n.id) AS category_ids,
         (SELECT json_group_array(r.related_id ORDER BY r.position) FROM news_related r WHERE r.news_id = n.id) AS related_ids
       FROM news n WHERE n.id = ?1`,
    )
    .bind(id)
    .first<ArticleRow>()
  if (!row) return null
  const summary = toSummary(row, now)
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    state: summary.state,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    translationId: row.translation_id,
    fields: {
      locale: row.locale,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      author: row.author,
      body: row.body_doc === null ? null : (JSON.parse(row.body_doc) as ArticleDocument),
      imageKey: row.image_key,
      imageAlt: row.image_alt,
      categoryIds: JSON.parse(row.category_ids) as number[],
      relatedIds: JSON.parse(row.related_ids) as number[],
      translationOf: row.translation_of,
    },
    bodyHtml: row.body_doc === null ? row.body_html : null,
  }
}

/** The ids among these that are not news categories (a form naming one that was deleted meanwhile). */
export async function missingIds(db: D1Database, table: 'news_categories' | 'news', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const { results } = await db
    .prepare(`SELECT value AS id FROM json_each(?1) WHERE value NOT IN (SELECT id FROM ${table})`)
    .bind(JSON.stringify(ids))
    .all<{ id: number }>()
  return results.map((r) => r.id)
}

/** The article holding this address, if any (another article's, when `exceptId` is the one being saved). */
export async function slugHolder(db: D1Database, slug: string, exceptId: number | null): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM news WHERE slug = ?1 AND id IS NOT ?2').bind(slug, exceptId).first<{ id: number }>()
  return row?.id ?? null
}
