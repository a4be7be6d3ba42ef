/**
 * The body of POST /api/events as JSON, or undefined (then the route answers
 * 400); over the cap a 413 payload_too_large is thrown (issue 18 §8). JSON as application/json, or as text/plain because that is what
 * navigator.sendBeacon sends without a CORS preflight (issue 12 §3). A body
 * over MAX_EVENTS_BODY_BYTES is refused: at once when its Content-Length says
 * so, otherwise as soon as reading it passes the limit (readBodyText, the
 * byte-capped reader every route uses), so a chunked body is never taken
 * in whole.
 */
import type { Context } from 'hono'
import { MAX_EVENTS_BODY_BYTES } from '../../shared/schemas/tracking'
import type { AppEnv } from '../env'
import { payloadTooLarge, readBodyText } from '../routes/body-reader'

const ACCEPTED_TYPES = ['application/json', 'text/plain']

export async function readEventsBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  if (!ACCEPTED_TYPES.some((accepted) => type.startsWith(accepted))) return undefined
  const body = await readBodyText(c, MAX_EVENTS_BODY_BYTES)
  if (!body.ok) throw payloadTooLarge('The events batch', MAX_EVENTS_BODY_BYTES)
  try {
    return JSON.parse(body.text) as unknown
  } catch {
    return undefined
  }
}
