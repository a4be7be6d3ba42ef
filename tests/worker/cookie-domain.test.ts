import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { bootOf, seedDemo } from './helpers'

/** The worker with COOKIE_DOMAIN configured as in production, asked on a given host. */
async function onHost(url: string, init: RequestInit = {}, cookieDomain = 'itfc.co.uk') {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(url, init), { ...env, COOKIE_DOMAIN: cookieDomain }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const preference = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: false }) }

describe('cookie domain (SPEC §9.5: the club main domain)', () => {
  it('cookies the server sets carry Domain=<main domain> on the main domain and its subdomains', async () => {
    for (const host of ['https://www.itfc.co.uk', 'https://tv.itfc.co.uk']) {
      const cookie = (await onHost(`${host}/api/preferences/child-friendly`, preference)).headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^child_friendly=off;/)
      expect(cookie).toMatch(/Domain=itfc\.co\.uk/i)
    }
  })

  it('any other host keeps host-only cookies, so they still stick there', async () => {
    for (const [url, domain] of [
      ['https://club-site.example.workers.dev/api/preferences/child-friendly', 'itfc.co.uk'],
      ['http://localhost/api/preferences/child-friendly', ''],
    ] as const) {
      const cookie = (await onHost(url, preference, domain)).headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^child_friendly=off;/)
      expect(cookie).not.toMatch(/Domain=/i)
    }
  })

  it('the page tells the browser which domain its own cookies (consent, promo-seen) go on', async () => {
    await seedDemo()
    const main = bootOf(await (await onHost('https://www.itfc.co.uk/news')).text())
    expect(main.chrome?.cookieDomain).toBe('itfc.co.uk')
    const preview = bootOf(await (await onHost('https://club-site.example.workers.dev/news')).text())
    expect(preview.chrome?.cookieDomain).toBeNull()
  })
})
