import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { QueueMessage } from '../../worker/events/consume-queue'
import worker from '../../worker/index'
import type { MailMessage } from '../../worker/mail/mail'
import { csrfOf } from './sso-helpers'

export const PUBLIC_ORIGIN = 'https://club.example'
export const RESEND_KEY = 're_test_0123456789abcdef'

export type TestBindings = typeof env

/**
 * The worker's bindings as production sets them (issue 18 §4), with the
 * EVENTS producer kept as a list: the real queue would deliver to the
 * consumer with the test pool's own bindings, so each test hands the queued
 * messages to the worker's queue handler itself, with these bindings.
 */
export function productionBindings(overrides: Partial<Record<keyof TestBindings, unknown>> = {}) {
  const queued: MailMessage[] = []
  const events = {
    async send(body: QueueMessage) {
      if ('kind' in body && body.kind === 'mail') queued.push(body)
    },
    async sendBatch(messages: Iterable<{ body: QueueMessage }>) {
      for (const message of messages) await events.send(message.body)
    },
  }
  const bindings = {
    ...env,
    ENVIRONMENT: 'production',
    PUBLIC_ORIGIN,
    MAIL_PROVIDER: 'resend',
    MAIL_FROM: 'Ipswich Town <noreply@club.example>',
    RESEND_API_KEY: RESEND_KEY,
    // Production as an operator sets it: buying configured too (its absence is another feature's problem).
    STRIPE_SECRET_KEY: 'sk_test_mailtests',
    STRIPE_WEBHOOK_SECRET: 'whsec_mailtests',
    EVENTS: events,
    ...overrides,
  } as unknown as TestBindings
  return { bindings, queued }
}

/** A browser that reaches the worker with given bindings, at a given origin (the Host it came with). */
export class BoundBrowser {
  readonly cookies = new Map<string, string>()
  readonly address = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`

  constructor(
    readonly bindings: TestBindings,
    readonly origin = 'http://localhost',
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    headers.set('CF-Connecting-IP', this.address)
    if (!headers.has('Accept')) headers.set('Accept', 'text/html')
    const ctx = createExecutionContext()
    const response = await worker.fetch(new Request(`${this.origin}${path}`, { ...init, headers, redirect: 'manual' }), this.bindings, ctx)
    await waitOnExecutionContext(ctx)
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = (line.split(';')[0] ?? '').split('=')
      if (name) this.cookies.set(name.trim(), value.join('='))
    }
    return response
  }

  /** Opens the form page and posts it as a browser does. */
  async submit(formPage: string, path: string, fields: Record<string, string>): Promise<Response> {
    const csrf = csrfOf(await (await this.fetch(formPage)).text())
    return this.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    })
  }
}

/** Runs the worker's own queue handler on these mail messages, as the EVENTS queue would deliver them. */
export async function deliverMail(messages: readonly MailMessage[], bindings: TestBindings, attempts = 1) {
  const batch = createMessageBatch<QueueMessage>(
    'club-events',
    messages.map((body) => ({ id: `q-${body.id}`, timestamp: new Date(), attempts, body })),
  )
  const ctx = createExecutionContext()
  const queue: ExportedHandlerQueueHandler<TestBindings, QueueMessage> = worker.queue
  await queue(batch, bindings, ctx)
  return getQueueResult(batch, ctx)
}

export async function sentMailIds(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT mail_id FROM mail_sent ORDER BY mail_id').all<{ mail_id: string }>()
  return results.map((row) => row.mail_id)
}

export async function outboxCount(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<number>('n')) ?? 0
}
