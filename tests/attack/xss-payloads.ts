/**
 * The published XSS payloads of xss-payloads.txt (issue 19 §2), with their
 * line numbers so a failure names the line to look at, and their source
 * (the comment line that heads each list).
 */
import text from './xss-payloads.txt?raw'

export interface Payload {
  line: number
  source: string
  payload: string
}

function parse(): Payload[] {
  const payloads: Payload[] = []
  let source = ''
  let previous = ''
  text.split('\n').forEach((payload, at) => {
    // A list's heading is the comment line after a lone '#'.
    if (payload.startsWith('# ') && previous === '#') source = payload.slice(2)
    else if (payload.trim() !== '' && !payload.startsWith('#')) payloads.push({ line: at + 1, source, payload })
    previous = payload
  })
  return payloads
}

export const XSS_PAYLOADS: Payload[] = parse()

/**
 * npm test's set: every hand-picked list whole (OWASP, RSnake, the HTML5
 * Security Cheatsheet, PortSwigger's events, PayloadsAllTheThings), and one
 * in eight of payloadbox's scanner list (the full set is `npm run test:attack`).
 */
export function fastXssPayloads(): Payload[] {
  let scanner = 0
  return XSS_PAYLOADS.filter(({ source }) => !source.startsWith('payloadbox') || scanner++ % 8 === 0)
}
