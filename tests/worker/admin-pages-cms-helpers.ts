import { env } from 'cloudflare:workers'
import type { AdminMenu, AdminPage } from '../../shared/types/admin-pages'
import type { Browser } from './auth-helpers'

// Issue 19 §3: calls and reads shared by the page and menu tests of the back office.

let counter = 0

/** A valid page form, unique address per call; a top-level Default page unless told otherwise. */
export function pageFields(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    title: `Matchday parking ${counter}`,
    menuTitle: '',
    slug: `matchday-parking-${counter}-${crypto.randomUUID().slice(0, 6)}`,
    parentId: null,
    template: 'Default',
    summary: 'Where to park on a match day.',
    bodyHtml: '<p>Car parks open three hours before kick-off.</p>',
    imageKey: null,
    imageAlt: '',
    externalUrl: '',
    newTab: false,
    blocks: [
      { type: 'heading', text: 'Getting here', tag: 'h2', size: 'h2' },
      { type: 'button', text: 'Buy tickets', link: '/matches', style: 'primary-dark', newTab: false, icon: '', iconAlign: 'right' },
    ],
    ...overrides,
  }
}

export const send = (browser: Browser, method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown) =>
  browser.fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const createPage = (browser: Browser, attributes: Record<string, unknown>) =>
  browser.post('/api/admin/pages', { data: { type: 'page', attributes } })

export const updatePage = (browser: Browser, id: number, version: number, attributes: Record<string, unknown>) =>
  send(browser, 'PUT', `/api/admin/pages/${id}`, { data: { type: 'page', attributes, meta: { version } } })

export async function pageOf(response: Response): Promise<AdminPage> {
  return ((await response.json()) as { data: { attributes: AdminPage } }).data.attributes
}

export async function menuOf(response: Response): Promise<AdminMenu> {
  return ((await response.json()) as { data: { attributes: AdminMenu } }).data.attributes
}

export async function pageIdAt(fullPath: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM pages WHERE full_path = ?').bind(fullPath).first<{ id: number }>()
  if (!row) throw new Error(`no page at ${fullPath} in the seed`)
  return row.id
}

export async function auditEntries(subjectType: 'page' | 'menu', subjectId: string) {
  const { results } = await env.DB.prepare(
    'SELECT action, actor_email, subject_version, before_json, after_json FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id',
  )
    .bind(subjectType, subjectId)
    .all<{ action: string; actor_email: string; subject_version: number; before_json: string | null; after_json: string | null }>()
  return results
}

/** The page's fields as the editor would send them back (the stored copy, unchanged). */
export const fieldsOf = (page: AdminPage) => ({ ...page.fields }) as Record<string, unknown>
