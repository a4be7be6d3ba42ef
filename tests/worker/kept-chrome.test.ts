import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { CHROME_KEEP_MS } from '../../worker/pages/kept-chrome'
import { purgePages } from '../../worker/render/page-cache-purge'
import { bootOf, get } from './helpers'
import { cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 22 §2: a page the edge cache shares takes the frame (settings, menus, sponsors, adverts, promos)
// this isolate read a moment ago (worker/pages/kept-chrome.ts). Runs in the worker-cache project.

withStillClockAndSeed()

const NEW_NAME = 'Kept Chrome Test Link'

/** A footer link renamed straight in D1: no editor, so no purge (what an editor's save would add). */
async function renameFirstFooterLink(): Promise<void> {
  const changed = await env.DB.prepare(
    `UPDATE menu_items SET name = ? WHERE rowid = (SELECT rowid FROM menu_items WHERE menu_key = 'footer' ORDER BY position LIMIT 1)`,
  )
    .bind(NEW_NAME)
    .run()
  expect(changed.meta.changes).toBe(1)
}

async function pageText(path: string): Promise<{ text: string; cache: string | null }> {
  const response = await get(path)
  return { text: await response.text(), cache: response.headers.get('X-Cache') }
}

describe('the frame kept for a few seconds between cache misses (issue 22 §2)', () => {
  it('a site purge (every editor change to the frame makes one) shows the change on the very next miss', async () => {
    expect((await pageText('/news?kept=1')).cache).toBe('MISS')
    await renameFirstFooterLink()
    await purgePages('http://localhost')
    const next = await pageText('/news?kept=2')
    expect(next.cache).toBe('MISS')
    expect(next.text).toContain(NEW_NAME)
  })

  it('without a purge, a change shows once the frame kept is CHROME_KEEP_MS old, and not before', async () => {
    expect((await pageText('/?kept=1')).cache).toBe('MISS')
    await renameFirstFooterLink()
    // Within the keep the miss is rendered with the frame read a moment ago: D1 was not asked for it again.
    const soon = await pageText('/news?kept=5')
    expect(soon.cache).toBe('MISS')
    expect(soon.text).not.toContain(NEW_NAME)
    vi.setSystemTime(Date.now() + CHROME_KEEP_MS)
    const later = await pageText('/news?kept=3')
    expect(later.cache).toBe('MISS')
    expect(later.text).toContain(NEW_NAME)
  })

  it('a page rendered for one visitor alone (never cached) reads the frame fresh, even a moment after a miss kept it', async () => {
    expect((await pageText('/?kept=2')).cache).toBe('MISS')
    await renameFirstFooterLink()
    const login = await pageText('/account/login')
    expect(login.cache).toBe('BYPASS')
    expect(login.text).toContain(NEW_NAME)
  })

  it('two misses of different pages in a row are handed the same frame, and both are stored', async () => {
    const home = await pageText('/?kept=3')
    const news = await pageText('/news?kept=4')
    expect([home.cache, news.cache]).toEqual(['MISS', 'MISS'])
    expect(bootOf(news.text).chrome.menus.footer.length).toBeGreaterThan(0)
    expect(bootOf(news.text).chrome).toEqual(bootOf(home.text).chrome)
    expect(await cacheOf('/news?kept=4')).toBe('HIT')
  })
})
