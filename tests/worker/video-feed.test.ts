import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PageData } from '../../shared/types/page-payload'
import type { FeedSectionsResponse, VideoCategoriesResponse } from '../../shared/types/video-feed'
import { get, pageData, seedDemo } from './helpers'

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
      expect(item.mediaData.thumbnailUrl).toBe(`/images/300x169/videos/${item.mediaData.entryId}.jpg`)
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
        imageUrl: '/images/400x600/video-categories/classic-matches.jpg',
        description: expect.stringMatching(/\S/),
      },
    })
    const positions = body.data.map((c) => c.attributes.orderPosition)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })
})

type Page<K extends PageData['kind']> = Extract<PageData, { kind: K }>

async function videoPage<K extends PageData['kind']>(path: string, kind: K) {
  const { response, body } = await pageData(path)
  const payload = body.data.attributes
  expect(response.status, path).toBe(200)
  expect(payload.route.layout).toBe('streamer')
  expect(payload.page.kind).toBe(kind)
  return payload.page as Page<K>
}

describe('the video hub pages (SPEC §2.1)', () => {
  beforeEach(() => seedDemo())

  it.each<[string, PageData['kind']]>([
    ['/videos', 'videoFeed'],
    ['/live', 'videoFeed'],
    ['/videos/subscriptions', 'videoSubscriptions'],
    ['/videos/browse', 'videoBrowse'],
    ['/videos/browse/?category=Full-Match-Replay', 'videoBrowse'],
    ['/videos/categories', 'videoCategories'],
    ['/videos/channel/town-talk', 'videoCollection'],
    ['/videos/player/full-match-replay', 'videoCollection'],
    ['/videos/player/academy-tv', 'videoCollection'],
  ])('%s answers 200 with its page kind, as HTML and as page data', async (path, kind) => {
    await videoPage(path, kind)
    const html = await get(path)
    expect(html.status).toBe(200)
    expect(html.headers.get('Content-Type')).toMatch(/text\/html/)
  })

  it('/videos/{videoID} answers 200 with the entry, its list item and 10 related items of its category', async () => {
    const [replay] = await releasedEntries('full-match-replay')
    const page = await videoPage(`/videos/${replay}`, 'videoEntry')
    expect(page.video.item.mediaData.entryId).toBe(replay)
    expect(page.video.item.mediaData.thumbnailUrl).toBe(`/images/300x169/videos/${replay}.jpg`)
    expect(page.video.category).toEqual({
      slug: 'full-match-replay',
      name: 'Full Match Replay',
      url: '/videos/browse?category=Full-Match-Replay',
    })
    expect(page.section).toBe('full-match-replay')
    const sameCategory = (await releasedEntries('full-match-replay')).filter((id) => id !== replay)
    expect(page.related.map((v) => v.mediaData.entryId)).toEqual(sameCategory.slice(0, 10))
  })

  it.each([
    '/videos/channel/no-such-channel',
    '/videos/channel',
    '/videos/player/no-such-playlist',
    '/videos/1_doesnotexist',
    '/videos/browse?category=Bloopers',
  ])('%s is a 404', async (path) => {
    const { response, body } = await pageData(path)
    expect(response.status).toBe(404)
    expect(body.data.attributes.page).toMatchObject({ kind: 'error', statusCode: 404 })
    expect((await get(path)).status).toBe(404)
  })

  it('an unreleased video has no page yet', async () => {
    const [entry] = await releasedEntries()
    await env.DB.prepare('UPDATE videos SET release_from = ?1 WHERE entry_id = ?2').bind('2999-01-01T00:00:00.000Z', entry).run()
    expect((await pageData(`/videos/${entry}`)).response.status).toBe(404)
  })

  it('/videos has a hero with the newest video and one section per rail of feed 1, in order', async () => {
    const page = await videoPage('/videos', 'videoFeed')
    const sections = await env.DB.prepare('SELECT section_key FROM feed_sections WHERE feed_id = 1 ORDER BY position').all<{
      section_key: string
    }>()
    expect(page.sections.map((s) => s.section)).toEqual(sections.results.map((r) => r.section_key))
    expect(page.hero?.featured?.mediaData.entryId).toBe((await releasedEntries())[0])
    for (const section of page.sections) expect(section.itemData.length).toBeLessThanOrEqual(10)
  })

  it('/live lists the live match’s audio and video, then the fallback highlights', async () => {
    const page = await videoPage('/live', 'videoFeed')
    expect(page.sections.map((s) => [s.section, s.source])).toEqual([
      ['current', 'live'],
      ['fallback', 'category'],
    ])
    expect(page.sections[0]!.liveItems?.map((a) => a.contentKind)).toEqual(['audio', 'video'])
    expect(page.sections[1]!.itemData.length).toBeGreaterThan(0)
  })

  it('/videos/subscriptions has its heading and the packages section, without made-up cards', async () => {
    const page = await videoPage('/videos/subscriptions', 'videoSubscriptions')
    expect(page.heading).toBe('SUBSCRIPTIONS & PASSES')
    expect(page.section).toEqual({ title: 'Subscriptions & passes', anchor: 'packages' })
    const html = await (await get('/videos/subscriptions')).text()
    expect(html).toContain('id="packages"')
  })

  it('/videos/subscriptions?lang=ar, where Arabic live pages send those without access, is Arabic, right to left', async () => {
    const html = await (await get('/videos/subscriptions?lang=ar')).text()
    expect(html).toMatch(/<html lang="ar" dir="rtl"/)
    expect(html).toMatch(/<h1[^>]*>الاشتراكات وتذاكر المباريات<\/h1>/)
    // The editors' English words give way to the catalogue's; their look and links stay.
    const page = await videoPage('/videos/subscriptions?lang=ar', 'videoSubscriptions')
    const english = await videoPage('/videos/subscriptions', 'videoSubscriptions')
    expect(page.widget).toMatchObject({
      title: '',
      voucherText: '',
      style: english.widget?.style,
      cta2ButtonLink: english.widget?.cta2ButtonLink,
    })
    expect(html).not.toContain('SUBSCRIPTIONS &amp; PASSES')
  })

  it('/videos/categories lists the categories in orderPosition order with links to browse them', async () => {
    const page = await videoPage('/videos/categories', 'videoCategories')
    const { body } = await api<VideoCategoriesResponse>('/api/videos/categories')
    expect(page.categories.map((c) => c.slug)).toEqual(body.data.map((c) => c.attributes.slug))
    expect(page.categories.find((c) => c.slug === 'full-match-replay')?.url).toBe('/videos/browse?category=Full-Match-Replay')
    const html = await (await get('/videos/categories')).text()
    expect(html).toContain('CATEGORIES')
  })
})

describe('browse filters (SPEC §3 video filters)', () => {
  beforeEach(() => seedDemo())

  interface Row {
    entry_id: string
    category: string | null
    team: string | null
    season: number | null
    duration: number
  }

  async function released(): Promise<Row[]> {
    const { results } = await env.DB.prepare(
      `SELECT v.entry_id, c.slug AS category, t.alt_slug AS alt, t.slug AS team, s.start_year AS season, v.duration_seconds AS duration
         FROM videos v LEFT JOIN video_categories c ON c.id = v.category_id LEFT JOIN teams t ON t.id = v.team_id
         LEFT JOIN seasons s ON s.id = v.season_id
        WHERE v.status = 'published' AND v.release_from <= ?1`,
    )
      .bind(new Date().toISOString())
      .all<Row & { alt: string | null }>()
    return results.map((r) => ({ ...r, team: r.team === '' ? (r.alt ?? '') : r.team }))
  }

  /** Every page of a browse address through the page API, as 'Load more' walks it. */
  async function browseAll(query: string) {
    const first = await videoPage(`/videos/browse?${query}`, 'videoBrowse')
    const items = [...first.items]
    for (let page = 2; items.length < first.total; page++) {
      items.push(...(await videoPage(`/videos/browse?${query}&page=${page}`, 'videoBrowse')).items)
    }
    return { first, ids: items.map((v) => v.mediaData.entryId) }
  }

  it.each<[string, (r: Row) => boolean, Partial<Page<'videoBrowse'>['filters']>]>([
    ['category=Full-Match-Replay', (r) => r.category === 'full-match-replay', { category: 'full-match-replay' }],
    ['category=interviews', (r) => r.category === 'interviews', { category: 'interviews' }],
    ['team=women', (r) => r.team === 'women', { team: 'women' }],
    ['team=first-team', (r) => r.team === 'first-team', { team: 'first-team' }],
    ['season=2024', (r) => r.season === 2024, { season: 2024 }],
    ['duration=short', (r) => r.duration < 300, { duration: 'short' }],
    ['duration=medium', (r) => r.duration >= 300 && r.duration <= 600, { duration: 'medium' }],
    ['duration=long', (r) => r.duration > 600, { duration: 'long' }],
    [
      'category=Classic-Matches&team=first-team&season=2021&duration=long',
      (r) => r.category === 'classic-matches' && r.team === 'first-team' && r.season === 2021 && r.duration > 600,
      { category: 'classic-matches', team: 'first-team', season: 2021, duration: 'long' },
    ],
  ])('%s keeps exactly the matching videos, 12 a page', async (query, keep, filters) => {
    const expected = (await released()).filter(keep).map((r) => r.entry_id)
    expect(expected.length).toBeGreaterThan(0)
    const { first, ids } = await browseAll(query)
    expect(first.filters).toMatchObject(filters)
    expect(first.total).toBe(expected.length)
    expect(first.items.length).toBe(Math.min(12, expected.length))
    expect(ids.sort()).toEqual(expected.sort())
  })

  it('agrees with the search API for the same filters', async () => {
    const page = await videoPage('/videos/browse?category=Highlights&team=first-team', 'videoBrowse')
    const { body } = await api<import('../../shared/types/search').VideoSearchResponse>(
      '/api/videos/search?categories=highlights&teams=first-team&pageSize=12',
    )
    expect(page.items).toEqual(body.data)
    expect(page.total).toBe(body.meta.total)
  })

  it.each(['team=reserves', 'season=2019', 'duration=huge', 'page=0', 'page=abc'])('%s is a 400 page', async (query) => {
    const { response, body } = await pageData(`/videos/browse?${query}`)
    expect(response.status).toBe(400)
    expect(body.data.attributes.page).toMatchObject({ kind: 'error', statusCode: 400 })
  })

  it('a page past the last one is a 404', async () => {
    expect((await pageData('/videos/browse?category=Women&page=5')).response.status).toBe(404)
  })
})
