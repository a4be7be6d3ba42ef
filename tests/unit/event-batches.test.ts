import { describe, expect, it } from 'vitest'
import { eventBatches, utf8Length } from '../../shared/rules/event-batches'
import { MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from '../../shared/schemas/tracking-limits'

const event = (i: number, pad = 0) => ({ action: 'advertImpression', logId: i, pad: 'x'.repeat(pad) })
const sizes = (bodies: string[]) => bodies.map((b) => (JSON.parse(b) as unknown[]).length)

describe('cutting queued events into POST /api/events bodies (issue 12 §3)', () => {
  it('nothing queued sends nothing', () => {
    expect(eventBatches([])).toEqual({ bodies: [], dropped: 0 })
  })

  it.each([
    [1, [1]],
    [MAX_EVENTS_PER_BATCH, [MAX_EVENTS_PER_BATCH]],
    [MAX_EVENTS_PER_BATCH + 1, [MAX_EVENTS_PER_BATCH, 1]],
    [120, [50, 50, 20]],
  ])('%i small events go as %j', (count, expected) => {
    const { bodies, dropped } = eventBatches(Array.from({ length: count }, (_, i) => event(i)))
    expect(sizes(bodies)).toEqual(expected)
    expect(dropped).toBe(0)
  })

  it('keeps every body within the byte limit and the events in order', () => {
    const events = Array.from({ length: 30 }, (_, i) => event(i, 10_000))
    const { bodies } = eventBatches(events)
    expect(bodies.every((b) => utf8Length(b) <= MAX_EVENTS_BODY_BYTES)).toBe(true)
    expect(bodies.flatMap((b) => (JSON.parse(b) as Array<{ logId: number }>).map((e) => e.logId))).toEqual(events.map((e) => e.logId))
    expect(bodies.length).toBe(5) // six 10 KB events fit in 64 KB, the seventh does not
  })

  it('a body exactly at the limit is sent; one byte more starts another', () => {
    const limits = { maxEvents: 50, maxBytes: 100 }
    // '[' + a + ',' + b + ']' where a and b are 48 and 49 bytes of JSON: 100 bytes exactly.
    const a = 'a'.repeat(46) // JSON "aaa…" is 48 bytes
    const b = 'b'.repeat(47) // 49 bytes
    expect(sizes(eventBatches([a, b], limits).bodies)).toEqual([2])
    expect(sizes(eventBatches([a, `${b}b`], limits).bodies)).toEqual([1, 1])
  })

  it('an event too large to send even alone is dropped and counted, the rest still go', () => {
    const { bodies, dropped } = eventBatches([event(1), event(2, MAX_EVENTS_BODY_BYTES), event(3)])
    expect(dropped).toBe(1)
    expect(sizes(bodies)).toEqual([2])
  })

  it.each([
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['إعلان', 10],
    ['⚽', 3],
    ['😀', 4],
  ])('%s is %i bytes of UTF-8, as the server counts them', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes)
    expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
  })
})
