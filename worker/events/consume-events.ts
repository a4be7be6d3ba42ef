/**
 * The EVENTS queue consumer (issue 12 §3), in the same worker as fetch. A
 * batch of messages is flattened into one write; when D1 refuses it, every
 * message is retried (wrangler.toml max_retries), so nothing is lost, and the
 * write's ON CONFLICT makes the retry harmless. SPEC §8.3: tracking failures
 * are logged only.
 */
import type { Bindings } from '../env'
import type { EventsMessage } from './event-message'
import { writeEvents } from './write-events'

/** Backs off a little more on each attempt, so a D1 hiccup is not hammered (our choice). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1))
}

export async function consumeEvents(batch: MessageBatch<EventsMessage>, env: Bindings): Promise<void> {
  const events = batch.messages.flatMap((message) => message.body?.events ?? [])
  try {
    await writeEvents(env.DB, events)
    batch.ackAll()
  } catch (err) {
    const attempts = Math.max(1, ...batch.messages.map((message) => message.attempts))
    console.warn('event batch write failed; retrying', events.length, err instanceof Error ? err.message : String(err))
    batch.retryAll({ delaySeconds: retryDelaySeconds(attempts) })
  }
}
