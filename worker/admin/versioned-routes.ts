/**
 * Issue 19 §6: the five routes of a commerce item an administrator keeps
 * (list paged in D1, read, create, update, delete), the same for adverts,
 * slot adverts, sponsors, sponsor rows and section slots. Bodies are checked
 * by the schemas the forms use (field errors with pointers); an update or
 * delete names its version (409 with the current item when stale); each
 * change purges the cached pages (purge-site.ts).
 */
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { DeleteSchema, type ListQuery, ListQuerySchema } from '../../shared/schemas/admin-commerce-fields'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import { readJsonBody } from '../routes/json-body'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { purgeWholeSite } from './purge-site'
import { staffActor } from './staff-actor'
import { fieldErrorBody, fieldErrorsBody } from './validation'
import { createItem, deleteItem, type ItemSpec, type Outcome, updateItem } from './versioned-items'

type Envelope<F> = { data: { attributes: F } }
type UpdateEnvelope<F> = { data: { attributes: F; meta: { version: number } } }

export interface ItemRoutes<F, Item extends { id: number }> {
  spec: ItemSpec<F, Item>
  type: string
  create: z.ZodType<Envelope<F>>
  update: z.ZodType<UpdateEnvelope<F>>
  list: (db: D1Database, query: ListQuery) => Promise<{ items: Item[]; total: number }>
}

export function mountItemRoutes<F, Item extends { id: number }>(app: Hono<AppEnv>, routes: ItemRoutes<F, Item>): void {
  const { spec, type } = routes
  const resource = (item: Item) => ({ type, id: String(item.id), attributes: item })
  const missing = (c: Context<AppEnv>) => c.json(apiErrorBody('not_found', `No such ${spec.noun}`), 404)

  async function answer(c: Context<AppEnv>, outcome: Outcome<Item>, status: 200 | 201 = 200) {
    if (!outcome.ok) {
      const body = fieldErrorBody(outcome.refusal.code, outcome.refusal.message, outcome.refusal.field)
      return c.json(outcome.current ? { ...body, data: resource(outcome.current) } : body, outcome.refusal.status)
    }
    await purgeWholeSite(c)
    return outcome.item ? c.json({ data: resource(outcome.item) }, status) : c.body(null, 204)
  }

  async function body<S extends z.ZodType>(c: Context<AppEnv>, schema: S) {
    const parsed = schema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
    return parsed.success
      ? { ok: true as const, value: parsed.data as z.output<S> }
      : { ok: false as const, response: c.json(fieldErrorsBody(parsed.error), 400) }
  }

  app.get('/', async (c) => {
    const query = ListQuerySchema.safeParse(c.req.query())
    if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
    const { items, total } = await routes.list(c.env.DB, query.data)
    return c.json({ data: items.map(resource), meta: { total, page: query.data.page, size: query.data.size } })
  })

  app.get('/:id{[0-9]+}', async (c) => {
    const id = IdParamSchema.safeParse(c.req.param('id'))
    const item = id.success ? await spec.find(c.env.DB, id.data) : null
    return item ? c.json({ data: resource(item) }) : missing(c)
  })

  app.post('/', async (c) => {
    const parsed = await body(c, routes.create)
    if (!parsed.ok) return parsed.response
    const who = { actor: await staffActor(c), at: new Date() }
    return answer(c, await createItem(c.env, spec, parsed.value.data.attributes, who), 201)
  })

  app.put('/:id{[0-9]+}', async (c) => {
    const id = IdParamSchema.safeParse(c.req.param('id'))
    if (!id.success) return missing(c)
    const parsed = await body(c, routes.update)
    if (!parsed.ok) return parsed.response
    const { attributes, meta } = parsed.value.data
    const who = { actor: await staffActor(c), at: new Date() }
    return answer(c, await updateItem(c.env, spec, id.data, meta.version, attributes, who))
  })

  app.delete('/:id{[0-9]+}', async (c) => {
    const id = IdParamSchema.safeParse(c.req.param('id'))
    if (!id.success) return missing(c)
    const parsed = await body(c, DeleteSchema)
    if (!parsed.ok) return parsed.response
    const who = { actor: await staffActor(c), at: new Date() }
    return answer(c, await deleteItem(c.env, spec, id.data, parsed.value.version, who))
  })
}
