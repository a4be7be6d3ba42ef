import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildOf } from '../../worker/render/page-cache'
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

function childFriendlySwitch(html: string): string | undefined {
  return /<button[^>]*aria-checked="(true|false)"[^>]*class="child-friendly__switch"/.exec(html)?.[1]
}

function htmlTag(html: string): string | undefined {
  return /<html[^>]*>/.exec(html)?.[0]
}

/** The visitors whose page differs from the default one's, and what each sees that the default visitor does not. */
const VARIANTS: Array<{ name: string; init: RequestInit & { cf?: Record<string, unknown> }; expectOwnPage: (html: string) => void }> = [
  {
    name: 'child-friendly off',
    init: { headers: { Cookie: 'child_friendly=off' } },
    expectOwnPage: (html) => expect(childFriendlySwitch(html)).toBe('false'),
  },
  {
    name: 'cookie choice made',
    init: { headers: { Cookie: 'cookie_consent_given=true; cookie_consent_categories=analytics' } },
    expectOwnPage: (html) => expect(html).not.toContain('class="cookie-popup"'),
  },
]

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

  it('a session cookie that does not verify gets the anonymous copy; old-named ones being moved still render', async () => {
    // Issue 22 §1: the verified session decides, not the cookie's name (signed in: page-cache-signed-in.test.ts).
    const anonymous = await visitUntilCached('/news?cache=2')
    for (const cookie of ['__Host-club_session=x', '__Host-club_refresh=y']) {
      const seen = await visit('/news?cache=2', { headers: { Cookie: cookie } })
      expect(seen.cache, cookie).toBe('HIT')
      expect(seen.html.replaceAll(seen.nonce ?? '', ''), cookie).toBe(anonymous.html.replaceAll(anonymous.nonce ?? '', ''))
    }
    // Issue 18 §5: their response moves them (Set-Cookie), so it is rendered as before.
    for (const cookie of ['club_session=x', 'club_refresh=y']) {
      expect((await visit('/news?cache=2', { headers: { Cookie: cookie } })).cache, cookie).toBe('BYPASS')
    }
  })

  it('a variant visitor never gets the default copy: each variant is its own page', async () => {
    const defaultCopy = await visitUntilCached('/news?cache=3')
    expect(childFriendlySwitch(defaultCopy.html)).toBe('true')
    expect(defaultCopy.html).toContain('class="cookie-popup"')
    for (const variant of VARIANTS) {
      const seen = await visit('/news?cache=3', variant.init)
      expect(seen.cache, variant.name).toBe('MISS')
      variant.expectOwnPage(seen.html)
    }
  })

  it('a default visitor never gets a variant copy stored before theirs', async () => {
    // SPEC §4.2, §4.7: the variants' copies are in the cache first, each served back to its own kind of visitor.
    for (const variant of VARIANTS) variant.expectOwnPage((await visitUntilCached('/news?cache=5', variant.init)).html)
    const first = await visit('/news?cache=5')
    expect(first.cache).toBe('MISS')
    expect(childFriendlySwitch(first.html)).toBe('true')
    expect(first.html).toContain('class="cookie-popup"')
    const hit = await visitUntilCached('/news?cache=5')
    expect(childFriendlySwitch(hit.html)).toBe('true')
    expect(hit.html).toContain('class="cookie-popup"')
    // And the variants still get their own copies, not the default one stored last.
    for (const variant of VARIANTS) {
      const seen = await visit('/news?cache=5', variant.init)
      expect(seen.cache, variant.name).toBe('HIT')
      variant.expectOwnPage(seen.html)
    }
  })

  it('a visitor from another country gets the same copy: no page HTML depends on the country', async () => {
    // What may be bought or watched there is asked by the browser (packages API, session check), not rendered.
    const british = await visitUntilCached('/news?cache=6', { cf: { country: 'GB' } })
    const japanese = await visit('/news?cache=6', { cf: { country: 'JP' } })
    expect(japanese.cache).toBe('HIT')
    expect(japanese.html.replaceAll(japanese.nonce ?? '', '')).toBe(british.html.replaceAll(british.nonce ?? '', ''))
  })

  it('the Arabic page and the English one are separate copies, in both orders', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now()) // the live page is fresh for 5 s only: the clock stands still for this test
    expect(htmlTag((await visitUntilCached('/live/video?lang=ar')).html)).toBe('<html lang="ar" dir="rtl">')
    const english = await visit('/live/video')
    expect(english.cache).toBe('MISS')
    expect(htmlTag(english.html)).toBe('<html lang="en" dir="ltr">')
    expect(htmlTag((await visitUntilCached('/live/video')).html)).toBe('<html lang="en" dir="ltr">')
    const arabic = await visit('/live/video?lang=ar')
    expect(arabic.cache).toBe('HIT')
    expect(htmlTag(arabic.html)).toBe('<html lang="ar" dir="rtl">')
  })

  it('pages about one visitor are never cached', async () => {
    expect((await visit('/account/login')).cache).toBe('BYPASS')
    expect((await visit('/payment-successful')).cache).toBe('BYPASS')
  })

  it('purging a path misses every variant of it at once and keeps other pages', async () => {
    const visitors = [{ name: 'default', init: {} }, ...VARIANTS]
    for (const visitor of visitors) await visitUntilCached('/news?cache=4', visitor.init)
    await visitUntilCached('/teams?cache=4')
    await purgePages(ORIGIN, ['/news'])
    for (const visitor of visitors) expect((await visit('/news?cache=4', visitor.init)).cache, visitor.name).toBe('MISS')
    expect((await visit('/teams?cache=4')).cache).toBe('HIT')
    // With no path, the whole site.
    await purgePages(ORIGIN)
    expect((await visit('/teams?cache=4')).cache).toBe('MISS')
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

describe('copies of an older build (issue 13 §2)', () => {
  const build = { entry: '/assets/entry-ESAPXGHP.js', css: ['/assets/entry-FCG7PBJY.css'] }

  it.each([
    ['new scripts', { ...build, entry: '/assets/entry-Q2W3E4R5.js' }],
    // The entry's hash stays when only styles change; a copy naming the old style sheet would show unstyled.
    ['new styles only', { ...build, css: ['/assets/entry-JC42F77X.css'] }],
  ])('a build with %s never reads the copies of the one before', (_, next) => {
    expect(buildOf(next)).not.toBe(buildOf(build))
  })

  it('the same build reads its own copies', () => {
    expect(buildOf({ ...build, css: [...build.css] })).toBe(buildOf(build))
  })
})
