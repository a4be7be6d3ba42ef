import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import type { PaymentsMode } from '../../shared/rules/commerce-sale'
import { CatalogueSlugSchema, PackageCreateSchema, PackageUpdateSchema, VersionBodySchema } from '../../shared/schemas/admin-packages'
import { type PackageOutcome, PACKAGE_PAGES, createPackage, deletePackage, takeOffSale, updatePackage } from '../admin/packages'
import { purgeEverywhere } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { configOf } from '../config'
import { findAdminPackage, listAdminPackages, passMatchSummary } from '../db/admin-packages'
import { nextPassMatch } from '../db/sale-calendar'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { readJsonBody } from './json-body'

/**
 * /api/admin/packages (issue 19 §6, administrators): packages with their price
 * options, edited together. A match pass is a package of type 'match-pass':
 * it is sold for the live first-team match, else the next one
 * (worker/db/sale-calendar.ts), which the list names. A package someone
 * bought is taken off sale (POST …/withdraw), never deleted.
 */
export const adminPackages = new Hono<AppEnv>()

adminPackages.use('*', requireAdmin)

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1)

/** How buying runs here: the rule for Stripe price ids depends on it. */
function paymentsMode(c: Context<AppEnv>): PaymentsMode {
  const payments = configOf(c.env).payments
  return payments.state === 'on' ? payments.settings.mode : 'off'
}

adminPackages.get('/', async (c) => {
  const page = PageSchema.safeParse(c.req.query('page'))
  if (!page.success) return c.json(fieldErrorsBody(page.error), 400)
  const [{ items, total }, pass] = await Promise.all([listAdminPackages(c.env.DB, page.data), nextPassMatch(c.env.DB, new Date())])
  return c.json({
    data: items.map((pkg) => ({ type: 'package', id: pkg.id, attributes: pkg })),
    meta: { total, page: page.data, passMatch: await passMatchSummary(c.env.DB, pass?.matchId ?? null), paymentsMode: paymentsMode(c) },
  })
})

adminPackages.get('/:id', async (c) => {
  const id = CatalogueSlugSchema.safeParse(c.req.param('id'))
  const pkg = id.success ? await findAdminPackage(c.env.DB, id.data) : null
  if (!pkg) return c.json(apiErrorBody('not_found', 'No such package'), 404)
  return c.json({ data: { type: 'package', id: pkg.id, attributes: pkg } })
})

adminPackages.post('/', async (c) => {
  const body = PackageCreateSchema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  const { id, fields } = body.data
  return answer(c, await createPackage(c.env.DB, await staffActor(c), id, fields, paymentsMode(c), new Date()), 201)
})

adminPackages.put('/:id', async (c) => {
  const id = CatalogueSlugSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such package'), 404)
  const body = PackageUpdateSchema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  const { version, fields } = body.data
  return answer(c, await updatePackage(c.env.DB, await staffActor(c), id.data, version, fields, paymentsMode(c), new Date()))
})

adminPackages.post('/:id/withdraw', async (c) => {
  const id = CatalogueSlugSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such package'), 404)
  const body = VersionBodySchema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  return answer(c, await takeOffSale(c.env.DB, await staffActor(c), id.data, body.data.version, new Date()))
})

adminPackages.delete('/:id', async (c) => {
  const id = CatalogueSlugSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such package'), 404)
  const body = VersionBodySchema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  if (!body.success) return c.json(fieldErrorsBody(body.error), 400)
  return answer(c, await deletePackage(c.env.DB, await staffActor(c), id.data, body.data.version, new Date()))
})

async function answer(c: Context<AppEnv>, outcome: PackageOutcome, status: 200 | 201 = 200): Promise<Response> {
  if (!outcome.ok) {
    const error = { code: outcome.code, message: outcome.message, ...(outcome.pointer ? { source: { pointer: outcome.pointer } } : {}) }
    const current = outcome.current ? { data: { type: 'package', id: outcome.current.id, attributes: outcome.current } } : {}
    return c.json({ errors: [error], ...current }, outcome.status)
  }
  await purgeEverywhere(c, PACKAGE_PAGES)
  return outcome.pkg ? c.json({ data: { type: 'package', id: outcome.pkg.id, attributes: outcome.pkg } }, status) : c.body(null, 204)
}
