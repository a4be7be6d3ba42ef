import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { jwtVerify } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { MEDIA_CRON } from '../../worker/media/media-scheduled'
import { seedDemo } from './helpers'
import {
  EnvBrowser,
  FakeStream,
  STREAM_HOST,
  staffWith,
  streamSettings,
  streamSignature,
  tusCreate,
  videoRow,
} from './video-upload-helpers'

// Issue 20 §5 with VIDEO_PROVIDER=cloudflare-stream: a Stream video that becomes ready without a picture
// gets Stream's frame at 10% of its length, stored in our picture library (images/uploads/…) and set as
// its thumbnail_key; an editor's picture is never overwritten; a failed fetch leaves it ready, retried by the poll.

const stream = await streamSettings()
let fake: FakeStream

beforeEach(async () => {
  await seedDemo()
  fake = new FakeStream()
})
afterEach(() => {
  fake.restore()
  vi.restoreAllMocks()
})

const UID = '0123456789abcdef0123456789abcdef'
const READY = { uid: UID, readyToStream: true, duration: 312.4, status: { state: 'ready' } }
const FRAME_KEY = /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/

/** A small JPEG by its bytes (SOI + JFIF APP0), the rest a pattern. */
function jpegBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(600)
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 256
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01], 0)
  return bytes
}

async function streamUpload(): Promise<string> {
  fake.nextUid = UID
  const editor = await staffWith('editor', stream.overrides)
  const response = await editor.fetch(
    '/api/admin/uploads',
    tusCreate(50_000_000, { filename: 'goal.mp4', filetype: 'video/mp4', title: 'Goal' }),
  )
  expect(response.status).toBe(201)
  return response.headers.get('X-Entry-Id') ?? ''
}

async function deliver(body: object): Promise<Response> {
  const text = JSON.stringify(body)
  return new EnvBrowser(stream.overrides).fetch('/api/media/stream-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Webhook-Signature': await streamSignature(text, Math.floor(Date.now() / 1000)) },
    body: text,
  })
}

async function runPoll(): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: MEDIA_CRON }),
    { ...env, ...stream.overrides } as typeof env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

const thumbnailCalls = () => fake.calls.filter((call) => new URL(call.url).host === STREAM_HOST)

describe("a Stream video ready without a picture (Stream's webhook)", () => {
  it("gets the frame at 10% from Stream's signed thumbnail address, stored in the picture library", async () => {
    const entryId = await streamUpload()
    const jpeg = jpegBytes()
    fake.thumbnail = { status: 200, body: jpeg }
    expect((await deliver(READY)).status).toBe(204)

    const row = await videoRow(entryId)
    expect(row).toMatchObject({ processing_state: 'ready', duration_seconds: 312 })
    const key = String(row?.thumbnail_key)
    expect(key).toMatch(FRAME_KEY)
    const stored = await env.MEDIA.get(`images/${key}`)
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg')
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(jpeg)

    // https://{host}/{token}/thumbnails/thumbnail.jpg?time=31s&…, the whole frame; the token signed as playback signs it.
    const [call] = thumbnailCalls()
    const url = new URL(call?.url ?? '')
    expect(url.searchParams.get('time')).toBe('31s')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ width: '1280', height: '720', fit: 'clip' })
    const token = url.pathname.split('/')[1] ?? ''
    const { payload, protectedHeader } = await jwtVerify(token, stream.publicKey, { algorithms: ['RS256'] })
    expect(payload.sub).toBe(UID)
    expect(protectedHeader.kid).toBe(stream.kid)
  })

  it("keeps an editor's picture: set before, Stream is not asked; set while the frame is fetched, it is not overwritten", async () => {
    const before = await streamUpload()
    await env.DB.prepare("UPDATE videos SET thumbnail_key = 'uploads/2026/11/editor-picture.jpg' WHERE entry_id = ?1").bind(before).run()
    fake.thumbnail = { status: 200, body: jpegBytes() }
    expect((await deliver(READY)).status).toBe(204)
    expect(await videoRow(before)).toMatchObject({ processing_state: 'ready', thumbnail_key: 'uploads/2026/11/editor-picture.jpg' })
    expect(thumbnailCalls()).toHaveLength(0)

    await env.DB.prepare('DELETE FROM videos WHERE entry_id = ?1').bind(before).run()
    const during = await streamUpload()
    fake.onThumbnail = async () => {
      await env.DB.prepare("UPDATE videos SET thumbnail_key = 'uploads/2026/11/chosen-meanwhile.jpg' WHERE entry_id = ?1")
        .bind(during)
        .run()
    }
    expect((await deliver(READY)).status).toBe(204)
    expect(thumbnailCalls()).toHaveLength(1)
    expect(await videoRow(during)).toMatchObject({ processing_state: 'ready', thumbnail_key: 'uploads/2026/11/chosen-meanwhile.jpg' })
  })

  it.each<[string, { status: number; body: Uint8Array<ArrayBuffer> } | null]>([
    ['Stream answers an error', { status: 500, body: new TextEncoder().encode('upstream error') }],
    ['Stream has no thumbnail', null],
    ['the bytes are not a picture', { status: 200, body: new TextEncoder().encode('<html><body>not a picture, really not</body></html>') }],
  ])('%s: the entry is still ready, without a picture, and a warning is logged', async (_name, thumbnail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const entryId = await streamUpload()
    const pictures = async () => (await env.MEDIA.list({ prefix: 'images/uploads/' })).objects.map((o) => o.key)
    const before = await pictures()
    fake.thumbnail = thumbnail
    expect((await deliver(READY)).status).toBe(204)
    expect(await videoRow(entryId)).toMatchObject({ processing_state: 'ready', thumbnail_key: '' })
    expect(await pictures()).toEqual(before)
    expect(warn.mock.calls.some(([line, uid]) => line === 'stream frame failed' && uid === UID)).toBe(true)
  })
})

describe("the poll and Stream's frame", () => {
  it('a frame that failed at readiness is fetched by the next poll', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const entryId = await streamUpload()
    fake.thumbnail = { status: 503, body: new Uint8Array(0) }
    expect((await deliver(READY)).status).toBe(204)
    expect((await videoRow(entryId))?.thumbnail_key).toBe('')
    fake.thumbnail = { status: 200, body: jpegBytes() }
    await runPoll()
    expect(String((await videoRow(entryId))?.thumbnail_key)).toMatch(FRAME_KEY)
  })

  it('an entry the poll finds ready gets its frame in the same run', async () => {
    const entryId = await streamUpload()
    const quiet = new Date(Date.now() - 3 * 60_000).toISOString()
    await env.DB.prepare("UPDATE videos SET processing_state = 'processing', updated_at = ?2 WHERE entry_id = ?1")
      .bind(entryId, quiet)
      .run()
    fake.videos.set(UID, { uid: UID, readyToStream: true, duration: 95, status: { state: 'ready' } })
    fake.thumbnail = { status: 200, body: jpegBytes() }
    await runPoll()
    const row = await videoRow(entryId)
    expect(row).toMatchObject({ processing_state: 'ready', duration_seconds: 95 })
    expect(String(row?.thumbnail_key)).toMatch(FRAME_KEY)
    expect(new URL(thumbnailCalls()[0]?.url ?? '').searchParams.get('time')).toBe('9s')
  })

  it('ready entries without a picture that changed more than a day ago are not asked about again', async () => {
    const entryId = await streamUpload()
    const old = new Date(Date.now() - 25 * 3600_000).toISOString()
    await env.DB.prepare("UPDATE videos SET processing_state = 'ready', updated_at = ?2 WHERE entry_id = ?1").bind(entryId, old).run()
    fake.thumbnail = { status: 200, body: jpegBytes() }
    await runPoll()
    expect(thumbnailCalls()).toHaveLength(0)
    expect((await videoRow(entryId))?.thumbnail_key).toBe('')
  })
})
