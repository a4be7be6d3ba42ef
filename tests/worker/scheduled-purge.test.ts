import { env } from 'cloudflare:workers'
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { consumePurges, delayUntil, MAX_QUEUE_DELAY_SECONDS, type PurgeMessage } from '../../worker/admin/scheduled-purge'
import { pageGeneration } from '../../worker/render/page-cache-purge'

// Issue 19 §2: the pages showing a scheduled article are purged on its time, by the queue alone.

const ORIGIN = 'https://purge-test.example'

function batchOf(body: PurgeMessage) {
  return createMessageBatch<PurgeMessage>('club-events', [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body }])
}

describe('a purge put off to an article’s time', () => {
  it.each([
    ['2026-11-27T12:00:00.000Z', 0],
    ['2026-11-27T11:00:00.000Z', 0],
    ['2026-11-27T12:00:00.400Z', 1],
    ['2026-11-27T12:10:00.000Z', 600],
    ['2026-11-29T12:00:00.000Z', MAX_QUEUE_DELAY_SECONDS],
  ])('due %s: delayed %d s', (at, seconds) => {
    expect(delayUntil(at, new Date('2026-11-27T12:00:00.000Z'))).toBe(seconds)
  })

  it('when due, purges the pages at each origin: their next visitor gets a new copy', async () => {
    const before = await pageGeneration(ORIGIN, '/news')
    const batch = batchOf({ kind: 'purge', at: new Date(Date.now() - 1000).toISOString(), origins: [ORIGIN], paths: ['/news', '/'] })
    await consumePurges(batch.messages, env)
    const result = await getQueueResult(batch, createExecutionContext())
    expect(result.explicitAcks).toHaveLength(1)
    expect(await pageGeneration(ORIGIN, '/news')).not.toBe(before)
  })

  it('still ahead (past the queue’s longest delay): sent on, the pages untouched until then', async () => {
    const before = await pageGeneration(ORIGIN, '/category')
    const batch = batchOf({
      kind: 'purge',
      at: new Date(Date.now() + 20 * 3600_000).toISOString(),
      origins: [ORIGIN],
      paths: ['/category'],
    })
    await consumePurges(batch.messages, env)
    const result = await getQueueResult(batch, createExecutionContext())
    expect(result.explicitAcks).toHaveLength(1)
    expect(await pageGeneration(ORIGIN, '/category')).toBe(before)
  })
})
