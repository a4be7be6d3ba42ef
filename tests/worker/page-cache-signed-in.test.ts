import { env } from 'cloudflare:workers'
import { decodeJwt } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../shared/rules/session-cookie-names'
import { signToken } from '../../worker/identity/tokens'
import { viewerClassOf } from '../../shared/rules/viewer-class'
import { Browser } from './auth-helpers'
import { bootOf, get, seedDemo } from './helpers'
import { firstDifference, seen, sharedPart, storedCopy, supporter, visit, visitUntilCached } from './page-cache-signed-in-helpers'

// Issue 22 §1: signed-in supporters are served from the edge cache, one copy per viewer class,
// their personal parts written on the way out; nothing personal is ever in a stored copy.

beforeEach(async () => {
  await seedDemo()
})

async function demo(email: string): Promise<Browser> {
  const browser = new Browser()
  await browser.signIn(email)
  return browser
}

describe('a signed-in supporter on a public page', () => {
  it('is served from the cache with their own name and lock states: a subscriber, a freemium account, a blocked account', async () => {
    const anonymous = await visitUntilCached(null, '/videos?signed=1')
    expect(anonymous.button).toBe('Log In')
    const locked = anonymous.locks.filter((lock) => lock !== 'plays')
    expect(locked.length).toBeGreaterThan(0)

    const viewers = [
      { email: 'subscriber@example.com', name: 'Sid', ssoID: 'demo-subscriber' },
      { email: 'supporter@example.com', name: 'Sam', ssoID: 'demo-supporter' },
      { email: 'blocked@example.com', name: 'Bob', ssoID: 'demo-blocked' },
    ]
    const pages = new Map<string, { rendered: Awaited<ReturnType<typeof visit>>; hit: Awaited<ReturnType<typeof visit>> }>()
    for (const viewer of viewers) {
      const browser = await demo(viewer.email)
      const rendered = await visit(browser, '/videos?signed=1')
      expect(rendered.cache, viewer.email).toBe('MISS')
      const hit = await visitUntilCached(browser, '/videos?signed=1')
      expect(hit.status).toBe(200)
      // Only the edge keeps the class's copy; the browser revalidates, as for any page.
      expect(hit.cacheControl).toBe('private, no-cache')
      // The name, never 'Log In', in the HTML as served: right in the first paint.
      expect(hit.button, viewer.email).toBe(viewer.name)
      expect(hit.html).not.toMatch(/class="sticky-nav__profile"[^>]*>(?:(?!<\/button>)[\s\S])*Log In/)
      expect(hit.viewer).toMatchObject({ ssoID: viewer.ssoID, displayName: expect.stringContaining(viewer.name) })
      // The copy served is the page rendered for them (lock badges, buy buttons), only the nonce differs.
      expect(hit.locks).toEqual(rendered.locks)
      expect(firstDifference(sharedPart(hit), sharedPart(rendered))).toBeNull()
      pages.set(viewer.email, { rendered, hit })
    }
    const sid = pages.get('subscriber@example.com')!.hit
    const sam = pages.get('supporter@example.com')!.hit
    const bob = pages.get('blocked@example.com')!.hit
    // SPEC §4.3 for each: the subscriber's videos play, the freemium account's paid ones stay locked with
    // another message than 'log in'. The blocked account (§6) is a class of its own: its first visit
    // above was a MISS although the subscriber's copy was stored, and it hears it is blocked.
    expect(sid.locks.filter((lock) => lock !== 'plays').length).toBeLessThan(locked.length)
    expect(sam.locks).not.toEqual(anonymous.locks)
    expect(sam.locks).not.toEqual(sid.locks)
    expect(new Set(sam.locks.filter((lock) => lock !== 'plays'))).not.toEqual(new Set(locked))
    expect(bob.viewer?.blocked).toBe(true)
    expect(bob.locks).toEqual(pages.get('blocked@example.com')!.rendered.locks)
  })

  it('two supporters of one class share one copy, byte for byte, and the stored copy names nobody', async () => {
    const anonymous = await visitUntilCached(null, '/videos?shared=1')
    const ann = await supporter('Annabel', ['subscriber'])
    const ben = await supporter('Benedict', ['subscriber'])
    const annPage = await visitUntilCached(ann.browser, '/videos?shared=1')
    // Ben's first visit is already a HIT: Ann's class copy.
    const benPage = await visit(ben.browser, '/videos?shared=1')
    expect(benPage.cache).toBe('HIT')
    expect([annPage.button, benPage.button]).toEqual(['Annabel', 'Benedict'])
    expect(benPage.viewer?.ssoID).toBe(ben.account.ssoId)
    expect(firstDifference(sharedPart(benPage), sharedPart(annPage))).toBeNull()

    const viewerClass = viewerClassOf({ ...annPage.viewer!, role: 'supporter' })
    if (!viewerClass.shared) throw new Error('a supporter has a shared class')
    const copy = await storedCopy('/videos?shared=1', viewerClass.key)
    expect(copy).not.toBeNull()
    for (const personal of [ann, ben]) {
      for (const value of [personal.account.email, personal.account.ssoId, 'Annabel', 'Benedict', 'Tester']) {
        expect(copy, value).not.toContain(value)
      }
    }
    expect(copy).not.toContain('__VIEWER__')
    // The copy's boot data is the anonymous page's: no user state, none of the viewer's codes.
    expect(bootOf(copy!)).toEqual(bootOf(anonymous.html))
    // The viewer's codes appear only where the anonymous page has them too (the videos' own requirements).
    for (const code of annPage.viewer!.entitlements) {
      expect(copy!.split(`"${code}"`).length, code).toBe(anonymous.html.split(`"${code}"`).length)
    }
    // Rendered for the class: signed in, the name written on the way out.
    expect(copy).toMatch(/data-personal="display-name"[^>]*>Profile</)
  })

  it('pages personal by nature still bypass the cache, and staff keep a page of their own', async () => {
    const sid = await demo('subscriber@example.com')
    for (const path of ['/payment-successful', '/cancelled-payment', '/account/adverts-report']) {
      const page = await visit(sid, path)
      expect(page.cache, path).toBe('BYPASS')
      expect(page.status, path).toBeLessThan(500)
    }
    const { browser: admin } = await supporter('Ada', ['subscriber'], { role: 'admin' })
    await visitUntilCached(null, '/videos?staff=1')
    for (let visitNo = 0; visitNo < 3; visitNo += 1) {
      const page = await visit(admin, '/videos?staff=1')
      expect(page.cache).toBe('BYPASS')
      expect(page.button).toBe('Ada')
      expect(page.viewer?.role).toBe('admin')
    }
  })

  it('a supporter signed in before issue 18 §5 (old-named cookie) is named, and moved to the new cookie, on a public page', async () => {
    const { account, browser } = await supporter('Lottie', ['subscriber'])
    const { sid } = decodeJwt(browser.cookies.get(SESSION_COOKIE) ?? '')
    // As the old code issued it: no issue 18 mark, in the old-named cookie.
    const old = await signToken(env, 'session', account.ssoId, { sid, role: 'supporter' })
    const response = await visitWithResponse(`club_session=${old}`)
    expect(response.page.cache).toBe('BYPASS')
    expect(response.page.button).toBe('Lottie')
    expect(response.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=${old}`))).toBe(true)
  })
})

async function visitWithResponse(cookie: string) {
  const response = await get('/videos?legacy=1', { headers: { Accept: 'text/html', Cookie: cookie } })
  return { page: seen(response, await response.text()), setCookies: response.headers.getSetCookie() }
}
