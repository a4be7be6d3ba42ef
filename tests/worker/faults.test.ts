import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { takeConsoleErrors } from './console-guard'
import { CONSENT_ALL, pageView, postEvents } from './events-helpers'
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

  it('a queue that refuses events answers 503 with a code, logs it, and pages still render (SPEC §8.3)', async () => {
    // The platform's queue down: its send rejects, as Queues does in an outage.
    const queueDown = {
      ...env,
      EVENTS: {
        send: () => Promise.reject(new Error('Queue send failed: internal error')),
        sendBatch: () => Promise.reject(new Error('Queue send failed: internal error')),
      } as unknown as typeof env.EVENTS,
    }
    const warnings: unknown[][] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      const response = await postEvents(pageView, { cookie: CONSENT_ALL, bindings: queueDown })
      expect(response.status).toBe(503)
      const answer = (await response.json()) as { errors: Array<{ code: string; message: string }> }
      expect(answer.errors[0]?.code).toBe('tracking_unavailable')
      expect(JSON.stringify(answer)).not.toContain('internal error')
    } finally {
      console.warn = warn
    }
    expect(warnings.map((w) => String(w[0]))).toContain('event tracking failed')
    const page = await get('/news')
    expect(page.status).toBe(200)
    await page.text()
  })
})
