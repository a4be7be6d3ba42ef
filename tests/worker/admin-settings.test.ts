import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import type { AdminSettings } from '../../shared/types/admin-accounts'
import { staff } from './admin-articles-helpers'
import type { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'

// Issue 19 §7 settings: the unsold territories (and with them the match-pass regions) and the default stream
// limit change; the site lock is shown.

beforeEach(() => seedDemo())

const put = (browser: Browser, body: unknown) =>
  browser.fetch('/api/admin/settings', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

async function settingsOf(browser: Browser): Promise<AdminSettings> {
  return ((await (await browser.fetch('/api/admin/settings')).json()) as { data: { attributes: AdminSettings } }).data.attributes
}

async function auditRows() {
  const { results } = await env.DB.prepare(
    "SELECT action, before_json, after_json FROM audit_log WHERE subject_type = 'settings' AND subject_id = 'unsoldTerritories' ORDER BY id",
  ).all<{ action: string; before_json: string; after_json: string }>()
  return results
}

describe('GET and PUT /api/admin/settings', () => {
  it('shows the territories, the match-pass regions, the default stream limit and whether the site is locked', async () => {
    const settings = await settingsOf(await staff('admin'))
    expect(settings.unsoldTerritories).toContain('JP')
    expect(settings.matchPassRegions).toEqual(settings.unsoldTerritories)
    expect(settings.defaultStreamLimit).toBeGreaterThanOrEqual(1)
    expect(typeof settings.siteLocked).toBe('boolean')
  })

  it('a new list changes the live-rights decision at once, audited with before and after', async () => {
    const { browser } = await supporter({ grants: ['subscriber', 'plus'] })
    expect(await check(browser, LIVE_VIDEO_ASSET, 1, 'DE')).toMatchObject({ code: CODES.country, cause: 'notUnsoldTerritory' })
    expect((await check(browser, LIVE_VIDEO_ASSET, 1, 'JP')).status).toBe(200)
    const admin = await staff('admin')
    const before = (await settingsOf(admin)).unsoldTerritories
    const saved = await put(admin, { unsoldTerritories: ['US', 'DE'] })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { data: { attributes: AdminSettings } }).data.attributes.unsoldTerritories).toEqual(['DE', 'US'])
    expect((await check(browser, LIVE_VIDEO_ASSET, 2, 'DE')).status).toBe(200)
    expect(await check(browser, LIVE_VIDEO_ASSET, 3, 'JP')).toMatchObject({ code: CODES.country, cause: 'notUnsoldTerritory' })
    const [entry] = await auditRows()
    expect(entry?.action).toBe('update')
    expect(JSON.parse(entry?.before_json ?? '[]')).toEqual(before)
    expect(JSON.parse(entry?.after_json ?? '[]')).toEqual(['DE', 'US'])
    const listed = await admin.fetch('/api/admin/audit?subjectType=settings&action=update')
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1)
  })

  it('a home nation, a bad code or a repeat is refused beside its field; nothing changes or is audited', async () => {
    const admin = await staff('admin')
    const before = (await settingsOf(admin)).unsoldTerritories
    const bad = await put(admin, { unsoldTerritories: ['US', 'GB', 'usa'] })
    expect(bad.status).toBe(400)
    const errors = ((await bad.json()) as { errors: Array<{ message: string; source: { pointer: string } }> }).errors
    expect(errors.map((e) => e.source.pointer)).toEqual(['/unsoldTerritories/1', '/unsoldTerritories/2'])
    expect(errors[0]?.message).toMatch(/GB can never be an unsold territory/)
    expect((await put(admin, { unsoldTerritories: ['US', 'US'] })).status).toBe(400)
    expect((await put(admin, {})).status).toBe(400)
    const locked = await put(admin, { unsoldTerritories: ['US'], siteLocked: false, defaultStreamLimit: 50 })
    expect(locked.status).toBe(400)
    const lockedErrors = ((await locked.json()) as { errors: Array<{ source: { pointer: string } }> }).errors
    expect(lockedErrors.map((e) => e.source.pointer).sort()).toEqual(['/defaultStreamLimit', '/siteLocked'])
    expect((await settingsOf(admin)).unsoldTerritories).toEqual(before)
    expect(await auditRows()).toEqual([])
  })

  it("the default stream limit applies from the next check, an account's own limit still wins, null returns to the deploy's; audited", async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const admin = await staff('admin')
    const configured = (await settingsOf(admin)).configuredStreamLimit
    expect(configured).toBeGreaterThanOrEqual(2)
    const saved = await put(admin, { defaultStreamLimit: 1 })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { data: { attributes: AdminSettings } }).data.attributes).toMatchObject({
      defaultStreamLimit: 1,
      storedStreamLimit: 1,
      configuredStreamLimit: configured,
    })
    expect((await check(browser, LIVE_AUDIO_ASSET, 1)).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).code).toBe(CODES.concurrency)
    const own = await admin.fetch(`/api/admin/accounts/${account.ssoId}/stream-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 2 }),
    })
    expect(own.status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).status).toBe(200)
    expect((await put(admin, { defaultStreamLimit: null })).status).toBe(200)
    expect(await settingsOf(admin)).toMatchObject({ defaultStreamLimit: configured, storedStreamLimit: null })
    const { results } = await env.DB.prepare(
      "SELECT before_json, after_json FROM audit_log WHERE subject_type = 'settings' AND subject_id = 'defaultStreamLimit' ORDER BY id",
    ).all<{ before_json: string; after_json: string }>()
    expect(results.map((r) => [JSON.parse(r.before_json), JSON.parse(r.after_json)])).toEqual([
      [{ limit: null }, { limit: 1 }],
      [{ limit: 1 }, { limit: null }],
    ])
  })

  it('an editor may neither read nor change them', async () => {
    const editor = await staff('editor')
    expect((await editor.fetch('/api/admin/settings')).status).toBe(403)
    expect((await put(editor, { unsoldTerritories: ['US'] })).status).toBe(403)
    expect(await auditRows()).toEqual([])
  })
})
