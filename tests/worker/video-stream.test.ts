import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { MEDIA_CRON } from '../../worker/media/media-scheduled'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import {
  EnvBrowser,
  FakeStream,
  STREAM_ACCOUNT,
  staffWith,
  streamSettings,
  streamSignature,
  tusCreate,
  uploadRow,
  videoRow,
} from './video-upload-helpers'

// Issue 20 §1 with VIDEO_PROVIDER=cloudflare-stream: direct creator uploads (the bytes go to Stream, never
// through us), readiness by Stream's signed webhook (bad, old or replayed signatures change nothing),
// the polling fallback, and the feature off with its own 503 when a setting is missing.

const stream = await streamSettings()
let fake: FakeStream

beforeEach(async () => {
  await seedDemo()
  fake = new FakeStream()
})
afterEach(() => fake.restore())

const MP4 = { filename: 'interview.mp4', filetype: 'video/mp4', title: 'Manager interview' }

async function streamUpload(uid: string): Promise<string> {
  fake.nextUid = uid
  const editor = await staffWith('editor', stream.overrides)
  const response = await editor.fetch('/api/admin/uploads', tusCreate(50_000_000, MP4))
  expect(response.status).toBe(201)
  return response.headers.get('X-Entry-Id') ?? ''
}

async function deliver(body: object, options: { time?: number; secret?: string; signature?: string } = {}) {
  const text = JSON.stringify(body)
  const signature = options.signature ?? (await streamSignature(text, options.time ?? Math.floor(Date.now() / 1000), options.secret))
  return new EnvBrowser(stream.overrides).fetch('/api/media/stream-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Webhook-Signature': signature },
    body: text,
  })
}

const UID = '0123456789abcdef0123456789abcdef'
const READY = { uid: UID, readyToStream: true, duration: 312.4, status: { state: 'ready' } }

describe('a direct creator upload to Stream', () => {
  it('asks Stream for a tus address with signed URLs and a duration cap, and hands it to the browser', async () => {
    fake.nextUid = UID
    const editor = await staffWith('editor', stream.overrides)
    const response = await editor.fetch('/api/admin/uploads', tusCreate(50_000_000, MP4))
    expect(response.status).toBe(201)
    expect(response.headers.get('Location')).toBe(`https://upload.videodelivery.net/tus/${UID}?tusv2=true`)
    const entryId = response.headers.get('X-Entry-Id') ?? ''
    const [call] = fake.calls
    expect(call?.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${STREAM_ACCOUNT}/stream?direct_user=true`)
    expect(call?.headers.get('Tus-Resumable')).toBe('1.0.0')
    expect(call?.headers.get('Upload-Length')).toBe('50000000')
    const metadata = call?.headers.get('Upload-Metadata') ?? ''
    expect(metadata.split(',')).toContain('requiresignedurls')
    expect(metadata).toContain(`maxDurationSeconds ${btoa('14400')}`)
    expect(await videoRow(entryId)).toMatchObject({
      provider: 'cloudflare-stream',
      playback_id: UID,
      processing_state: 'uploading',
      status: 'draft',
    })
    expect(await uploadRow(entryId)).toMatchObject({ provider: 'cloudflare-stream', provider_upload_url: response.headers.get('Location') })
  })

  it('with a Stream setting missing, uploads answer 503 video_provider_not_configured (never to R2)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { STREAM_API_TOKEN: _dropped, ...withoutToken } = stream.overrides
    const editor = await staffWith('editor', withoutToken)
    const response = await editor.fetch('/api/admin/uploads', tusCreate(1000, MP4))
    expect(response.status).toBe(503)
    const body = (await response.json()) as ApiError
    expect(body.errors[0]?.code).toBe('video_provider_not_configured')
    expect(warn.mock.calls.map(([line]) => String(line))).toContain(
      'configuration: VIDEO_PROVIDER is cloudflare-stream but STREAM_API_TOKEN is not set (an API token with Stream edit rights); video uploads and Stream playback is off',
    )
    expect(fake.calls).toHaveLength(0)
    warn.mockRestore()
  })
})

describe('removing a Stream upload or entry', () => {
  it('cancel removes the entry and asks Stream to delete the video', async () => {
    fake.nextUid = UID
    const editor = await staffWith('editor', stream.overrides)
    const created = await editor.fetch('/api/admin/uploads', tusCreate(50_000_000, MP4))
    const entryId = created.headers.get('X-Entry-Id') ?? ''
    const uploadId = ((await uploadRow(entryId))?.id as string) ?? ''
    const cancel = await editor.fetch(`/api/admin/uploads/${uploadId}`, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } })
    expect(cancel.status).toBe(204)
    expect(await videoRow(entryId)).toBeNull()
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/stream/${UID}`))).toBe(true)
  })
})

describe("Stream's webhook", () => {
  it('ready: the entry is ready with its duration; a replay of the same delivery changes nothing', async () => {
    const entryId = await streamUpload(UID)
    const time = Math.floor(Date.now() / 1000)
    expect((await deliver(READY, { time })).status).toBe(204)
    expect(await videoRow(entryId)).toMatchObject({ processing_state: 'ready', duration_seconds: 312 })
    expect((await uploadRow(entryId))?.state).toBe('complete')
    // An editor edits it meanwhile; the replayed delivery moves nothing back.
    await env.DB.prepare('UPDATE videos SET duration_seconds = 300 WHERE entry_id = ?1').bind(entryId).run()
    expect((await deliver(READY, { time })).status).toBe(204)
    expect(await videoRow(entryId)).toMatchObject({ processing_state: 'ready', duration_seconds: 300 })
    // A replayed error after readiness does not fail a ready video either.
    expect((await deliver({ uid: UID, readyToStream: false, status: { state: 'error', errorReasonCode: 'ERR_X' } })).status).toBe(204)
    expect((await videoRow(entryId))?.processing_state).toBe('ready')
  })

  it("error: failed with Stream's reason", async () => {
    const entryId = await streamUpload(UID)
    const body = {
      uid: UID,
      readyToStream: false,
      status: { state: 'error', errorReasonCode: 'ERR_NON_VIDEO', errorReasonText: 'The file was not recognized as a valid video file.' },
    }
    expect((await deliver(body)).status).toBe(204)
    expect(await videoRow(entryId)).toMatchObject({
      processing_state: 'failed',
      failure_reason: 'ERR_NON_VIDEO: The file was not recognized as a valid video file.',
    })
  })

  it.each<[string, { time?: number; secret?: string; signature?: string }]>([
    ['signed with another secret', { secret: 'not-our-webhook-secret' }],
    ['older than 5 minutes (a replay)', { time: Math.floor(Date.now() / 1000) - 600 }],
    ['from the future', { time: Math.floor(Date.now() / 1000) + 3600 }],
    ['unsigned', { signature: '' }],
    ['malformed', { signature: 'time=abc,sig1=xyz' }],
  ])('%s: refused with 401, nothing changes', async (_name, options) => {
    const entryId = await streamUpload(UID)
    const response = await deliver(READY, options)
    expect(response.status).toBe(401)
    expect(((await response.json()) as ApiError).errors[0]?.code).toBe('webhook_signature_invalid')
    expect((await videoRow(entryId))?.processing_state).toBe('uploading')
  })

  it('a body altered after signing is refused', async () => {
    const entryId = await streamUpload(UID)
    const time = Math.floor(Date.now() / 1000)
    const signature = await streamSignature(JSON.stringify({ ...READY, readyToStream: false }), time)
    expect((await deliver(READY, { signature })).status).toBe(401)
    expect((await videoRow(entryId))?.processing_state).toBe('uploading')
  })
})

describe("a match's live recording on Stream", () => {
  it("becomes the replay of the match that kicked off carrying that live input, for Stream's own playback", async () => {
    const liveInput = 'fedcba9876543210fedcba9876543210'
    const recording = 'abcdefabcdefabcdefabcdefabcdef12'
    await env.DB.batch([
      env.DB.prepare("UPDATE stream_assets SET playback_id = ?1 WHERE id = 'live-match-video'").bind(liveInput),
      env.DB.prepare("UPDATE matches SET kicked_off_at = ?1 WHERE video_asset_id = 'live-match-video'").bind(
        new Date(Date.now() - 100 * 60_000).toISOString(),
      ),
    ])
    const match = await env.DB.prepare("SELECT id FROM matches WHERE video_asset_id = 'live-match-video'").first<{ id: number }>()
    const body = { uid: recording, readyToStream: true, duration: 6120, liveInput, status: { state: 'ready' } }
    expect((await deliver(body)).status).toBe(204)
    const replay = await env.DB.prepare(
      'SELECT provider, playback_id, processing_state, status, duration_seconds FROM videos WHERE entry_id = ?1',
    )
      .bind(`replay-${match?.id}`)
      .first()
    expect(replay).toMatchObject({ provider: 'cloudflare-stream', playback_id: recording, processing_state: 'ready', status: 'published' })
    const linked = await env.DB.prepare('SELECT video_entry_id FROM matches WHERE id = ?1')
      .bind(match?.id)
      .first<{ video_entry_id: string }>()
    expect(linked?.video_entry_id).toBe(`replay-${match?.id}`)
  })
})

describe('the polling fallback', () => {
  it('an entry quiet for more than 2 minutes is asked about and becomes ready', async () => {
    const entryId = await streamUpload(UID)
    const quiet = new Date(Date.now() - 3 * 60_000).toISOString()
    await env.DB.prepare("UPDATE videos SET processing_state = 'processing', updated_at = ?2 WHERE entry_id = ?1")
      .bind(entryId, quiet)
      .run()
    fake.videos.set(UID, { uid: UID, readyToStream: true, duration: 95, status: { state: 'ready' } })
    const ctx = createExecutionContext()
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: MEDIA_CRON }),
      { ...env, ...stream.overrides } as typeof env,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(await videoRow(entryId)).toMatchObject({ processing_state: 'ready', duration_seconds: 95 })
    expect(fake.calls.some((call) => call.method === 'GET' && call.url.endsWith(`/stream/${UID}`))).toBe(true)
  })
})
