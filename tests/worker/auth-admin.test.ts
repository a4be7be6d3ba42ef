import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../shared/types/account'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

// issue 8 §6 (entitlements of the signed-in account only) and §7 (administrators block, unblock, bypass, unbypass).

async function signedIn(options: Parameters<typeof makeAccount>[0] = {}) {
  const account = await makeAccount(options)
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return { account, browser }
}

async function sessionUser(browser: Browser): Promise<SessionUser | null> {
  const response = await browser.fetch('/api/auth/session')
  return response.status === 200 ? ((await response.json()) as { data: { attributes: SessionUser } }).data.attributes : null
}

describe('GET /api/streamline/users/entitlements/{ssoID} (SPEC §7)', () => {
  it('answers the signed-in account with the §7 shape and what it holds now', async () => {
    const { account, browser } = await signedIn({ grants: ['subscriber', 'plus'] })
    const response = await browser.fetch(`/api/streamline/users/entitlements/${account.ssoId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      data: {
        type: 'entitlements',
        attributes: {
          userID: account.ssoId,
          entitlements: ['freemium', 'plus', 'subscriber'],
          ownedEntitlements: ['freemium', 'plus', 'subscriber'],
          stripeCustomerID: null,
        },
      },
    })
  })

  it("another account's entitlements are a 404 identical to an unknown id, and so is every id when signed out", async () => {
    const other = await makeAccount({ grants: ['plus'] })
    const { browser } = await signedIn()
    const answers = await Promise.all([
      browser.fetch(`/api/streamline/users/entitlements/${other.ssoId}`),
      browser.fetch('/api/streamline/users/entitlements/no-such-account'),
      new Browser().fetch(`/api/streamline/users/entitlements/${other.ssoId}`),
      new Browser().fetch('/api/streamline/users/entitlements/no-such-account'),
      browser.fetch(`/api/streamline/users/entitlements/${other.ssoId.toUpperCase()}`),
      browser.fetch(`/api/streamline/users/entitlements/${other.ssoId}%20`),
    ])
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404])
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).not.toContain(other.ssoId)
  })

  it('an email address in place of the id reveals nothing either', async () => {
    const other = await makeAccount()
    const { browser } = await signedIn()
    const byEmail = await browser.fetch(`/api/streamline/users/entitlements/${encodeURIComponent(other.email)}`)
    const unknown = await browser.fetch(`/api/streamline/users/entitlements/${encodeURIComponent('nobody@example.com')}`)
    expect([byEmail.status, unknown.status]).toEqual([404, 404])
    expect(await byEmail.text()).toBe(await unknown.text())
  })
})

describe('administrators block, unblock, bypass and unbypass (SPEC §6)', () => {
  const actions = ['block', 'unblock', 'bypass', 'unbypass'] as const

  it.each(actions)('%s: anonymous 401, supporter 403, admin 200, unknown account 404', async (action) => {
    const target = await makeAccount()
    const { browser: supporter } = await signedIn()
    const { browser: admin } = await signedIn({ role: 'admin' })
    const path = `/api/admin/accounts/${target.ssoId}/${action}`
    const anonymous = await new Browser().post(path)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    const refused = await supporter.post(path)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as ApiError).errors[0]?.code).toBe('forbidden')
    const row = () => env.DB.prepare('SELECT blocked, bypass FROM accounts WHERE id = ?').bind(target.id).first()
    expect(await row()).toEqual({ blocked: 0, bypass: 0 })
    const done = await admin.post(path)
    expect(done.status).toBe(200)
    const on = action === 'block' || action === 'bypass'
    const flag = action.endsWith('block') ? 'blocked' : 'bypassed'
    expect(await done.json()).toMatchObject({ data: { type: 'account', attributes: { ssoID: target.ssoId, [flag]: on } } })
    expect((await admin.post(`/api/admin/accounts/no-such-account/${action}`)).status).toBe(404)
  })

  it('each change is in the audit log with who made it and the values before and after (issue 19 §9); an unknown account adds nothing', async () => {
    const target = await makeAccount()
    const { account: admin, browser } = await signedIn({ role: 'admin' })
    expect((await browser.post(`/api/admin/accounts/${target.ssoId}/block`)).status).toBe(200)
    expect((await browser.post(`/api/admin/accounts/${target.ssoId}/bypass`)).status).toBe(200)
    const entries = await env.DB.prepare(
      "SELECT action, actor_email, before_json, after_json FROM audit_log WHERE subject_type = 'account' AND subject_id = ? ORDER BY id",
    )
      .bind(target.ssoId)
      .all<{ action: string; actor_email: string; before_json: string; after_json: string }>()
    expect(entries.results.map((e) => [e.action, e.actor_email, JSON.parse(e.before_json), JSON.parse(e.after_json)])).toEqual([
      ['block', admin.email, { blocked: false, bypassed: false }, { blocked: true }],
      ['bypass', admin.email, { blocked: true, bypassed: false }, { bypassed: true }],
    ])
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE subject_type = 'account'").first<{ n: number }>())?.n
    const before = await count()
    expect((await browser.post('/api/admin/accounts/no-such-account/block')).status).toBe(404)
    expect(await count()).toBe(before)
  })

  it('an unknown action is a 404 and changes nothing', async () => {
    const target = await makeAccount()
    const { browser: admin } = await signedIn({ role: 'admin' })
    for (const action of ['delete', 'promote', 'BLOCK', 'block.json', '']) {
      const response = await admin.post(`/api/admin/accounts/${target.ssoId}/${action}`)
      expect(response.status, action).toBe(404)
    }
    expect(await env.DB.prepare('SELECT blocked, bypass, role FROM accounts WHERE id = ?').bind(target.id).first()).toEqual({
      blocked: 0,
      bypass: 0,
      role: 'supporter',
    })
  })

  it("blocking ends the blocked account's sessions at once; signed in again, the session says blocked until unblocked", async () => {
    const { account, browser } = await signedIn({ grants: ['subscriber'] })
    const { browser: admin } = await signedIn({ role: 'admin' })
    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/block`)).status).toBe(200)
    expect(await sessionUser(browser)).toBeNull()
    expect((await browser.post('/api/auth/refresh')).status).toBe(401)
    // SPEC §6: a blocked account keeps browsing free content; every paid action answers the blocked code.
    const again = new Browser()
    await again.signIn(account.email, account.password)
    expect(await sessionUser(again)).toMatchObject({ blocked: true })
    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/unblock`)).status).toBe(200)
    expect(await sessionUser(again)).toMatchObject({ blocked: false })
  })

  it("blocking leaves other accounts' sessions alone", async () => {
    const target = await makeAccount()
    const { browser: bystander } = await signedIn()
    const { browser: admin } = await signedIn({ role: 'admin' })
    await admin.post(`/api/admin/accounts/${target.ssoId}/block`)
    expect(await sessionUser(bystander)).not.toBeNull()
    expect(await sessionUser(admin)).not.toBeNull()
  })

  it('bypass shows in the session of the account at once, and unbypass takes it away', async () => {
    const { account, browser } = await signedIn()
    const { browser: admin } = await signedIn({ role: 'admin' })
    expect(await sessionUser(browser)).toMatchObject({ bypassed: false })
    await admin.post(`/api/admin/accounts/${account.ssoId}/bypass`)
    expect(await sessionUser(browser)).toMatchObject({ bypassed: true })
    await admin.post(`/api/admin/accounts/${account.ssoId}/unbypass`)
    expect(await sessionUser(browser)).toMatchObject({ bypassed: false })
  })

  it('the role is read from the account now: a demoted administrator is refused at once', async () => {
    const target = await makeAccount()
    const { account, browser: admin } = await signedIn({ role: 'admin' })
    await env.DB.prepare(`UPDATE accounts SET role = 'supporter' WHERE id = ?`).bind(account.id).run()
    expect((await admin.post(`/api/admin/accounts/${target.ssoId}/block`)).status).toBe(403)
  })

  it('an administrator whose session was revoked is anonymous to the admin API', async () => {
    const target = await makeAccount()
    const { account, browser: admin } = await signedIn({ role: 'admin' })
    await env.DB.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE account_id = ?').bind(new Date().toISOString(), account.id).run()
    expect((await admin.post(`/api/admin/accounts/${target.ssoId}/block`)).status).toBe(401)
  })

  it('a GET never blocks anyone', async () => {
    const target = await makeAccount()
    const { browser: admin } = await signedIn({ role: 'admin' })
    const response = await admin.fetch(`/api/admin/accounts/${target.ssoId}/block`)
    expect(response.status).toBe(404)
    expect(await env.DB.prepare('SELECT blocked FROM accounts WHERE id = ?').bind(target.id).first()).toEqual({ blocked: 0 })
  })
})
