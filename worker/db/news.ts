/**
 * News queries (SPEC §2.1 news pages, §9.4 related news). Published articles
 * only, and only once their time has come: a scheduled article is published
 * with a time still ahead (shared/rules/article-state.ts, issue 19 §2).
 */
import type { ArticleStatus } from '../../shared/rules/article-state'
import type { ArticleDocument } from '../../shared/types/article-document'
import type { Locale, NewsArticle, NewsCategory, NewsPage, NewsSummary } from '../../shared/types/news'
import { firstRead, type Read, rowsRead, runRead } from './read'

interface NewsSummaryRow {
  id: number
  slug: string
  title: string
  summary: string
  locale: Locale
  published_at: string
  image_key: string | null
  image_alt: string
  /** JSON array built by CATEGORIES_JSON */
  categories: string
}

interface NewsArticleRow extends NewsSummaryRow {
  body_doc: string | null
  body_html: string
  author: string
}

export interface ListNewsOptions {
  locale?: Locale
  categorySlug?: string
  limit: number
  offset: number
  /** ISO UTC, inclusive */
  from?: string
  /** ISO UTC, exclusive */
  to?: string
  /** What 'now' is for scheduled articles; the request's time by default. */
  now?: Date
}

/** The public test, as shared/rules/article-state.ts articleIsPublic; the alias and the parameter for the instant are given. */
const isPublic = (alias: string, nowParam: string) => `${alias}.status = 'published' AND ${alias}.published_at <= ${nowParam}`

/** Categories of each article in the same query: no second round trip, no N+1. */
const SUMMARY_COLUMNS = `
  n.id, n.slug, n.title, n.summary, n.locale, n.published_at, n.image_key, n.image_alt,
  (SELECT json_group_array(json_object('id', c.id, 'slug', c.slug, 'name', c.name) ORDER BY nc.position, c.id)
     FROM news_to_categories nc JOIN news_categories c ON c.id = nc.category_id
    WHERE nc.news_id = n.id) AS categories`

const LIST_FILTER = `
  ${isPublic('n', '?5')}
  AND (?1 IS NULL OR n.locale = ?1)
  AND (?2 IS NULL OR EXISTS (
        SELECT 1 FROM news_to_categories nc JOIN news_categories c ON c.id = nc.category_id
         WHERE nc.news_id = n.id AND c.slug = ?2))
  AND (?3 IS NULL OR n.published_at >= ?3)
  AND (?4 IS NULL OR n.published_at < ?4)`

export function rowToNewsSummary(row: NewsSummaryRow): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    locale: row.locale,
    publishedAt: row.published_at,
    imageKey: row.image_key,
    imageAlt: row.image_alt,
    categories: JSON.parse(row.categories) as NewsCategory[],
  }
}

export function rowToNewsArticle(row: NewsArticleRow): NewsArticle {
  const bodyDoc = row.body_doc === null ? null : (JSON.parse(row.body_doc) as ArticleDocument)
  return { ...rowToNewsSummary(row), bodyDoc, bodyHtml: bodyDoc ? '' : row.body_html, author: row.author }
}

/** Stored instants are toISOString() text; bring bounds to the same form so text order is time order. */
function isoBound(value: string | undefined): string | null {
  if (value === undefined) return null
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw new RangeError(`listNews: not an ISO date: ${value}`)
  return new Date(time).toISOString()
}

/** Published news, newest first, with the total for paging. */
export function listNewsRead(db: D1Database, opts: ListNewsOptions): Read<NewsPage> {
  const now = (opts.now ?? new Date()).toISOString()
  const params = [opts.locale ?? null, opts.categorySlug ?? null, isoBound(opts.from), isoBound(opts.to), now]
  const limit = Math.max(0, Math.floor(opts.limit))
  const offset = Math.max(0, Math.floor(opts.offset))
  return {
    statements: [
      db.prepare(`SELECT count(*) AS total FROM news n WHERE ${LIST_FILTER}`).bind(...params),
      db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM news n WHERE ${LIST_FILTER}
                  ORDER BY n.published_at DESC, n.id DESC LIMIT ?6 OFFSET ?7`)
        .bind(...params, limit, offset),
    ],
    map: ([count, page]) => ({
      items: ((page?.results ?? []) as NewsSummaryRow[]).map(rowToNewsSummary),
      total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
    }),
  }
}

export const listNews = (db: D1Database, opts: ListNewsOptions): Promise<NewsPage> => runRead(db, listNewsRead(db, opts))

export function newsBySlugRead(db: D1Database, slug: string, now = new Date()): Read<NewsArticle | null> {
  return firstRead<NewsArticleRow, NewsArticle | null>(
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS}, n.body_doc, n.body_html, n.author FROM news n WHERE n.slug = ?1 AND ${isPublic('n', '?2')}`)
      .bind(slug, now.toISOString()),
    (row) => (row ? rowToNewsArticle(row) : null),
  )
}

/** Issue 19 §2 preview: an article whatever its state, with its state, for staff only (the loader checks). */
export function newsForPreviewRead(db: D1Database, id: number): Read<(NewsArticle & { status: ArticleStatus }) | null> {
  return firstRead<NewsArticleRow & { status: ArticleStatus }, (NewsArticle & { status: ArticleStatus }) | null>(
    db.prepare(`SELECT ${SUMMARY_COLUMNS}, n.body_doc, n.body_html, n.author, n.status FROM news n WHERE n.id = ?1`).bind(id),
    (row) => (row ? { ...rowToNewsArticle(row), status: row.status } : null),
  )
}

export const getNewsBySlug = (db: D1Database, slug: string, now = new Date()): Promise<NewsArticle | null> =>
  runRead(db, newsBySlugRead(db, slug, now))

/**
 * SPEC §9.4 related news: the editor's explicit picks first, then the newest
 * articles sharing a category, then the newest of the same locale so the strip
 * is full whenever enough news exists. Never the article itself. The article
 * is named by its slug, so the strip can go in the same batch as the article.
 */
export function relatedNewsRead(db: D1Database, slug: string, limit: number, now = new Date()): Read<NewsSummary[]> {
  const statement = db
    .prepare(`
      WITH a AS (SELECT n.id, n.locale FROM news n WHERE n.slug = ?1 AND ${isPublic('n', '?3')})
      SELECT ${SUMMARY_COLUMNS} FROM news n
        JOIN a ON n.locale = a.locale
        LEFT JOIN news_related r ON r.related_id = n.id AND r.news_id = a.id
       WHERE n.id <> a.id AND ${isPublic('n', '?3')}
       ORDER BY
         CASE WHEN r.news_id IS NOT NULL THEN 0
              WHEN EXISTS (SELECT 1 FROM news_to_categories mine JOIN news_to_categories theirs
                             ON theirs.category_id = mine.category_id
                           WHERE mine.news_id = a.id AND theirs.news_id = n.id) THEN 1
              ELSE 2 END,
         r.position, n.published_at DESC, n.id DESC
       LIMIT ?2`)
    .bind(slug, Math.max(0, Math.floor(limit)), now.toISOString())
  return rowsRead<NewsSummaryRow, NewsSummary[]>(statement, (rows) => rows.map(rowToNewsSummary))
}

export const getRelatedNews = (db: D1Database, article: Pick<NewsArticle, 'slug'>, limit: number): Promise<NewsSummary[]> =>
  runRead(db, relatedNewsRead(db, article.slug, limit))
