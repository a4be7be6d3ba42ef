import { Hono } from 'hono'
import * as z from 'zod'
import { getMatchLiveState } from '../db/match-centre'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

const MatchIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number)

/**
 * GET /api/matches/{id}/live — what the match centre polls while a match is live (SPEC §2.1):
 * status, clock, score, events and stats. Never cached: it is the live state.
 */
export const matchesApi = new Hono<AppEnv>()

matchesApi.get('/:id/live', async (c) => {
  const id = MatchIdSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  const state = await getMatchLiveState(c.env.DB, id.data)
  if (!state) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  c.header('Cache-Control', 'no-store')
  return c.json({ data: { type: 'matchLive', id: String(state.id), attributes: state } })
})
