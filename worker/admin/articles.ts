/**
 * Issue 19 §2: writing news in the back office. Each change checks what the
 * schema cannot (the address is free, categories and related articles exist,
 * an Arabic version names an English article), writes one batch with its
 * audit entry (article-writes.ts), then purges the cached pages that showed
 * the article before and show it now.
 */
import { type ArticlePages, changedArticlePagePaths } from '../../shared/rules/article-page-paths'
import { documentImageKeys, documentPlainText, documentSummary } from '../../shared/rules/article-document-text'
import { ARTICLE_SUMMARY_MAX, type ArticleFields } from '../../shared/schemas/admin-articles'
import type { AdminArticle } from '../../shared/types/admin-articles'
import { findAdminArticle, missingIds, slugHolder } from '../db/admin-articles'
import type { Bindings } from '../env'
import type { ApiErrorCode } from '../http-errors'
import { type Actor, isUniqueViolation, isVersionConflict } from './audit'
import { createArticleStatements, deleteArticleStatements, setArticleStatusStatements, updateArticleStatements } from './article-writes'

export interface Refusal {
  status: 400 | 404 | 409
  code: ApiErrorCode
  message: string
  /** The form field it is about (a JSON pointer under data/attributes). */
  field?: keyof ArticleFields
  /** On a version conflict: the article as it is now, to show the editor what changed. */
  current?: AdminArticle | null
}

export type Outcome = { ok: true; article: AdminArticle | null; purge: string[] } | ({ ok: false } & Refusal)

const refuse = (refusal: Refusal): Outcome => ({ ok: false, ...refusal })

/** The pictures the article shows that are not in the image library (R2 images/{key}): a typo or a deleted picture. */
async function missingPictures(media: R2Bucket, fields: ArticleFields): Promise<{ lead: boolean; body: boolean }> {
  const exists = async (key: string) => (await media.head(`images/${key}`)) !== null
  const bodyKeys = documentImageKeys(fields.body)
  const [lead, ...body] = await Promise.all([fields.imageKey === null ? true : exists(fields.imageKey), ...bodyKeys.map(exists)])
  return { lead: !lead, body: body.includes(false) }
}

/** What the schema cannot know: the rows and pictures the form points at. */
async function checkReferences(env: Bindings, fields: ArticleFields, id: number | null): Promise<Refusal | null> {
  const db = env.DB
  const pictures = await missingPictures(env.MEDIA, fields)
  if (pictures.lead)
    return {
      status: 400,
      code: 'bad_request',
      field: 'imageKey',
      message: 'This picture is not in the library: upload it or choose another',
    }
  if (pictures.body)
    return { status: 400, code: 'bad_request', field: 'body', message: 'A picture in the body is not in the library: upload it again' }
  if ((await slugHolder(db, fields.slug, id)) !== null) {
    return { status: 409, code: 'slug_taken', field: 'slug', message: 'Another article has this address: choose another' }
  }
  if ((await missingIds(db, 'news_categories', fields.categoryIds)).length > 0) {
    return { status: 400, code: 'bad_request', field: 'categoryIds', message: 'A category no longer exists: choose again' }
  }
  if (id !== null && fields.relatedIds.includes(id)) {
    return { status: 400, code: 'bad_request', field: 'relatedIds', message: 'An article is not related to itself' }
  }
  if ((await missingIds(db, 'news', fields.relatedIds)).length > 0) {
    return { status: 400, code: 'bad_request', field: 'relatedIds', message: 'A related article no longer exists: choose again' }
  }
  if (fields.translationOf !== null) {
    const english = await db.prepare('SELECT locale FROM news WHERE id = ?').bind(fields.translationOf).first<{ locale: string }>()
    if (english?.locale !== 'en' || fields.translationOf === id) {
      return { status: 400, code: 'bad_request', field: 'translationOf', message: 'The Arabic version names an English article' }
    }
  }
  return null
}

function pagesOf(article: AdminArticle | null, categorySlugs: string[]): ArticlePages | null {
  return article ? { slug: article.fields.slug, publishedAt: article.publishedAt, categorySlugs } : null
}

async function categorySlugs(db: D1Database, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return []
  const { results } = await db
    .prepare('SELECT slug FROM news_categories WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ slug: string }>()
  return results.map((r) => r.slug)
}

/** Runs a change's batch; a stale version or a taken address becomes a refusal, not a 500. */
async function runChange(env: Bindings, id: number | null, statements: D1PreparedStatement[], now: Date): Promise<Refusal | null> {
  try {
    await env.DB.batch(statements)
    return null
  } catch (err) {
    if (isVersionConflict(err)) {
      const current = id === null ? null : await findAdminArticle(env.DB, id, now)
      return current
        ? { status: 409, code: 'version_conflict', message: 'Someone else saved this article first: see what changed', current }
        : { status: 404, code: 'not_found', message: 'This article was deleted meanwhile' }
    }
    if (isUniqueViolation(err, 'news.slug'))
      return { status: 409, code: 'slug_taken', field: 'slug', message: 'Another article has this address: choose another' }
    if (isUniqueViolation(err, 'news.translation_of')) {
      return {
        status: 409,
        code: 'translation_taken',
        field: 'translationOf',
        message: 'That English article has an Arabic version already',
      }
    }
    throw err
  }
}

/** The purge list of a change: where the article was shown (if it was public) and where it is now. */
async function purgeList(db: D1Database, before: AdminArticle | null, after: AdminArticle | null): Promise<string[]> {
  const shown = (a: AdminArticle | null) => (a && a.status === 'published' ? a : null)
  const [beforeSlugs, afterSlugs] = await Promise.all([
    categorySlugs(db, shown(before)?.fields.categoryIds ?? []),
    categorySlugs(db, shown(after)?.fields.categoryIds ?? []),
  ])
  return changedArticlePagePaths(pagesOf(shown(before), beforeSlugs), pagesOf(shown(after), afterSlugs))
}

/** An article without a summary gets the start of its body, as cards and search show one (a WordPress excerpt). */
function withSummary(fields: ArticleFields): ArticleFields {
  return fields.summary === '' ? { ...fields, summary: documentSummary(fields.body, ARTICLE_SUMMARY_MAX) } : fields
}

export async function createArticle(env: Bindings, actor: Actor, input: ArticleFields, now: Date): Promise<Outcome> {
  const fields = withSummary(input)
  const problem = await checkReferences(env, fields, null)
  if (problem) return refuse(problem)
  const statements = createArticleStatements(env.DB, fields, documentPlainText(fields.body), now, {
    actor,
    action: 'create',
    before: null,
    after: fields,
  })
  const failed = await runChange(env, null, statements, now)
  if (failed) return refuse(failed)
  const id = await slugHolder(env.DB, fields.slug, null)
  return { ok: true, article: id === null ? null : await findAdminArticle(env.DB, id, now), purge: [] }
}

export async function updateArticle(
  env: Bindings,
  actor: Actor,
  id: number,
  version: number,
  fields: ArticleFields,
  now: Date,
): Promise<Outcome> {
  const before = await findAdminArticle(env.DB, id, now)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such article' })
  const problem = await checkReferences(env, fields, id)
  if (problem) return refuse(problem)
  const audit = { actor, action: 'update', before: before.fields, after: fields }
  const failed = await runChange(
    env,
    id,
    updateArticleStatements(env.DB, id, version, fields, documentPlainText(fields.body), now, audit),
    now,
  )
  if (failed) return refuse(failed)
  const after = await findAdminArticle(env.DB, id, now)
  return { ok: true, article: after, purge: await purgeList(env.DB, before, after) }
}

/** Publish now (publishedAt now) or schedule (a time to come), or unpublish (back to draft). */
export async function setArticleStatus(
  env: Bindings,
  actor: Actor,
  id: number,
  version: number,
  change: { status: 'published'; publishedAt: string } | { status: 'draft' },
  now: Date,
): Promise<Outcome> {
  const before = await findAdminArticle(env.DB, id, now)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such article' })
  const action = change.status === 'draft' ? 'unpublish' : Date.parse(change.publishedAt) > now.getTime() ? 'schedule' : 'publish'
  const audit = {
    actor,
    action,
    before: { status: before.status, publishedAt: before.publishedAt },
    after: { status: change.status, publishedAt: change.status === 'published' ? change.publishedAt : before.publishedAt },
  }
  const failed = await runChange(env, id, setArticleStatusStatements(env.DB, id, version, change, now, audit), now)
  if (failed) return refuse(failed)
  const after = await findAdminArticle(env.DB, id, now)
  return { ok: true, article: after, purge: await purgeList(env.DB, before, after) }
}

export async function deleteArticle(env: Bindings, actor: Actor, id: number, version: number, now: Date): Promise<Outcome> {
  const before = await findAdminArticle(env.DB, id, now)
  if (!before) return refuse({ status: 404, code: 'not_found', message: 'No such article' })
  const failed = await runChange(
    env,
    id,
    deleteArticleStatements(env.DB, id, version, now, { actor, action: 'delete', before: before.fields, after: null }),
    now,
  )
  if (failed) return refuse(failed)
  return { ok: true, article: null, purge: await purgeList(env.DB, before, null) }
}
