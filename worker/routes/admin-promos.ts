import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { type AdminPromo, PromoCreateSchema, PromoUpdateSchema } from '../../shared/schemas/admin-promos'
import { VersionBodySchema } from '../../shared/schemas/admin-packages'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import { isVersionConflict } from '../admin/audit'
import { purgeOrigins } from '../admin/purge'
import { purgeWholeSite } from '../admin/purge-site'
import { schedulePurge } from '../admin/scheduled-purge'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { createPromo, deletePromoStatements, findAdminPromo, listAdminPromos, updatePromoStatements } from '../db/admin-promos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { readJsonBody } from './json-body'

/**
 * /api/admin/promos (issue 19 §6, administrators): the overlay promos of SPEC
 * §2.10 and §4.8. Every page's HTML carries the promos showing now (the
 * chrome), so a change purges the whole site, and again when its window opens
 * and closes (queued, as scheduled articles are).
 */
export const adminPromos = new Hono<AppEnv>()

adminPromos.use('*', requireAdmin)

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1)
const resource = (promo: AdminPromo) => ({ type: 'promo', id: String(promo.id), attributes: promo })
const noSuchPromo = (c: Context<AppEnv>) => c.json(apiErrorBody('not_found', 'No such promo'), 404)

adminPromos.get('/', async (c) => {
  const page = PageSchema.safeParse(c.req.query('page'))
  if (!page.success) return c.json(fieldErrorsBody(page.error), 400)
  const { items, total } = await listAdminPromos(c.env.DB, page.data, new Date())
  return c.json({ data: items.map(resource), meta: { total, page: page.data } })
})

adminPromos.get('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  const promo = id.success ? await findAdminPromo(c.env.DB, id.data, new Date()) : null
  return promo ? c.json({ data: resource(promo) }) : noSuchPromo(c)
})

adminPromos.post('/', async (c) => {
  const body = PromoCreateSchema.safeParse(await readJsonBody(c))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  const now = new Date()
  const id = await createPromo(c.env.DB, body.data.fields, await staffActor(c), now)
  const promo = await findAdminPromo(c.env.DB, id, now)
  if (!promo) return noSuchPromo(c)
  await purgeSite(c, promo, now)
  return c.json({ data: resource(promo) }, 201)
})

adminPromos.put('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return noSuchPromo(c)
  const body = PromoUpdateSchema.safeParse(await readJsonBody(c))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  const now = new Date()
  const stored = await findAdminPromo(c.env.DB, id.data, now)
  if (!stored) return noSuchPromo(c)
  const { version, fields } = body.data
  const actor = await staffActor(c)
  const written = await write(c, stored, version, () => updatePromoStatements(c.env.DB, stored, version, fields, actor, now))
  if (written) return written
  const promo = await findAdminPromo(c.env.DB, id.data, now)
  if (!promo) return noSuchPromo(c)
  await purgeSite(c, promo, now)
  return c.json({ data: resource(promo) })
})

adminPromos.delete('/:id', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return noSuchPromo(c)
  const body = VersionBodySchema.safeParse(await readJsonBody(c))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  const now = new Date()
  const stored = await findAdminPromo(c.env.DB, id.data, now)
  if (!stored) return noSuchPromo(c)
  const actor = await staffActor(c)
  const written = await write(c, stored, body.data.version, () => deletePromoStatements(c.env.DB, stored, body.data.version, actor, now))
  if (written) return written
  await purgeSite(c, null, now)
  return c.body(null, 204)
})

/** The batch, or the 409 answer with the stored promo when another administrator saved first. */
async function write(
  c: Context<AppEnv>,
  stored: AdminPromo,
  version: number,
  statements: () => D1PreparedStatement[],
): Promise<Response | null> {
  const conflict = async () => {
    const current = await findAdminPromo(c.env.DB, stored.id, new Date())
    if (!current) return noSuchPromo(c)
    const error = { code: 'version_conflict', message: 'Someone else saved this promo first: see what changed' }
    return c.json({ errors: [error], data: resource(current) }, 409)
  }
  if (stored.version !== version) return conflict()
  try {
    await c.env.DB.batch(statements())
    return null
  } catch (err) {
    if (isVersionConflict(err)) return conflict()
    throw err
  }
}

/** Now, and when the promo's window opens and closes (a purge with no paths is the whole site's). */
async function purgeSite(c: Context<AppEnv>, promo: AdminPromo | null, now: Date): Promise<void> {
  await purgeWholeSite(c)
  const origins = purgeOrigins(c)
  try {
    for (const at of promo ? [promo.startUtc, promo.endUtc] : []) {
      if (Date.parse(at) > now.getTime()) await schedulePurge(c.env, { at, origins, paths: [] }, now)
    }
  } catch (err) {
    // The change is stored; cached copies expire on their own (page-cache.ts).
    console.warn('promo purge failed', err instanceof Error ? err.message : String(err))
  }
}
