/**
 * The worker's queue handler for both its queues. EVENTS carries tracking
 * events (issue 12 §3), since issue 18 §4 mail for a real provider, and since
 * issue 19 the delayed page purges of scheduled articles; MEDIA_JOBS the
 * making of a match's replay at full time (issue 20 §4, a queue of its own
 * so the copy never holds up an EVENTS delivery). Each kind goes to its own
 * consumer as a batch of its own, so a mail never reaches the events' D1
 * write and an events retry never re-sends a mail.
 */
import type { Bindings } from '../env'
import { consumePurges, isPurgeMessage, type PurgeMessage } from '../admin/scheduled-purge'
import { consumeMail } from '../mail/consume-mail'
import { isMailMessage, type MailMessage } from '../mail/mail'
import { consumeReplays, isReplayMessage, type ReplayMessage } from '../media/replay-queue'
import { consumeEvents } from './consume-events'
import type { EventsMessage } from './event-message'

export type QueueMessage = EventsMessage | MailMessage | PurgeMessage | ReplayMessage

/** The same delivery narrowed to some of its messages: ackAll and retryAll touch only those. */
function part<B>(batch: MessageBatch<QueueMessage>, messages: Message<B>[]): MessageBatch<B> {
  return {
    // Named one by one: the runtime's batch keeps these on its prototype, which a spread would miss.
    queue: batch.queue,
    metadata: batch.metadata,
    messages,
    ackAll: () => {
      for (const message of messages) message.ack()
    },
    retryAll: (options) => {
      for (const message of messages) message.retry(options)
    },
  }
}

export async function consumeQueue(batch: MessageBatch<QueueMessage>, env: Bindings): Promise<void> {
  const mail = batch.messages.filter((message): message is Message<MailMessage> => isMailMessage(message.body))
  const purges = batch.messages.filter((message): message is Message<PurgeMessage> => isPurgeMessage(message.body))
  const replays = batch.messages.filter((message): message is Message<ReplayMessage> => isReplayMessage(message.body))
  if (mail.length === 0 && purges.length === 0 && replays.length === 0) return consumeEvents(batch as MessageBatch<EventsMessage>, env)
  const events = batch.messages.filter(
    (message): message is Message<EventsMessage> =>
      !isMailMessage(message.body) && !isPurgeMessage(message.body) && !isReplayMessage(message.body),
  )
  if (mail.length > 0) await consumeMail(mail, env)
  if (purges.length > 0) await consumePurges(purges, env)
  if (replays.length > 0) await consumeReplays(replays, env)
  if (events.length > 0) await consumeEvents(part(batch, events), env)
}
