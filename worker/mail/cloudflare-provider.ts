/**
 * Cloudflare Email sending (issue 18 §4): the `send_email` binding MAIL
 * (wrangler.toml [[send_email]]) takes an EmailMessage with the raw MIME
 * message. In production the sender must be an address on a domain with
 * Email Routing on (README "Mail"); miniflare emulates the binding locally.
 */
import { EmailMessage } from 'cloudflare:email'
import type { Mail } from './mail'
import type { MailAddress } from './mail-settings'
import { mimeMessage } from './mime-message'

export async function sendWithCloudflare(binding: SendEmail | undefined, from: MailAddress, mail: Mail, id: string): Promise<void> {
  if (!binding) throw new Error('the send_email binding MAIL is missing')
  await binding.send(new EmailMessage(from.address, mail.recipient, mimeMessage(from, mail, id)))
}
