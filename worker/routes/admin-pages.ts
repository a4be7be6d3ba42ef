import { type Context, Hono } from 'hono'
import {
  PageCreateSchema,
  PageListQuerySchema,
  PageMoveSchema,
  PageUpdateSchema,
  PageVersionSchema,
} from '../../shared/schemas/admin-pages'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import type { AdminPage } from '../../shared/types/admin-pages'
import { createPage, deletePage, movePage, type PageOutcome, setPageStatus, updatePage } from '../admin/pages'
import { purgeEverywhere } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorBody, fieldErrorsBody } from '../admin/validation'
import { findAdminPage, listAdminPages } from '../db/admin-pages'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { readAdminBody } from './admin-body'

/**
 * /api/admin/pages (issue 19 §3): the CMS page tree of SPEC §2.1. Editors and administrators; every
 * body checked by the schemas the page form uses (blocks by the site's own widget schemas), every
 * change audited and version-checked (§9, §10), and the public pages it shows on purged.
 */
export const adminPages = new Hono<AppEnv>()

adminPages.use('*', requireEditor)

const pageResource = (page: AdminPage) => ({ type: 'page', id: String(page.id), attributes: page })
const noSuchPage = (c: Context<AppEnv>) => c.json(apiErrorBody('not_found', 'No such page'), 404)

adminPages.get('/', async (c) => {
  const query = PageListQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const list = await listAdminPages(c.env.DB, query.data)
  return c.json({
    data: list.items.map((item) => ({ type: 'page', id: String(item.id), attributes: item })),
    meta: { total: list.total, page: list.page, size: list.size },
  })
})

adminPages.get('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  const page = id.success ? await findAdminPage(c.env.DB, id.data) : null
  return page ? c.json({ data: pageResource(page) }) : noSuchPage(c)
})

adminPages.post('/', async (c) => {
  const body = await readAdminBody(c, PageCreateSchema)
  if (!body.ok) return body.response
  return answer(c, await createPage(c.env.DB, await staffActor(c), body.value.data.attributes, new Date()), 201)
})

adminPages.put('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return noSuchPage(c)
  const body = await readAdminBody(c, PageUpdateSchema)
  if (!body.ok) return body.response
  const { attributes, meta } = body.value.data
  return answer(c, await updatePage(c.env.DB, await staffActor(c), id.data, meta.version, attributes, new Date()))
})

for (const [action, status] of [
  ['publish', 'Published'],
  ['unpublish', 'Draft'],
] as const) {
  adminPages.post(`/:id/${action}`, async (c) => {
    const id = IdParamSchema.safeParse(c.req.param('id'))
    if (!id.success) return noSuchPage(c)
    const body = await readAdminBody(c, PageVersionSchema)
    if (!body.ok) return body.response
    return answer(c, await setPageStatus(c.env.DB, await staffActor(c), id.data, body.value.version, status, new Date()))
  })
}

adminPages.post('/:id/move', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return noSuchPage(c)
  const body = await readAdminBody(c, PageMoveSchema)
  if (!body.ok) return body.response
  return answer(c, await movePage(c.env.DB, await staffActor(c), id.data, body.value.version, body.value.direction, new Date()))
})

adminPages.delete('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return noSuchPage(c)
  const body = await readAdminBody(c, PageVersionSchema)
  if (!body.ok) return body.response
  return answer(c, await deletePage(c.env.DB, await staffActor(c), id.data, body.value.version, new Date()))
})

async function answer(c: Context<AppEnv>, outcome: PageOutcome, status: 200 | 201 = 200): Promise<Response> {
  if (!outcome.ok) {
    const body = fieldErrorBody(outcome.code, outcome.message, outcome.field)
    return c.json(outcome.current ? { ...body, data: pageResource(outcome.current) } : body, outcome.status)
  }
  await purgeEverywhere(c, outcome.purge)
  return outcome.page ? c.json({ data: pageResource(outcome.page) }, status) : c.body(null, 204)
}
