import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FeedSectionsResponse, VideoCategoriesResponse } from '../../shared/types/video-feed'
import { get, seedDemo } from './helpers'

async function api<T>(path: string) {
  const response = await get(path, { headers: { Accept: 'application/json' } })
  return { response, body: (await response.json()) as T & { errors?: Array<{ code: string; message: string }> } }
}

const feed = (query: string, feedId: number | string = 1) => api<FeedSectionsResponse>(`/api/videos/feed/${feedId}/sections/${query}`)

/** Released entries, newest first, as the feed lists them; optionally of one category slug. */
async function releasedEntries(category?: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT v.entry_id FROM videos v LEFT JOIN video_categories c ON c.id = v.category_id
      WHERE v.status = 'published' AND v.release_from <= ?1 AND (?2 IS NULL OR c.slug = ?2)
      ORDER BY v.created_at DESC, v.id DESC`,
  )
    .bind(new Date().toISOString(), category ?? null)
    .all<{ entry_id: string }>()
  return results.map((r) => r.entry_id)
}

describe('GET /api/videos/feed/{feedId}/sections/ (SPEC §7)', () => {
  beforeEach(() => seedDemo())

  it('answers the current section of feed 1 as §3 video list items, 10 a page', async () => {
    const { response, body } = await feed('?section=current&pageIndex=0&pageSize=10')
    expect(response.status).toBe(200)
    expect(body.sections).toHaveLength(1)
    const [section] = body.sections
    const all = await releasedEntries()
    expect(section).toMatchObject({ section: 'current', title: 'Latest', total: all.length })
    expect(section!.itemData.map((v) => v.mediaData.entryId)).toEqual(all.slice(0, 10))
    for (const item of section!.itemData) {
      expect(item.metaData.title).toMatch(/\S/)
      expect(item.metaData.VideoDuration).toBeGreaterThan(0)
      expect(Array.isArray(item.metaData.SysEntryEntitlements)).toBe(true)
      // SPEC §9.5: thumbnails in lists are 300 wide.
      expect(item.mediaData.thumbnailUrl).toBe(`/images/300x169/videos/${item.mediaData.entryId}.svg`)
      expect(Date.parse(item.publicationData.createdAt)).not.toBeNaN()
    }
  })

  it('defaults to the current section, page 0 and 10 items, with or without the trailing slash', async () => {
    const withSlash = await feed('')
    const without = await api<FeedSectionsResponse>('/api/videos/feed/1/sections')
    expect(withSlash.response.status).toBe(200)
    expect(withSlash.body.sections[0]?.section).toBe('current')
    expect(withSlash.body.sections[0]?.itemData).toHaveLength(10)
    expect(without.body).toEqual(withSlash.body)
  })

  it('pages through a section without repeats', async () => {
    const first = await feed('?pageIndex=0&pageSize=7')
    const second = await feed('?pageIndex=1&pageSize=7')
    const ids = [...first.body.sections[0]!.itemData, ...second.body.sections[0]!.itemData].map((v) => v.mediaData.entryId)
    expect(ids).toEqual((await releasedEntries()).slice(0, 14))
    const beyond = await feed('?pageIndex=999&pageSize=50')
    expect(beyond.body.sections[0]).toMatchObject({ section: 'current', itemData: [] })
  })

  it('answers a named section of the feed with its own videos', async () => {
    const { body } = await feed('?section=full-match-replay&pageSize=50')
    expect(body.sections[0]).toMatchObject({ section: 'full-match-replay', source: 'category' })
    expect(body.sections[0]!.itemData.map((v) => v.mediaData.entryId)).toEqual(await releasedEntries('full-match-replay'))
  })

  it('an unknown section falls back to the feed’s fallback section', async () => {
    const { response, body } = await feed('?section=no-such-section')
    expect(response.status).toBe(200)
    expect(body.sections[0]).toMatchObject({ section: 'fallback', title: 'Highlights' })
    expect(body.sections[0]!.itemData.map((v) => v.mediaData.entryId)).toEqual((await releasedEntries('highlights')).slice(0, 10))
  })

  it('an empty section falls back too: feed 2 shows the latest highlights when nothing is live', async () => {
    const live = await feed('', 2)
    expect(live.body.sections[0]).toMatchObject({ section: 'current', source: 'live', total: 2, itemData: [] })
    expect(live.body.sections[0]!.liveItems?.map((a) => [a.contentKind, a.path])).toEqual([
      ['audio', '/live/audio/live-audio-commentary'],
      ['video', '/live/video/live-match-video'],
    ])
    await env.DB.prepare(`UPDATE matches SET status = 'fulltime' WHERE status = 'live'`).run()
    const after = await feed('', 2)
    expect(after.body.sections[0]).toMatchObject({ section: 'fallback', title: 'Latest highlights', source: 'category' })
    expect(after.body.sections[0]!.itemData.length).toBeGreaterThan(0)
  })

  it('feed 3 has its packages section, without cards until the buying work', async () => {
    const { body } = await feed('', 3)
    expect(body.sections).toEqual([expect.objectContaining({ section: 'current', source: 'packages', itemData: [], total: 0 })])
  })

  it.each([
    ['feedId 0', '/api/videos/feed/0/sections/'],
    ['feedId 5', '/api/videos/feed/5/sections/'],
    ['a feedId that is not a number', '/api/videos/feed/latest/sections/'],
    ['a negative pageIndex', '/api/videos/feed/1/sections/?pageIndex=-1'],
    ['pageSize 0', '/api/videos/feed/1/sections/?pageSize=0'],
    ['pageSize 51', '/api/videos/feed/1/sections/?pageSize=51'],
    ['a fractional pageSize', '/api/videos/feed/1/sections/?pageSize=2.5'],
    ['a section key with spaces', '/api/videos/feed/1/sections/?section=a%20b'],
  ])('%s is a 400 JSON error', async (_name, path) => {
    const { response, body } = await api<FeedSectionsResponse>(path)
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(body.errors?.[0]).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/\S/) })
  })
})

describe('GET /api/videos/categories (SPEC §3, §7)', () => {
  beforeEach(() => seedDemo())

  it('lists every category as data[].attributes in orderPosition order, images at 400x600', async () => {
    await env.DB.prepare(`UPDATE video_categories SET order_position = 0 WHERE slug = 'classic-matches'`).run()
    const { response, body } = await api<VideoCategoriesResponse>('/api/videos/categories')
    expect(response.status).toBe(200)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM video_categories').first<{ n: number }>()
    expect(body.data).toHaveLength(count!.n)
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      type: 'videoCategory',
      attributes: {
        name: 'Classic Matches',
        orderPosition: 0,
        slug: 'classic-matches',
        imageUrl: '/images/400x600/video-categories/classic-matches.svg',
        description: expect.stringMatching(/\S/),
      },
    })
    const positions = body.data.map((c) => c.attributes.orderPosition)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })
})
