import { Hono } from 'hono'
import { videoPagePaths } from '../../shared/rules/video-page-paths'
import { purgeEverywhere } from '../admin/purge'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import type { StreamVideoBody } from '../media/stream-api'
import { handleStreamVideo, verifyStreamWebhook } from '../media/stream-webhook'
import { recordWebhookFailure } from '../ops/record-ops'
import { videoSettings } from '../media/video-provider'
import { readCappedText } from './body-reader'

/**
 * POST /api/media/stream-webhook (issue 20 §1): Cloudflare Stream's
 * notification that a video is ready or failed. Refused unless signed with
 * our webhook secret within the last 5 minutes (worker/media/stream-webhook.ts).
 */
export const streamWebhook = new Hono<AppEnv>()

/** A video object with its status: a few KB; more is not Stream. */
const WEBHOOK_CAP = 64 * 1024

streamWebhook.post('/', async (c) => {
  const settings = videoSettings(c.env)
  if (!settings.stream)
    return c.json(apiErrorBody('video_provider_not_configured', 'Cloudflare Stream is not the video provider here'), 503)
  const body = await readCappedText(c.req.raw, WEBHOOK_CAP)
  if (body === null) return c.json(apiErrorBody('payload_too_large', 'Not a Stream webhook'), 413)
  const now = new Date()
  const verified = await verifyStreamWebhook(settings.stream.webhookSecret, c.req.header('Webhook-Signature') ?? null, body, now)
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise)
  if (!verified.ok) {
    // Issue 21 §7: counted for the operations view, as is a handler that fails below (Stream retries).
    recordWebhookFailure(c.env, waitUntil, 'video', 'signature')
    return c.json(apiErrorBody('webhook_signature_invalid', `Refused: ${verified.reason}`), 401)
  }
  let video: StreamVideoBody
  try {
    video = JSON.parse(body) as StreamVideoBody
  } catch {
    return c.json(apiErrorBody('bad_request', 'The body is not JSON'), 400)
  }
  const { readyEntryId } = await handleStreamVideo(c.env, video, now).catch((err: unknown) => {
    recordWebhookFailure(c.env, waitUntil, 'video', 'handler')
    throw err
  })
  if (readyEntryId) await purgeEverywhere(c, videoPagePaths(readyEntryId))
  return c.body(null, 204)
})
