import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { fallbackErrorResponse } from '../../worker/render/fallback-error'
import { get, seedDemo, visibleText } from './helpers'

const TAGLINE = 'Official website of Ipswich Town Football Club'

function page(path: string): Promise<string> {
  return get(path).then((r) => r.text())
}

/** The outer HTML of the first element opened by `opening` (a regex for its start tag) up to its closing tag. */
function element(html: string, opening: RegExp, tag: string): string {
  const start = html.search(opening)
  if (start < 0) return ''
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3)
}

/** Every <a …>…</a> whose start tag matches `attrs`. */
function links(html: string, attrs: RegExp): string[] {
  return [...html.matchAll(/<a\s[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]).filter((a) => attrs.test(a.slice(0, a.indexOf('>') + 1)))
}

describe('site chrome accessibility and the club tagline (SPEC §1, §2.3, §3)', () => {
  beforeEach(() => seedDemo())

  it('the site layout carries the club tagline in its header; the streamer layout has its own instead', async () => {
    const html = await page('/news')
    const header = element(html, /<header\s/, 'header')
    expect(header).toMatch(new RegExp(`<p class="sticky-nav__tagline">${TAGLINE}</p>`))
    expect(visibleText(header)).toContain(TAGLINE)

    const streamer = element(await page('/videos/faqs'), /<header\s/, 'header')
    expect(visibleText(streamer)).toContain('Official Streaming Site of Ipswich Town')
    expect(streamer).not.toContain(TAGLINE)
  })

  it('menu items with an icon draw it before the name, hidden from assistive tech', async () => {
    const html = await page('/news')
    const sticky = links(html, /class="sticky-nav__link/)
    const named = (name: string) => sticky.find((a) => visibleText(a).includes(name)) ?? ''
    for (const name of ['Town TV', 'Tickets', 'Store']) {
      expect(named(name)).toMatch(/<svg class="widget-icon"[^>]*aria-hidden="true"[\s\S]*<\/svg>/)
      expect(named(name).indexOf('<svg')).toBeLessThan(named(name).indexOf(name))
    }
    // The primary Tickets entry has the 'ticket' icon; News has none.
    const primary = links(html, /class="site-header__link/)
    expect(primary.find((a) => visibleText(a).includes('Tickets'))).toContain('class="widget-icon"')
    expect(primary.find((a) => visibleText(a).includes('News'))).not.toContain('<svg')
  })

  it('landmark labels follow the page language: Arabic on /category/arabic, English elsewhere', async () => {
    const arabic = await page('/category/arabic')
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    expect(arabic).toMatch(/<nav aria-label="قائمة التذييل"/)
    expect(arabic).toMatch(/<section class="sponsor-rows" aria-label="الشركاء"/)
    expect(arabic).toMatch(/<nav aria-label="التنقل الرئيسي"/)
    expect(arabic).not.toMatch(/aria-label="(Footer|Footer menu|Partners)"/)

    const english = await page('/news')
    expect(english).toMatch(/<nav aria-label="Footer menu"/)
    expect(english).toMatch(/<section class="sponsor-rows" aria-label="Partners"/)
  })

  it('a sponsor row title renders as the element its titleSize names', async () => {
    // Seeded: Principal Partners 'h3', Elite and Club Partners 'h4'.
    const seeded = await page('/news')
    expect(seeded).toContain('<h3 class="sponsor-row__title">Principal Partners</h3>')
    expect(seeded).toContain('<h4 class="sponsor-row__title">Elite Partners</h4>')
    expect(seeded).toContain('<h4 class="sponsor-row__title">Club Partners</h4>')

    await env.DB.batch([
      env.DB.prepare(`UPDATE sponsor_rows SET title_size = 'span' WHERE title = 'Principal Partners'`),
      env.DB.prepare(`UPDATE sponsor_rows SET title_size = 'h6' WHERE title = 'Elite Partners'`),
      env.DB.prepare(`UPDATE sponsor_rows SET title_size = 'h1' WHERE title = 'Club Partners'`),
    ])
    const edited = await page('/news')
    expect(edited).toContain('<span class="sponsor-row__title">Principal Partners</span>')
    expect(edited).toContain('<h6 class="sponsor-row__title">Elite Partners</h6>')
    // The page keeps its one h1.
    expect(edited).toContain('<h2 class="sponsor-row__title">Club Partners</h2>')
  })

  it('sponsor logo links, which open a new tab, say so to screen readers', async () => {
    const html = await page('/news')
    // The footer rows and the header's principal partners strip.
    const strip = links(element(html, /<ul class="sticky-nav__sponsors"/, 'ul'), /target="_blank"/)
    expect(strip.length).toBeGreaterThan(0)
    const sponsorLinks = [...links(html, /class="sponsor-row__link"/), ...strip]
    expect(sponsorLinks.length).toBeGreaterThan(strip.length)
    for (const link of sponsorLinks) {
      expect(link).toContain('target="_blank"')
      expect(visibleText(element(link, /<span class="visually-hidden">/, 'span')).trim()).toBe('(opens in a new tab)')
    }
    // The 'Built on' credit opens a new tab too.
    const credit = element(html, /<p class="site-footer__credit"/, 'p')
    expect(credit).toContain('(opens in a new tab)')

    const arabic = links(await page('/category/arabic'), /class="sponsor-row__link"/)
    expect(arabic[0]).toContain('(يفتح في علامة تبويب جديدة)')
  })

  it("the crest in a brand link has an empty alt, so the link's name is the club name once", async () => {
    const html = await page('/news')
    for (const brandClass of ['site-header__brand', 'site-footer__brand']) {
      const [brand] = links(html, new RegExp(`class="${brandClass}"`))
      expect(brand).toMatch(/<img [^>]*alt=""/)
      expect(visibleText(brand ?? '').trim()).toBe('Ipswich Town')
    }
    expect(html).not.toContain('Ipswich Town crest')
  })

  it('a truncated card title keeps the whole title for screen readers and on hover', async () => {
    const html = await page('/category/first-team')
    const titles = [...html.matchAll(/<h2 class="news-card__title"([^>]*)>([^<]*)<\/h2>/g)]
    const cut = titles.filter(([, , shown]) => shown!.endsWith('...'))
    expect(cut.length).toBeGreaterThan(0)
    for (const [, attrs, shown] of cut) {
      const full = /aria-label="([^"]*)"/.exec(attrs!)?.[1] ?? ''
      expect(attrs).toContain(`title="${full}"`)
      expect(full.replace(/&#x27;/g, "'").length).toBeGreaterThan(48)
      expect(full.startsWith(shown!.slice(0, 40))).toBe(true)
    }
    // A title short enough to show whole needs neither.
    const whole = titles.filter(([, , shown]) => !shown!.endsWith('...'))
    for (const [, attrs] of whole) expect(attrs).toBe('')
  })

  it('listing cards sit right under the page h1, so their titles are h2; section cards on home stay h3', async () => {
    for (const path of ['/category/first-team', '/news']) {
      const html = await page(path)
      expect(html).toMatch(/<h2 class="news-card__title"/)
      expect(html).not.toMatch(/<h3 class="news-card__title"/)
    }
    const home = await page('/')
    expect(home).toMatch(/<h3 class="news-card__title"/)
  })

  // Issue 13 §5, WCAG 2.2 1.4.4: supporters can zoom. SPEC §9.5's maximum-scale=1 is outranked.
  it.each([['/'], ['/news'], ['/videos/faqs'], ['/live/video?lang=ar'], ['/no-such-page']])(
    'the viewport of %s lets supporters zoom: no maximum-scale, no user-scalable=no',
    async (path) => {
      expect(viewportOf(await page(path))).toEqual({ width: 'device-width', 'initial-scale': '1' })
    },
  )

  it('so does the plain page that stands in when the error page fails', async () => {
    expect(viewportOf(await fallbackErrorResponse(500).text())).toEqual({ width: 'device-width', 'initial-scale': '1' })
  })
})

/** The one viewport meta of a document, as its settings; it fails when there is none or more than one. */
function viewportOf(html: string): Record<string, string> {
  const metas = [...html.matchAll(/<meta\s[^>]*name="viewport"[^>]*>/g)].map((m) => m[0])
  expect(metas).toHaveLength(1)
  const content = /content="([^"]*)"/.exec(metas[0] ?? '')?.[1] ?? ''
  return Object.fromEntries(
    content.split(',').map((part) =>
      part
        .trim()
        .split('=')
        .map((x) => x.trim().toLowerCase()),
    ),
  )
}
