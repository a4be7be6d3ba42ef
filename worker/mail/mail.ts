/**
 * A mail the site sends (issue 18 §4), whatever the provider: plain text
 * with one main link. The providers add an HTML part made from the text
 * (./mail-html.ts); the outbox stores it as it is.
 */
export interface Mail {
  recipient: string
  subject: string
  bodyText: string
  /** The one link the mail is about (absolute, from PUBLIC_ORIGIN in production). */
  link: string
}

/**
 * What goes on the EVENTS queue for a real provider to send (./send-mail.ts).
 * `id` makes the send idempotent (D1 mail_sent, Resend's Idempotency-Key);
 * `mail` null is the stand-in for a request that mails nobody, so a known and
 * an unknown address cost the same work (issue 8); the consumer drops it.
 */
export interface MailMessage {
  kind: 'mail'
  id: string
  mail: Mail | null
}

export function isMailMessage(body: unknown): body is MailMessage {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'mail'
}
