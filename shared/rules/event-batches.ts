/**
 * How the browser cuts its queued events into POST /api/events bodies (issue 12
 * §3): at most MAX_EVENTS_PER_BATCH events and MAX_EVENTS_BODY_BYTES of JSON
 * each, in order, so the server never refuses a batch for its size. An event
 * too big to send even alone is dropped (the server would refuse it) and counted.
 */
import { MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from '../schemas/tracking-limits'

export interface EventBatches {
  /** Each is a JSON array ready to send. */
  bodies: string[]
  dropped: number
}

export function eventBatches(
  events: readonly unknown[],
  limits = { maxEvents: MAX_EVENTS_PER_BATCH, maxBytes: MAX_EVENTS_BODY_BYTES },
): EventBatches {
  const bodies: string[] = []
  let dropped = 0
  let current: string[] = []
  let bytes = 2 // '[' and ']'
  const close = () => {
    if (current.length > 0) bodies.push(`[${current.join(',')}]`)
    current = []
    bytes = 2
  }
  for (const event of events) {
    const json = JSON.stringify(event)
    const size = utf8Length(json)
    if (size + 2 > limits.maxBytes) {
      dropped++
      continue
    }
    const added = size + (current.length > 0 ? 1 : 0)
    if (current.length >= limits.maxEvents || bytes + added > limits.maxBytes) close()
    bytes += size + (current.length > 0 ? 1 : 0)
    current.push(json)
  }
  close()
  return { bodies, dropped }
}

/** Bytes of a string as UTF-8 (the server counts the body so); no TextEncoder needed. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}
