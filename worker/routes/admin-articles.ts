import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { londonLocalToUtc } from '../../shared/rules/london-time'
import {
  ArticleCreateSchema,
  ArticleListQuerySchema,
  ArticlePublishSchema,
  ArticleUpdateSchema,
  ArticleVersionSchema,
} from '../../shared/schemas/admin-articles'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import { type Outcome, createArticle, deleteArticle, setArticleStatus, updateArticle } from '../admin/articles'
import { purgeEverywhere, purgeOrigins } from '../admin/purge'
import { schedulePurge } from '../admin/scheduled-purge'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorBody, fieldErrorsBody } from '../admin/validation'
import { findAdminArticle, listAdminArticles } from '../db/admin-articles'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { sanitiseFields } from '../render/sanitise-html'
import { readJsonBody } from './json-body'

/**
 * /api/admin/articles (issue 19 §2): the news desk. Editors and administrators;
 * writes are POST/PUT/DELETE (cross-site ones refused by sameOriginWrites),
 * every body checked by the schemas the editor's form uses, every change
 * audited and version-checked, and the pages showing the article purged.
 */
export const adminArticles = new Hono<AppEnv>()

adminArticles.use('*', requireEditor)

adminArticles.get('/', async (c) => {
  const query = ArticleListQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const list = await listAdminArticles(c.env.DB, query.data, new Date())
  return c.json({
    data: list.items.map((item) => ({ type: 'article', id: String(item.id), attributes: item })),
    meta: { total: list.total, page: list.page, size: list.size },
  })
})

adminArticles.get('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  const article = id.success ? await findAdminArticle(c.env.DB, id.data, new Date()) : null
  if (!article) return c.json(apiErrorBody('not_found', 'No such article'), 404)
  // An article that exists as HTML opens in the editor through the same allow-list as the page (§2).
  return c.json({ data: articleResource(await sanitiseFields(article, ['bodyHtml'])) })
})

adminArticles.post('/', async (c) => {
  const body = await readBody(c, ArticleCreateSchema)
  if (!body.ok) return body.response
  return answer(c, await createArticle(c.env, await staffActor(c), body.value.data.attributes, new Date()), 201)
})

adminArticles.put('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such article'), 404)
  const body = await readBody(c, ArticleUpdateSchema)
  if (!body.ok) return body.response
  const { attributes, meta } = body.value.data
  return answer(c, await updateArticle(c.env, await staffActor(c), id.data, meta.version, attributes, new Date()))
})

adminArticles.post('/:id/publish', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such article'), 404)
  const body = await readBody(c, ArticlePublishSchema)
  if (!body.ok) return body.response
  const now = new Date()
  const at = body.value.publishAt === null ? null : londonLocalToUtc(body.value.publishAt)
  const publishedAt = at?.ok ? at.utc : now.toISOString()
  const actor = await staffActor(c)
  const outcome = await setArticleStatus(c.env, actor, id.data, body.value.version, { status: 'published', publishedAt }, now)
  if (outcome.ok && outcome.article?.state === 'scheduled') await purgeWhenDue(c, outcome.article.publishedAt, outcome.purge, now)
  return answer(c, outcome)
})

/** The pages showing a scheduled article are purged again on its time (worker/admin/scheduled-purge.ts). */
async function purgeWhenDue(c: Context<AppEnv>, at: string, paths: string[], now: Date): Promise<void> {
  try {
    await schedulePurge(c.env, { at, origins: purgeOrigins(c), paths }, now)
  } catch (err) {
    // The article still appears on its time (the queries decide); cached copies then expire within minutes.
    console.warn('scheduling the purge failed', err instanceof Error ? err.message : String(err))
  }
}

adminArticles.post('/:id/unpublish', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such article'), 404)
  const body = await readBody(c, ArticleVersionSchema)
  if (!body.ok) return body.response
  return answer(c, await setArticleStatus(c.env, await staffActor(c), id.data, body.value.version, { status: 'draft' }, new Date()))
})

adminArticles.delete('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such article'), 404)
  const body = await readBody(c, ArticleVersionSchema)
  if (!body.ok) return body.response
  return answer(c, await deleteArticle(c.env, await staffActor(c), id.data, body.value.version, new Date()))
})

function articleResource(article: NonNullable<Extract<Outcome, { ok: true }>['article']>) {
  return { type: 'article', id: String(article.id), attributes: article }
}

type ReadBody<S extends z.ZodType> = { ok: true; value: z.output<S> } | { ok: false; response: Response }

async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<ReadBody<S>> {
  const parsed = schema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: c.json(fieldErrorsBody(parsed.error), 400) }
}

async function answer(c: Context<AppEnv>, outcome: Outcome, status: 200 | 201 = 200): Promise<Response> {
  if (!outcome.ok) {
    const body = fieldErrorBody(outcome.code, outcome.message, outcome.field)
    return c.json(outcome.current ? { ...body, data: articleResource(outcome.current) } : body, outcome.status)
  }
  await purgeEverywhere(c, outcome.purge)
  return outcome.article ? c.json({ data: articleResource(outcome.article) }, status) : c.body(null, 204)
}
