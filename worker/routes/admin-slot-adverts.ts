import { Hono } from 'hono'
import { SlotAdvertCreateSchema, SlotAdvertUpdateSchema } from '../../shared/schemas/admin-adverts'
import { slotAdvertSpec } from '../admin/commerce-items'
import { mountItemRoutes } from '../admin/versioned-routes'
import { listSlotAdverts } from '../db/admin-slot-adverts'
import type { AppEnv } from '../env'
import { requireAdmin } from '../identity/require-admin'

/**
 * /api/admin/slot-adverts (administrators, issue 19 §6): the adverts booked
 * into the footer slots (SPEC §3), each with its pictures, UTC window,
 * channel and link; list, read, create, update, delete.
 */
export const adminSlotAdverts = new Hono<AppEnv>()

adminSlotAdverts.use('*', requireAdmin)

mountItemRoutes(adminSlotAdverts, {
  spec: slotAdvertSpec,
  type: 'slotAdvert',
  create: SlotAdvertCreateSchema,
  update: SlotAdvertUpdateSchema,
  list: listSlotAdverts,
})
