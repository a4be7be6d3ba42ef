import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { readSeparately } from '../../worker/db/read'
import { getWebSettings } from '../../worker/db/site'
import worker from '../../worker/index'
import { chromeReads, toChrome } from '../../worker/pages/load-chrome'
import { loadPage } from '../../worker/pages/load-page'
import { pageReader } from '../../worker/pages/page-reader'
import { takeConsoleErrors } from './console-guard'
import { countingD1 } from './counting-d1'
import { seedDemo } from './helpers'

beforeEach(async () => {
  await seedDemo()
})

const visitor = { childFriendly: false, cookieConsent: NO_CONSENT, cookieDomain: null, signOn: 'embedded' as const }

/** A page of every loader that reads through ctx.read (issue 13 §3), slugs taken from the seed. */
async function convertedPages(): Promise<string[]> {
  const channel = await env.DB.prepare(`SELECT slug FROM channels ORDER BY id LIMIT 1`).first<{ slug: string }>()
  const category = await env.DB.prepare(`SELECT slug FROM video_categories ORDER BY id LIMIT 1`).first<{ slug: string }>()
  const entry = await env.DB.prepare(
    `SELECT entry_id FROM videos WHERE status = 'published' AND category_id IS NOT NULL ORDER BY id LIMIT 1`,
  ).first<{ entry_id: string }>()
  const article = await env.DB.prepare(`SELECT slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1`).first<{ slug: string }>()
  const newsCategory = await env.DB.prepare(`SELECT slug FROM news_categories ORDER BY id LIMIT 1`).first<{ slug: string }>()
  if (!channel || !category || !entry || !article || !newsCategory) throw new Error('the seed has news, channels, categories and videos')
  return [
    '/',
    '/news',
    '/news/2025',
    `/news/${article.slug}`,
    '/category',
    `/category/${newsCategory.slug}`,
    '/matches',
    '/matches/women/2024-25?view=table',
    '/match/21',
    '/teams',
    '/teams/first-team',
    '/teams/u21',
    '/videos',
    '/live',
    '/videos/subscriptions',
    '/videos/browse',
    '/videos/categories',
    `/videos/channel/${channel.slug}`,
    `/videos/player/${category.slug}`,
    `/videos/${entry.entry_id}`,
    '/videos/faqs',
  ]
}

/** These pages are the same for everyone: nobody is signed in. */
const noViewer = async () => null

/** The page and its chrome as SSR reads them: through a D1 session, the chrome riding on the page's first batch. */
async function batched(path: string, now: Date) {
  const session = env.DB.withSession('first-unconstrained') as unknown as D1Database
  const settings = await getWebSettings(session)
  const reader = pageReader(session, chromeReads(session, visitor))
  const request = {
    env: { ...env, DB: session },
    url: new URL(path, 'http://localhost'),
    settings,
    country: 'GB',
    now,
    viewerAccount: noViewer,
  }
  const payload = await loadPage({ ...request, childFriendly: visitor.childFriendly, read: reader.read })
  return { payload, chrome: toChrome(await reader.companion(), settings, visitor) }
}

/** The same through the plain binding, every query module's read on its own, as the pages read before batching. */
async function single(path: string, now: Date) {
  const settings = await getWebSettings(env.DB)
  const read = <R extends Parameters<typeof readSeparately>[1]>(reads: R) => readSeparately(env.DB, reads)
  const request = { env, url: new URL(path, 'http://localhost'), settings, country: 'GB', now, viewerAccount: noViewer }
  const payload = await loadPage({ ...request, childFriendly: visitor.childFriendly, read })
  return { payload, chrome: toChrome(await read(chromeReads(env.DB, visitor)), settings, visitor) }
}

describe('D1 round trips of a page (issue 13 §3)', () => {
  it('batch and session reads return what single queries did, for every converted loader', async () => {
    const now = new Date()
    for (const path of await convertedPages()) {
      const expected = await single(path, now)
      expect(expected.payload.status, path).toBe(200)
      expect(expected.chrome.menus.main.length, path).toBeGreaterThan(0)
      expect(await batched(path, now), path).toEqual(expected)
    }
  })

  it('a page whose reads are independent goes to D1 as one batch with its chrome; a dependent read adds one', async () => {
    const roundTrips: Record<string, unknown> = {}
    const paths = [
      '/',
      '/news',
      '/news/town-arabic-welcome',
      '/videos/subscriptions',
      '/videos/categories',
      '/matches',
      '/teams',
      '/videos',
    ]
    for (const path of paths) {
      const { db, trips } = countingD1(env.DB)
      const ctx = createExecutionContext()
      const response = await worker.fetch(
        new Request(`http://localhost${path}`, { headers: { Accept: 'text/html' } }),
        { ...env, DB: db },
        ctx,
      )
      await response.text()
      await waitOnExecutionContext(ctx)
      expect(response.status, path).toBe(200)
      roundTrips[path] = { alone: trips.alone, batches: trips.batches }
    }
    // The settings row first (every loader's texts need it), then the batches.
    expect(roundTrips).toEqual({
      '/': { alone: 1, batches: 1 },
      '/news': { alone: 1, batches: 1 },
      // The article and its related strip, by the article's slug.
      '/news/town-arabic-welcome': { alone: 1, batches: 1 },
      '/videos/subscriptions': { alone: 1, batches: 1 },
      '/videos/categories': { alone: 1, batches: 1 },
      // The team and season of the address, then its fixtures.
      '/matches': { alone: 1, batches: 2 },
      // The teams, then every squad.
      '/teams': { alone: 1, batches: 2 },
      // The feed's sections, then every rail.
      '/videos': { alone: 1, batches: 2 },
    })
  })

  it('a batch holding an optional area that fails is read again area by area: only that area is empty', async () => {
    await env.DB.exec('DROP TABLE footer_adverts')
    const { db, trips } = countingD1(env.DB)
    const ctx = createExecutionContext()
    const response = await worker.fetch(new Request('http://localhost/news', { headers: { Accept: 'text/html' } }), { ...env, DB: db }, ctx)
    const html = await response.text()
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    expect(html).toContain('Principal Partners')
    expect(html).not.toContain('footer-advert__link')
    // The failed batch, then the news list (two statements) as a batch of its own; the other areas alone.
    expect(trips.batches).toBe(2)
    expect(takeConsoleErrors()).toEqual(['footer adverts failed to load; the area stays empty'])
  })
})
