import { beforeEach, describe, expect, it } from 'vitest'
import { get, seedDemo, visibleText } from './helpers'

function page(path: string, cookie?: string) {
  return get(path, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } }).then((r) => r.text())
}

describe('site chrome rendered by the server (SPEC §2.4, §2.10, §4.7)', () => {
  beforeEach(() => seedDemo())

  it('renders the cookie popup until cookie_consent_given is set, so a returning visitor never sees it flash', async () => {
    const first = visibleText(await page('/'))
    for (const text of ['Cookie Notice', 'Find out more', 'Accept All Cookies', 'Only Essential']) expect(first).toContain(text)
    const returning = visibleText(await page('/', 'cookie_consent_given=true; cookie_consent_categories='))
    expect(returning).not.toContain('Cookie Notice')
    expect(returning).not.toContain('Accept All Cookies')
    // Only 'true' counts as consent.
    expect(visibleText(await page('/', 'cookie_consent_given=maybe'))).toContain('Cookie Notice')
  })

  it('the header has the search button and the Log In profile button for a logged-out visitor', async () => {
    const html = await page('/news')
    expect(html).toContain('aria-controls="search-overlay"')
    expect(html).toMatch(/class="sticky-nav__profile"[^>]*>.*Log In/)
    expect(html).toContain('data-reveal="top"')
  })

  it('the footer carries the child-friendly switch, on by default', async () => {
    const html = await page('/')
    expect(html).toMatch(/role="switch" aria-checked="true"/)
    expect(visibleText(html)).toContain('Child-friendly mode')
    expect(await page('/', 'child_friendly=off')).toMatch(/role="switch" aria-checked="false"/)
  })
})
