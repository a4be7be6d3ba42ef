import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { VideoSearchResponse } from '../../shared/types/search'
import { get, seedDemo } from './helpers'

async function search(query: string) {
  const response = await get(`/api/videos/search${query ? `?${query}` : ''}`, { headers: { Accept: 'application/json' } })
  return { response, body: (await response.json()) as VideoSearchResponse & { errors?: Array<{ code: string }> } }
}

interface Row {
  entry_id: string
  title: string
  team_id: number | null
  season_id: number | null
  duration_seconds: number
  category: string | null
}

async function rows(): Promise<Map<string, Row>> {
  const { results } = await env.DB.prepare(
    `SELECT v.entry_id, v.title, v.team_id, v.season_id, v.duration_seconds, c.slug AS category
       FROM videos v LEFT JOIN video_categories c ON c.id = v.category_id
      WHERE v.status = 'published' AND v.release_from <= ?1`,
  )
    .bind(new Date().toISOString())
    .all<Row>()
  return new Map(results.map((r) => [r.entry_id, r]))
}

describe('GET /api/videos/search (SPEC §3 video filters, §5, §7)', () => {
  beforeEach(() => seedDemo())

  it('without terms finds every released video, newest release first, 12 a page', async () => {
    const all = await rows()
    const { response, body } = await search('')
    expect(response.status).toBe(200)
    expect(body.meta).toMatchObject({ total: all.size, pageIndex: 0, pageSize: 12 })
    expect(body.data).toHaveLength(Math.min(12, all.size))
    const dates = body.data.map((v) => v.publicationData.releaseFrom)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = body.data[0]!
    expect(first.mediaData.entryId).toMatch(/\S/)
    expect(first.mediaData.thumbnailUrl).toMatch(/^\/images\//)
    expect(Array.isArray(first.metaData.SysEntryEntitlements)).toBe(true)
  })

  it('pages with pageIndex and pageSize', async () => {
    const firstPage = await search('pageSize=5')
    const secondPage = await search('pageSize=5&pageIndex=1')
    expect(firstPage.body.data).toHaveLength(5)
    expect(secondPage.body.data).toHaveLength(5)
    const entries = [...firstPage.body.data, ...secondPage.body.data].map((v) => v.mediaData.entryId)
    expect(new Set(entries).size).toBe(10)
  })

  it.each([
    ['teams=women', (r: Row) => r.team_id === 2],
    ['teams=first-team', (r: Row) => r.team_id === 1],
    ['teams=u21,u18', (r: Row) => r.team_id === 3 || r.team_id === 4],
    ['seasons=2025', (r: Row) => r.season_id === 2025],
    ['seasons=2024&seasons=2023', (r: Row) => r.season_id === 2024 || r.season_id === 2023],
    ['duration=short', (r: Row) => r.duration_seconds < 300],
    ['duration=medium', (r: Row) => r.duration_seconds >= 300 && r.duration_seconds <= 600],
    ['duration=long', (r: Row) => r.duration_seconds > 600],
    ['categories=highlights', (r: Row) => r.category === 'highlights'],
    [
      'categories=interviews&teams=first-team&duration=medium',
      (r: Row) => r.category === 'interviews' && r.team_id === 1 && r.duration_seconds >= 300 && r.duration_seconds <= 600,
    ],
  ])('the filter %s keeps exactly the matching videos', async (query, keep) => {
    const all = await rows()
    const expected = [...all.values()]
      .filter(keep)
      .map((r) => r.entry_id)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    const { body } = await search(`${query}&pageSize=48`)
    expect(body.meta.total).toBe(expected.length)
    const found = body.data.map((v) => v.mediaData.entryId)
    expect(found.every((id) => expected.includes(id))).toBe(true)
    if (expected.length <= 48) expect(found.sort()).toEqual(expected)
  })

  it('matches title words within one edit (SPEC §5 fuzzy, edit distance 1)', async () => {
    const exact = await search('title=Highlights&pageSize=48')
    const typo = await search('title=Higlights&pageSize=48')
    expect(exact.body.meta.total).toBeGreaterThan(0)
    expect(typo.body.meta.total).toBe(exact.body.meta.total)
    expect(typo.body.data.every((v) => /highlights/i.test(v.metaData.title))).toBe(true)
    // Two edits away finds nothing.
    expect((await search('title=Hihglihgts')).body.meta.total).toBe(0)
  })

  it('combines the fuzzy title with the filters and pages the matches', async () => {
    const all = await search('title=highlight&teams=first-team&pageSize=48')
    expect(all.body.meta.total).toBeGreaterThan(3)
    const page = await search('title=highlight&teams=first-team&pageSize=2&pageIndex=1')
    expect(page.body.meta.total).toBe(all.body.meta.total)
    expect(page.body.data.map((v) => v.mediaData.entryId)).toEqual(all.body.data.slice(2, 4).map((v) => v.mediaData.entryId))
  })

  it.each([
    'title=%22%3B%20DROP%20TABLE%20videos',
    'title=%22',
    'title=*',
    'title=(',
    'title=town)',
    `title=${encodeURIComponent('NEAR(a b)')}`,
    `title=${encodeURIComponent('NEAR(town win, 2)')}`,
    'categories=nothing-here',
  ])('%s is answered without error', async (q) => {
    const { response, body } = await search(q)
    expect(response.status).toBe(200)
    expect(Array.isArray(body.data)).toBe(true)
    expect(body.meta.total).toBeGreaterThanOrEqual(0)
  })

  it.each([
    ['a 1,000-character word', 'x'.repeat(1000)],
    ['500 words', Array.from({ length: 500 }, (_, i) => `highlights${i}`).join(' ')],
  ])('SPEC §5 sets no length rule: a title of %s is answered 200', async (_name, title) => {
    const { response, body } = await search(`title=${encodeURIComponent(title)}`)
    expect(response.status).toBe(200)
    expect(body.meta).toMatchObject({ total: 0, pageIndex: 0, pageSize: 12 })
    expect(body.data).toEqual([])
  })

  it('a long title is matched by its first 32 words', async () => {
    const words = (n: number, extra: string) => [...Array.from({ length: n }, () => 'highlights'), extra].join(' ')
    const highlights = (await search('title=highlights')).body.meta.total
    expect(highlights).toBeGreaterThan(0)
    // The 33rd word is past the cap and does not narrow the match; the 32nd still does.
    expect((await search(`title=${encodeURIComponent(words(32, 'zzqqxx'))}`)).body.meta.total).toBe(highlights)
    expect((await search(`title=${encodeURIComponent(words(31, 'zzqqxx'))}`)).body.meta.total).toBe(0)
  })

  it('the season filter reads seasons by start year, not by row id', async () => {
    // Move the 2020 season's year away and give 2020 to a season whose id is not a year.
    await env.DB.prepare('UPDATE seasons SET start_year = 1920 WHERE start_year = 2020').run()
    await env.DB.prepare(
      `INSERT INTO seasons (id, slug, name, start_year, is_current) VALUES (9001, 'test-2020-21', '2020/21', 2020, 0)`,
    ).run()
    await env.DB.prepare(
      `INSERT INTO videos (id, entry_id, title, duration_seconds, entitlements, thumbnail_key, created_at, release_from, season_id, playback_id)
       VALUES (9001, 'season-id-test', 'Archive of the 2020 season', 120, '["?"]', 'videos/season-id-test.svg',
               '2020-09-01T10:00:00.000Z', '2020-09-01T10:00:00.000Z', 9001, 'demo')`,
    ).run()
    const in2020 = await env.DB.prepare(
      'SELECT entry_id FROM videos v JOIN seasons s ON s.id = v.season_id WHERE s.start_year = 2020',
    ).all<{
      entry_id: string
    }>()
    const { body } = await search('seasons=2020&pageSize=48')
    const found = body.data.map((v) => v.mediaData.entryId).sort()
    expect(found).toContain('season-id-test')
    expect(found).toEqual(in2020.results.map((r) => r.entry_id).sort())
    expect(body.meta.total).toBe(in2020.results.length)
  })

  it.each(['seasons=2019', 'duration=huge', 'teams=reserves', 'pageIndex=-1', 'pageSize=0', 'sortby=title', 'categories=Bad%20Slug'])(
    '%s is a 400 with a code',
    async (q) => {
      const { response, body } = await search(q)
      expect(response.status).toBe(400)
      expect(body.errors?.[0]?.code).toBe('bad_request')
    },
  )
})
