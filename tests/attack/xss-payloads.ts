/**
 * The published XSS payloads of xss-payloads.txt (issue 19 §2), with their
 * line numbers so a failure names the line to look at.
 */
import text from './xss-payloads.txt?raw'

export interface Payload {
  line: number
  payload: string
}

export const XSS_PAYLOADS: Payload[] = text
  .split('\n')
  .map((payload, at) => ({ line: at + 1, payload }))
  .filter(({ payload }) => payload.trim() !== '' && !payload.startsWith('#'))
