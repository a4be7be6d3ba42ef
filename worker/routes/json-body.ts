import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Request bodies our JSON endpoints accept are small; anything larger is not for us. */
export const MAX_JSON_BODY_BYTES = 16 * 1024

/**
 * The request's JSON body, or undefined when it is missing, too large, not
 * JSON or not sent as JSON; the caller's zod schema then answers 400.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) return undefined
  // A declared size over the limit is refused before anything is read.
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) return undefined
  const text = await c.req.text()
  if (text.length > MAX_JSON_BODY_BYTES) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
