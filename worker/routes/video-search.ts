import { Hono } from 'hono'
import { VideoSearchQuerySchema } from '../../shared/schemas/search'
import type { VideoSearchResponse } from '../../shared/types/search'
import { searchVideos } from '../db/video-search'
import { getVideoServiceConfig } from '../db/videos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

/**
 * GET /api/videos/search (SPEC §3 video filters, §5, §7 second provider):
 * title (fuzzy, edit distance 1), categories, teams, seasons and duration
 * (short, medium, long), each a comma-separated list or repeated; pageIndex
 * (default 0) and pageSize (default 12); newest release first.
 */
export const videoSearch = new Hono<AppEnv>()

videoSearch.get('/', async (c) => {
  const url = new URL(c.req.url)
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0]! : values
  }
  const parsed = VideoSearchQuerySchema.safeParse(query)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'query'
    return c.json(apiErrorBody('bad_request', `Invalid search parameter: ${field}`), 400)
  }
  const q = parsed.data
  const [{ items, total }, config] = await Promise.all([searchVideos(c.env.DB, { ...q, now: new Date() }), getVideoServiceConfig(c.env.DB)])
  const body: VideoSearchResponse = {
    data: items,
    // SPEC §4.3 step 4 needs the configured flag to decide the padlock of an empty entitlement list.
    meta: { total, pageIndex: q.pageIndex, pageSize: q.pageSize, lockEmptyEntitlements: config.lockEmptyEntitlements },
  }
  c.header('Cache-Control', 'no-store')
  return c.json(body)
})
