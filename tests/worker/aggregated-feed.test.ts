import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AggregatedFeedBlock } from '../../shared/types/page'
import { takeConsoleErrors } from './console-guard'
import { get, pageData, seedDemo, visibleText } from './helpers'

// SPEC §2.10 aggregated feed as a CMS block (issue 12 §2), seeded on /club with pageSize 8.

/** The section of the page that is the feed. */
function feedHtml(html: string): string {
  return /<section class="aggregated-feed"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
}

async function feedBlock(path: string): Promise<AggregatedFeedBlock> {
  const { body } = await pageData(path)
  const page = body.data.attributes.page
  const block = page.kind === 'cmsPage' ? page.blocks.find((b) => b.type === 'aggregated-feed') : undefined
  if (!block || block.type !== 'aggregated-feed') throw new Error(`no feed on ${path}`)
  return block
}

async function newestEnglishSlugs(limit: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug FROM news WHERE status = 'published' AND locale = 'en' ORDER BY published_at DESC, id DESC LIMIT ?1`,
  )
    .bind(limit)
    .all<{ slug: string }>()
  return results.map((r) => r.slug)
}

async function englishTotal(): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM news WHERE status = 'published' AND locale = 'en'`).first<number>('n')) ?? 0
}

describe('the aggregated feed block (SPEC §2.10, §3 aggregated-feed advert)', () => {
  // Advert windows are compared with the real clock: seeded around it, as npm start does.
  beforeEach(() => seedDemo({ now: new Date() }))

  it("renders without JavaScript: 'Latest from' the club, the newest news, its 'content-feed' advert, 'Load more'", async () => {
    const response = await get('/club')
    expect(response.status).toBe(200)
    const feed = feedHtml(await response.text())
    const text = visibleText(feed)
    expect(text).toMatch(/^ Latest from Ipswich Town /)
    // The advert takes one of the step's eight places, so the grid's rows come out whole.
    const slugs = [...feed.matchAll(/href="\/news\/\d{4}\/\d{2}\/\d{2}\/([^"]+)"/g)].map((m) => m[1])
    expect(slugs).toEqual(await newestEnglishSlugs(7))
    const advert =
      /<a href="([^"]+)" class="feed-advert__link"[^>]*data-feed-advert-id="(\d+)"[^>]*><img src="([^"]+)"[^>]*alt="([^"]+)"/.exec(feed)
    expect(advert?.[3]).toMatch(/^\/images\/750x750\/adverts\/other-\d+-content-feed\.(jpg|svg)$/)
    expect(['Christmas at the club shop', 'Season tickets 2026-27']).toContain(advert?.[4])
    expect(text).toContain('Advertisement')
    expect(text).toContain(`Showing 7 of ${await englishTotal()}`)
    expect(feed).toMatch(/<a href="\/club\?feed=2" class="button button--primary load-more__button">Load more<\/a>/)
  })

  it('?feed=N shows N steps at once (the no-JavaScript Load more), the advert still in the first', async () => {
    const block = await feedBlock('/club?feed=2')
    expect(block).toMatchObject({ type: 'aggregated-feed', pageSize: 8, clubName: 'Ipswich Town', steps: 2, total: await englishTotal() })
    expect(block.items.map((i) => i.slug)).toEqual(await newestEnglishSlugs(15))
    expect(block.advert).toEqual({
      advertID: expect.any(Number),
      title: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
      childFriendly: true,
      imageData: { key: expect.stringMatching(/content-feed/), imageSize: 'content-feed' },
      startUTC: expect.any(String),
      endUTC: expect.any(String),
    })
  })

  it('the advert carries its window, so a page cached past its end can hide it (SPEC §5)', async () => {
    const advertID = (await feedBlock('/club')).advert?.advertID
    await env.DB.prepare(`UPDATE adverts SET start_utc = ?1, end_utc = ?2 WHERE id = ?3`)
      .bind('2020-01-01T00:00:00.000Z', '2099-12-31T23:59:59.999Z', advertID)
      .run()
    await env.DB.prepare(`UPDATE adverts SET enabled = 0 WHERE kind = 'aggregated-feed' AND id <> ?1`).bind(advertID).run()
    expect((await feedBlock('/club')).advert).toMatchObject({
      advertID,
      startUTC: '2020-01-01T00:00:00.000Z',
      endUTC: '2099-12-31T23:59:59.999Z',
    })
  })

  it('past the end shows the whole feed without Load more; a step that is not a number is a 400', async () => {
    const total = await englishTotal()
    const all = await get('/club?feed=50')
    expect(all.status).toBe(200)
    const feed = feedHtml(await all.text())
    expect(visibleText(feed)).toContain(`Showing ${total} of ${total}`)
    expect(feed).not.toContain('load-more__button')
    expect((await feedBlock('/club?feed=50')).steps).toBe(Math.ceil((total + 1) / 8))
    for (const bad of ['abc', '0', '-1', '51', '1.5', '']) expect((await get(`/club?feed=${bad}`)).status, bad).toBe(400)
    // A page without a feed takes no notice of ?feed=.
    expect((await get('/supporters?feed=abc')).status).toBe(200)
  })

  it('without an eligible advert the eight places are news; app-only, disabled and out-of-date adverts never show', async () => {
    await env.DB.prepare(`UPDATE adverts SET enabled = 0 WHERE kind = 'aggregated-feed' AND channel <> 'app'`).run()
    const block = await feedBlock('/club')
    expect(block.advert).toBeNull()
    expect(block.items).toHaveLength(8)
    expect(feedHtml(await (await get('/club')).text())).not.toContain('feed-advert')
  })

  it('child-friendly mode leaves out a feed advert not flagged child friendly; with it off the advert shows', async () => {
    await env.DB.prepare(`UPDATE adverts SET child_friendly = 0 WHERE kind = 'aggregated-feed'`).run()
    expect((await feedBlock('/club')).advert).toBeNull()
    const off = await get('/club', { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } })
    expect(feedHtml(await off.text())).toContain('class="feed-advert__link"')
  })

  it('a feed advert failing to load leaves its place to the news; the feed and page still render (SPEC §8.3)', async () => {
    await env.DB.exec('DROP TABLE advert_images')
    const response = await get('/club')
    expect(response.status).toBe(200)
    const feed = feedHtml(await response.text())
    expect(feed).not.toContain('feed-advert')
    expect([...feed.matchAll(/class="news-card__link"/g)]).toHaveLength(8)
    expect(takeConsoleErrors()).toEqual(['aggregated-feed adverts failed to load; the area stays empty'])
  })

  it('a stored feed block that fails its schema is skipped with a warning; the rest of the page renders', async () => {
    await env.DB.prepare(`UPDATE page_blocks SET data = '{"pageSize":0}' WHERE block_type = 'aggregated-feed'`).run()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/club')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(feedHtml(html)).toBe('')
    expect(html).toContain('Explore the club')
    expect(warn.mock.calls.some((call) => String(call[0]).includes('skipped invalid aggregated-feed block'))).toBe(true)
    warn.mockRestore()
  })
})
