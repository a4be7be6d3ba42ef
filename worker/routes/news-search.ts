import { Hono } from 'hono'
import { NewsSearchQuerySchema } from '../../shared/schemas/search'
import { searchNews } from '../db/news-search'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

/**
 * GET /api/news/search?query&size&start&sort (SPEC §4.9, §7): full-text
 * search over published news. size defaults to 8, start is page × size,
 * sort 'published_date desc' (default) or '_score desc' (bm25 relevance).
 * Answers { hits: { found, start, hit: [{ id, fields: { slug, title,
 * published_date, categories, imageData: { key } } }] } }.
 */
export const newsSearch = new Hono<AppEnv>()

newsSearch.get('/', async (c) => {
  const parsed = NewsSearchQuerySchema.safeParse(c.req.query())
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'query'
    return c.json(apiErrorBody('bad_request', `Invalid search parameter: ${field}`), 400)
  }
  const { query, size, start, sort } = parsed.data
  const result = await searchNews(c.env.DB, { term: query, size, start, order: sort === 'published_date desc' ? 'date' : 'relevance' })
  c.header('Cache-Control', 'no-store')
  return c.json(result)
})
