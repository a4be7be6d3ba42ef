import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import type { SessionUser } from '../../shared/types/account'
import type { AdminAccountDetail } from '../../shared/types/admin-accounts'
import { staff } from './admin-articles-helpers'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { streamSessionsOf } from './stream-socket-helpers'

// Issue 19 §7 (administrator): complimentary entitlements, ending an account's devices, its own stream limit.

beforeEach(() => seedDemo())

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

async function sessionCodes(browser: Browser): Promise<string[]> {
  const response = await browser.fetch('/api/auth/session')
  return ((await response.json()) as { data: { attributes: SessionUser } }).data.attributes.entitlements
}

async function detailOf(admin: Browser, ssoId: string): Promise<AdminAccountDetail> {
  return ((await (await admin.fetch(`/api/admin/accounts/${ssoId}`)).json()) as { data: { attributes: AdminAccountDetail } }).data
    .attributes
}

async function auditActions(ssoId: string) {
  const { results } = await env.DB.prepare(
    "SELECT action, actor_email, before_json, after_json FROM audit_log WHERE subject_type = 'account' AND subject_id = ? ORDER BY id",
  )
    .bind(ssoId)
    .all<{ action: string; actor_email: string; before_json: string | null; after_json: string | null }>()
  return results
}

const put = (browser: Browser, path: string, body: unknown) =>
  browser.fetch(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

describe('a complimentary entitlement', () => {
  it('given with an end date shows in the account’s session and detail; withdrawn, it is gone; both audited', async () => {
    const { account, browser } = await supporter()
    const admin = await staff('admin')
    expect(await sessionCodes(browser)).not.toContain('subscriber')
    const given = await admin.post(`/api/admin/accounts/${account.ssoId}/entitlements`, { code: 'subscriber', endsAt: inAWeek() })
    expect(given.status).toBe(201)
    expect(await sessionCodes(browser)).toContain('subscriber')
    const held = (await detailOf(admin, account.ssoId)).entitlements.find((e) => e.source === 'admin')
    expect(held?.code).toBe('subscriber')
    expect(held?.endsAt).not.toBeNull()

    const withdrawn = await admin.fetch(`/api/admin/accounts/${account.ssoId}/entitlements/${held?.id}`, { method: 'DELETE' })
    expect(withdrawn.status).toBe(204)
    expect(await sessionCodes(browser)).not.toContain('subscriber')
    const audit = await auditActions(account.ssoId)
    expect(audit.map((a) => a.action)).toEqual(['grant', 'withdraw'])
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ code: 'subscriber' })
    expect(JSON.parse(audit[1]?.before_json ?? '{}')).toMatchObject({ id: held?.id, code: 'subscriber' })
  })

  it('withdrawn, the live stream it allowed ends at once', async () => {
    const { account, browser } = await supporter()
    const admin = await staff('admin')
    await admin.post(`/api/admin/accounts/${account.ssoId}/entitlements`, { code: 'subscriber', endsAt: inAWeek() })
    expect((await check(browser, LIVE_AUDIO_ASSET, 1)).status).toBe(200)
    expect(await streamSessionsOf(account.ssoId).heldAssets()).toEqual([LIVE_AUDIO_ASSET])
    const held = (await detailOf(admin, account.ssoId)).entitlements.find((e) => e.source === 'admin')
    await admin.fetch(`/api/admin/accounts/${account.ssoId}/entitlements/${held?.id}`, { method: 'DELETE' })
    expect(await streamSessionsOf(account.ssoId).heldAssets()).toEqual([])
    expect(await check(browser, LIVE_AUDIO_ASSET, 1)).toMatchObject({ status: 403, code: CODES.notSubscribed })
  })

  it('a bought or signup entitlement is not withdrawn here: 409 with the reason, nothing changed or audited', async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const admin = await staff('admin')
    const [held] = (await detailOf(admin, account.ssoId)).entitlements
    await env.DB.prepare("UPDATE entitlements SET source = 'purchase' WHERE id = ?").bind(held?.id).run()
    const refused = await admin.fetch(`/api/admin/accounts/${account.ssoId}/entitlements/${held?.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    const body = (await refused.json()) as { errors: Array<{ code: string; message: string }> }
    expect(body.errors[0]?.code).toBe('not_complimentary')
    expect(body.errors[0]?.message).toMatch(/Stripe/)
    expect(await sessionCodes(browser)).toContain('subscriber')
    expect(await auditActions(account.ssoId)).toEqual([])
  })

  it('bad bodies are refused beside their fields, and nothing is given', async () => {
    const { account, browser } = await supporter()
    const admin = await staff('admin')
    const bad = await admin.post(`/api/admin/accounts/${account.ssoId}/entitlements`, {
      code: 'everything',
      endsAt: '2001-01-01T00:00:00Z',
    })
    expect(bad.status).toBe(400)
    const pointers = ((await bad.json()) as { errors: Array<{ source: { pointer: string } }> }).errors.map((e) => e.source.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/code', '/endsAt']))
    const noEnd = await admin.post(`/api/admin/accounts/${account.ssoId}/entitlements`, { code: 'plus' })
    expect(noEnd.status).toBe(400)
    expect(await sessionCodes(browser)).toEqual(['freemium'])
    expect((await admin.post('/api/admin/accounts/no-such-account/entitlements', { code: 'plus', endsAt: inAWeek() })).status).toBe(404)
  })
})

describe('ending an account’s devices', () => {
  it('frees its device slots for the session check and signs it out, without blocking; audited', async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    expect((await check(browser, LIVE_AUDIO_ASSET, 1)).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 3)).code).toBe(CODES.concurrency)
    const admin = await staff('admin')
    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/devices/end`)).status).toBe(200)

    // The old sign-in is over; signed in again, the freed slots are there.
    expect((await check(browser, LIVE_AUDIO_ASSET, 1)).status).not.toBe(200)
    const again = new Browser()
    await again.signIn(account.email, account.password)
    expect((await check(again, LIVE_AUDIO_ASSET, 3)).status).toBe(200)
    expect((await detailOf(admin, account.ssoId)).blocked).toBe(false)
    const audit = await auditActions(account.ssoId)
    expect(audit.map((a) => [a.action, JSON.parse(a.before_json ?? 'null'), JSON.parse(a.after_json ?? 'null')])).toEqual([
      ['signout', { signIns: 1 }, { signIns: 0 }],
    ])
  })
})

describe('the account’s own stream limit', () => {
  it('applies to the session check; null returns it to the default; audited with before and after', async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const admin = await staff('admin')
    expect((await put(admin, `/api/admin/accounts/${account.ssoId}/stream-limit`, { limit: 1 })).status).toBe(200)
    expect((await detailOf(admin, account.ssoId)).streamLimit).toBe(1)
    expect((await check(browser, LIVE_AUDIO_ASSET, 1)).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).code).toBe(CODES.concurrency)
    expect((await put(admin, `/api/admin/accounts/${account.ssoId}/stream-limit`, { limit: null })).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).status).toBe(200)
    const audit = await auditActions(account.ssoId)
    expect(audit.map((a) => [a.action, JSON.parse(a.before_json ?? 'null'), JSON.parse(a.after_json ?? 'null')])).toEqual([
      ['limit', { limit: null }, { limit: 1 }],
      ['limit', { limit: 1 }, { limit: null }],
    ])
  })

  it('out of 1..10 or not a number is refused at /limit', async () => {
    const { account } = await supporter()
    const admin = await staff('admin')
    for (const limit of [0, 11, 2.5, 'two']) {
      const bad = await put(admin, `/api/admin/accounts/${account.ssoId}/stream-limit`, { limit })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { errors: Array<{ source: { pointer: string } }> }).errors[0]?.source.pointer).toBe('/limit')
    }
    expect((await detailOf(admin, account.ssoId)).streamLimit).toBeNull()
  })
})

describe('who may', () => {
  it('an editor may do none of it', async () => {
    const { account } = await supporter()
    const editor = await staff('editor')
    expect((await editor.post(`/api/admin/accounts/${account.ssoId}/entitlements`, { code: 'plus', endsAt: inAWeek() })).status).toBe(403)
    expect((await editor.post(`/api/admin/accounts/${account.ssoId}/devices/end`)).status).toBe(403)
    expect((await put(editor, `/api/admin/accounts/${account.ssoId}/stream-limit`, { limit: 3 })).status).toBe(403)
    expect(await auditActions(account.ssoId)).toEqual([])
  })
})
