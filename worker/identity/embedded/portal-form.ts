/**
 * Reading a portal form post. Only the two form encodings a browser sends are
 * read; anything else (JSON, no body, a broken multipart body) is an empty
 * form, which every schema refuses with its own message: bad input is a 400
 * page, never a 500. The body's size is capped by the sub-app (capBody, issue 18 §8):
 * parseBody reads only the bytes capBody buffered within the cap.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../env'

export type FormFields = Record<string, unknown>

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

export async function readForm(c: Context<AppEnv>): Promise<FormFields> {
  if (!FORM_TYPES.test(c.req.header('Content-Type') ?? '')) return {}
  try {
    // A repeated name keeps its last value; a file where text belongs stays a File, which the schemas refuse.
    return await c.req.parseBody()
  } catch {
    return {}
  }
}

/** A text field as typed, for showing it again in the form ('' when absent or not text). */
export function typed(form: FormFields, name: string, max = 300): string {
  const value = form[name]
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/** A checkbox: ticked only when the browser sent its value. */
export function ticked(form: FormFields, name: string): boolean {
  return form[name] === 'on'
}
