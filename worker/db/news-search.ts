/**
 * News search over the FTS5 index news_fts (SPEC §4.9, §7): published
 * articles only, once their time has come (a scheduled one is found from its
 * publication time, issue 19 §2), newest first or by bm25 relevance, with the total found.
 * The MATCH expression comes from shared/rules/news-search-query.ts, never
 * from raw input; the ORDER BY is one of two fixed SQL texts.
 */
import { newsSearchMatch } from '../../shared/rules/news-search-query'
import type { NewsSearchHit, NewsSearchResponse } from '../../shared/types/search'

export type NewsSearchOrder = 'date' | 'relevance'

export interface NewsSearchOptions {
  term: string
  size: number
  start: number
  order: NewsSearchOrder
  /** What 'now' is for scheduled articles; the request's time by default. */
  now?: Date
}

interface HitRow {
  id: number
  slug: string
  title: string
  published_at: string
  image_key: string | null
  /** JSON array of category names */
  categories: string
}

const HIT_COLUMNS = `n.id, n.slug, n.title, n.published_at, n.image_key,
  (SELECT json_group_array(c.name ORDER BY nc.position, c.id)
     FROM news_to_categories nc JOIN news_categories c ON c.id = nc.category_id
    WHERE nc.news_id = n.id) AS categories`

// Title hits weigh most, then the summary, then the body (bm25: lower is better).
const RELEVANCE = 'bm25(news_fts, 10.0, 4.0, 1.0)'

const MATCH_FROM = `FROM news_fts JOIN news n ON n.id = news_fts.rowid WHERE news_fts MATCH ?1 AND n.status = 'published' AND n.published_at <= ?4`

const SQL = {
  matchCount: `SELECT count(*) AS total ${MATCH_FROM}`,
  matchByDate: `SELECT ${HIT_COLUMNS} ${MATCH_FROM} ORDER BY n.published_at DESC, n.id DESC LIMIT ?2 OFFSET ?3`,
  matchByRelevance: `SELECT ${HIT_COLUMNS} ${MATCH_FROM} ORDER BY ${RELEVANCE}, n.published_at DESC, n.id DESC LIMIT ?2 OFFSET ?3`,
  allCount: `SELECT count(*) AS total FROM news n WHERE n.status = 'published' AND n.published_at <= ?3`,
  // Without a term every article is equally relevant: both orders are newest first.
  allByDate: `SELECT ${HIT_COLUMNS} FROM news n WHERE n.status = 'published' AND n.published_at <= ?3 ORDER BY n.published_at DESC, n.id DESC LIMIT ?1 OFFSET ?2`,
} as const

export function rowToNewsSearchHit(row: HitRow): NewsSearchHit {
  return {
    id: String(row.id),
    fields: {
      slug: row.slug,
      title: row.title,
      published_date: row.published_at,
      categories: JSON.parse(row.categories) as string[],
      imageData: { key: row.image_key ?? '' },
    },
  }
}

export async function searchNews(db: D1Database, opts: NewsSearchOptions): Promise<NewsSearchResponse> {
  const size = Math.max(0, Math.floor(opts.size))
  const start = Math.max(0, Math.floor(opts.start))
  const match = newsSearchMatch(opts.term)
  const now = (opts.now ?? new Date()).toISOString()
  // Every statement binds the same parameters, so each numbered placeholder means one thing.
  const [count, page] =
    match.kind === 'matchEverything'
      ? await db.batch<{ total: number } | HitRow>([
          db.prepare(SQL.allCount).bind(size, start, now),
          db.prepare(SQL.allByDate).bind(size, start, now),
        ])
      : await db.batch<{ total: number } | HitRow>([
          db.prepare(SQL.matchCount).bind(match.expression, size, start, now),
          db.prepare(opts.order === 'relevance' ? SQL.matchByRelevance : SQL.matchByDate).bind(match.expression, size, start, now),
        ])
  const found = (count?.results[0] as { total: number } | undefined)?.total ?? 0
  return { hits: { found, start, hit: ((page?.results ?? []) as HitRow[]).map(rowToNewsSearchHit) } }
}
