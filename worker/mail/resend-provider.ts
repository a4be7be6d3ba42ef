/**
 * Resend (issue 18 §4): one call of its HTTP API (POST /emails), made with
 * fetch. Issue 22 §5: Resend's SDK brought about 110 KB minified into the
 * worker (postal-mime, for the inbound mail this site never reads) for this
 * one request. The queue id goes as Resend's Idempotency-Key, so a send
 * retried after Resend took it (a lost answer, a D1 write that failed after)
 * is not sent twice within Resend's 24 hours.
 */
import type { Mail } from './mail'
import { mailHtml } from './mail-html'
import type { MailAddress } from './mail-settings'

const RESEND_EMAILS = 'https://api.resend.com/emails'

export class MailProviderError extends Error {
  override name = 'MailProviderError'
}

function formatAddress(from: MailAddress): string {
  return from.name ? `${from.name} <${from.address}>` : from.address
}

/** Resend's error body ({ statusCode, name, message }); its name only, a word like 'validation_error'. */
async function errorName(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { name?: unknown } | null
  return typeof body?.name === 'string' && /^[\w-]{1,64}$/.test(body.name) ? body.name : 'unknown_error'
}

export async function sendWithResend(apiKey: string, from: MailAddress, mail: Mail, id: string): Promise<void> {
  const response = await fetch(RESEND_EMAILS, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': id },
    body: JSON.stringify({
      from: formatAddress(from),
      to: [mail.recipient],
      subject: mail.subject,
      text: mail.bodyText,
      html: mailHtml(mail),
    }),
  })
  // Resend's error names and statuses only: never the key, never the mail's text.
  if (!response.ok) throw new MailProviderError(`Resend refused the mail: ${response.status} ${await errorName(response)}`)
  await response.body?.cancel()
}
