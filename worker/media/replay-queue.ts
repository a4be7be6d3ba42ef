/**
 * Issue 20 §4: full time on the console puts the making of the replay on the
 * MEDIA_JOBS queue, so a copy that fails halfway (R2, D1) is tried again by
 * the queue instead of being lost with the request. Not on EVENTS: a queue
 * delivers one batch at a time, and tracking events and mail would wait
 * behind the copy (wrangler.toml). Making is idempotent: a
 * retry copies the same objects and replaces the entry under the same ids.
 */
import type { Actor } from '../admin/audit'
import type { Bindings } from '../env'
import { createMatchReplay } from './replays'

export interface ReplayMessage {
  kind: 'replay'
  matchId: number
  /** Who pressed full time (the audit's actor); the origins whose cached pages to purge besides the public one. */
  actor: Actor
  origins: string[]
}

export function isReplayMessage(body: unknown): body is ReplayMessage {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'replay'
}

export async function queueReplay(env: Bindings, message: Omit<ReplayMessage, 'kind'>): Promise<void> {
  await env.MEDIA_JOBS.send({ kind: 'replay', ...message } satisfies ReplayMessage)
}

/** Retried a minute on when making fails; a match with nothing to replay is logged and let go. */
export async function consumeReplays(messages: readonly Message<ReplayMessage>[], env: Bindings): Promise<void> {
  for (const message of messages) {
    const { matchId, actor, origins } = message.body
    try {
      const made = await createMatchReplay(env, matchId, { kind: 'liveWindow' }, actor, origins)
      if (made.outcome !== 'made') console.warn('replay not made', matchId, made.outcome)
      message.ack()
    } catch (err) {
      console.warn('replay failed; retried', matchId, err instanceof Error ? err.message : String(err))
      message.retry({ delaySeconds: 60 })
    }
  }
}
