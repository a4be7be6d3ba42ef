import { Hono } from 'hono'
import { z } from 'zod'
import { listActivePromos } from '../db/promos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

const PromoQuerySchema = z.object({ channel: z.enum(['Web', 'App']).default('Web') })

/** GET /api/promo-overlays/?channel=Web (SPEC §4.8, §7): the active promos in body[]. */
export const promoOverlays = new Hono<AppEnv>()

promoOverlays.get('/', async (c) => {
  const parsed = PromoQuerySchema.safeParse(c.req.query())
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'channel must be Web or App'), 400)
  const body = await listActivePromos(c.env.DB, { channel: parsed.data.channel, now: new Date() })
  c.header('Cache-Control', 'no-store')
  return c.json({ body })
})
