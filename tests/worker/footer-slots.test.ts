import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { takeConsoleErrors } from './console-guard'
import { bootOf, get, seedDemo } from './helpers'

// Issue 12 §2, SPEC §3 footer slots: the server says which slots have an advert, so their squares
// are in the HTML from the first paint; the browser fills them 2 s after each route change (e2e).

function squares(html: string): string[] {
  return [...html.matchAll(/<div class="footer-slot" data-slot="(footerSlot\d)"><\/div>/g)].map((m) => m[1]!)
}

async function page(cookie?: string) {
  const html = await (await get('/news', { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } })).text()
  return { html, slots: bootOf(html).chrome.footerSlots }
}

describe('footer slot squares (SPEC §3, §4.8)', () => {
  // Advert windows are compared with the real clock: seeded around it, as npm start does.
  beforeEach(() => seedDemo({ now: new Date() }))

  it('the three slots with eligible adverts are squares in the footer, empty until the browser fills them', async () => {
    const { html, slots } = await page()
    expect(slots).toEqual(['footerSlot1', 'footerSlot2', 'footerSlot3'])
    expect(squares(html)).toEqual(['footerSlot1', 'footerSlot2', 'footerSlot3'])
    expect(html).toMatch(/<aside class="footer-adverts" aria-label="Advertisements">/)
    // The slot adverts themselves are not in the HTML: they are picked at random 2 s in.
    expect(html).not.toContain('data-slot-advert-id')
  })

  it('a slot whose adverts are all ineligible now (disabled, out of dates, app only) has no square', async () => {
    await env.DB.prepare(`UPDATE slot_adverts SET enabled = 0 WHERE slot_id = 'footerSlot2' AND channel <> 'app'`).run()
    expect((await page()).slots).toEqual(['footerSlot1', 'footerSlot3'])
    await env.DB.prepare(
      `UPDATE slot_adverts SET start_utc = '2025-07-01T00:00:00.000Z', end_utc = '2025-08-01T00:00:00.000Z' WHERE slot_id = 'footerSlot1'`,
    ).run()
    expect(squares((await page()).html)).toEqual(['footerSlot3'])
  })

  it('child-friendly mode counts only child-friendly adverts (SPEC §1, §4.2)', async () => {
    await env.DB.prepare(`UPDATE slot_adverts SET child_friendly = 0 WHERE slot_id = 'footerSlot3'`).run()
    expect((await page()).slots).toEqual(['footerSlot1', 'footerSlot2'])
    expect((await page('child_friendly=off')).slots).toEqual(['footerSlot1', 'footerSlot2', 'footerSlot3'])
  })

  it('without any footer advert or slot advert there is no advert band at all', async () => {
    await env.DB.exec(`UPDATE slot_adverts SET enabled = 0; UPDATE footer_adverts SET enabled = 0`)
    const { html, slots } = await page()
    expect(slots).toEqual([])
    expect(html).not.toContain('footer-adverts')
  })

  it('slot adverts failing to load leave the slots out; the page still renders (SPEC §8.3)', async () => {
    await env.DB.exec('DROP TABLE slot_adverts')
    const response = await get('/news')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(squares(html)).toEqual([])
    expect(html).toContain('class="footer-advert"')
    expect(takeConsoleErrors()).toEqual(['footer slot adverts failed to load; the area stays empty'])
  })
})
