import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { get, pageData, seedDemo, visibleText } from './helpers'

describe('category pages (SPEC §2.1 /category)', () => {
  beforeEach(() => seedDemo())

  it('/category lists every category', async () => {
    const response = await get('/category')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const slug of ['first-team', 'women', 'academy', 'club', 'community', 'town-tv', 'arabic'])
      expect(html).toContain(`href="/category/${slug}"`)
  })

  it('/category/arabic is an Arabic page: lang ar, dir rtl, Arabic articles only', async () => {
    const response = await get('/category/arabic')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    const { body } = await pageData('/category/arabic')
    const page = body.data.attributes.page
    if (page.kind !== 'category') throw new Error(page.kind)
    expect(page.items.length).toBe(6)
    expect(page.items.every((i) => i.locale === 'ar')).toBe(true)
    expect(body.data.attributes.locale).toBe('ar')
  })

  it('/category/town-tv lists its news', async () => {
    const { response, body } = await pageData('/category/town-tv')
    expect(response.status).toBe(200)
    const page = body.data.attributes.page
    if (page.kind !== 'category') throw new Error(page.kind)
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((i) => i.categories.some((c) => c.slug === 'town-tv'))).toBe(true)
  })

  it("'Load more' is a link to the next step, which renders the longer list without JavaScript", async () => {
    const first = await pageData('/category/first-team')
    const page = first.body.data.attributes.page
    if (page.kind !== 'category') throw new Error(page.kind)
    expect(page.total).toBeGreaterThan(12)
    expect(page.items).toHaveLength(12)
    expect(await (await get('/category/first-team')).text()).toContain('href="/category/first-team?page=2"')
    const second = (await pageData('/category/first-team?page=2')).body.data.attributes.page
    if (second.kind !== 'category') throw new Error(second.kind)
    expect(second.items.length).toBe(Math.min(24, page.total))
    expect(second.items.slice(0, 12).map((i) => i.id)).toEqual(page.items.map((i) => i.id))
  })

  it.each([
    ['/category/no-such-category', 404],
    ['/category/arabic?page=9', 404],
    ['/category/arabic?page=abc', 400],
    ['/category/a/b', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await get(path)).status).toBe(status)
  })
})

describe('CMS pages (SPEC §2.1 catch-all, Hub and Default templates)', () => {
  beforeEach(() => seedDemo())

  it('a page four levels down is served with its breadcrumbs', async () => {
    const response = await get('/club/history/eras/1960s/ramsey-years')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('The Ramsey Years')
    expect(text).toContain('Home The Club History Eras The 1960s Ramsey Years')
    expect(text).toContain('1961/62: League Champions.')
  })

  it('a Hub page shows its published children as cards, external entries as links out in a new tab', async () => {
    const html = await (await get('/supporters')).text()
    expect(visibleText(html)).toContain('In this section')
    expect(html).toContain('href="/supporters/away-travel"')
    expect(html).toMatch(/href="https:\/\/tickets\.itfc\.example" class="cms-card__link" target="_blank" rel="noopener noreferrer"/)
    const club = await (await get('/club')).text()
    expect(club).not.toContain('href="/club/statement-draft"')
  })

  it('a Default page renders with and without an image', async () => {
    expect(await (await get('/club/careers')).text()).toContain('cms-page--image')
    expect(await (await get('/club/board-and-staff')).text()).toContain('cms-page--plain')
  })

  it.each([['/club/safeguarding'], ['/privacy-notice'], ['/cookie-policy'], ['/club/careers'], ['/contact-us']])(
    'the footer target %s renders',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(visibleText(await response.text()).length).toBeGreaterThan(500)
    },
  )

  it.each([
    ['/club/statement-draft'],
    ['/supporters/ticket-office'],
    ['/ipswichtownfoundation/donate'],
    ['/no-such-page'],
    ['/club/history/eras/1960s/ramsey-years/more'],
    ['/club/history/eras/1960s/ramsey-years/more/deeper'],
  ])('%s is a 404 page (drafts, external entries, unknown and too-deep paths)', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(visibleText(await response.text())).toContain('This page could not be found')
  })

  it('an internal new-tab entry is still a page of ours', async () => {
    expect((await get('/commercial/media-pack')).status).toBe(200)
  })
})

describe('widget blocks (SPEC §2.10, §5)', () => {
  beforeEach(() => seedDemo())

  it('the club hub renders its heading, carousel (as a plain list) and button', async () => {
    const html = await (await get('/club')).text()
    expect(html).toContain('class="widget-heading widget-heading--h2">Explore the club</h2>')
    expect(html).toContain('carousel carousel--light carousel--full-3')
    expect(html.match(/class="swiper-slide carousel__slide/g)).toHaveLength(4)
    expect(visibleText(html)).toContain('See more')
    expect(html).toMatch(/<a href="\/contact-us" class="button button--primary-dark">/)
  })

  it("an editor's packages block carries the club's packages widget data, read only where it is placed (SPEC §2.8, §3)", async () => {
    const { response, body } = await pageData('/supporters/supporters-clubs')
    expect(response.status).toBe(200)
    const page = body.data.attributes.page
    if (page.kind !== 'cmsPage') throw new Error(page.kind)
    const block = page.blocks.find((b) => b.type === 'packages')
    if (block?.type !== 'packages') throw new Error('no packages block')
    expect(block.section).toBe('membership')
    expect(block.widget).toMatchObject({ title: 'Subscriptions and match passes', cta1ButtonCta: 'Redeem a voucher' })
    // The widget in the page's HTML is named by the club's title and opens on 'Subscriptions'.
    const html = await (await get('/supporters/supporters-clubs')).text()
    expect(html).toContain('aria-label="Subscriptions and match passes"')
    expect(html).toMatch(/aria-pressed="true"[^>]*>Subscriptions</)
    // Without the club's settings the catalogue's own texts stand in.
    await env.DB.prepare(`DELETE FROM site_settings WHERE key = 'packagesWidget'`).run()
    const bare = (await pageData('/supporters/supporters-clubs')).body.data.attributes.page
    if (bare.kind !== 'cmsPage') throw new Error(bare.kind)
    expect(bare.blocks.find((b) => b.type === 'packages')).toMatchObject({ type: 'packages', widget: null })
  })

  it('category cards hide their title when asked', async () => {
    const html = await (await get('/supporters')).text()
    expect(html).toContain('<span class="category-card__title">Away travel</span>')
    expect(html).toContain('aria-label="Accessibility"')
    expect(html).not.toContain('<span class="category-card__title">Accessibility</span>')
  })

  it('a block that fails validation is skipped with a warning and the page still renders', async () => {
    const page = await env.DB.prepare(`SELECT id FROM pages WHERE full_path = 'club'`).first<{ id: number }>()
    await env.DB.prepare(
      `INSERT INTO page_blocks (page_id, position, block_type, data) VALUES (?1, 90, 'button', ?2), (?1, 91, 'heading', ?3)`,
    )
      .bind(page?.id, JSON.stringify({ text: 'Broken', link: '/x', style: 'neon' }), JSON.stringify({ text: 'Fine heading', tag: 'h3' }))
      .run()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/club')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('Broken')
    expect(html).toContain('class="widget-heading widget-heading--h2">Fine heading</h3>')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipped invalid button block'))
    warn.mockRestore()
  })

  it('a Hub card without an image has a decorative placeholder, not an unnamed image', async () => {
    const html = await (await get('/club')).text()
    expect(html).toContain('<div class="image-placeholder cms-card__image" aria-hidden="true"></div>')
    expect(html).not.toContain('role="img" aria-label=""')
  })

  it('mailto: and tel: buttons render; javascript: and data: links are skipped', async () => {
    const page = await env.DB.prepare(`SELECT id FROM pages WHERE full_path = 'club'`).first<{ id: number }>()
    const button = (text: string, link: string) => JSON.stringify({ text, link, style: 'primary-dark', newTab: true })
    await env.DB.prepare(
      `INSERT INTO page_blocks (page_id, position, block_type, data) VALUES (?1, 90, 'button', ?2), (?1, 91, 'button', ?3), (?1, 92, 'button', ?4), (?1, 93, 'button', ?5)`,
    )
      .bind(
        page?.id,
        button('Email us', 'mailto:supporters@itfc.example'),
        button('Call us', 'tel:+441473400500'),
        button('Script link', 'javascript:alert(1)'),
        button('Data link', 'data:text/html,hi'),
      )
      .run()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await (await get('/club')).text()
    // A contact link opens the mail or phone app: no new tab even when asked.
    expect(html).toContain('<a href="mailto:supporters@itfc.example" class="button button--primary-dark"><span>Email us</span></a>')
    expect(html).toContain('<a href="tel:+441473400500" class="button button--primary-dark"><span>Call us</span></a>')
    expect(html).not.toContain('Script link')
    expect(html).not.toContain('Data link')
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('a carousel without items is not rendered', async () => {
    const page = await env.DB.prepare(
      `SELECT id FROM pages WHERE full_path = 'board-and-staff' OR full_path = 'club/board-and-staff'`,
    ).first<{ id: number }>()
    await env.DB.prepare(`INSERT INTO page_blocks (page_id, position, block_type, data) VALUES (?1, 1, 'carousel', ?2)`)
      .bind(
        page?.id,
        JSON.stringify({ style: 'dark', carouselType: 'full-4', heading: 'Empty rail', link: null, endCard: false, items: [] }),
      )
      .run()
    const html = await (await get('/club/board-and-staff')).text()
    expect(html).not.toContain('carousel--full-4')
  })
})
