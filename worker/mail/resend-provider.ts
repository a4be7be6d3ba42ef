/**
 * Resend (issue 18 §4), through its official SDK: it is built on fetch and
 * runs in workerd as it is (Postmark's SDK is built on axios and Node's http).
 * The queue id goes as Resend's Idempotency-Key, so a send retried after
 * Resend took it (a lost answer, a D1 write that failed after) is not sent
 * twice within Resend's 24 hours.
 */
import { Resend } from 'resend'
import type { Mail } from './mail'
import { mailHtml } from './mail-html'
import type { MailAddress } from './mail-settings'

export class MailProviderError extends Error {
  override name = 'MailProviderError'
}

function formatAddress(from: MailAddress): string {
  return from.name ? `${from.name} <${from.address}>` : from.address
}

export async function sendWithResend(apiKey: string, from: MailAddress, mail: Mail, id: string): Promise<void> {
  const resend = new Resend(apiKey)
  const { error } = await resend.emails.send(
    { from: formatAddress(from), to: [mail.recipient], subject: mail.subject, text: mail.bodyText, html: mailHtml(mail) },
    { idempotencyKey: id },
  )
  // Resend's error names and statuses only: never the key, never the mail's text.
  if (error) throw new MailProviderError(`Resend refused the mail: ${error.statusCode ?? 'no status'} ${error.name}`)
}
