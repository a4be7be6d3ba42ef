import { env } from 'cloudflare:workers'
import type { Browser } from './auth-helpers'
import { get, visibleText } from './helpers'

// Issue 19 §4: what the football-data tests share.

export const send = (browser: Browser, method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown) =>
  browser.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const write = (browser: Browser, type: string, path: string, attributes: unknown, version?: number) =>
  send(browser, version === undefined ? 'POST' : 'PUT', path, {
    data: { type, attributes, ...(version === undefined ? {} : { meta: { version } }) },
  })

export async function itemOf<T = Record<string, unknown>>(response: Response) {
  return ((await response.json()) as { data: { attributes: { id: number; version: number; fields: T } & Record<string, unknown> } }).data
    .attributes
}

export async function read<T = Record<string, unknown>>(browser: Browser, path: string) {
  const response = await browser.fetch(path)
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return itemOf<T>(response)
}

export async function auditFor(subjectType: string, subjectId: number | string) {
  const { results } = await env.DB.prepare(
    'SELECT action, actor_email, subject_version, before_json, after_json FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id',
  )
    .bind(subjectType, String(subjectId))
    .all<{ action: string; actor_email: string; subject_version: number; before_json: string | null; after_json: string | null }>()
  return results
}

export async function pageText(path: string): Promise<string> {
  return visibleText(await (await get(path)).text())
}

export const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ code: string; message: string; source?: { pointer: string } }> }).errors
