import { env } from 'cloudflare:workers'
import { decodeJwt } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { pageVariantKey } from '../../shared/rules/page-cache'
import { SESSION_COOKIE } from '../../shared/rules/session-cookie-names'
import { viewerClassOf } from '../../shared/rules/viewer-class'
import { signToken } from '../../worker/identity/tokens'
import { seedDemo } from './helpers'
import { type Seen, supporter, visit, visitUntilCached } from './page-cache-signed-in-helpers'

// Issue 22 bad input: a session cookie that does not hold, or a cookie header built to hurt, on a cached
// page gets the anonymous page (from the cache, or rendered), 200, never an error page or a 5xx.

const PATH = '/videos?attack=1'

beforeEach(async () => {
  await seedDemo()
})

function expectAnonymous(page: Seen, anonymous: Seen, what: string): void {
  expect(page.status, what).toBe(200)
  expect(['HIT', 'MISS', 'STALE'], what).toContain(page.cache)
  expect(page.button, what).toBe('Log In')
  expect(page.viewer, what).toBeNull()
  expect(page.locks, what).toEqual(anonymous.locks)
}

describe('a session cookie that does not hold gets the anonymous page', () => {
  it('forged, expired or revoked: 200, the anonymous parts, never an error page', async () => {
    const anonymous = await visitUntilCached(null, PATH)
    const { account, browser } = await supporter('Vera', ['subscriber'])
    const genuine = browser.cookies.get(SESSION_COOKIE) ?? ''
    const claims = decodeJwt(genuine)
    const [header, , signature] = genuine.split('.')
    const raised = btoa(JSON.stringify({ ...claims, role: 'admin', sub: 'demo-admin' })).replace(/=+$/, '')
    const longAgo = new Date(Date.now() - 3 * 86_400_000)
    const expired = await signToken(env, 'session', account.ssoId, { sid: claims.sid, role: claims.role }, longAgo)
    // The same token signed now is honoured: the expired one below is refused for its age alone.
    const fresh = await signToken(env, 'session', account.ssoId, { sid: claims.sid, role: claims.role })
    expect((await visit(null, PATH, { headers: { Cookie: `${SESSION_COOKIE}=${fresh}` } })).button).toBe('Vera')
    const cookies = {
      'not a token at all': 'forged',
      'claims changed, signature kept': `${header}.${raised}.${signature}`,
      'signed by us, expired': expired,
      'an empty value': '',
      '64 KB of token': 'x'.repeat(64 * 1024),
    }
    for (const [what, token] of Object.entries(cookies)) {
      expectAnonymous(await visit(null, PATH, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } }), anonymous, what)
    }
    // Revoked: the genuine token after signing out.
    expect((await browser.post('/api/auth/logout')).status).toBe(200)
    expectAnonymous(await visit(null, PATH, { headers: { Cookie: `${SESSION_COOKIE}=${genuine}` } }), anonymous, 'revoked')
  })
})

describe('a cookie header built to hurt', () => {
  it('64 KB of cookies, or thousands of them: the page still answers, never a 5xx', async () => {
    const anonymous = await visitUntilCached(null, PATH)
    const headers = {
      'one 64 KB cookie': `big=${'y'.repeat(64 * 1024)}`,
      'thousands of cookies': Array.from({ length: 3000 }, (_, i) => `c${i}=${i}`).join('; '),
      'thousands of session cookies': Array.from({ length: 2000 }, () => `${SESSION_COOKIE}=forged`).join('; '),
    }
    for (const [what, cookie] of Object.entries(headers)) {
      expectAnonymous(await visit(null, PATH, { headers: { Cookie: cookie } }), anonymous, what)
    }
  })

  it("a cookie named like a cache variant never picks that variant: a subscriber's copy stays theirs", async () => {
    const anonymous = await visitUntilCached(null, PATH)
    const { browser } = await supporter('Sadie', ['subscriber'])
    const theirs = await visitUntilCached(browser, PATH)
    const viewerClass = viewerClassOf({ ...theirs.viewer!, role: 'supporter' })
    if (!viewerClass.shared) throw new Error('a supporter has a shared class')
    const variant = pageVariantKey({ childFriendly: true, consent: NO_CONSENT, viewerClassKey: viewerClass.key })
    const cookie = [
      `${viewerClass.key}=1`,
      `${variant}=1`,
      `viewerClass=${viewerClass.key}`,
      `__page-cache=${variant}`,
      `variant=${variant}`,
      'anon=0',
    ].join('; ')
    const page = await visit(null, PATH, { headers: { Cookie: cookie } })
    expectAnonymous(page, anonymous, 'variant-named cookies')
    expect(page.locks).not.toEqual(theirs.locks)
  })

  it('a display name written to break out of the page stays text: in the header and in the viewer script', async () => {
    const { account, browser } = await supporter('Eve')
    const evil = '</script><img src=x onerror=alert(1)>\u2028"Eve'
    await env.DB.prepare('UPDATE accounts SET display_name = ? WHERE id = ?').bind(evil, account.id).run()
    const page = await visit(browser, PATH)
    expect(page.status).toBe(200)
    expect(page.html).not.toContain('<img src=x')
    expect(page.html).not.toContain('</script><img')
    // The script hands the name over intact; the header shows the first 11 characters of its first word and an ellipsis, as text.
    expect(page.viewer?.displayName).toBe(evil)
    expect(page.button).toBe('&lt;/script&gt;&lt;i…')
  })
})
