import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { get, pageData, seedDemo, visibleText } from './helpers'

const CHILD_FRIENDLY_OFF = { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } }

/** Gives a section sponsor slot a sponsor by title (the seed's slots hold child-friendly sponsors). */
async function slotSponsor(section: string, title: string): Promise<void> {
  await env.DB.prepare(`UPDATE section_sponsor_slots SET sponsor_id = (SELECT id FROM sponsors WHERE title = ?2) WHERE section_id = ?1`)
    .bind(section, title)
    .run()
}

/** The heading levels inside <main>, in document order. */
function mainHeadingLevels(html: string): number[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
  return [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
}

describe('home page and the shell around every page', () => {
  beforeEach(() => seedDemo())

  it('home streams a complete document with a transparent-dark header, news, matches and footer', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<title>Ipswich Town</title>')
    expect(html).toContain('site-header--transparent-dark')
    expect(html).toContain('news-card--lead')
    const text = visibleText(html)
    expect(text).toContain('Latest News')
    expect(text).toContain('Next Match')
    expect(text).toContain('Last Match')
    expect(text).toContain('© 2025')
  })

  it('the footer credit reads "Built on Cloudflare" once (SPEC §2.10)', async () => {
    const html = await (await get('/')).text()
    const credit = /<p class="site-footer__credit">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''
    // What sighted visitors read; the link's hidden "(opens in a new tab)" is for screen readers.
    const shown = credit.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')
    expect(visibleText(shown).trim()).toBe('Built on Cloudflare')
    expect(visibleText(html)).not.toContain('Built on Built on')
    expect(credit).toMatch(/<a href="https:\/\/workers\.cloudflare\.com" target="_blank"/)
  })

  it("the home page's h1 is the club name and its headings go down one level at a time", async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(/<h1 class="visually-hidden">Ipswich Town<\/h1>/)
    const levels = mainHeadingLevels(html)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    const jumps = levels.flatMap((level, i) => (i > 0 && level > (levels[i - 1] as number) + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
    expect(jumps).toEqual([])
  })

  it("the 'homepage-news' sponsor sits beside Latest News (SPEC §3)", async () => {
    const html = await (await get('/')).text()
    const head = /<h2 id="home-news">[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''
    expect(head).toMatch(/class="sponsor-slot home__news-sponsor" aria-label="Homepage news"/)
    expect(head).toContain('alt="Suffolk Mutual"')
    const { body } = await pageData('/')
    expect(body.data.attributes.page).toMatchObject({ kind: 'home', sponsor: { name: 'Homepage news', title: 'Suffolk Mutual' } })
  })

  it('child-friendly mode drops a homepage-news sponsor not flagged child friendly', async () => {
    await slotSponsor('homepage-news', 'BetNorth')
    expect(await (await get('/')).text()).not.toContain('home__news-sponsor')
    const off = await (await get('/', CHILD_FRIENDLY_OFF)).text()
    expect(off).toMatch(/class="sponsor-slot home__news-sponsor" aria-label="Homepage news"/)
    expect(off).toContain('alt="BetNorth"')
  })

  it('the header menus and the footer follow the menu data (SPEC §2.3)', async () => {
    const html = await (await get('/news')).text()
    expect(html).toContain('site-header--solid')
    for (const name of ['News', 'Matches', 'Teams', 'Tickets', 'LIVE']) expect(visibleText(html)).toContain(name)
    // Tickets is external and opens in a new tab, and says so.
    expect(html).toMatch(
      /<a href="https:\/\/[^"]+" class="site-header__link[^"]*" target="_blank" rel="noopener noreferrer">(<svg[\s\S]*?<\/svg>)?Tickets/,
    )
  })

  it('nine social links are shown and the one with an empty address is hidden', async () => {
    const html = await (await get('/')).text()
    expect(html.match(/class="social-links__link"/g)).toHaveLength(9)
    expect(html).not.toMatch(/href=""/)
  })

  it('child-friendly mode (the default) leaves out sponsors not flagged child friendly', async () => {
    const defaultHtml = await (await get('/')).text()
    const offHtml = await (await get('/', CHILD_FRIENDLY_OFF)).text()
    const logos = (html: string) => html.match(/rel="noopener noreferrer sponsored"/g)?.length ?? 0
    expect(logos(offHtml)).toBeGreaterThan(logos(defaultHtml))
  })

  it('a browser asking for /favicon.ico is sent to the crest', async () => {
    const response = await get('/favicon.ico', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/favicon.svg')
  })

  it('the document carries the boot data under a CSP nonce and the hashed client entry', async () => {
    const response = await get('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    // The nonce is base64 ('+', '/'): match it literally.
    const literalNonce = (nonce ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    expect(html).toMatch(new RegExp(`<script nonce="${literalNonce}"[^>]*>self.__BOOT__=`))
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js" nonce=/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('bad input', () => {
  beforeEach(() => seedDemo())

  it.each([
    ['/%E0%A4%A'],
    ['/news/%ZZ'],
    ['/a/b/c/d/e/f/g'],
    ['/news/2025/10/04/x/y'],
    ['/..%2F..%2Fetc/passwd'],
    [`/${'x'.repeat(5000)}`],
  ])('the malformed path %s is a 404 page without a stack trace', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('This page could not be found')
    expect(html).not.toMatch(/Error:|at .*\.(ts|js):\d+/)
  })

  it('the page endpoint refuses a missing, foreign or over-long path with a stable code', async () => {
    for (const query of ['', '?path=', '?path=https://evil.example/', '?path=//evil.example/x', `?path=/${'a'.repeat(3000)}`]) {
      const response = await get(`/api/page${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ code: 'bad_request', message: 'path must be a site path starting with /' }] })
    }
  })

  it('the page endpoint answers a missing page with 404 and the error page data', async () => {
    const { response, body } = await pageData('/no-such-page-anywhere')
    expect(response.status).toBe(404)
    expect(body.data.attributes.page).toEqual({ kind: 'error', statusCode: 404, reason: 'notFound' })
  })

  it('an unknown API path is JSON 404 with a stable code', async () => {
    const response = await get('/api/nothing-here')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ code: 'not_found', message: 'No such API endpoint' }] })
  })

  it('an unknown image is a plain 404', async () => {
    expect((await get('/images/no/such.svg')).status).toBe(404)
    expect((await get('/images/..%2F..%2Fwrangler.toml')).status).toBe(404)
  })
})

describe('streamer layout', () => {
  beforeEach(() => seedDemo())

  it('the FAQ page shows the five groups under the streaming tagline with the streamer title prefix', async () => {
    const response = await get('/videos/faqs')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Town TV | FAQs</title>')
    expect(visibleText(html)).toContain('Official Streaming Site of Ipswich Town')
    expect(html.match(/class="faqs__group"/g)).toHaveLength(5)
  })
})
