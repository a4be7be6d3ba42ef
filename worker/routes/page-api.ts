import { Hono } from 'hono'
import * as z from 'zod'
import { apiErrorBody } from '../http-errors'
import type { AppEnv } from '../env'
import { webSettingsRead } from '../db/site'
import { loadPage } from '../pages/load-page'
import { pageReader } from '../pages/page-reader'
import { pageRequest } from './pages'

/** Longest path (with query) the page endpoint accepts. */
export const MAX_PAGE_PATH_LENGTH = 2048

const PageQuerySchema = z.object({
  path: z.string().min(1).max(MAX_PAGE_PATH_LENGTH).startsWith('/').refine(isOnThisSite, 'path must be on this site'),
})

/** '//evil.com' and '/\evil.com' both resolve to another host: only paths that stay on ours are pages. */
function isOnThisSite(path: string): boolean {
  const origin = 'https://site.invalid'
  return new URL(path, origin).origin === origin
}

/**
 * GET /api/page?path=… — the same loader data SSR embeds, for client-side
 * navigation (ARCHITECTURE: one endpoint, one loader per page). The HTTP
 * status is the page's own, so a 404 page answers 404.
 */
export const pageApi = new Hono<AppEnv>()

pageApi.get('/', async (c) => {
  const parsed = PageQuerySchema.safeParse({ path: c.req.query('path') })
  if (!parsed.success) {
    return c.json(apiErrorBody('bad_request', 'path must be a site path starting with /'), 400)
  }
  // Client navigation needs no chrome; the settings row still rides the page's first batch (issue 13 §3).
  const base = pageRequest(c, pageReader(c.env.DB, { settings: webSettingsRead(c.env.DB) }))
  const url = new URL(parsed.data.path, base.url.origin)
  const payload = await loadPage({ ...base, url })
  return c.json({ data: { type: 'page', attributes: payload } }, payload.status as 200)
})
