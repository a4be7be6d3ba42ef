/**
 * The one way the worker reads a request body (issue 18 §8): with a byte cap
 * (shared/rules/body-cap.ts), counted in bytes as the body arrives. A declared
 * Content-Length over the cap is refused before anything is read; a body
 * without one (chunked) is read a chunk at a time and abandoned as soon as it
 * passes the cap, so no sender makes us take in more than the cap. Text and
 * JSON come from readBodyText (json-body.ts builds on it); form routes put
 * capBody in front, which buffers the body within the cap so the route's
 * parseBody reads those bytes and nothing more.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { declaredOverCap, overCap } from '../../shared/rules/body-cap'
import type { AppEnv } from '../env'
import { httpError } from '../http-errors'

/** The body's bytes (of a request, or a response we fetched), or null once it passes `cap` bytes (the rest is never read). */
export async function readCappedBytes(request: Pick<Request, 'body'>, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (overCap(size, cap)) {
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
  return bytes
}

/** The body as UTF-8 text, or null once it passes `cap` bytes. */
export async function readCappedText(request: Request, cap: number): Promise<string | null> {
  const bytes = await readCappedBytes(request, cap)
  // As Request.text() decodes: a byte-order mark dropped, bad bytes replaced.
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

export type BodyText = { ok: true; text: string } | { ok: false; problem: 'tooLarge' }

/** The request's body as text within `cap` bytes: a declared length over it is refused unread. */
export async function readBodyText(c: Context<AppEnv>, cap: number): Promise<BodyText> {
  if (declaredOverCap(c.req.header('content-length'), cap)) return { ok: false, problem: 'tooLarge' }
  const text = await readCappedText(c.req.raw, cap)
  return text === null ? { ok: false, problem: 'tooLarge' } : { ok: true, text }
}

/** The words of every 413: how much we take, in the units a person knows. */
export function tooLargeMessage(what: string, cap: number): string {
  return `${what} is too large: send at most ${Math.floor(cap / 1024)} KB`
}

/** A 413 the app's error handler answers as {errors:[{code:'payload_too_large'}]} under /api. */
export const payloadTooLarge = (what: string, cap: number) => httpError(413, 'payload_too_large', tooLargeMessage(what, cap))

/**
 * In front of a route that parses a form (c.req.parseBody): the body is read
 * here within `cap` bytes and handed on as a buffered request, or refused
 * with `refuse` (413) before the route runs, so nothing is stored.
 */
export function capBody(cap: number, refuse: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (declaredOverCap(c.req.header('content-length'), cap)) return refuse(c)
    const bytes = await readCappedBytes(c.req.raw, cap)
    if (bytes === null) return refuse(c)
    c.req.raw = new Request(c.req.raw, { body: bytes })
    await next()
  }
}

/** A plain page for a form post over its cap: the browser shows the words, and Back returns to the form. */
export function tooLargePage(message: string): string {
  const text = message.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Too much to send</title></head><body><h1>Too much to send</h1><p>${text}</p><p><a href="/">Back to the club site</a></p></body></html>`
}
