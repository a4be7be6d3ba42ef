import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { findStreamAsset } from '../db/stream-assets'
import { apiErrorBody } from '../http-errors'

/**
 * SPEC §7 GET {streamline api}/streams/{assetID} → data.attributes as the §3
 * stream asset. Public: the asset says what is on, the session check decides
 * who may play it.
 */
export const streamsApi = new Hono<AppEnv>()

streamsApi.get('/:assetID', async (c) => {
  const id = c.req.param('assetID')
  if (!/^[a-z0-9-]{1,64}$/.test(id)) return c.json(apiErrorBody('not_found', 'No such stream'), 404)
  const asset = await findStreamAsset(c.env.DB, id)
  if (!asset) return c.json(apiErrorBody('not_found', 'No such stream'), 404)
  const { playbackId: _internal, id: assetId, ...attributes } = asset
  c.header('Cache-Control', 'public, max-age=10')
  return c.json({ data: { type: 'streamAsset', id: assetId, attributes } })
})
