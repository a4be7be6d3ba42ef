/**
 * Stores a delivered batch of queue messages and says which ones are in D1
 * (issue 12 §3). The normal path is ONE statement for the whole batch (the
 * consumer's point). Two things must not cost the good events of a batch:
 *
 * - Size. D1 refuses a string or BLOB over 2,000,000 bytes (developers.
 *   cloudflare.com/d1/platform/limits: "Maximum string, BLOB or table row
 *   size"), and the batch goes in as one JSON string. A message is one POST's
 *   events (at most 64 KB of body, so about 70 KB queued; a queue message can
 *   never pass 128 KB), and a batch is up to 100 messages (wrangler.toml), so a
 *   worst-case batch is several MB. Messages are packed into statements of at
 *   most MAX_STATEMENT_BYTES: a usual batch is still one statement.
 * - One message D1 refuses (a malformed event that breaks a NOT NULL, say).
 *   When a statement fails, its messages are split in halves and each half is
 *   written again, down to single messages; only those D1 still refuses are
 *   retried by the queue (and end in its dead-letter queue, wrangler.toml).
 *
 * D1 being down fails every half too, so the writes of one delivery are
 * capped at MAX_WRITES_PER_DELIVERY: what is not settled by then is retried,
 * which is always safe (ON CONFLICT in write-events.ts).
 */
import type { QueuedEvent } from './event-message'
import { writeEvents } from './write-events'

/** Half of D1's 2,000,000-byte limit on one bound string: room for JSON escaping to differ. */
export const MAX_STATEMENT_BYTES = 1_000_000
/** Our choice, under the Free plan's 50 D1 queries per invocation (the Paid plan allows 1,000). */
export const MAX_WRITES_PER_DELIVERY = 40

export interface Parcel<M> {
  message: M
  events: readonly QueuedEvent[]
  /** The events' JSON size in UTF-8 bytes, as writeEvents binds them. */
  bytes: number
}

export interface StoreOutcome<M> {
  stored: M[]
  failed: M[]
  /** The last refusal D1 gave, for the log (never sent anywhere else). */
  lastError: string | null
}

const encoder = new TextEncoder()

export function parcelOf<M>(message: M, events: readonly QueuedEvent[]): Parcel<M> {
  return { message, events, bytes: encoder.encode(JSON.stringify(events)).byteLength }
}

/** Consecutive runs of parcels whose bytes add up to at most `cap` (a parcel bigger than that goes alone). */
export function packByBytes<M>(parcels: readonly Parcel<M>[], cap: number): Parcel<M>[][] {
  const packs: Parcel<M>[][] = []
  let current: Parcel<M>[] = []
  let bytes = 0
  for (const parcel of parcels) {
    // +1 for the comma between two messages' events in the combined array.
    if (current.length > 0 && bytes + 1 + parcel.bytes > cap) {
      packs.push(current)
      current = []
      bytes = 0
    }
    bytes += (current.length > 0 ? 1 : 0) + parcel.bytes
    current.push(parcel)
  }
  if (current.length > 0) packs.push(current)
  return packs
}

export async function storeMessages<M>(db: D1Database, parcels: readonly Parcel<M>[]): Promise<StoreOutcome<M>> {
  const outcome: StoreOutcome<M> = { stored: [], failed: [], lastError: null }
  let writesLeft = MAX_WRITES_PER_DELIVERY

  const settle = async (pack: readonly Parcel<M>[]): Promise<void> => {
    if (writesLeft <= 0) {
      outcome.failed.push(...pack.map((parcel) => parcel.message))
      return
    }
    writesLeft--
    try {
      await writeEvents(
        db,
        pack.flatMap((parcel) => parcel.events),
      )
      outcome.stored.push(...pack.map((parcel) => parcel.message))
      return
    } catch (err) {
      outcome.lastError = err instanceof Error ? err.message : String(err)
    }
    if (pack.length === 1) {
      outcome.failed.push(...pack.map((parcel) => parcel.message))
      return
    }
    const half = Math.ceil(pack.length / 2)
    await settle(pack.slice(0, half))
    await settle(pack.slice(half))
  }

  for (const pack of packByBytes(parcels, MAX_STATEMENT_BYTES)) await settle(pack)
  return outcome
}
