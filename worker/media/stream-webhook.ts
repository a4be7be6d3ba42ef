/**
 * Issue 20 §1: Cloudflare Stream's webhook (POST /api/media/stream-webhook)
 * tells us a video is ready to stream or failed. Its signature is checked
 * (HMAC-SHA256 over "{time}.{body}" with the webhook secret, constant time;
 * a time older than 5 minutes or in the future refused); a replay inside that
 * window changes nothing (worker/media/stream-status.ts updates only from the
 * state it moves from). We keep no list of seen signatures: no migration was
 * allowed, and idempotence makes a replay harmless.
 */
import { createMatchReplay } from './replays'
import { readWebhookSignature } from '../../shared/rules/stream-webhook-signature'
import { configOf } from '../config'
import type { Bindings } from '../env'
import { constantTimeEqual } from '../identity/crypto-text'
import { type StreamVideoBody, statusOf } from './stream-api'
import { giveStreamFrame } from './stream-frame'
import { applyStreamStatus } from './stream-status'

export type WebhookOutcome = { ok: true } | { ok: false; reason: string }

const encoder = new TextEncoder()

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The signature over this body is Stream's, and recent. */
export async function verifyStreamWebhook(secret: string, header: string | null, body: string, now: Date): Promise<WebhookOutcome> {
  const read = readWebhookSignature(header, Math.floor(now.getTime() / 1000))
  if (!read.ok) return read
  const expected = encoder.encode(await hmacHex(secret, `${read.time}.${body}`))
  const given = encoder.encode(read.sig1)
  const same = constantTimeEqual(expected, given)
  return same ? { ok: true } : { ok: false, reason: 'a signature that does not match' }
}

/**
 * A verified delivery: the entry whose playback_id is the video's uid moves
 * on; the entry that became ready is answered, so its pages are purged (a
 * published entry appears on them now), after it got its frame when it had
 * no picture (worker/media/stream-frame.ts). A video recorded from a match's live input (its `liveInput` is a live
 * stream asset's playback id) is that match's recording: attachStreamRecording.
 */
export async function handleStreamVideo(env: Bindings, video: StreamVideoBody, now: Date): Promise<{ readyEntryId: string | null }> {
  if (!video.uid || !/^[a-z0-9]{32}$/.test(video.uid)) return { readyEntryId: null }
  const status = statusOf(video)
  const statements = applyStreamStatus(env.DB, video.uid, status, now)
  const results = statements.length > 0 ? await env.DB.batch(statements) : []
  const changed = (results[0]?.meta.changes ?? 0) > 0
  if (video.liveInput && status.state === 'ready') {
    const asset = await env.DB.prepare('SELECT id FROM stream_assets WHERE playback_id = ?1').bind(video.liveInput).first<{ id: string }>()
    if (asset) await attachStreamRecording(env, { streamAssetId: asset.id, uid: video.uid, durationSeconds: status.durationSeconds }, now)
  }
  // Issue 20 §5: a ready entry without a picture gets Stream's frame at 10% before its pages are purged.
  const settings = configOf(env).video
  if (status.state === 'ready' && settings.state === 'on' && settings.settings.stream)
    await giveStreamFrame(env, settings.settings.stream, video.uid, now)
  if (!changed || status.state !== 'ready') return { readyEntryId: null }
  const entry = await env.DB.prepare("SELECT entry_id FROM videos WHERE provider = 'cloudflare-stream' AND playback_id = ?1")
    .bind(video.uid)
    .first<{ entry_id: string }>()
  return { readyEntryId: entry?.entry_id ?? null }
}

export interface StreamRecording {
  /** The live stream asset (stream_assets.id) whose live input recorded this video. */
  streamAssetId: string
  /** The recording's Stream video uid (the replay entry's playback_id). */
  uid: string
  durationSeconds: number
}

/**
 * Issue 20 §4: a match's live recording on Stream is ready, so it becomes the
 * replay of the match that last kicked off carrying that live asset (the
 * replay module decides the rest: a match never kicked off gets none).
 */
export async function attachStreamRecording(env: Bindings, recording: StreamRecording, _now: Date): Promise<void> {
  const match = await env.DB.prepare(
    `SELECT id FROM matches WHERE video_asset_id = ?1 AND kicked_off_at IS NOT NULL ORDER BY kicked_off_at DESC LIMIT 1`,
  )
    .bind(recording.streamAssetId)
    .first<{ id: number }>()
  if (!match) return
  const made = await createMatchReplay(env, match.id, { kind: 'stream', uid: recording.uid, durationSeconds: recording.durationSeconds })
  if (made.outcome !== 'made') console.warn(`stream recording ${recording.uid} of match ${match.id}: no replay (${made.outcome})`)
}
