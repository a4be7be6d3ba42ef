import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import { type EnvBrowser, staffWith, videoRow } from './video-upload-helpers'

// Issue 20 §2, §3: the back office's video API for editors: list (paged, by state, by title), choices,
// read, update (tier codes checked, version-checked, audited), delete (the row, its upload, its media).

beforeEach(() => seedDemo())

interface Resource {
  type: string
  id: string
  attributes: Record<string, unknown>
}

async function anEntry(entitlements = ['subscriber']): Promise<{ entryId: string; version: number; playbackId: string }> {
  const row = await env.DB.prepare(
    "SELECT entry_id, version, playback_id FROM videos WHERE status = 'published' AND entitlements = ?1 ORDER BY id LIMIT 1",
  )
    .bind(JSON.stringify(entitlements))
    .first<{ entry_id: string; version: number; playback_id: string }>()
  return { entryId: row!.entry_id, version: row!.version, playbackId: row!.playback_id }
}

function fields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Derby day: the goals',
    titleAr: 'يوم الديربي: الأهداف',
    description: 'Every goal from the derby.',
    categoryId: null,
    channelId: null,
    entitlements: ['subscriber'],
    thumbnailKey: null,
    releaseFrom: '2026-01-01T00:00:00.000Z',
    releaseUntil: null,
    status: 'published',
    ...overrides,
  }
}

const put = (browser: EnvBrowser, entryId: string, version: number, attributes: Record<string, unknown>) =>
  browser.fetch(`/api/admin/videos/${entryId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { type: 'video', attributes: { ...attributes, version } } }),
  })

describe('GET /api/admin/videos', () => {
  it('pages every entry with its state and searches by title', async () => {
    const editor = await staffWith('editor')
    const response = await editor.fetch('/api/admin/videos?size=10&page=1')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Resource[]; meta: { total: number; page: number; size: number } }
    const total = (await env.DB.prepare('SELECT count(*) AS n FROM videos').first<{ n: number }>())!.n
    expect(body.meta).toEqual({ total, page: 1, size: 10 })
    expect(body.data).toHaveLength(Math.min(10, total))
    expect(body.data[0]).toMatchObject({
      type: 'video',
      attributes: { state: 'ready', provider: 'r2', packageCommand: null, upload: null },
    })

    const { entryId } = await anEntry()
    const title = (await videoRow(entryId))!.title as string
    const found = (await (await editor.fetch(`/api/admin/videos?q=${encodeURIComponent(title.slice(0, 12).toUpperCase())}`)).json()) as {
      data: Resource[]
    }
    expect(found.data.map((item) => item.id)).toContain(entryId)
    const failed = (await (await editor.fetch('/api/admin/videos?state=failed')).json()) as { data: Resource[]; meta: { total: number } }
    expect(failed.meta.total).toBe(0)
    expect((await editor.fetch('/api/admin/videos?size=7')).status).toBe(400)
  })

  it('choices: categories, channels and membership tiers', async () => {
    const editor = await staffWith('editor')
    const body = (await (await editor.fetch('/api/admin/videos/choices')).json()) as {
      data: { categories: Array<{ id: number; name: string }>; channels: unknown[]; tiers: Array<{ code: string; name: string }> }
    }
    expect(body.data.categories.length).toBeGreaterThan(0)
    expect(body.data.categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) })
    expect(body.data.tiers.map((tier) => tier.code)).toContain('subscriber')
  })
})

describe('GET, PUT, DELETE /api/admin/videos/{entryId}', () => {
  it('reads, updates with an audit entry, and refuses an older copy with 409 and the current entry', async () => {
    const editor = await staffWith('editor')
    const { entryId, version } = await anEntry()
    const read = (await (await editor.fetch(`/api/admin/videos/${entryId}`)).json()) as { data: Resource }
    expect(read.data).toMatchObject({ type: 'video', id: entryId, attributes: { version, state: 'ready', entitlements: ['subscriber'] } })

    const saved = await put(editor, entryId, version, fields())
    expect(saved.status).toBe(200)
    const after = ((await saved.json()) as { data: Resource }).data.attributes
    expect(after).toMatchObject({ title: 'Derby day: the goals', titleAr: 'يوم الديربي: الأهداف', version: version + 1 })
    const audit = await env.DB.prepare("SELECT action, subject_version FROM audit_log WHERE subject_type = 'video' AND subject_id = ?1")
      .bind(entryId)
      .all()
    expect(audit.results).toEqual([{ action: 'update', subject_version: version }])

    const stale = await put(editor, entryId, version, fields({ title: 'An older copy' }))
    expect(stale.status).toBe(409)
    const conflict = (await stale.json()) as ApiError & { data: Resource }
    expect(conflict.errors[0]?.code).toBe('version_conflict')
    expect(conflict.data.attributes.title).toBe('Derby day: the goals')
    expect((await videoRow(entryId))?.title).toBe('Derby day: the goals')
  })

  it('a tier code no membership tier has is 422 pointing at the field; nothing changes', async () => {
    const editor = await staffWith('editor')
    const { entryId, version } = await anEntry()
    const response = await put(editor, entryId, version, fields({ entitlements: ['subscriber', 'gold'] }))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: [
        { code: 'unknown_tier', message: "No membership tier has the code 'gold'", source: { pointer: '/data/attributes/entitlements' } },
      ],
    })
    expect((await videoRow(entryId))?.version).toBe(version)
  })

  it('the form schema refuses a release that ends before it starts', async () => {
    const editor = await staffWith('editor')
    const { entryId, version } = await anEntry()
    const response = await put(editor, entryId, version, fields({ releaseUntil: '2025-01-01T00:00:00.000Z' }))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('/data/attributes/releaseUntil')
  })

  it('DELETE removes the entry and its own media, and keeps a folder another entry still plays', async () => {
    const editor = await staffWith('editor')
    const { entryId, version } = await anEntry()
    await env.DB.prepare("UPDATE videos SET playback_id = 'up-0123456789abcdef' WHERE entry_id = ?1").bind(entryId).run()
    await env.MEDIA.put('media/up-0123456789abcdef/master.m3u8', '#EXTM3U')
    await env.MEDIA.put(`uploads/${entryId}/source`, 'bytes')
    const stale = await editor.fetch(`/api/admin/videos/${entryId}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: version + 5 }),
    })
    expect(stale.status).toBe(409)
    const response = await editor.fetch(`/api/admin/videos/${entryId}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version }),
    })
    expect(response.status).toBe(204)
    expect(await videoRow(entryId)).toBeNull()
    expect(await env.MEDIA.head('media/up-0123456789abcdef/master.m3u8')).toBeNull()
    expect(await env.MEDIA.head(`uploads/${entryId}/source`)).toBeNull()
    expect((await editor.fetch(`/api/admin/videos/${entryId}`)).status).toBe(404)

    // A demo entry shares its recording with others: deleting it leaves the folder.
    const other = await anEntry(['?'])
    await env.MEDIA.put(`media/${other.playbackId}/master.m3u8`, '#EXTM3U')
    const removed = await editor.fetch(`/api/admin/videos/${other.entryId}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: other.version }),
    })
    expect(removed.status).toBe(204)
    expect(await env.MEDIA.head(`media/${other.playbackId}/master.m3u8`)).not.toBeNull()
  })

  it.each(['..%2Fsecret', 'a.b'])('an entry id %s with path characters is 404', async (id) => {
    const editor = await staffWith('editor')
    expect((await editor.fetch(`/api/admin/videos/${id}`)).status).toBe(404)
  })
})
