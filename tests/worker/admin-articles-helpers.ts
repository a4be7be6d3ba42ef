import { env } from 'cloudflare:workers'
import type { AdminArticle } from '../../shared/types/admin-articles'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { pageData } from './helpers'

/** A signed-in browser of a fresh account with this role (null: a supporter). */
export async function staff(role: 'editor' | 'admin' | null): Promise<Browser> {
  const account = await makeAccount({ role: role ?? undefined })
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

export function paragraphs(...texts: string[]) {
  return { type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) }
}

let counter = 0

/** A valid article form, unique address per call. */
export function articleFields(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    locale: 'en',
    title: `Town sign a new striker ${counter}`,
    slug: `town-sign-new-striker-${counter}-${crypto.randomUUID().slice(0, 6)}`,
    summary: 'The forward joins on a three-year deal.',
    author: 'Club Media',
    body: paragraphs('The club is delighted to announce a signing.', 'More to follow.'),
    imageKey: null,
    imageAlt: '',
    categoryIds: [],
    relatedIds: [],
    translationOf: null,
    ...overrides,
  }
}

export const create = (browser: Browser, attributes: Record<string, unknown>) =>
  browser.post('/api/admin/articles', { data: { type: 'article', attributes } })

export const update = (browser: Browser, id: number, version: number, attributes: Record<string, unknown>) =>
  browser.fetch(`/api/admin/articles/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { type: 'article', attributes, meta: { version } } }),
  })

export async function articleOf(response: Response): Promise<AdminArticle> {
  const body = (await response.json()) as { data: { attributes: AdminArticle } }
  return body.data.attributes
}

export async function auditOf(subjectId: number) {
  const { results } = await env.DB.prepare(
    "SELECT action, actor_email, subject_version, before_json, after_json FROM audit_log WHERE subject_type = 'article' AND subject_id = ? ORDER BY id",
  )
    .bind(String(subjectId))
    .all<{ action: string; actor_email: string; subject_version: number; before_json: string | null; after_json: string | null }>()
  return results
}

export async function newsCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM news').first<{ n: number }>())?.n ?? 0
}

/** The slugs of the articles a news page lists now (its page data, as client navigation reads it). */
export async function listedSlugs(path: string): Promise<string[]> {
  const { body } = await pageData(path)
  const page = body.data.attributes.page as { items?: Array<{ slug: string }> }
  return (page.items ?? []).map((item) => item.slug)
}
