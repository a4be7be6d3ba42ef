/**
 * The raw MIME message Cloudflare's send_email binding takes (issue 18 §4):
 * Date, From, To, Subject, a Message-ID of our own (the mail's queue id, so a
 * resend after a lost acknowledgement carries the same id and mail clients
 * can fold it), and a multipart/alternative body with the text and its HTML.
 * Written here rather than with a MIME library (issue 21 kept the worker
 * within 500 KB gzip: mimetext brought a polyfill runtime of 188 modules for
 * these few lines). Headers are RFC 2047 encoded words (UTF-8, base64), the
 * parts UTF-8 sent as 8bit (RFC 6152), lines ended by CRLF (RFC 5322).
 */
import type { Mail } from './mail'
import { mailHtml } from './mail-html'
import type { MailAddress } from './mail-settings'

const CRLF = '\r\n'
/** Bytes of UTF-8 per encoded word: base64 of 45 bytes is 60 characters, within RFC 2047's 75 with its frame. */
const WORD_BYTES = 45

export function messageIdOf(id: string, from: MailAddress): string {
  return `<${id}@${from.address.slice(from.address.lastIndexOf('@') + 1)}>`
}

export function mimeMessage(from: MailAddress, mail: Mail, id: string, now = new Date()): string {
  const boundary = `part${crypto.randomUUID().replaceAll('-', '')}`
  const sender = from.name ? `${encodedWords(from.name)} <${from.address}>` : `<${from.address}>`
  const headers = [
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `From: ${sender}`,
    `To: <${mail.recipient}>`,
    `Message-ID: ${messageIdOf(id, from)}`,
    `Subject: ${encodedWords(mail.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary=${boundary}`,
  ]
  const parts = [part('text/plain', mail.bodyText), part('text/html', mailHtml(mail))]
  return [headers.join(CRLF), '', ...parts.map((body) => `--${boundary}${CRLF}${body}`), `--${boundary}--`, ''].join(CRLF)
}

function part(contentType: string, text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is exactly the range 0 to 127.
  const encoding = /^[\x00-\x7f]*$/.test(text) ? '7bit' : '8bit'
  const body = text.replace(/\r?\n/g, CRLF)
  return [`Content-Type: ${contentType}; charset=UTF-8`, `Content-Transfer-Encoding: ${encoding}`, '', body, ''].join(CRLF)
}

/** A header's text as RFC 2047 encoded words, split on whole characters, folded onto lines of their own. */
export function encodedWords(text: string): string {
  const encoder = new TextEncoder()
  const words: string[] = []
  let bytes: number[] = []
  for (const char of text) {
    const encoded = encoder.encode(char)
    if (bytes.length + encoded.length > WORD_BYTES) {
      words.push(encodedWord(bytes))
      bytes = []
    }
    bytes.push(...encoded)
  }
  if (bytes.length > 0 || words.length === 0) words.push(encodedWord(bytes))
  return words.join(`${CRLF} `)
}

function encodedWord(bytes: number[]): string {
  return `=?utf-8?B?${btoa(String.fromCharCode(...bytes))}?=`
}
