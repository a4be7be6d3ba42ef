import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { takeConsoleErrors } from './console-guard'
import { CONSENT_ALL, pageView, postEvents, storedEvents } from './events-helpers'
import { bootOf, get, seedDemo, visibleText } from './helpers'
import { check, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'

beforeEach(async () => {
  await seedDemo()
})

/** Issue 13 §8, SPEC §8.3: what the supporter sees when a part of the data fails. */
describe('faults', () => {
  it('sponsors and footer adverts failing to load leave their areas empty; the page still renders', async () => {
    const before = await (await get('/news')).text()
    expect(before).toContain('sponsor-rows')
    await env.DB.exec('DROP TABLE sponsors')
    await env.DB.exec('DROP TABLE footer_adverts')
    const response = await get('/news')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain('News')
    expect(html).not.toContain('Principal Partners')
    expect(html).not.toContain('footer-advert__link')
    expect(takeConsoleErrors().sort()).toEqual([
      'footer adverts failed to load; the area stays empty',
      'section sponsor failed to load; the area stays empty',
      'sponsor rows failed to load; the area stays empty',
    ])
  })

  it('the main content failing is the §8.3 error page with its status, never a stack trace', async () => {
    await env.DB.exec('DROP TABLE news_to_categories')
    const response = await get('/news')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(visibleText(html)).toMatch(/500/)
    expect(html).not.toMatch(/at .*\.(ts|js):\d+|no such table|D1_ERROR/)
    expect(takeConsoleErrors()).toContain('request failed')
  })

  it('D1 failing for the promo overlays answers a clean 503 with a code; the page still renders (SPEC §8.3)', async () => {
    await env.DB.exec('DROP TABLE promo_overlays')
    const response = await get('/api/promo-overlays/?channel=Web', { headers: { Accept: 'application/json' } })
    expect(response.status).toBe(503)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const answer = (await response.json()) as { errors: Array<{ code: string; message: string }> }
    expect(answer).toEqual({ errors: [{ code: 'promos_unavailable', message: 'Promotions cannot be loaded just now' }] })
    expect(takeConsoleErrors()).toEqual(['promo overlays failed to load'])
    // The page carries the promos as an optional area: it goes without them, and renders.
    const page = await get('/')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(visibleText(html)).toContain('Latest News')
    expect(bootOf(html).chrome.promos).toEqual([])
    expect(takeConsoleErrors()).toEqual(['promo overlays failed to load; the area stays empty'])
  })

  it('D1 failing for the live rights refuses the live video cleanly: no token, no stack trace (fails closed)', async () => {
    const { browser } = await supporter({ grants: ['subscriber', 'plus'] })
    expect(await check(browser, LIVE_VIDEO_ASSET, 1, 'JP')).toMatchObject({ status: 200 })
    await env.DB.exec('DROP TABLE unsold_territories')
    const refused = await check(browser, LIVE_VIDEO_ASSET, 2, 'JP')
    expect(refused).toMatchObject({ status: 500, code: 'internal_error', token: null, playbackUrl: null })
    expect(takeConsoleErrors()).toEqual(['request failed'])
  })

  it('an image missing from R2 is a 404', async () => {
    const response = await get('/images/news/no-such-photo.jpg', { headers: { Accept: 'image/*' } })
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })

  it('the events queue refusing: POST /api/events answers 503 tracking_unavailable, the beacon too, and stores nothing (SPEC §8.3)', async () => {
    const { bindings, sends } = queueDown()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // As the page's code sends: a beacon's text/plain JSON, or fetch with application/json where the beacon is refused.
      for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
        const response = await postEvents([pageView, { ...pageView, logId: 4243 }], { cookie: CONSENT_ALL, contentType, bindings })
        expect(response.status, contentType).toBe(503)
        // The documented answer: a stable code and message, never the queue's own error.
        expect(await response.json()).toEqual({
          errors: [{ code: 'tracking_unavailable', message: 'Events cannot be taken just now; nothing was stored' }],
        })
      }
      expect(sends()).toBe(2)
      // Logged only (SPEC §8.3 'tracking failures are logged only'): a warning per refused batch, not an error.
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['event tracking failed', 'event tracking failed'])
    } finally {
      warn.mockRestore()
    }
    expect(await storedEvents()).toEqual([])
  })

  it('the events queue down never reaches a page: every page kind renders 200 and sends nothing to the queue', async () => {
    const { bindings, sends } = queueDown()
    for (const path of ['/', '/news', '/matches', '/match/21', '/videos', '/live', '/live/video?lang=ar', '/club']) {
      const ctx = createExecutionContext()
      const response = await worker.fetch(new Request(`http://localhost${path}`, { headers: { Accept: 'text/html' } }), bindings, ctx)
      const html = await response.text()
      await waitOnExecutionContext(ctx)
      expect(response.status, path).toBe(200)
      // Whole, with the data it hydrates from: the page's own events leave from the browser afterwards,
      // through POST /api/events above, whose 503 the browser only logs (client/tracking/event-sender.ts).
      expect(bootOf(html).payload.url, path).toBe(path)
    }
    expect(sends()).toBe(0)
  })
})

/** The bindings with the platform's events queue down: every send rejects, as Queues does in an outage, and is counted. */
function queueDown() {
  let sends = 0
  const refuse = () => {
    sends += 1
    return Promise.reject(new Error('Queue send failed: internal error'))
  }
  const bindings = { ...env, EVENTS: { send: refuse, sendBatch: refuse } as unknown as typeof env.EVENTS }
  return { bindings, sends: () => sends }
}
