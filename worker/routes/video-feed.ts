import { type Context, Hono } from 'hono'
import { chooseFeedSection, chosenSectionKey } from '../../shared/rules/feed-section'
import { FeedIdSchema, FeedSectionsQuerySchema } from '../../shared/schemas/video-feed'
import type { FeedSectionsResponse } from '../../shared/types/video-feed'
import { listFeedSections, loadFeedSection } from '../db/video-feed'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

/**
 * GET /api/videos/feed/{feedId}/sections/?section&pageIndex&pageSize (SPEC §7):
 * sections[0] is the section asked for ('current' by default), or the feed's
 * 'fallback' section when that one is unknown or empty (shared/rules/feed-section.ts);
 * its itemData is one page of §3 video list items. The same answer for everyone:
 * the lock state is worked out by the viewer's browser (SPEC §4.3).
 */
export const videoFeed = new Hono<AppEnv>()

async function sections(c: Context<AppEnv>) {
  const feed = FeedIdSchema.safeParse(c.req.param('feedId'))
  if (!feed.success) return c.json(apiErrorBody('bad_request', 'Invalid feed: feedId is 1 to 4'), 400)
  const query = FeedSectionsQuerySchema.safeParse({
    section: c.req.query('section'),
    pageIndex: c.req.query('pageIndex'),
    pageSize: c.req.query('pageSize'),
  })
  if (!query.success) {
    const field = query.error.issues[0]?.path.join('.') || 'query'
    return c.json(apiErrorBody('bad_request', `Invalid feed parameter: ${field}`), 400)
  }
  const { section, pageIndex, pageSize } = query.data
  const now = new Date()
  const rows = await listFeedSections(c.env.DB, feed.data, now)
  const key = chosenSectionKey(chooseFeedSection(section, rows))
  const row = rows.find((r) => r.key === key)
  const body: FeedSectionsResponse = { sections: row ? [await loadFeedSection(c.env.DB, row, { pageIndex, pageSize }, now)] : [] }
  return c.json(body)
}

// SPEC §7 writes the path with a trailing slash; both spellings answer.
videoFeed.get('/:feedId/sections/', sections)
videoFeed.get('/:feedId/sections', sections)
