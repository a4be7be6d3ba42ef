import type { Context } from 'hono'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import type { AppEnv } from '../env'
import { payloadTooLarge, readBodyText } from './body-reader'

export { readCappedText } from './body-reader'

/** Request bodies our JSON endpoints accept are small; anything larger is not for us. */
export const MAX_JSON_BODY_BYTES = BODY_CAPS.json

/** The request's JSON, or why there is none: not sent as JSON (or not JSON at all), or over the size limit. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; problem: 'notJson' | 'tooLarge' }

export async function readJson(c: Context<AppEnv>, cap: number = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) return { ok: false, problem: 'notJson' }
  // Within the byte cap (issue 18 §8): a declared size over it is refused before anything is read.
  const body = await readBodyText(c, cap)
  if (!body.ok) return body
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown }
  } catch {
    return { ok: false, problem: 'notJson' }
  }
}

/**
 * The request's JSON body, or undefined when it is missing, not JSON or not
 * sent as JSON (the caller's zod schema then answers 400). Over the cap it
 * throws a 413 payload_too_large (issue 18 §8), before the route writes anything.
 */
export async function readJsonBody(c: Context<AppEnv>, cap: number = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const body = await readJson(c, cap)
  if (!body.ok && body.problem === 'tooLarge') throw payloadTooLarge('The request body', cap)
  return body.ok ? body.value : undefined
}
