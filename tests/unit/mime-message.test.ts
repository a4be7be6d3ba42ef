import { describe, expect, it } from 'vitest'
import { encodedWords, mimeMessage } from '../../worker/mail/mime-message'

const decode = (words: string) =>
  words
    .split('\r\n ')
    .map((word) => /^=\?utf-8\?B\?([^?]*)\?=$/.exec(word)?.[1] ?? '')
    .map((base64) => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))))
    .join('')

describe('the raw MIME message for Cloudflare Email sending (issue 18 §4)', () => {
  it.each([
    ['plain English', 'Confirm your email address'],
    ['Arabic', 'أكد عنوان بريدك الإلكتروني لحساب نادي إبسويتش تاون على Town TV'],
    ['characters of four bytes', '⚽ Town 2–1 City 🎉'.repeat(4)],
    ['empty', ''],
  ])('a header in %s comes back whole from its encoded words, each within 75 characters', (_name, text) => {
    const words = encodedWords(text)
    expect(decode(words)).toBe(text)
    for (const word of words.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75)
  })

  it('has the headers, the two alternatives and CRLF line ends, and says 8bit only for text that is not ASCII', () => {
    const mail = { recipient: 'fan@example.com', subject: 'Welcome', bodyText: 'مرحبا\nHello', link: 'https://club.example/x' }
    const raw = mimeMessage({ name: 'Ipswich Town', address: 'noreply@club.example' }, mail, 'abc', new Date('2026-11-28T03:00:00Z'))
    const [head, ...rest] = raw.split('\r\n\r\n')
    expect(head.split('\r\n')).toEqual([
      'Date: Sat, 28 Nov 2026 03:00:00 +0000',
      `From: ${encodedWords('Ipswich Town')} <noreply@club.example>`,
      'To: <fan@example.com>',
      'Message-ID: <abc@club.example>',
      `Subject: ${encodedWords('Welcome')}`,
      'MIME-Version: 1.0',
      expect.stringMatching(/^Content-Type: multipart\/alternative; boundary=part[0-9a-f]{32}$/),
    ])
    const boundary = /boundary=(\S+)/.exec(head)?.[1]
    const body = rest.join('\r\n\r\n')
    expect(body).toContain('Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nمرحبا\r\nHello')
    expect(body).toMatch(/Content-Type: text\/html; charset=UTF-8\r\nContent-Transfer-Encoding: (7|8)bit/)
    expect(raw.endsWith(`--${boundary}--\r\n`)).toBe(true)
    expect(raw.replaceAll('\r\n', '')).not.toContain('\n')
  })
})
