import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { edgeCache, purgePages } from '../../worker/render/page-cache-purge'
import { takeConsoleErrors } from './console-guard'
import { get, seedDemo } from './helpers'

const ORIGIN = 'http://localhost'

beforeEach(async () => {
  await seedDemo()
})

afterEach(() => {
  vi.useRealTimers()
})

interface Seen {
  status: number
  cache: string | null
  html: string
  nonce: string | null
  cspNonce: string | null
}

async function visit(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Seen> {
  const response = await get(path, init)
  const html = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('X-Cache'),
    html,
    nonce: /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1] ?? null,
    cspNonce: /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? null,
  }
}

/** The copy is stored after the response (waitUntil): visit again until the cache answers, a bounded number of times. */
async function visitUntilCached(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Seen> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const seen = await visit(path, init)
    if (seen.cache === 'HIT') return seen
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} never came from the cache`)
}

describe('HTML at the edge (issue 13 §2)', () => {
  it('a visitor without a session gets a copy: MISS, then HIT with their own nonce', async () => {
    const first = await visit('/news?cache=1')
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    const hit = await visitUntilCached('/news?cache=1')
    const again = await visit('/news?cache=1')
    expect(again.cache).toBe('HIT')
    for (const seen of [hit, again]) expect(seen.nonce).toBe(seen.cspNonce)
    expect(new Set([first.nonce, hit.nonce, again.nonce]).size).toBe(3)
    expect(again.html.replaceAll(again.nonce ?? '', '')).toBe(hit.html.replaceAll(hit.nonce ?? '', ''))
  })

  it('a request with a session cookie never receives a cached page', async () => {
    await visitUntilCached('/news?cache=2')
    for (const cookie of ['club_session=x', 'club_refresh=y']) {
      expect((await visit('/news?cache=2', { headers: { Cookie: cookie } })).cache).toBe('BYPASS')
    }
  })

  it('child-friendly, the cookie choice and the country are variants that never cross', async () => {
    await visitUntilCached('/news?cache=3')
    const variants: Array<RequestInit & { cf?: Record<string, unknown> }> = [
      { headers: { Cookie: 'child_friendly=off' } },
      { headers: { Cookie: 'cookie_consent_given=true; cookie_consent_categories=analytics' } },
      { cf: { country: 'JP' } },
    ]
    for (const variant of variants) expect((await visit('/news?cache=3', variant)).cache).not.toBe('HIT')
  })

  it('pages about one visitor are never cached', async () => {
    expect((await visit('/account/login')).cache).toBe('BYPASS')
    expect((await visit('/payment-successful')).cache).toBe('BYPASS')
  })

  it('purging a path misses every variant of it at once', async () => {
    await visitUntilCached('/news?cache=4')
    await purgePages(ORIGIN, ['/news'])
    expect((await visit('/news?cache=4')).cache).toBe('MISS')
  })

  it('when D1 fails, the stored copy is served (STALE) instead of an error page', async () => {
    const hit = await visitUntilCached('/teams')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000) // long past fresh and stale-while-revalidate
    await env.DB.exec('DROP TABLE site_settings')
    const stale = await visit('/teams')
    expect(stale).toMatchObject({ status: 200, cache: 'STALE' })
    expect(stale.html.replaceAll(stale.nonce ?? '', '')).toBe(hit.html.replaceAll(hit.nonce ?? '', ''))
    expect(takeConsoleErrors()).toContain('page render failed; serving the stored copy')
  })

  it('a stale page met by many visitors at once is rendered again once, not once per visitor', async () => {
    await visitUntilCached('/teams')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000) // past fresh (10 min), inside stale-while-revalidate
    // The new copy is held back until every visitor has been served, as when its render is slow at kick-off.
    const cache = edgeCache()
    const store = cache.put.bind(cache)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const put = vi.spyOn(cache, 'put').mockImplementation(async (key, response) => {
      await held
      return store(key, response)
    })
    const seen = await Promise.all(Array.from({ length: 20 }, () => visit('/teams')))
    expect(seen.map((s) => s.cache)).toEqual(Array(20).fill('STALE'))
    expect(seen.every((s) => s.status === 200)).toBe(true)
    // One new copy on its way; without the guard each of the 20 would have rendered and stored its own.
    for (let attempt = 0; attempt < 100 && put.mock.calls.length === 0; attempt += 1) await new Promise((r) => setTimeout(r, 20))
    expect(put).toHaveBeenCalledTimes(1)
    release()
    put.mockRestore()
    vi.setSystemTime(Date.now() + 1000)
    expect((await visitUntilCached('/teams')).cache).toBe('HIT')
  })
})
