import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { readSeparately } from '../../worker/db/read'
import { getWebSettings } from '../../worker/db/site'
import worker from '../../worker/index'
import { chromeReads, documentReads, toChrome } from '../../worker/pages/load-chrome'
import { loadPage } from '../../worker/pages/load-page'
import { pageReader } from '../../worker/pages/page-reader'
import { takeConsoleErrors } from './console-guard'
import { countingD1 } from './counting-d1'
import { seedDemo } from './helpers'

beforeEach(async () => {
  await seedDemo()
})

afterEach(() => {
  vi.restoreAllMocks()
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
    // A player, with and without the team segment (their profile, stats and the teams in one batch).
    '/players/jack-harlow',
    '/players/first-team/jack-harlow',
    // CMS pages: plain, with the aggregated feed (two steps), with the packages widget.
    '/supporters',
    '/club?feed=2',
    '/supporters/supporters-clubs',
    // The live player: the live match's asset of a kind found in SQL, or the asset the address names.
    '/live/video',
    '/live/audio',
    '/live/video/live-match-video',
    '/live/audio/live-audio-commentary?lang=ar',
    // A page that reads nothing but the settings.
    '/account/login',
  ]
}

/** These pages are the same for everyone: nobody is signed in. */
const noViewer = async () => null

/** The page and its chrome as SSR reads them: through a D1 session, the settings and chrome riding on the page's first batch. */
async function batched(path: string, now: Date) {
  const session = env.DB.withSession('first-unconstrained') as unknown as D1Database
  const reader = pageReader(session, documentReads(session, visitor))
  const payload = await loadPage({
    env: { ...env, DB: session },
    url: new URL(path, 'http://localhost'),
    settings: async () => (await reader.companion()).settings,
    childFriendly: visitor.childFriendly,
    now,
    read: reader.read,
    viewerAccount: noViewer,
  })
  const { settings, ...chrome } = await reader.companion()
  return { payload, chrome: toChrome(chrome, settings, visitor) }
}

/** The same through the plain binding, every query module's read on its own, as the pages read before batching. */
async function single(path: string, now: Date) {
  const settings = () => getWebSettings(env.DB)
  const read = <R extends Parameters<typeof readSeparately>[1]>(reads: R) => readSeparately(env.DB, reads)
  const request = { env, url: new URL(path, 'http://localhost'), settings, now, viewerAccount: noViewer }
  const payload = await loadPage({ ...request, childFriendly: visitor.childFriendly, read })
  return { payload, chrome: toChrome(await read(chromeReads(env.DB, visitor)), await settings(), visitor) }
}

describe('D1 round trips of a page (issue 13 §3)', () => {
  it('batch and session reads return what single queries did, for every converted loader', async () => {
    // The aggregated feed picks one of its adverts at random: the same pick for both reads.
    vi.spyOn(Math, 'random').mockReturnValue(0)
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
      '/players/first-team/jack-harlow',
      '/supporters',
      '/club',
      '/supporters/supporters-clubs',
      '/live/video',
      '/live/audio/live-audio-commentary',
      '/account/login',
      '/api/page?path=/',
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
    // The settings row rides the first batch with the chrome: no page has a round trip of its own for it.
    expect(roundTrips).toEqual({
      '/': { alone: 0, batches: 1 },
      '/news': { alone: 0, batches: 1 },
      // The article and its related strip, by the article's slug.
      '/news/town-arabic-welcome': { alone: 0, batches: 1 },
      '/videos/subscriptions': { alone: 0, batches: 1 },
      '/videos/categories': { alone: 0, batches: 1 },
      // The team and season of the address and their fixtures, named by the address's slugs (issue 22 §2).
      '/matches': { alone: 0, batches: 1 },
      // The teams and every squad (issue 22 §2).
      '/teams': { alone: 0, batches: 1 },
      // The feed's sections and every rail, picked inside one statement (issue 22 §2).
      '/videos': { alone: 0, batches: 1 },
      // The teams, the player and their stats (by slug), the address's team.
      '/players/first-team/jack-harlow': { alone: 0, batches: 1 },
      // The page, its children, breadcrumbs and blocks by path, and the packages widget data.
      '/supporters': { alone: 0, batches: 1 },
      '/supporters/supporters-clubs': { alone: 0, batches: 1 },
      // Then what its aggregated feed shows (its page size is in the block).
      '/club': { alone: 0, batches: 2 },
      // The live match's video asset, its match and the service settings.
      '/live/video': { alone: 0, batches: 1 },
      '/live/audio/live-audio-commentary': { alone: 0, batches: 1 },
      // Nothing but the settings and the chrome.
      '/account/login': { alone: 0, batches: 1 },
      // Client navigation: the settings row rides the page's batch (no chrome).
      '/api/page?path=/': { alone: 0, batches: 1 },
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
