/**
 * The mail port (issue 18 §4): every mail the site sends goes through here,
 * to the provider MAIL_PROVIDER names (./mail-settings.ts).
 *
 * - outbox (development and test): the mail is a row in the caller's own D1
 *   batch, so it is stored exactly when the rest of the request is, and the
 *   developer's log prints it.
 * - cloudflare, resend: after the caller's batch the mail goes on the EVENTS
 *   queue; the consumer sends it (./consume-mail.ts), retrying a failed send
 *   until the provider takes it, and sends it once.
 *
 * Callers that must cost the same work whether or not anyone is mailed
 * (issue 8: no answer says whether an email has an account) stage and send
 * unconditionally and let `when`, or a null mail, decide.
 */
import type { Bindings } from '../env'
import type { Mail, MailMessage } from './mail'
import type { MailSettings } from './mail-settings'
import { outboxInsert, outboxInsertIfAccount } from './outbox'
import { configOf } from '../config'
import { httpError } from '../http-errors'

/** When a staged mail is stored: now (`send`), or as the batch finds an account (registration). */
export type MailWhen = { send: boolean } | { ssoId: string; accountExists: boolean }

export interface MailPort {
  settings: MailSettings
  /** D1 statements for the caller's batch: the outbox rows for the outbox provider, none for the others. */
  stage(mail: Mail, now: Date, when: MailWhen): D1PreparedStatement[]
  /** After the batch: hands the mail on (null: nobody to mail, at the same cost). */
  send(mail: Mail | null): Promise<void>
}

/** The configured settings, or a 503 (the caller should have checked with ./mail-required.ts first). */
export function mailSettingsOf(env: Bindings): MailSettings {
  const mail = configOf(env).mail
  if (mail.state === 'off') throw httpError(503, 'mail_not_configured', 'Mail is not configured')
  return mail.settings
}

export function mailPort(env: Bindings): MailPort {
  const settings = mailSettingsOf(env)
  return {
    settings,
    stage(mail, now, when) {
      if (settings.provider !== 'outbox') return []
      return 'send' in when
        ? [outboxInsert(env.DB, mail, now, when.send)]
        : [outboxInsertIfAccount(env.DB, mail, now, when.ssoId, when.accountExists)]
    },
    async send(mail) {
      if (settings.provider === 'outbox') {
        if (mail) logMail(env, mail)
        return
      }
      const message: MailMessage = { kind: 'mail', id: crypto.randomUUID(), mail }
      await env.EVENTS.send(message)
    },
  }
}

/** Whether mail lands in the development outbox (the portal then says where to read it). */
export function mailGoesToOutbox(env: Bindings): boolean {
  const mail = configOf(env).mail
  return mail.state === 'on' && mail.settings.provider === 'outbox'
}

/** One mail, for callers with no batch of their own to join. */
export async function sendMail(env: Bindings, mail: Mail, now = new Date()): Promise<void> {
  const port = mailPort(env)
  const statements = port.stage(mail, now, { send: true })
  if (statements.length > 0) await env.DB.batch(statements)
  await port.send(mail)
}

/** The developer's copy of an outbox mail in the dev log; never in production, whatever the provider. */
function logMail(env: Bindings, mail: Mail): void {
  if (configOf(env).developmentFeatures) {
    console.log(`[outbox] to ${mail.recipient}: ${mail.subject}\n  ${mail.link}`)
  }
}
