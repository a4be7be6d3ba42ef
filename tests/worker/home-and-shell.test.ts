import { beforeEach, describe, expect, it } from 'vitest'
import { get, pageData, seedDemo, visibleText } from './helpers'

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
    expect(text).toContain('Built on')
  })

  it('the header menus and the footer follow the menu data (SPEC §2.3)', async () => {
    const html = await (await get('/news')).text()
    expect(html).toContain('site-header--solid')
    for (const name of ['News', 'Matches', 'Teams', 'Tickets', 'LIVE']) expect(visibleText(html)).toContain(name)
    // Tickets is external and opens in a new tab, and says so.
    expect(html).toMatch(/<a href="https:\/\/[^"]+" class="site-header__link" target="_blank" rel="noopener noreferrer">Tickets/)
  })

  it('nine social links are shown and the one with an empty address is hidden', async () => {
    const html = await (await get('/')).text()
    expect(html.match(/class="social-links__link"/g)).toHaveLength(9)
    expect(html).not.toMatch(/href=""/)
  })

  it('child-friendly mode (the default) leaves out sponsors not flagged child friendly', async () => {
    const defaultHtml = await (await get('/')).text()
    const offHtml = await (await get('/', { headers: { Accept: 'text/html', Cookie: 'child_friendly=off' } })).text()
    const logos = (html: string) => html.match(/rel="noopener noreferrer sponsored"/g)?.length ?? 0
    expect(logos(offHtml)).toBeGreaterThan(logos(defaultHtml))
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
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-[A-Z0-9]+\.js" nonce=/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('routes whose pages are not built yet answer 404, never a fake page', async () => {
    for (const path of ['/videos', '/live']) {
      expect((await get(path)).status).toBe(404)
    }
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
