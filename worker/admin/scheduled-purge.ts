/**
 * Issue 19 §2: a scheduled article appears on its time. The public queries
 * already show it from then (shared/rules/article-state.ts); this puts the
 * purge of the pages that show it on the EVENTS queue, delayed to that time,
 * so cached copies of /news, home and its categories do not hold it back for
 * their freshness. Queues delay a message by at most 12 hours; a later time
 * is reached by sending the message on again, so nothing acts but the queue.
 */
import type { Bindings } from '../env'
import { purgePages } from '../render/page-cache-purge'

export interface PurgeMessage {
  kind: 'purge'
  /** ISO UTC: not before. */
  at: string
  origins: string[]
  paths: string[]
}

/** Cloudflare Queues' longest delay. */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 60 * 60

export function isPurgeMessage(body: unknown): body is PurgeMessage {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'purge'
}

/** Seconds until `at`, within what a queue can delay (0 when due). */
export function delayUntil(at: string, now: Date): number {
  return Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1000)))
}

export async function schedulePurge(env: Bindings, message: Omit<PurgeMessage, 'kind'>, now: Date): Promise<void> {
  await env.EVENTS.send({ kind: 'purge', ...message } satisfies PurgeMessage, { delaySeconds: delayUntil(message.at, now) })
}

/** A purge whose time has come is done; one still ahead is sent on for the time left. */
export async function consumePurges(messages: readonly Message<PurgeMessage>[], env: Bindings, now = () => new Date()): Promise<void> {
  for (const message of messages) {
    const { at, origins, paths } = message.body
    try {
      if (delayUntil(at, now()) > 0) await schedulePurge(env, message.body, now())
      else await Promise.all(origins.map((origin) => purgePages(origin, paths)))
      message.ack()
    } catch (err) {
      console.warn('scheduled purge failed; retried', err instanceof Error ? err.message : String(err))
      message.retry({ delaySeconds: 30 })
    }
  }
}
