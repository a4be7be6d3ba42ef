import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Package } from '../../shared/types/payments'
import { get, pageData, seedDemo, visibleText } from './helpers'

/**
 * issue 19 §2: every stored HTML field a page shows with dangerouslySetInnerHTML
 * reaches the page (server HTML and the page-data JSON) through the sanitiser.
 * Each field is overwritten with script vectors marked 'xss1919'; the marker
 * must not reach the page, while the field's text does.
 */
const HOSTILE =
  '<p>Safe words</p><img src=x onerror=xss1919()><script>xss1919()</script>' +
  '<a href="javascript:xss1919()">link</a><svg onload=xss1919()></svg>'

async function expectSanitised(path: string) {
  const response = await get(path)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(visibleText(html)).toContain('Safe words')
  expect(html).not.toContain('xss1919')
  const data = await pageData(path)
  expect(data.response.status).toBe(200)
  const json = JSON.stringify(data.body)
  expect(json).toContain('Safe words')
  expect(json).not.toContain('xss1919')
}

async function run(sql: string, ...values: string[]) {
  const result = await env.DB.prepare(sql)
    .bind(...values)
    .run()
  expect(result.meta.changes).toBeGreaterThan(0)
}

describe('stored HTML on its pages', () => {
  beforeEach(() => seedDemo())

  it('a news article body', async () => {
    await run(`UPDATE news SET body_html = ?1 WHERE slug = 'town-seal-late-win-at-portman-road'`, HOSTILE)
    await expectSanitised('/news/town-seal-late-win-at-portman-road')
  })

  it('a CMS page body and its rich-text block', async () => {
    const page = await env.DB.prepare(
      `SELECT p.id, p.full_path FROM pages p JOIN page_blocks b ON b.page_id = p.id WHERE b.block_type = 'rich-text' LIMIT 1`,
    ).first<{ id: number; full_path: string }>()
    if (!page) throw new Error('the seed has a page with a rich-text block')
    await run(`UPDATE pages SET body_html = ?1 WHERE id = ?2`, HOSTILE.replace('Safe words', 'Body words'), String(page.id))
    await run(
      `UPDATE page_blocks SET data = json_object('html', ?1) WHERE page_id = ?2 AND block_type = 'rich-text'`,
      HOSTILE,
      String(page.id),
    )
    await expectSanitised(`/${page.full_path}`)
    expect(visibleText(await (await get(`/${page.full_path}`)).text())).toContain('Body words')
  })

  it("a player's biography", async () => {
    await run(`UPDATE players SET biography_html = ?1 WHERE slug = 'max-ellery'`, HOSTILE)
    await expectSanitised('/players/u18/max-ellery')
  })

  it('an FAQ answer', async () => {
    await run(`UPDATE faq_entries SET answer_html = ?1`, HOSTILE)
    await expectSanitised('/videos/faqs')
  })

  it("a package price's further information (GET /api/packages)", async () => {
    await run(`UPDATE price_options SET further_information_html = ?1`, HOSTILE)
    const response = await get('/api/packages', { headers: { Accept: 'application/json' }, cf: { country: 'GB' } })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: { data: Package[] } }
    const texts = data.data.flatMap((pkg) => pkg.attributes.priceData.map((price) => price.furtherInformation))
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.every((text) => text.startsWith('<p>Safe words</p><img src="x"><a>link</a>'))).toBe(true)
    expect(JSON.stringify(data)).not.toContain('xss1919')
  })
})
