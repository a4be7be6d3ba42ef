import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QueueMessage } from '../../worker/events/consume-queue'
import worker from '../../worker/index'
import { BoundBrowser, deliverMail, outboxCount, PUBLIC_ORIGIN, productionBindings, RESEND_KEY, sentMailIds } from './mail-helpers'
import { makeAccount } from './sso-helpers'

interface Seen {
  url: string
  method: string
  headers: Headers
  body: { from: string; to: string[]; subject: string; text: string; html: string }
}

/** Resend's API, intercepted (the outside world): answers each call with the next status in `statuses`. */
function resendAnswers(...statuses: number[]) {
  const seen: Seen[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    seen.push({ url: request.url, method: request.method, headers: request.headers, body: await request.json() })
    const status = statuses[seen.length - 1] ?? 200
    return status === 200
      ? Response.json({ id: `resend-${seen.length}` })
      : Response.json({ statusCode: status, name: 'internal_server_error', message: 'Resend is having a moment' }, { status })
  })
  return seen
}

afterEach(() => vi.restoreAllMocks())

describe('mail through Resend (issue 18 §4)', () => {
  it('a password reset in production is sent by Resend with the public origin in its link, and is nowhere in the log or the outbox', async () => {
    const fan = await makeAccount()
    const logs = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')]
    const { bindings, queued } = productionBindings()
    // The request came in on another Host: the link still points at PUBLIC_ORIGIN.
    const browser = new BoundBrowser(bindings, 'https://other-host.example')
    const sent = await browser.submit('/sso/forgot-password', '/sso/forgot-password', { email: fan.email })
    expect(sent.status).toBe(200)
    expect(await sent.text()).not.toContain('development outbox')
    expect(queued).toHaveLength(1)

    const seen = resendAnswers(200)
    const result = await deliverMail(queued, bindings)
    expect(result.explicitAcks).toEqual([`q-${queued[0]?.id}`])
    expect(seen).toHaveLength(1)
    const call = seen[0] as Seen
    expect(call.url).toBe('https://api.resend.com/emails')
    expect(call.method).toBe('POST')
    expect(call.headers.get('Authorization')).toBe(`Bearer ${RESEND_KEY}`)
    expect(call.headers.get('Idempotency-Key')).toBe(queued[0]?.id)
    expect(call.body).toMatchObject({ from: 'Ipswich Town <noreply@club.example>', to: [fan.email], subject: 'Reset your password' })
    const link = /https:\/\/\S+/.exec(call.body.text)?.[0] ?? ''
    expect(link.startsWith(`${PUBLIC_ORIGIN}/sso/reset-password?token=`)).toBe(true)
    expect(call.body.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`)

    // The link works, and it was never written down: no outbox row, no log line.
    expect((await browser.fetch(new URL(link).pathname + new URL(link).search)).status).toBe(200)
    expect(await outboxCount()).toBe(0)
    const token = new URL(link).searchParams.get('token') as string
    for (const spy of logs) expect(JSON.stringify(spy.mock.calls)).not.toContain(token)
    expect(await sentMailIds()).toEqual([queued[0]?.id])
  })

  it('a send Resend refuses is retried by the queue, and the mail goes out once when Resend takes it', async () => {
    const fan = await makeAccount()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { bindings, queued } = productionBindings()
    await new BoundBrowser(bindings).submit('/sso/forgot-password', '/sso/forgot-password', { email: fan.email })
    const [message] = queued
    if (!message) throw new Error('nothing queued')

    const seen = resendAnswers(500, 200)
    const first = await deliverMail([message], bindings, 1)
    // Retried on its own (the delay, growing with attempts, is not in this pool's result; events-queue.test.ts).
    expect(first.retryMessages.map((retry: { msgId: string }) => retry.msgId)).toEqual([`q-${message.id}`])
    expect(first.explicitAcks).toEqual([])
    expect(await sentMailIds()).toEqual([])
    expect(String(warn.mock.calls[0])).toContain('500 internal_server_error')
    expect(JSON.stringify(warn.mock.calls)).not.toContain(RESEND_KEY)
    expect(JSON.stringify(warn.mock.calls)).not.toContain(new URL(message.mail?.link ?? '').searchParams.get('token'))

    const second = await deliverMail([message], bindings, 2)
    expect(second.explicitAcks).toEqual([`q-${message.id}`])
    // Delivered again (the queue promises at least once): acknowledged, not sent.
    const third = await deliverMail([message], bindings, 3)
    expect(third.explicitAcks).toEqual([`q-${message.id}`])
    expect(seen.map((call) => call.headers.get('Idempotency-Key'))).toEqual([message.id, message.id])
    expect(await sentMailIds()).toEqual([message.id])
  })

  it('an address with no account queues the same one message, which mails nobody', async () => {
    const { bindings, queued } = productionBindings()
    const sent = await new BoundBrowser(bindings).submit('/sso/forgot-password', '/sso/forgot-password', {
      email: 'nobody-here@example.com',
    })
    expect(sent.status).toBe(200)
    expect(queued).toEqual([{ kind: 'mail', id: expect.any(String), mail: null }])
    const seen = resendAnswers()
    expect((await deliverMail(queued, bindings)).explicitAcks).toHaveLength(1)
    expect(seen).toHaveLength(0)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM one_time_tokens').first('n')).toBe(0)
  })

  it('a registration sends its confirmation through Resend', async () => {
    const { bindings, queued } = productionBindings()
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`
    const response = await new BoundBrowser(bindings).submit('/sso/register', '/sso/register', {
      forename: 'Kieran',
      surname: 'McKenna',
      email,
      password: 'correct horse battery',
      passwordConf: 'correct horse battery',
      dateOfBirth: '1986-05-14',
      postcode: 'IP1 2DA',
      country: 'GB',
      terms: 'on',
    })
    expect(response.status).toBe(200)
    const seen = resendAnswers(200)
    await deliverMail(queued, bindings)
    expect(seen[0]?.body).toMatchObject({ to: [email], subject: 'Confirm your email address' })
    expect(seen[0]?.body.text).toContain(`${PUBLIC_ORIGIN}/sso/confirm?token=`)
    expect(await outboxCount()).toBe(0)
  })
})

describe('mail and tracking events on the one EVENTS queue (issue 18 §4, issue 12 §3)', () => {
  it('a delivery with both sends the mail and stores the events, each acknowledged on its own', async () => {
    const { bindings } = productionBindings()
    const mail = {
      kind: 'mail' as const,
      id: crypto.randomUUID(),
      mail: { recipient: 'fan@example.com', subject: 'Hello', bodyText: 'Hi', link: '' },
    }
    const event = {
      eventID: 'mixed-1',
      receivedAt: '2026-11-22T15:00:00.000Z',
      channel: 'web',
      action: 'pageView',
      sessionID: 's',
      ssoID: 'u',
      data: { path: '/' },
    }
    const seen = resendAnswers(200)
    const batch = createMessageBatch<QueueMessage>('club-events', [
      { id: 'events-1', timestamp: new Date(), attempts: 1, body: { events: [event] } },
      { id: 'mail-1', timestamp: new Date(), attempts: 1, body: mail },
    ])
    const ctx = createExecutionContext()
    const queue: ExportedHandlerQueueHandler<typeof bindings, QueueMessage> = worker.queue
    await queue(batch, bindings, ctx)
    const result = await getQueueResult(batch, ctx)
    expect([...result.explicitAcks].sort()).toEqual(['events-1', 'mail-1'])
    expect(result.ackAll).toBe(false)
    expect(seen.map((call) => call.body.to)).toEqual([['fan@example.com']])
    expect(await env.DB.prepare('SELECT event_id FROM tracking_events').all()).toMatchObject({ results: [{ event_id: 'mixed-1' }] })
    expect(await sentMailIds()).toEqual([mail.id])
  })
})
