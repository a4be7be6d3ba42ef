import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { UPLOAD_EXPIRY_HOURS, UPLOAD_PART_BYTES } from '../../shared/rules/video-upload'
import worker from '../../worker/index'
import { MEDIA_CRON } from '../../worker/media/media-scheduled'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import { EnvBrowser, mp4Bytes, staffWith, tusCreate, tusPatch, uploadRow, videoRow } from './video-upload-helpers'

// Issue 20 §2: resumable uploads (tus 1.0.0) for the r2 provider: create, PATCH parts, resume with HEAD,
// complete → waiting for packaging with the exact command; cancel; expiry; every bad input refused.

beforeEach(() => seedDemo())

const MP4 = { filename: 'cup-final.mp4', filetype: 'video/mp4', title: 'Cup final highlights' }
const LENGTH = UPLOAD_PART_BYTES + 1000

async function create(browser: EnvBrowser, length = LENGTH, meta: Record<string, string> = MP4) {
  const response = await browser.fetch('/api/admin/uploads', tusCreate(length, meta))
  return { response, location: response.headers.get('Location') ?? '', entryId: response.headers.get('X-Entry-Id') ?? '' }
}

async function codeOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as ApiError).errors[0]?.code
}

/** Compared by digest: a deep equality over 8 MiB would take minutes. */
async function digest(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))))
}

async function sourceObject(entryId: string) {
  return env.MEDIA.get(`uploads/${entryId}/source`)
}

describe('an upload to R2, part by part', () => {
  it('is for editors: signed out 401, a supporter 403, even OPTIONS', async () => {
    for (const [role, status] of [
      [undefined, 401],
      [null, 403],
    ] as const) {
      const browser = role === undefined ? new EnvBrowser({}) : await staffWith(role)
      expect((await browser.fetch('/api/admin/uploads', { method: 'OPTIONS' })).status).toBe(status)
      expect((await browser.fetch('/api/admin/uploads', tusCreate(LENGTH, MP4))).status).toBe(status)
    }
  })

  it('OPTIONS names the protocol, its extensions and the largest file', async () => {
    const editor = await staffWith('editor')
    const response = await editor.fetch('/api/admin/uploads', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Tus-Version')).toBe('1.0.0')
    expect(response.headers.get('Tus-Extension')).toBe('creation,termination')
    expect(response.headers.get('Tus-Max-Size')).toBe(String(10 * 1024 ** 3))
  })

  it('creates a draft entry, takes the parts, resumes from HEAD, and completes into waiting for packaging', async () => {
    const editor = await staffWith('editor')
    const { response, location, entryId } = await create(editor)
    expect(response.status).toBe(201)
    expect(location).toMatch(/^\/api\/admin\/uploads\/[a-f0-9]{32}$/)
    expect(entryId).toMatch(/^1_[a-f0-9]{10}$/)
    expect(await videoRow(entryId)).toMatchObject({
      title: 'Cup final highlights',
      status: 'draft',
      processing_state: 'uploading',
      provider: 'r2',
      thumbnail_key: '',
    })
    expect((await videoRow(entryId))?.playback_id).toMatch(/^up-[a-f0-9]{16}$/)
    // The audit log names a video by its entry id, as the back office's API does.
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'video' AND subject_id = ?1")
      .bind(entryId)
      .all<{ action: string }>()
    expect(audit.results.map((r) => r.action)).toEqual(['upload'])

    const file = mp4Bytes(LENGTH)
    const first = await editor.fetch(location, tusPatch(0, file.subarray(0, UPLOAD_PART_BYTES)))
    expect(first.status).toBe(204)
    expect(first.headers.get('Upload-Offset')).toBe(String(UPLOAD_PART_BYTES))

    // The connection dropped: the client asks where to go on from.
    const head = await editor.fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('Upload-Offset')).toBe(String(UPLOAD_PART_BYTES))
    expect(head.headers.get('Upload-Length')).toBe(String(LENGTH))
    expect(head.headers.get('Cache-Control')).toBe('no-store')
    // The back office's list shows how far it got meanwhile.
    const listed = (await (await editor.fetch('/api/admin/videos?state=uploading')).json()) as {
      data: Array<{ id: string; attributes: { upload: unknown } }>
    }
    expect(listed.data.find((item) => item.id === entryId)?.attributes.upload).toEqual({
      received: UPLOAD_PART_BYTES,
      length: LENGTH,
      fileName: 'cup-final.mp4',
    })

    const last = await editor.fetch(location, tusPatch(UPLOAD_PART_BYTES, file.subarray(UPLOAD_PART_BYTES)))
    expect(last.status).toBe(204)
    expect(last.headers.get('Upload-Offset')).toBe(String(LENGTH))
    expect((await videoRow(entryId))?.processing_state).toBe('waiting_for_packaging')
    const source = await sourceObject(entryId)
    expect(source?.size).toBe(LENGTH)
    expect(await digest(new Uint8Array(await source!.arrayBuffer()))).toBe(await digest(file))

    const read = (await (await editor.fetch(`/api/admin/videos/${entryId}`)).json()) as { data: { attributes: Record<string, unknown> } }
    expect(read.data.attributes).toMatchObject({
      state: 'waiting_for_packaging',
      packageCommand: `npm run media:package -- --entry ${entryId}`,
      upload: null,
      thumbnailKey: null,
    })
    // Not playable, not listed: it is not ready.
    expect((await editor.fetch(`/api/streamline/ksession/${entryId}`)).status).toBe(404)
  })

  it('cancel (DELETE) aborts it and leaves no entry', async () => {
    const editor = await staffWith('editor')
    const { location, entryId } = await create(editor)
    expect((await editor.fetch(location, tusPatch(0, mp4Bytes(UPLOAD_PART_BYTES)))).status).toBe(204)
    const cancel = await editor.fetch(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } })
    expect(cancel.status).toBe(204)
    expect(await videoRow(entryId)).toBeNull()
    expect(await uploadRow(entryId)).toBeNull()
    expect((await editor.fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } })).status).toBe(404)
  })
})

describe('bad input (issue 20 "Bad input")', () => {
  it.each<[string, number, Record<string, string>, number, string]>([
    ['a 0-byte file', 0, MP4, 400, 'upload_empty'],
    ['20 GB over the limit', 20 * 1024 ** 3, MP4, 413, 'upload_too_large'],
    ['an HTML page by its type', 5000, { ...MP4, filetype: 'text/html' }, 415, 'upload_not_video'],
    ['a zip by its type', 5000, { ...MP4, filetype: 'application/zip' }, 415, 'upload_not_video'],
  ])('%s is refused at creation and makes nothing', async (_name, length, meta, status, code) => {
    const editor = await staffWith('editor')
    const before = await env.DB.prepare('SELECT count(*) AS n FROM videos').first<{ n: number }>()
    const { response } = await create(editor, length, meta)
    expect(response.status).toBe(status)
    const body = (await response.json()) as ApiError
    expect(body.errors[0]?.code).toBe(code)
    if (code === 'upload_too_large') expect(body.errors[0]?.message).toContain('10 GiB')
    expect(await env.DB.prepare('SELECT count(*) AS n FROM videos').first<{ n: number }>()).toEqual(before)
  })

  it('a limit set lower by VIDEO_UPLOAD_MAX_BYTES is the one named', async () => {
    const editor = await staffWith('editor', { VIDEO_UPLOAD_MAX_BYTES: String(500 * 1024 ** 2) })
    const { response } = await create(editor, 600 * 1024 ** 2)
    expect(response.status).toBe(413)
    expect(((await response.json()) as ApiError).errors[0]?.message).toContain('500 MiB')
  })

  it.each<[string, Uint8Array<ArrayBuffer>]>([
    ['an HTML page', new TextEncoder().encode('<!doctype html><html><body>not a video</body></html>')],
    ['a zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0])],
  ])('%s sent as video/mp4 is refused by its bytes, and the upload and its entry are removed', async (_name, head) => {
    const editor = await staffWith('editor')
    const length = 2000
    const { location, entryId } = await create(editor, length)
    const bytes = new Uint8Array(length)
    bytes.set(head, 0)
    const response = await editor.fetch(location, tusPatch(0, bytes))
    expect(response.status).toBe(415)
    expect(await codeOf(response)).toBe('upload_not_video')
    expect(await videoRow(entryId)).toBeNull()
    expect(await uploadRow(entryId)).toBeNull()
    expect(await sourceObject(entryId)).toBeNull()
  })

  it('a truncated MP4 passes the sniffing (packaging refuses it later)', async () => {
    const editor = await staffWith('editor')
    const { location, entryId } = await create(editor, 64)
    expect((await editor.fetch(location, tusPatch(0, mp4Bytes(64)))).status).toBe(204)
    expect((await videoRow(entryId))?.processing_state).toBe('waiting_for_packaging')
  })

  it('a wrong Upload-Offset is 409, a part of the wrong size 400, and nothing moves', async () => {
    const editor = await staffWith('editor')
    const { location, entryId } = await create(editor)
    const wrongOffset = await editor.fetch(location, tusPatch(5, mp4Bytes(UPLOAD_PART_BYTES)))
    expect(wrongOffset.status).toBe(409)
    expect(await codeOf(wrongOffset)).toBe('upload_offset_mismatch')
    const short = await editor.fetch(location, tusPatch(0, mp4Bytes(1024)))
    expect(short.status).toBe(400)
    expect(await codeOf(short)).toBe('upload_part_size')
    expect((await uploadRow(entryId))?.received).toBe(0)
  })

  it.each(['..%2F..%2Fetc', 'ABC', '0123456789abcdef0123456789abcdeg'])(
    'an upload id %s with path characters or the wrong shape is 404',
    async (id) => {
      const editor = await staffWith('editor')
      const response = await editor.fetch(`/api/admin/uploads/${id}`, tusPatch(0, mp4Bytes(16)))
      expect(response.status).toBe(404)
    },
  )
})

describe('expiry: an upload never finished leaves nothing behind', () => {
  it('the scheduled handler aborts it and deletes its entry; nothing of it is listed', async () => {
    const editor = await staffWith('editor')
    const { location, entryId } = await create(editor)
    expect((await editor.fetch(location, tusPatch(0, mp4Bytes(UPLOAD_PART_BYTES)))).status).toBe(204)
    const later = Date.now() + (UPLOAD_EXPIRY_HOURS + 1) * 3600_000
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: MEDIA_CRON }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect(await videoRow(entryId)).toBeNull()
    expect(await uploadRow(entryId)).toBeNull()
    expect(await sourceObject(entryId)).toBeNull()
    const listed = (await (await editor.fetch('/api/admin/videos')).json()) as { data: Array<{ id: string }> }
    expect(listed.data.map((item) => item.id)).not.toContain(entryId)
    const audit = await env.DB.prepare(
      "SELECT actor_sso_id FROM audit_log WHERE action = 'upload-expired' ORDER BY id DESC LIMIT 1",
    ).first()
    expect(audit).toEqual({ actor_sso_id: 'system' })
  })

  it('an upload not yet expired is left alone', async () => {
    const editor = await staffWith('editor')
    const { entryId } = await create(editor)
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: MEDIA_CRON }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect((await videoRow(entryId))?.processing_state).toBe('uploading')
  })
})
