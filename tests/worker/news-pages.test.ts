import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getNewsBySlug } from '../../worker/db/news'
import { clientAssets } from '../../worker/generated/client-assets'
import { get, pageData, seedDemo, visibleText } from './helpers'

const KNOWN_SLUG = 'town-seal-late-win-at-portman-road' // published 2025-10-04 (London)

async function knownTitle(): Promise<string> {
  const article = await getNewsBySlug(env.DB, KNOWN_SLUG)
  if (!article) throw new Error('seed lacks the known article')
  return article.title
}

describe('news pages', () => {
  beforeEach(() => seedDemo())

  it('the news listing shows the latest stories and a page title with the prefix', async () => {
    const response = await get('/news')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Ipswich Town | News</title>')
    expect(html.match(/class="news-card /g)?.length).toBe(12)
  })

  it.each([
    ['/news/town-seal-late-win-at-portman-road'],
    ['/news/2025/town-seal-late-win-at-portman-road'],
    ['/news/2025/10/town-seal-late-win-at-portman-road'],
    ['/news/2025/10/04/town-seal-late-win-at-portman-road'],
    ['/news/2025/10/4/town-seal-late-win-at-portman-road'],
  ])('an article is found by its slug at %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain(await knownTitle())
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/news/2025/10/04/town-seal-late-win-at-portman-road"/>')
  })

  it.each([
    ['/news/no-such-story'],
    ['/news/2024/town-seal-late-win-at-portman-road'],
    ['/news/2025/11/town-seal-late-win-at-portman-road'],
    ['/news/2025/10/05/town-seal-late-win-at-portman-road'],
    ['/news/2025/13/99/x'],
    ['/news/2025/02/30/x'],
    ['/news/2025/10/04/town-seal-late-win-at-portman-road/extra'],
    [`/news/${'a'.repeat(300)}`],
    // Years before 1000 are not archive years (the London date rules start at 1000).
    ['/news/0999'],
    ['/news/0000/01'],
    ['/news/0999/01/01'],
    ['/news/0999/01/01/town-seal-late-win-at-portman-road'],
  ])('%s answers 404 with the error page', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const text = visibleText(await response.text())
    expect(text).toContain('This page could not be found')
    expect(text).toContain('404 error')
  })

  it('an article shows four related stories, never itself', async () => {
    const { body } = await pageData('/news/2025/10/04/town-seal-late-win-at-portman-road')
    const page = body.data.attributes.page
    if (page.kind !== 'newsArticle') throw new Error(`unexpected ${page.kind}`)
    expect(page.related).toHaveLength(4)
    expect(page.related.map((r) => r.slug)).not.toContain(KNOWN_SLUG)
  })

  it('an Arabic article renders right-to-left in Arabic', async () => {
    const response = await get('/news/town-arabic-welcome')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl"/)
    // The cookie notice speaks the page's language too.
    expect(visibleText(html)).toContain('إشعار ملفات تعريف الارتباط')
    expect(visibleText(html)).not.toContain('Cookie Notice')
    // Its Arabic messages are fetched beside the entry, not after it.
    expect(clientAssets.locales.ar?.length).toBeGreaterThan(0)
    for (const chunk of clientAssets.locales.ar ?? []) expect(html).toContain(`<link rel="modulepreload" href="${chunk}"/>`)
  })

  it('the month archive lists the stories of that month only', async () => {
    const { response, body } = await pageData('/news/2025/10')
    expect(response.status).toBe(200)
    const page = body.data.attributes.page
    if (page.kind !== 'newsListing') throw new Error(`unexpected ${page.kind}`)
    expect(page.items.map((i) => i.slug)).toContain(KNOWN_SLUG)
    for (const item of page.items)
      expect(item.publishedAt >= '2025-09-30T23:00:00.000Z' && item.publishedAt < '2025-10-31T23:59:59Z').toBe(true)
  })

  it.each([
    ['/news?page=abc', 400],
    ['/news?page=0', 400],
    ['/news?page=-1', 400],
    ['/news?page=99999', 400],
    ['/news?page=900', 404],
    ['/news?page=2', 200],
    ['/news?utm_source=newsletter', 200],
  ])('the listing at %s answers %i', async (path, status) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(await response.text()).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it("the news listing carries the 'news-listing' section sponsor beside its title (SPEC §3)", async () => {
    const html = await (await get('/news')).text()
    const head = /<div class="news-listing__head">[\s\S]*?<\/aside>/.exec(html)?.[0] ?? ''
    expect(head).toContain('<h1 class="page-title">News</h1>')
    expect(head).toMatch(/class="sponsor-slot news-listing__sponsor" aria-label="News listing"/)
    expect(head).toContain('alt="Halcyon Energy"')
    const { body } = await pageData('/news/2025/10')
    expect(body.data.attributes.page).toMatchObject({ kind: 'newsListing', sponsor: { name: 'News listing', title: 'Halcyon Energy' } })
  })

  it('child-friendly mode drops a news-listing sponsor not flagged child friendly', async () => {
    await env.DB.prepare(
      `UPDATE section_sponsor_slots SET sponsor_id = (SELECT id FROM sponsors WHERE title = 'Gipping Brewery') WHERE section_id = 'news-listing'`,
    ).run()
    expect(await (await get('/news')).text()).not.toContain('news-listing__sponsor')
    const off = await (await get('/news', { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } })).text()
    expect(off).toMatch(/class="sponsor-slot news-listing__sponsor" aria-label="News listing"/)
    expect(off).toContain('alt="Gipping Brewery"')
  })

  it('the in-app news view is kept out of search engines', async () => {
    const response = await get('/app/news/town-seal-late-win-at-portman-road')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(html).not.toContain('class="site-header')
  })
})
