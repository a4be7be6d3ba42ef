import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Request bodies our JSON endpoints accept are small; anything larger is not for us. */
export const MAX_JSON_BODY_BYTES = 16 * 1024

/** The request's JSON, or why there is none: not sent as JSON (or not JSON at all), or over the size limit. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; problem: 'notJson' | 'tooLarge' }

export async function readJson(c: Context<AppEnv>): Promise<JsonBody> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) return { ok: false, problem: 'notJson' }
  // A declared size over the limit is refused before anything is read.
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BODY_BYTES) return { ok: false, problem: 'tooLarge' }
  const text = await readCappedText(c.req.raw, MAX_JSON_BODY_BYTES)
  if (text === null) return { ok: false, problem: 'tooLarge' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, problem: 'notJson' }
  }
}

/**
 * The request's JSON body, or undefined when it is missing, too large, not
 * JSON or not sent as JSON; the caller's zod schema then answers 400.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const body = await readJson(c)
  return body.ok ? body.value : undefined
}

/**
 * The body as UTF-8 text, or null once it passes `limit` bytes. Read a chunk
 * at a time and abandoned there, so a body without a Content-Length (chunked)
 * is never taken in whole, however much the sender has.
 */
export async function readCappedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  // As Request.text() decodes: a byte-order mark dropped, bad bytes replaced.
  return new TextDecoder().decode(bytes)
}
