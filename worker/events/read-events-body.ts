/**
 * The body of POST /api/events as JSON, or undefined (then the route answers
 * 400). JSON as application/json, or as text/plain because that is what
 * navigator.sendBeacon sends without a CORS preflight (issue 12 §3). A body
 * over MAX_EVENTS_BODY_BYTES is refused: at once when its Content-Length says
 * so, otherwise as soon as reading it passes the limit (readCappedText, the
 * byte-capped reader the JSON routes use), so a chunked body is never taken
 * in whole.
 */
import type { Context } from 'hono'
import { MAX_EVENTS_BODY_BYTES } from '../../shared/schemas/tracking'
import type { AppEnv } from '../env'
import { readCappedText } from '../routes/json-body'

const ACCEPTED_TYPES = ['application/json', 'text/plain']

export async function readEventsBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  if (!ACCEPTED_TYPES.some((accepted) => type.startsWith(accepted))) return undefined
  if (Number(c.req.header('content-length') ?? 0) > MAX_EVENTS_BODY_BYTES) return undefined
  const text = await readCappedText(c.req.raw, MAX_EVENTS_BODY_BYTES)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
