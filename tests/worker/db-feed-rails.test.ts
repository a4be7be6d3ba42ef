import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { runRead } from '../../worker/db/read'
import { feedRailsRead, feedSectionRead, feedSectionsRead } from '../../worker/db/video-feed'
import { seedDemo } from './helpers'

/** Each section's first page read on its own, as the sections API answers it. */
async function railsOneByOne(feedId: number, railSize: number, now: Date) {
  const rows = await runRead(env.DB, feedSectionsRead(env.DB, feedId, now))
  return Promise.all(rows.map((row) => runRead(env.DB, feedSectionRead(env.DB, row, { pageIndex: 0, pageSize: railSize }, now))))
}

// Issue 22 §2: /videos and /live read their sections and every rail in one round trip.
describe('a feed’s rails in one statement', () => {
  beforeEach(() => seedDemo())

  it('reads, for every feed and rail size, what each section’s first page reads on its own', async () => {
    const now = new Date()
    for (const feedId of [1, 2, 3, 4, 99]) {
      for (const railSize of [10, 3, 1]) {
        const together = await runRead(env.DB, feedRailsRead(env.DB, feedId, railSize, now))
        expect(together, `feed ${feedId}, ${railSize} a rail`).toEqual(await railsOneByOne(feedId, railSize, now))
      }
    }
    const videos = await runRead(env.DB, feedRailsRead(env.DB, 1, 10, now))
    // The seed's feed 1: the latest, four categories and a channel, each with videos, in position order.
    expect(videos.map((s) => s.source)).toEqual(['latest', 'category', 'category', 'category', 'channel', 'category'])
    for (const section of videos) expect(section.itemData.length, section.title).toBeGreaterThan(0)
  })

  it('follows the sections’ order, leaves out what is unreleased or still processing, and counts what is left', async () => {
    await env.DB.batch([
      // The channel's rail first, the latest last.
      env.DB.prepare(`UPDATE feed_sections SET position = 100 - position WHERE feed_id = 1`),
      env.DB.prepare(
        `UPDATE videos SET release_from = '2999-01-01T00:00:00.000Z'
          WHERE id = (SELECT id FROM videos WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT 1)`,
      ),
      env.DB.prepare(
        `UPDATE videos SET processing_state = 'processing'
          WHERE id = (SELECT id FROM videos WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 1)`,
      ),
    ])
    const now = new Date()
    const together = await runRead(env.DB, feedRailsRead(env.DB, 1, 10, now))
    expect(together).toEqual(await railsOneByOne(1, 10, now))
    expect(together.map((s) => s.title)).toEqual([
      'Classic Matches',
      'Town Talk',
      'Interviews',
      'Full Match Replays',
      'Highlights',
      'Latest',
    ])
    const hidden = await env.DB.prepare(`SELECT entry_id FROM videos WHERE release_from > ?1 OR processing_state <> 'ready'`)
      .bind(now.toISOString())
      .all<{ entry_id: string }>()
    const shown = together.flatMap((s) => s.itemData.map((v) => v.mediaData.entryId))
    expect(hidden.results.length).toBeGreaterThanOrEqual(2)
    for (const { entry_id } of hidden.results) expect(shown).not.toContain(entry_id)
  })

  it('the live feed carries the live match’s assets, a rail’s worth of them', async () => {
    const [live] = await runRead(env.DB, feedRailsRead(env.DB, 2, 1, new Date()))
    expect(live?.source).toBe('live')
    expect(live?.liveItems).toHaveLength(1)
    expect(live?.total).toBeGreaterThanOrEqual(1)
  })
})
