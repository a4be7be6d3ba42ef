import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { retryDelaySeconds } from '../../worker/events/consume-events'
import type { EventsMessage } from '../../worker/events/event-message'
import { countingD1 } from './counting-d1'
import { CONSENT_ALL, deliver, pageView, postEvents, storedEvents, storedWhenConsumed } from './events-helpers'

function queued(eventID: string): EventsMessage['events'][number] {
  return {
    eventID,
    receivedAt: '2026-11-22T15:00:00.000Z',
    channel: 'web',
    action: 'pageView',
    sessionID: 's',
    ssoID: 'u',
    data: { path: '/' },
  }
}

describe('the events queue on a busy matchday (issue 12 §3)', () => {
  it('1,000 events posted in parallel are each stored exactly once after the consumer runs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        postEvents({ ...pageView, eventID: `busy-${String(i).padStart(6, '0')}` }, { cookie: CONSENT_ALL }),
      ),
    )
    expect(responses.every((r) => r.status === 202)).toBe(true)
    const rows = await storedWhenConsumed(1000)
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(1000)
    // The queue delivers at least once: the same messages again change nothing.
    const again = rows.slice(0, 100).map((r, i) => ({ id: `redelivery-${i}`, body: { events: [queued(r.event_id)] } }))
    expect((await deliver(again)).ackAll).toBe(true)
    expect(await storedEvents()).toHaveLength(1000)
  }, 30_000)

  it('a batch of messages is one write, and a failing D1 write is retried without losing an event', async () => {
    const messages = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      body: { events: [queued(`retry-${i}a`), queued(`retry-${i}b`)] },
    }))
    // A real D1 failure: the table is not there while the first delivery runs.
    await env.DB.prepare('ALTER TABLE tracking_events RENAME TO tracking_events_away').run()
    const first = await deliver(messages)
    expect(first.ackAll).toBe(false)
    expect(first.retryBatch.retry).toBe(true)
    // Backs off a little more each attempt (the delay itself is not in the test result of this pool).
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([1, 2, 4, 60])
    await env.DB.prepare('ALTER TABLE tracking_events_away RENAME TO tracking_events').run()
    expect(await storedEvents()).toHaveLength(0)

    // The 30 messages (60 events) go to D1 as one round trip: one statement, not one per event.
    const counted = countingD1(env.DB)
    const second = await deliver(
      messages.map((m) => ({ ...m, attempts: 2 })),
      { ...env, DB: counted.db },
    )
    expect(counted.trips).toEqual({ alone: 1, batches: 0, batched: 0 })
    expect(second.ackAll).toBe(true)
    expect(second.retryBatch.retry).toBe(false)
    const rows = await storedEvents()
    expect(rows).toHaveLength(60)
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(60)
  })

  it('events posted while D1 refuses writes arrive once it accepts them again (the real queue retries)', async () => {
    await env.DB.prepare('ALTER TABLE tracking_events RENAME TO tracking_events_away').run()
    expect((await postEvents([pageView, pageView, pageView], { cookie: CONSENT_ALL })).status).toBe(202)
    // Let the first delivery fail, then give the table back; the retry stores all three.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await env.DB.prepare('ALTER TABLE tracking_events_away RENAME TO tracking_events').run()
    expect(await storedWhenConsumed(3)).toHaveLength(3)
  }, 30_000)
})
