/**
 * The EVENTS queue consumer (issue 12 §3), in the same worker as fetch. A
 * batch of messages is one D1 write in the usual case (store-messages.ts);
 * a message D1 refuses is retried on its own (wrangler.toml max_retries, then
 * the dead-letter queue), so it never takes the rest of its batch with it.
 * The write's ON CONFLICT makes every retry harmless. SPEC §8.3: tracking
 * failures are logged only.
 */
import type { Bindings } from '../env'
import { recordPlayerErrors } from '../ops/record-ops'
import type { EventsMessage, QueuedEvent } from './event-message'
import { isPlayerError, playerErrorCounts } from './player-error-message'
import { parcelOf, storeMessages } from './store-messages'

/** Backs off a little more on each attempt, so a D1 hiccup is not hammered (our choice). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1))
}

/** A message's events; a body of another shape is passed on as it is, for D1 to refuse and the queue to keep. */
function eventsOf(message: Message<EventsMessage>): QueuedEvent[] {
  return [message.body?.events ?? []].flat()
}

export async function consumeEvents(batch: MessageBatch<EventsMessage>, env: Bindings): Promise<void> {
  // Issue 21 §7: player errors are counted for the operations view (on a message's first delivery only, so
  // a retry never counts them twice), and not stored as tracking events.
  await recordPlayerErrors(env, playerErrorCounts(batch.messages.filter((m) => m.attempts <= 1).flatMap(eventsOf)))
  const parcels = batch.messages.map((message) =>
    parcelOf(
      message,
      eventsOf(message).filter((event) => !isPlayerError(event)),
    ),
  )
  const { stored, failed, lastError } = await storeMessages(env.DB, parcels)
  if (failed.length === 0) {
    batch.ackAll()
    return
  }
  console.warn('event batch write failed; retrying', `${failed.length} of ${batch.messages.length} messages`, lastError)
  if (stored.length === 0) {
    // Nothing went in (D1 down, most likely): the whole batch again, after the longest wait any of it has earned.
    const attempts = Math.max(1, ...batch.messages.map((message) => message.attempts))
    batch.retryAll({ delaySeconds: retryDelaySeconds(attempts) })
    return
  }
  for (const message of stored) message.ack()
  for (const message of failed) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
}
