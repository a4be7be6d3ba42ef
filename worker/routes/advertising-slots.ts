import { Hono } from 'hono'
import * as z from 'zod'
import { pickAtRandom } from '../../shared/rules/advert-eligibility'
import { isFooterSlot, listEligibleSlotAdverts } from '../adverts/slot-adverts'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

/** 'footer_slot' names the three footer slots together (SPEC §7). */
const ALL_FOOTER_SLOTS = 'footer_slot'

const SlotQuerySchema = z.object({ includeAllAdverts: z.enum(['true', 'false']).default('false') })

/**
 * SPEC §7 advertising slots, every advert through the §5 rule for this visitor:
 * - GET /api/advertising/slots/footer_slot?includeAllAdverts=true → data.attributes.adverts,
 *   every eligible advert of the three footer slots (the browser picks per slot);
 * - GET /api/advertising/slots/{slotID} → data.attributes.advert, one eligible advert at
 *   random (§4.8), 404 when the slot has none. footer_slot without includeAllAdverts
 *   picks among all three slots.
 */
export const advertisingSlots = new Hono<AppEnv>()

advertisingSlots.get('/:slotID', async (c) => {
  const slotID = c.req.param('slotID')
  const query = SlotQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(apiErrorBody('bad_request', 'includeAllAdverts must be true or false'), 400)
  if (slotID !== ALL_FOOTER_SLOTS && !isFooterSlot(slotID)) return c.json(apiErrorBody('not_found', 'No such advertising slot'), 404)
  const viewer = { childFriendly: c.get('childFriendly'), now: new Date() }
  const adverts = await listEligibleSlotAdverts(c.env.DB, viewer, isFooterSlot(slotID) ? slotID : undefined)
  c.header('Cache-Control', 'no-store')
  if (query.data.includeAllAdverts === 'true') {
    return c.json({ data: { type: 'advertisingSlot', id: slotID, attributes: { adverts } } })
  }
  const advert = pickAtRandom(adverts)
  if (!advert) return c.json(apiErrorBody('not_found', 'No advert for this slot now'), 404)
  return c.json({ data: { type: 'advertisingSlot', id: slotID, attributes: { advert } } })
})
