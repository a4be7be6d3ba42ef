import { Hono } from 'hono'
import { categoriesResponse, listVideoCategories } from '../db/video-collections'
import type { AppEnv } from '../env'

/** GET /api/videos/categories (SPEC §7): data[].attributes, ordered by orderPosition (SPEC §3). */
export const videoCategories = new Hono<AppEnv>()

videoCategories.get('/', async (c) => c.json(categoriesResponse(await listVideoCategories(c.env.DB))))
