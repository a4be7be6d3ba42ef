import { Hono } from 'hono'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import {
  SponsorCreateSchema,
  SponsorOrderSchema,
  SponsorRowCreateSchema,
  SponsorRowUpdateSchema,
  SponsorSlotCreateSchema,
  SponsorSlotUpdateSchema,
  SponsorUpdateSchema,
} from '../../shared/schemas/admin-sponsors'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import { sponsorRowSpec, sponsorSlotSpec, sponsorSpec } from '../admin/commerce-items'
import { purgeWholeSite } from '../admin/purge-site'
import { orderSponsors } from '../admin/sponsor-order'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { mountItemRoutes } from '../admin/versioned-routes'
import { findSponsorRow, listSponsorRows, listSponsors, listSponsorSlots } from '../db/admin-sponsors'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { readJsonBody } from './json-body'

/**
 * Issue 19 §6 (administrators): sponsors (SPEC §3) with their logos, links
 * and order, the footer's sponsor rows, and the section sponsor slots. Each
 * list, read, create, update, delete (versioned-routes.ts); a row's sponsors
 * reordered at once (POST /api/admin/sponsor-rows/{id}/order).
 */
export const adminSponsors = new Hono<AppEnv>()
adminSponsors.use('*', requireAdmin)
mountItemRoutes(adminSponsors, {
  spec: sponsorSpec,
  type: 'sponsor',
  create: SponsorCreateSchema,
  update: SponsorUpdateSchema,
  list: listSponsors,
})

export const adminSponsorRows = new Hono<AppEnv>()
adminSponsorRows.use('*', requireAdmin)
mountItemRoutes(adminSponsorRows, {
  spec: sponsorRowSpec,
  type: 'sponsorRow',
  create: SponsorRowCreateSchema,
  update: SponsorRowUpdateSchema,
  list: listSponsorRows,
})

adminSponsorRows.post('/:id{[0-9]+}/order', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success || !(await findSponsorRow(c.env.DB, id.data))) return c.json(apiErrorBody('not_found', 'No such sponsor row'), 404)
  const parsed = SponsorOrderSchema.safeParse(await readJsonBody(c, BODY_CAPS.adminContent))
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  const ids = parsed.data.order.map((entry) => entry.id)
  if (new Set(ids).size !== ids.length) return c.json(apiErrorBody('bad_request', 'A sponsor is named twice'), 400)
  const outcome = await orderSponsors(c.env, id.data, parsed.data.order, { actor: await staffActor(c), at: new Date() })
  if (!outcome.ok) return c.json(apiErrorBody(outcome.status === 404 ? 'not_found' : 'version_conflict', outcome.message), outcome.status)
  await purgeWholeSite(c)
  return c.json({ data: ids.map((sponsorId, place) => ({ type: 'sponsor', id: String(sponsorId), attributes: { forcedOrder: place } })) })
})

export const adminSponsorSlots = new Hono<AppEnv>()
adminSponsorSlots.use('*', requireAdmin)
mountItemRoutes(adminSponsorSlots, {
  spec: sponsorSlotSpec,
  type: 'sponsorSlot',
  create: SponsorSlotCreateSchema,
  update: SponsorSlotUpdateSchema,
  list: listSponsorSlots,
})
