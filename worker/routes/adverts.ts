import { Hono } from 'hono'
import * as z from 'zod'
import { advertEligibility } from '../../shared/rules/advert-eligibility'
import { getFooterAdverts } from '../db/site'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

const AdvertsQuerySchema = z.object({ area: z.literal('footer') })

/**
 * GET /api/adverts/?area=footer (SPEC §7) → adverts[]: the footer adverts (v1,
 * SPEC §3) this visitor may see, through the one §5 advert rule. Only the
 * footer area exists; any other area is a 400, not an empty list, so a typo
 * shows.
 */
export const advertsApi = new Hono<AppEnv>()

advertsApi.get('/', async (c) => {
  const parsed = AdvertsQuerySchema.safeParse(c.req.query())
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'area must be footer'), 400)
  const childFriendlyMode = c.get('childFriendly')
  const now = new Date()
  const adverts = (await getFooterAdverts(c.env.DB, { childFriendly: childFriendlyMode })).filter(
    (advert) =>
      advertEligibility(
        { url: advert.targetUrl, imageKey: advert.imageData.Location, childFriendly: advert.childFriendly },
        { childFriendlyMode },
        now,
      ) === 'eligible',
  )
  // The answer depends on the child-friendly cookie: never shared between visitors.
  c.header('Cache-Control', 'private, max-age=60')
  return c.json({ adverts })
})
