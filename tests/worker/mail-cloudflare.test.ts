import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BoundBrowser, deliverMail, outboxCount, PUBLIC_ORIGIN, productionBindings, sentMailIds } from './mail-helpers'
import { makeAccount, registration } from './sso-helpers'

/** What the worker handed the send_email binding; miniflare's EmailMessage keeps the raw message under this key. */
interface Handed {
  from: string
  to: string
  raw: string
}

/**
 * The real miniflare send_email binding (wrangler.toml [[send_email]] MAIL),
 * which parses each message and refuses one without a Message-ID or whose From
 * header is not the envelope sender, behind a recorder; `failures` sends fail
 * first, as Cloudflare's would when it cannot take the mail.
 */
function recordingBinding(failures = 0) {
  const handed: Handed[] = []
  let calls = 0
  const binding = {
    async send(message: EmailMessage) {
      calls += 1
      if (calls <= failures) throw new Error('Email sending is unavailable right now')
      const result = await env.MAIL?.send(message)
      const raw = (message as unknown as Record<string, unknown>)['EmailMessage::raw']
      handed.push({ from: message.from, to: message.to, raw: typeof raw === 'string' ? raw : '' })
      return result
    },
  }
  return { binding, handed }
}

/** The message with its RFC 2047 encoded words (worker/mail/mime-message.ts writes names and subjects in base64) read back. */
function decodedHeaders(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  return head.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_word, base64: string) =>
    new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))),
  )
}

afterEach(() => vi.restoreAllMocks())

describe('mail through Cloudflare Email sending (issue 18 §4)', () => {
  it('a registration in production sends its confirmation through the send_email binding as a proper MIME message', async () => {
    const { binding, handed } = recordingBinding()
    const { bindings, queued } = productionBindings({ MAIL_PROVIDER: 'cloudflare', MAIL: binding, RESEND_API_KEY: undefined })
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`
    const response = await new BoundBrowser(bindings).submit('/sso/register', '/sso/register', registration(email))
    expect(response.status).toBe(200)
    expect(queued).toHaveLength(1)
    const id = queued[0]?.id as string

    const result = await deliverMail(queued, bindings)
    expect(result.explicitAcks).toEqual([`q-${id}`])
    expect(handed).toHaveLength(1)
    const mail = handed[0] as Handed
    expect(mail.from).toBe('noreply@club.example')
    expect(mail.to).toBe(email)
    const headers = decodedHeaders(mail.raw)
    expect(headers).toContain('From: Ipswich Town <noreply@club.example>')
    expect(headers).toContain(`To: <${email}>`)
    expect(headers).toContain('Subject: Confirm your email address')
    expect(headers).toContain(`Message-ID: <${id}@club.example>`)
    expect(headers).toContain('MIME-Version: 1.0')
    expect(headers).toMatch(/Content-Type: multipart\/alternative; boundary=/)
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=UTF-8/)
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=UTF-8/)
    expect(mail.raw).toContain('Hello Kieran,')
    expect(mail.raw).toContain(`${PUBLIC_ORIGIN}/sso/confirm?token=`)
    expect(await sentMailIds()).toEqual([id])
    expect(await outboxCount()).toBe(0)
  })

  it('a send the binding refuses is retried, and the mail is handed over once', async () => {
    const fan = await makeAccount()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { binding, handed } = recordingBinding(1)
    const { bindings, queued } = productionBindings({ MAIL_PROVIDER: 'cloudflare', MAIL: binding, RESEND_API_KEY: undefined })
    await new BoundBrowser(bindings).submit('/sso/forgot-password', '/sso/forgot-password', { email: fan.email })
    const [message] = queued
    if (!message) throw new Error('nothing queued')

    const first = await deliverMail([message], bindings, 1)
    expect(first.retryMessages.map((retry: { msgId: string }) => retry.msgId)).toEqual([`q-${message.id}`])
    expect(handed).toHaveLength(0)
    expect((await deliverMail([message], bindings, 2)).explicitAcks).toEqual([`q-${message.id}`])
    expect((await deliverMail([message], bindings, 3)).explicitAcks).toEqual([`q-${message.id}`])
    expect(handed.map((mail) => mail.to)).toEqual([fan.email])
    expect(await sentMailIds()).toEqual([message.id])
  })
})
