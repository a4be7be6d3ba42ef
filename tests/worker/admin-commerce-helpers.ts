import { env } from 'cloudflare:workers'
import type { Browser } from './auth-helpers'

/** A picture in the library (R2 images/{key}), as an upload leaves it. */
export async function libraryPicture(name = crypto.randomUUID()): Promise<string> {
  const key = `uploads/2026/01/${name}.png`
  await env.MEDIA.put(`images/${key}`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: 'image/png' } })
  return key
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

export function send(browser: Browser, method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown) {
  return browser.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export const createItem = (browser: Browser, path: string, type: string, attributes: Record<string, unknown>) =>
  send(browser, 'POST', path, { data: { type, attributes } })

export const updateItem = (browser: Browser, path: string, type: string, version: number, attributes: Record<string, unknown>) =>
  send(browser, 'PUT', path, { data: { type, attributes, meta: { version } } })

export async function attributesOf<T = Record<string, unknown>>(response: Response): Promise<T & { id: number; version: number }> {
  const body = (await response.json()) as { data: { attributes: T & { id: number; version: number } } }
  return body.data.attributes
}

export async function pointersOf(response: Response): Promise<string[]> {
  const body = (await response.json()) as { errors: Array<{ source?: { pointer?: string } }> }
  return body.errors.map((error) => error.source?.pointer ?? '')
}

export async function auditFor(subjectType: string, subjectId: number) {
  const { results } = await env.DB.prepare(
    'SELECT action, actor_email, subject_version, before_json, after_json FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id',
  )
    .bind(subjectType, String(subjectId))
    .all<{ action: string; actor_email: string; subject_version: number; before_json: string | null; after_json: string | null }>()
  return results
}
