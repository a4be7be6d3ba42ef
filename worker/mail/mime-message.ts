/**
 * The raw MIME message Cloudflare's send_email binding takes (issue 18 §4),
 * built with mimetext as Cloudflare's Email docs do: From, To, Subject, a
 * Message-ID of our own (the mail's queue id, so a resend after a lost
 * acknowledgement carries the same id and mail clients can fold it), and a
 * multipart/alternative body with the text and its HTML.
 */
import { createMimeMessage } from 'mimetext/browser'
import type { Mail } from './mail'
import { mailHtml } from './mail-html'
import type { MailAddress } from './mail-settings'

export function messageIdOf(id: string, from: MailAddress): string {
  return `<${id}@${from.address.slice(from.address.lastIndexOf('@') + 1)}>`
}

export function mimeMessage(from: MailAddress, mail: Mail, id: string): string {
  const message = createMimeMessage()
  message.setSender(from.name ? { name: from.name, addr: from.address } : { addr: from.address })
  message.setRecipient(mail.recipient)
  message.setSubject(mail.subject)
  message.setHeader('Message-ID', messageIdOf(id, from))
  message.addMessage({ contentType: 'text/plain', data: mail.bodyText })
  message.addMessage({ contentType: 'text/html', data: mailHtml(mail) })
  return message.asRaw()
}
