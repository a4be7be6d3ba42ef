import { Hono } from 'hono'
import * as z from 'zod'
import { listActivePromos } from '../db/promos'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

const PromoQuerySchema = z.object({ channel: z.enum(['Web', 'App']).default('Web') })

/** GET /api/promo-overlays/?channel=Web (SPEC §4.8, §7): the active promos in body[]. */
export const promoOverlays = new Hono<AppEnv>()

promoOverlays.get('/', async (c) => {
  const parsed = PromoQuerySchema.safeParse(c.req.query())
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'channel must be Web or App'), 400)
  c.header('Cache-Control', 'no-store')
  try {
    const body = await listActivePromos(c.env.DB, { channel: parsed.data.channel, now: new Date() })
    return c.json({ body })
  } catch (err) {
    // SPEC §8.3: a promo load failure is logged only; the page shows no promo. The browser gets a code, not D1's words.
    console.error('promo overlays failed to load', err instanceof Error ? err.message : String(err))
    return c.json(apiErrorBody('promos_unavailable', 'Promotions cannot be loaded just now'), 503)
  }
})
