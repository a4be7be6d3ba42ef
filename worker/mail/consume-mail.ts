/**
 * Sends the mail messages of an EVENTS queue delivery (issue 18 §4). A send
 * the provider refuses, or that cannot reach it, is retried by the queue
 * with a growing delay (wrangler.toml max_retries, then the dead-letter
 * queue, where the request is kept rather than dropped). A mail is sent once:
 * its id goes into mail_sent after the provider took it, and a redelivered
 * message whose id is there is only acknowledged. Logs name the mail's id,
 * never its address, text or link.
 */
import type { Bindings } from '../env'
import { retryDelaySeconds } from '../events/consume-events'
import type { Mail, MailMessage } from './mail'
import type { MailSettings } from './mail-settings'
import { configOf } from '../config'

async function alreadySent(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS sent FROM mail_sent WHERE mail_id = ?').bind(id).first('sent')) !== null
}

async function recordSent(db: D1Database, id: string, now: Date): Promise<void> {
  await db
    .prepare('INSERT INTO mail_sent (mail_id, sent_at) VALUES (?, ?) ON CONFLICT (mail_id) DO NOTHING')
    .bind(id, now.toISOString())
    .run()
}

async function deliver(env: Bindings, settings: MailSettings, mail: Mail, id: string): Promise<void> {
  // Loaded when a mail is sent: each provider's code is evaluated by the queue consumer only, not at the start of
  // every isolate that serves pages.
  if (settings.provider === 'cloudflare') {
    const { sendWithCloudflare } = await import('./cloudflare-provider')
    return sendWithCloudflare(env.MAIL, settings.from, mail, id)
  }
  if (settings.provider === 'resend') {
    const { sendWithResend } = await import('./resend-provider')
    return sendWithResend(settings.apiKey, settings.from, mail, id)
  }
  // The outbox writes in the request itself; a queued mail meeting it means the setting changed under the queue.
  throw new Error('MAIL_PROVIDER is the outbox, which sends nothing from the queue')
}

function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}

export async function consumeMail(messages: readonly Message<MailMessage>[], env: Bindings, now = () => new Date()): Promise<void> {
  const read = configOf(env).mail
  for (const message of messages) {
    const { id, mail } = message.body
    // The stand-in of a request that mailed nobody (./mail.ts).
    if (!mail) {
      message.ack()
      continue
    }
    const retry = (why: string) => {
      console.warn('mail not sent; retrying', id, `attempt ${message.attempts}`, why)
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
    if (read.state === 'off') {
      retry(read.problems.map((problem) => problem.message).join('; '))
      continue
    }
    try {
      if (await alreadySent(env.DB, id)) {
        message.ack()
        continue
      }
      await deliver(env, read.settings, mail, id)
    } catch (err) {
      retry(reasonOf(err))
      continue
    }
    // The provider has it: acknowledged even if the record fails, so it is not sent again now.
    try {
      await recordSent(env.DB, id, now())
    } catch (err) {
      console.warn('mail sent but not recorded', id, reasonOf(err))
    }
    message.ack()
  }
}
