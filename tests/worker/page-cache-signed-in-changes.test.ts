import { beforeEach, describe, expect, it } from 'vitest'
import { seedDemo } from './helpers'
import { supporter, visit, visitUntilCached } from './page-cache-signed-in-helpers'

// Issue 22 §1: the viewer class is read from D1 on every request, so a sign-out, a purchase or a block
// changes a supporter's personal parts on their very next request, cached page or not.

const PLAYS = 'plays'

beforeEach(async () => {
  await seedDemo()
})

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

describe('what changes a cached page on the very next request', () => {
  it('sign-out: the next page is the anonymous one, also for the cookie kept from before', async () => {
    const anonymous = await visitUntilCached(null, '/videos?changes=1')
    const { browser } = await supporter('Olive', ['subscriber'])
    expect((await visitUntilCached(browser, '/videos?changes=1')).button).toBe('Olive')
    const oldCookies = browser.cookieHeader()
    expect((await browser.post('/api/auth/logout')).status).toBe(200)
    for (const page of [
      await visit(browser, '/videos?changes=1'),
      await visit(null, '/videos?changes=1', { headers: { Cookie: oldCookies } }),
    ]) {
      expect(page.status).toBe(200)
      expect(page.cache).toBe('HIT')
      expect(page.button).toBe('Log In')
      expect(page.viewer).toBeNull()
      expect(page.locks).toEqual(anonymous.locks)
      expect(page.html).not.toContain('Olive')
    }
  })

  it('a purchase (an entitlement granted): the next page shows the videos it opens', async () => {
    const { browser: admin } = await supporter('Ada', [], { role: 'admin' })
    const { account, browser } = await supporter('Percy')
    const before = await visitUntilCached(browser, '/videos?changes=2')
    const lockedBefore = before.locks.filter((lock) => lock !== PLAYS).length
    expect(lockedBefore).toBeGreaterThan(0)
    const granted = await admin.post(`/api/admin/accounts/${account.ssoId}/entitlements`, { code: 'subscriber', endsAt: inAWeek() })
    expect(granted.status).toBe(201)
    const after = await visit(browser, '/videos?changes=2')
    expect(after.status).toBe(200)
    expect(after.viewer?.entitlements).toContain('subscriber')
    expect(after.locks.filter((lock) => lock !== PLAYS).length).toBeLessThan(lockedBefore)
    expect(after.button).toBe('Percy')
  })

  it('a block: the session ends, so the next page is the anonymous one', async () => {
    const anonymous = await visitUntilCached(null, '/videos?changes=3')
    const { browser: admin } = await supporter('Ada', [], { role: 'admin' })
    const { account, browser } = await supporter('Blake', ['subscriber'])
    const before = await visitUntilCached(browser, '/videos?changes=3')
    expect(before.button).toBe('Blake')
    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/block`)).status).toBe(200)
    const after = await visit(browser, '/videos?changes=3')
    expect(after.status).toBe(200)
    expect(after.button).toBe('Log In')
    expect(after.viewer).toBeNull()
    expect(after.locks).toEqual(anonymous.locks)
  })

  it("restrictions bypassed (§6): the session holds and the next page is the new class's, with the name", async () => {
    const { browser: admin } = await supporter('Ada', [], { role: 'admin' })
    const { account, browser } = await supporter('Bella', ['subscriber'])
    const before = await visitUntilCached(browser, '/videos?changes=4')
    expect(before.viewer?.bypassed).toBe(false)
    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/bypass`)).status).toBe(200)
    const after = await visit(browser, '/videos?changes=4')
    // Another class: its own copy, rendered now.
    expect(after.cache).toBe('MISS')
    expect(after.viewer?.bypassed).toBe(true)
    expect(after.button).toBe('Bella')
  })
})
