import { Hono } from 'hono'
import { listAdverts } from '../db/adverts'
import type { AppEnv } from '../env'

/**
 * GET /api/experiments/data (SPEC §7) → body (adverts): the "Advert (other)"
 * entries (SPEC §3) this visitor may see now, by the §5 rules in
 * worker/db/adverts.ts. The spec shows no experiment fields beyond the adverts.
 */
export const experimentsApi = new Hono<AppEnv>()

experimentsApi.get('/data', async (c) => {
  const adverts = await listAdverts(c.env.DB, { childFriendly: c.get('childFriendly'), now: new Date() })
  c.header('Cache-Control', 'private, max-age=60')
  return c.json({ body: { adverts } })
})
