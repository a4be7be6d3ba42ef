/**
 * Issue 20 §2, §1: the media upkeep the Cron Trigger runs every 15 minutes
 * (wrangler.toml [triggers]): expired uploads removed, and Stream entries
 * whose webhook did not come asked for their status (worker/media/stream-poll.ts),
 * then ready ones still without a picture given Stream's frame (stream-frame.ts).
 */
import { configOf } from '../config'
import type { Bindings } from '../env'
import { scheduled as reconcileScheduled } from '../payments/reconcile'
import { retryStreamFrames } from './stream-frame'
import { pollStreamEntries } from './stream-poll'
import { expireUploads } from './upload-expiry'

/** The cron of the media upkeep (the daily one reconciles payments). */
export const MEDIA_CRON = '*/15 * * * *'

export async function mediaUpkeep(env: Bindings, now: Date): Promise<void> {
  await expireUploads(env, now)
  const video = configOf(env).video
  if (video.state === 'on' && video.settings.stream) {
    await pollStreamEntries(env, video.settings.stream, now)
    // Issue 20 §5: entries made ready just now by the poll, or whose frame failed before, get their frame.
    await retryStreamFrames(env, video.settings.stream, now)
  }
}

/**
 * The Cron Triggers' one handler (worker/index.ts): the daily cron reconciles
 * payments (worker/payments/reconcile.ts) as before; every run, the daily one
 * too, does the media upkeep.
 */
export async function runScheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  if (controller.cron !== MEDIA_CRON) await reconcileScheduled(controller, env, ctx)
  ctx.waitUntil(
    mediaUpkeep(env, new Date(controller.scheduledTime)).catch((err: unknown) => {
      console.error('media upkeep failed', err instanceof Error ? err.message : String(err))
    }),
  )
}
