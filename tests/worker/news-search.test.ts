import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NewsSearchResponse } from '../../shared/types/search'
import { get, seedDemo } from './helpers'

let nextId = 10_000

/** One article straight into D1; the triggers index it in news_fts. */
async function article(fields: { title: string; summary?: string; body?: string; publishedAt: string; status?: string; slug?: string }) {
  const id = nextId++
  await env.DB.prepare(
    `INSERT INTO news (id, slug, title, summary, body_html, body_text, published_at, status, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, ?6)`,
  )
    .bind(
      id,
      fields.slug ?? `test-${id}`,
      fields.title,
      fields.summary ?? '',
      fields.body ?? '',
      fields.publishedAt,
      fields.status ?? 'published',
    )
    .run()
  return String(id)
}

async function search(params: Record<string, string>) {
  const response = await get(`/api/news/search?${new URLSearchParams(params)}`, { headers: { Accept: 'application/json' } })
  return { response, body: (await response.json()) as NewsSearchResponse & { errors?: Array<{ code: string }> } }
}

const ids = (body: NewsSearchResponse) => body.hits.hit.map((h) => h.id)

describe('GET /api/news/search (SPEC §4.9, §7)', () => {
  it('ranks by date by default and by bm25 relevance when asked', async () => {
    const titleHit = await article({ title: 'Kestrel sighted over Portman Road', publishedAt: '2026-01-10T10:00:00.000Z' })
    const bodyHit = await article({
      title: 'Ground news',
      body: 'A long report about the stadium, the stands, the car park and, once, a kestrel above the roof.',
      publishedAt: '2026-06-10T10:00:00.000Z',
    })
    const byDate = await search({ query: 'kestrel' })
    expect(byDate.response.status).toBe(200)
    expect(ids(byDate.body)).toEqual([bodyHit, titleHit])
    const byScore = await search({ query: 'kestrel', sort: '_score desc' })
    expect(ids(byScore.body)).toEqual([titleHit, bodyHit])
    expect((await search({ query: 'kestrel', sort: 'relevance' })).body.hits.hit[0]?.id).toBe(titleHit)
  })

  it('answers in the §7 shape with the §3 news search hit fields', async () => {
    await seedDemo()
    const { body } = await search({ query: 'late win Portman Road' })
    expect(body.hits.found).toBeGreaterThan(0)
    expect(body.hits.start).toBe(0)
    const hit = body.hits.hit.find((h) => h.fields.slug === 'town-seal-late-win-at-portman-road')
    expect(hit).toBeDefined()
    expect(hit!.fields).toMatchObject({ title: expect.any(String), published_date: expect.stringMatching(/^2025-10-04T/) })
    expect(hit!.fields.categories.length).toBeGreaterThan(0)
    expect(typeof hit!.fields.imageData.key).toBe('string')
  })

  it('exact mode (the term in quotes) needs the phrase; all mode needs every word', async () => {
    const phrase = await article({ title: 'Blue army sings at Carrow', publishedAt: '2026-02-01T10:00:00.000Z' })
    const scattered = await article({ title: 'The army of fans in blue', publishedAt: '2026-03-01T10:00:00.000Z' })
    await article({ title: 'Army of one', publishedAt: '2026-04-01T10:00:00.000Z' })
    expect(ids((await search({ query: 'blue army' })).body).sort()).toEqual([phrase, scattered].sort())
    expect(ids((await search({ query: '"blue army"' })).body)).toEqual([phrase])
  })

  it('pages with size and start (start = page × 8) and counts every hit', async () => {
    for (let i = 0; i < 20; i += 1)
      await article({ title: `Osprey report ${i}`, publishedAt: `2026-05-${String(i + 1).padStart(2, '0')}T10:00:00.000Z` })
    const first = await search({ query: 'osprey' })
    expect(first.body.hits.found).toBe(20)
    expect(first.body.hits.hit).toHaveLength(8)
    const third = await search({ query: 'osprey', start: '16' })
    expect(third.body.hits.start).toBe(16)
    expect(third.body.hits.hit).toHaveLength(4)
    const all = [...ids(first.body), ...ids((await search({ query: 'osprey', start: '8' })).body), ...ids(third.body)]
    expect(new Set(all).size).toBe(20)
    expect((await search({ query: 'osprey', size: '3' })).body.hits.hit).toHaveLength(3)
  })

  it('an empty term matches every published article; drafts are never found', async () => {
    await seedDemo()
    const published = await env.DB.prepare(`SELECT count(*) AS n FROM news WHERE status = 'published'`).first<{ n: number }>()
    const draft = await env.DB.prepare(`SELECT title FROM news WHERE status = 'draft'`).first<{ title: string }>()
    const { body } = await search({ query: '' })
    expect(body.hits.found).toBe(published!.n)
    expect((await search({})).body.hits.found).toBe(published!.n)
    const dates = body.hits.hit.map((h) => h.fields.published_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const draftSearch = await search({ query: `"${draft!.title}"` })
    expect(draftSearch.body.hits.hit.every((h) => h.fields.title !== draft!.title)).toBe(true)
  })

  it.each([
    '"',
    '""',
    'town"',
    "'; DROP TABLE news; --",
    'NEAR(town win, 2)',
    'town NEAR win',
    'town*',
    '*',
    '(town',
    'town)',
    'town AND',
    'OR',
    'NOT town',
    'title:town',
    'body_text:win',
    '^town',
    '%_\\',
    '{title summary}: town',
    'town + win - loss',
  ])('the term %j is answered without error', async (query) => {
    await seedDemo()
    const { response, body } = await search({ query })
    expect(response.status).toBe(200)
    expect(body.hits.found).toBeGreaterThanOrEqual(0)
    expect(Array.isArray(body.hits.hit)).toBe(true)
  })

  it('FTS keywords in the term are words, not operators', async () => {
    const near = await article({ title: 'Near miss for the keeper', publishedAt: '2026-02-01T10:00:00.000Z' })
    await article({ title: 'A keeper saves', publishedAt: '2026-02-02T10:00:00.000Z' })
    expect(ids((await search({ query: 'NEAR keeper' })).body)).toEqual([near])
    expect(ids((await search({ query: 'keeper OR nothing' })).body)).toEqual([])
  })

  it.each([
    ['a 1,000-character word', 'x'.repeat(1000)],
    ['500 words', Array.from({ length: 500 }, (_, i) => `town${i}`).join(' ')],
    ['500 words in quotes', `"${Array.from({ length: 500 }, () => 'town').join(' ')}"`],
  ])('SPEC §5 sets no length rule: %s is answered 200 in the §7 shape', async (_name, query) => {
    expect(query.length).toBeGreaterThanOrEqual(1000)
    await article({ title: 'Town win at home', publishedAt: '2026-02-01T10:00:00.000Z' })
    const { response, body } = await search({ query })
    expect(response.status).toBe(200)
    expect(body.hits.start).toBe(0)
    expect(body.hits.found).toBeGreaterThanOrEqual(0)
    expect(Array.isArray(body.hits.hit)).toBe(true)
  })

  it('a long term is searched by its first 32 words', async () => {
    const hit = await article({ title: 'Town win at home', publishedAt: '2026-02-01T10:00:00.000Z' })
    const words = (n: number, extra: string) => [...Array.from({ length: n }, () => 'town'), extra].join(' ')
    // The 33rd word is past the cap, so it does not narrow the search; the 32nd still does.
    expect(ids((await search({ query: words(32, 'nowhere') })).body)).toEqual([hit])
    expect(ids((await search({ query: words(31, 'nowhere') })).body)).toEqual([])
  })

  it.each([
    [{ sort: 'title asc' }, 'sort'],
    [{ start: '-1' }, 'start'],
    [{ size: '0' }, 'size'],
    [{ size: 'many' }, 'size'],
  ])('bad input %j is a 400 with a code', async (params, field) => {
    const { response, body } = await search(params as Record<string, string>)
    expect(response.status).toBe(400)
    expect(body.errors?.[0]?.code).toBe('bad_request')
    expect(JSON.stringify(body)).toContain(field)
  })
})

beforeEach(() => {
  nextId = 10_000
})
