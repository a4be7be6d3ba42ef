import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { EventsMessage, QueuedEvent } from '../../worker/events/event-message'
import { writeEvents } from '../../worker/events/write-events'
import { countingD1 } from './counting-d1'
import { deliver, storedEvents, storedWhenConsumed } from './events-helpers'

// Issue 12 §3: a message D1 refuses, or a batch too big for one statement, must not cost the rest of the batch.

function queued(eventID: string, data: QueuedEvent['data'] = { path: '/' }): QueuedEvent {
  return { eventID, receivedAt: '2026-11-22T15:00:00.000Z', channel: 'web', action: 'pageView', sessionID: 's', ssoID: 'u', data }
}

/** An event D1 refuses: no action (the column is NOT NULL), as a message from a broken producer would carry. */
function refused(eventID: string): QueuedEvent {
  return { ...queued(eventID), action: undefined as unknown as string }
}

/** About 60 KB of events: what one POST of the largest body accepted (64 KB) puts on the queue. */
function largestMessage(prefix: string): EventsMessage {
  const data = Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`field${k}`, `${prefix}-${k}-`.padEnd(500, 'x')]))
  return { events: Array.from({ length: 6 }, (_, i) => queued(`${prefix}-${i}`, data)) }
}

describe('a batch the consumer cannot write whole (issue 12 §3)', () => {
  it('with one message D1 refuses, the others are stored exactly once and only that one is retried', async () => {
    const messages = Array.from({ length: 20 }, (_, i) => ({
      id: `m${i}`,
      body: { events: i === 7 ? [queued('good-7a'), refused('bad-7b')] : [queued(`good-${i}a`), queued(`good-${i}b`)] },
    }))
    const result = await deliver(messages)
    expect(result.ackAll).toBe(false)
    expect(result.retryBatch.retry).toBe(false)
    // (The delay each retry asks for is not in this pool's result; events-queue.test.ts checks retryDelaySeconds.)
    expect(result.retryMessages.map((r: { msgId: string }) => r.msgId)).toEqual(['m7'])
    expect(new Set(result.explicitAcks)).toEqual(new Set(messages.filter((m) => m.id !== 'm7').map((m) => m.id)))
    // The refused message's events go in together or not at all: its good event waits with it.
    const rows = await storedEvents()
    expect(rows).toHaveLength(38)
    expect(rows.map((r) => r.event_id)).not.toContain('good-7a')

    // The queue delivers again (at least once): the same batch stores nothing twice; m7 is still refused.
    const again = await deliver(messages.map((m) => ({ ...m, attempts: 3 })))
    expect(again.retryMessages.map((r: { msgId: string }) => r.msgId)).toEqual(['m7'])
    const after = await storedEvents()
    expect(after).toHaveLength(38)
    expect(new Set(after.map((r) => r.event_id)).size).toBe(38)
  })

  it('through the real queue: the good messages of a batch are stored while the bad one waits for its retries', async () => {
    await env.EVENTS.send({ events: [refused('real-bad')] }, { contentType: 'json' })
    await env.EVENTS.sendBatch(
      Array.from({ length: 5 }, (_, i) => ({ body: { events: [queued(`real-good-${i}`)] }, contentType: 'json' as const })),
    )
    const rows = await storedWhenConsumed(5)
    expect(rows.map((r) => r.event_id).sort()).toEqual(['real-good-0', 'real-good-1', 'real-good-2', 'real-good-3', 'real-good-4'])
  }, 30_000)

  it('100 messages of the largest body go in a few statements under D1 string limit, every event once', async () => {
    const messages = Array.from({ length: 100 }, (_, i) => ({ id: `big${i}`, body: largestMessage(`big${i}`) }))
    const events = messages.flatMap((m) => m.body.events)
    // The premise: as one bound string (about 6 MB) D1 refuses the batch (its limit is 2,000,000 bytes).
    await expect(writeEvents(env.DB, events)).rejects.toThrow(/too big|TOOBIG/i)
    const counted = countingD1(env.DB)
    const result = await deliver(messages, { ...env, DB: counted.db })
    expect(result.ackAll).toBe(true)
    // 1 MB a statement: six or seven of them, and no failed write split in halves.
    expect(counted.trips.alone).toBeGreaterThan(1)
    expect(counted.trips.alone).toBeLessThanOrEqual(7)
    const rows = await storedEvents()
    expect(rows).toHaveLength(600)
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(600)
  }, 30_000)
})
