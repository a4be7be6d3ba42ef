import { describe, expect, it } from 'vitest'
import { CONSENT_ALL, deliver, pageView, postEvents, storedEvents, storedWhenConsumed } from './events-helpers'

const advertImpression = {
  ...pageView,
  action: 'advertImpression',
  data: { advertID: 1, advertName: 'Hospitality packages', advertRef: 'ADV-0001', campaignRef: 'CMP-1' },
}
const { action: _action, ...withoutAction } = pageView

describe('POST /api/events refuses bad input whole: 400 with a code, nothing queued or stored', () => {
  it.each<[string, unknown, string?]>([
    ['not JSON', '{"action":'],
    ['an empty body', ''],
    ['JSON sent as a form', 'action=pageView', 'application/x-www-form-urlencoded'],
    ['a missing action', withoutAction],
    ['a missing log id', { ...pageView, logId: undefined }],
    ['an unknown action', { ...pageView, action: 'purchase' }],
    ['a log id out of range', { ...pageView, logId: 0 }],
    ['a log id as text', { ...pageView, logId: '42' }],
    ['a screen size of the wrong form', { ...pageView, screenSize: 'big' }],
    ['data that is a list', { ...pageView, data: ['x'] }],
    ['a nested object in data', { ...pageView, data: { deep: { x: 1 } } }],
    ['too many data fields', { ...pageView, data: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) }],
    ['an event id with spaces', { ...pageView, eventID: 'one two three' }],
    ['an advert event without its advert id', { ...advertImpression, data: { advertName: 'x', advertRef: 'r', campaignRef: 'c' } }],
    ['an advert id as text', { ...advertImpression, data: { ...advertImpression.data, advertID: '1' } }],
    ['an advert of a kind the site does not have', { ...advertImpression, data: { ...advertImpression.data, advertKind: 'popup' } }],
    ['an advert timestamp that is not an ISO instant', { ...advertImpression, data: { ...advertImpression.data, timestamp: 'today' } }],
    ['userAllowTracking as text', { ...advertImpression, data: { ...advertImpression.data, userAllowTracking: 'yes' } }],
    ['an empty batch', []],
    ['a batch with one bad event among good ones', [pageView, { ...pageView, logId: -1 }, pageView]],
    ['a batch of 51 events', Array.from({ length: 51 }, () => pageView)],
    ['a number', 42],
    ['null', 'null'],
  ])(
    '%s',
    async (_name, body, contentType) => {
      const response = await postEvents(body, { cookie: CONSENT_ALL, contentType })
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { errors: Array<{ code: string }> }
      expect(answer.errors[0]?.code).toBe('bad_request')
      expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|ZodError|SQLITE/)
      // Anything accepted would be on the queue ahead of a good event sent now: once that one is stored, it alone is.
      expect((await postEvents({ ...pageView, eventID: 'after-the-bad-one' }, { cookie: CONSENT_ALL })).status).toBe(202)
      const stored = await storedWhenConsumed(1)
      expect(stored.map((row) => row.event_id)).toEqual(['after-the-bad-one'])
    },
    30_000,
  )

  it.each<[string, unknown]>([
    ['a body of 1 MB', { ...pageView, userAgent: 'x'.repeat(1024 * 1024) }],
    ['a batch of 10,000 events', Array.from({ length: 10_000 }, () => pageView)],
  ])(
    '%s is over 64 KB: a 413 (issue 18 §8), and nothing is queued',
    async (_name, body) => {
      const response = await postEvents(body, { cookie: CONSENT_ALL })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        errors: [{ code: 'payload_too_large', message: 'The events batch is too large: send at most 64 KB' }],
      })
      expect((await postEvents({ ...pageView, eventID: 'after-the-large-one' }, { cookie: CONSENT_ALL })).status).toBe(202)
      expect((await storedWhenConsumed(1)).map((row) => row.event_id)).toEqual(['after-the-large-one'])
    },
    30_000,
  )

  it('a body sent in chunks without a length is refused (413) once it passes 64 KB, and the rest is never read', async () => {
    const chunk = new TextEncoder().encode(`[${JSON.stringify(pageView)},`.padEnd(16 * 1024, ' '))
    let pulled = 0
    let cancelled = false
    // 1 MB if it were all read: 64 chunks of 16 KB.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        if (pulled > 64) controller.close()
        else controller.enqueue(chunk)
      },
      cancel() {
        cancelled = true
      },
    })
    const response = await postEvents(body, { cookie: CONSENT_ALL, contentType: 'text/plain;charset=UTF-8' })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      errors: [{ code: 'payload_too_large', message: 'The events batch is too large: send at most 64 KB' }],
    })
    expect(cancelled).toBe(true)
    expect(pulled).toBeLessThan(16)
  })

  it('a chunked body within the limit is read whole and accepted', async () => {
    const text = JSON.stringify([pageView, pageView])
    const half = Math.floor(text.length / 2)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, half)))
        controller.enqueue(new TextEncoder().encode(text.slice(half)))
        controller.close()
      },
    })
    expect((await postEvents(body, { cookie: CONSENT_ALL, contentType: 'text/plain;charset=UTF-8' })).status).toBe(202)
    expect(await storedWhenConsumed(2)).toHaveLength(2)
  }, 30_000)

  it('a well-formed advert impression is accepted beside them, with every §3 field the browser sends', async () => {
    expect((await postEvents(advertImpression, { cookie: CONSENT_ALL })).status).toBe(202)
    const full = {
      ...advertImpression.data,
      advertKind: 'slot',
      placement: 'footerSlot1',
      timestamp: '2026-11-22T15:04:05.006Z',
      url: '/hospitality',
      path: '/news',
      userAllowTracking: true,
    }
    expect((await postEvents({ ...advertImpression, data: full }, { cookie: CONSENT_ALL })).status).toBe(202)
  })

  it('a queue message without events (a producer bug) is acknowledged and writes nothing', async () => {
    const result = await deliver([{ id: 'empty', body: { events: [] } }])
    expect(result.ackAll).toBe(true)
    expect(await storedEvents()).toHaveLength(0)
  })
})
