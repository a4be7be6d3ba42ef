import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AdminPromo } from '../../shared/schemas/admin-promos'
import { staff } from './admin-articles-helpers'
import { auditRows, send } from './admin-packages-helpers'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 19 §6 promo overlays (SPEC §2.10, §3, §4.8), §9 audit, §10 version check.
beforeEach(() => seedDemo({ now: new Date() }))

const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

function promoFields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Season tickets on sale',
    type: 'Default',
    channel: 'Web',
    startUtc: at(-HOUR),
    endUtc: at(24 * HOUR),
    url: '/videos/subscriptions',
    webNewWindow: false,
    imageKey: 'promos/season-tickets.jpg',
    imageAlt: 'The north stand',
    enabled: true,
    ...overrides,
  }
}

const promoOf = async (response: Response) => ((await response.json()) as { data: { attributes: AdminPromo } }).data.attributes
const showing = async (channel = 'Web') =>
  ((await (await (await staff(null)).fetch(`/api/promo-overlays/?channel=${channel}`)).json()) as { body: Array<{ promoID: number }> }).body

describe('promo overlays in the back office', () => {
  it('a promo inside its window shows on its channel; one scheduled later does not, until then', async () => {
    const admin = await staff('admin')
    const now = await admin.post('/api/admin/promos', { fields: promoFields() })
    expect(now.status).toBe(201)
    const live = await promoOf(now)
    expect(live).toMatchObject({ state: 'showing', version: 1 })
    const later = await promoOf(await admin.post('/api/admin/promos', { fields: promoFields({ startUtc: at(2 * HOUR) }) }))
    expect(later.state).toBe('scheduled')
    const app = await promoOf(await admin.post('/api/admin/promos', { fields: promoFields({ channel: 'App' }) }))
    const web = (await showing()).map((p) => p.promoID)
    expect(web).toContain(live.id)
    expect(web).not.toContain(later.id)
    expect(web).not.toContain(app.id)
    expect((await showing('App')).map((p) => p.promoID)).toContain(app.id)
    expect((await auditRows('promo', String(live.id))).map((e) => e.action)).toEqual(['create'])
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://example.com/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['https://user:pass@evil.example/'],
    ['/videos/../admin'],
  ])('the link %j is refused beside its field, and nothing is written', async (url) => {
    const admin = await staff('admin')
    const count = () => env.DB.prepare('SELECT count(*) AS n FROM promo_overlays').first()
    const before = await count()
    const response = await admin.post('/api/admin/promos', { fields: promoFields({ url }) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiError & { errors: Array<{ source: { pointer: string } }> }).errors[0]?.source.pointer).toBe(
      '/fields/url',
    )
    expect(await count()).toEqual(before)
  })

  it('an https link and a path of ours are kept; a window that ends before it starts is refused', async () => {
    const admin = await staff('admin')
    expect((await admin.post('/api/admin/promos', { fields: promoFields({ url: 'https://shop.example.com/kits?size=m' }) })).status).toBe(
      201,
    )
    expect((await admin.post('/api/admin/promos', { fields: promoFields({ url: '' }) })).status).toBe(201)
    const backwards = await admin.post('/api/admin/promos', { fields: promoFields({ startUtc: at(HOUR), endUtc: at(-HOUR) }) })
    expect(backwards.status).toBe(400)
    const body = (await backwards.json()) as { errors: Array<{ message: string; source: { pointer: string } }> }
    expect(body.errors[0]).toMatchObject({ message: 'The promo must end after it starts', source: { pointer: '/fields/endUtc' } })
    const notUtc = await admin.post('/api/admin/promos', { fields: promoFields({ startUtc: '2026-11-27 14:00' }) })
    expect(notUtc.status).toBe(400)
  })

  it('edit, the version check (409 with the stored promo, nothing written), delete; each audited with before and after', async () => {
    const [first, second] = [await staff('admin'), await staff('admin')]
    const promo = await promoOf(await first.post('/api/admin/promos', { fields: promoFields() }))
    const { id, version, state: _s, ...fields } = promo
    const saved = await send(first, 'PUT', `/api/admin/promos/${id}`, { version, fields: { ...fields, enabled: false } })
    expect(saved.status).toBe(200)
    expect(await promoOf(saved)).toMatchObject({ enabled: false, state: 'off', version: 2 })
    expect((await showing()).map((p) => p.promoID)).not.toContain(id)

    const stale = await send(second, 'PUT', `/api/admin/promos/${id}`, { version, fields: { ...fields, title: 'Theirs' } })
    expect(stale.status).toBe(409)
    const conflict = (await stale.json()) as ApiError & { data: { attributes: AdminPromo } }
    expect(conflict.errors[0]?.code).toBe('version_conflict')
    expect(conflict.data.attributes).toMatchObject({ version: 2, title: 'Season tickets on sale', enabled: false })
    expect((await send(second, 'DELETE', `/api/admin/promos/${id}`, { version })).status).toBe(409)

    expect((await send(second, 'DELETE', `/api/admin/promos/${id}`, { version: 2 })).status).toBe(204)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM promo_overlays WHERE id = ?').bind(id).first()).toEqual({ n: 0 })
    const entries = await auditRows('promo', String(id))
    expect(entries.map((e) => [e.action, e.subject_version])).toEqual([
      ['create', 1],
      ['update', 1],
      ['delete', 2],
    ])
    expect(JSON.parse(entries[1]!.before_json!)).toMatchObject({ enabled: true })
    expect(JSON.parse(entries[1]!.after_json!)).toMatchObject({ enabled: false })
  })
})
