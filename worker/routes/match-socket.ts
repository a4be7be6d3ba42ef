import { Hono } from 'hono'
import { MatchIdParamSchema } from '../../shared/schemas/match-events'
import { PushAfterSchema, PushSinceSchema } from '../../shared/schemas/match-push'
import { configOf } from '../config'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { MATCH_STATUS_HEADER, PUSH_AFTER_HEADER, PUSH_SINCE_HEADER } from '../matchday/match-room-shard'
import { matchRoomShardOf } from '../matchday/match-room-stubs'

/**
 * GET /api/matches/{id}/socket?after=<last id seen> or ?since=<ms> (issue 21 §1;
 * ARCHITECTURE "match push"): a page's WebSocket to one of the match's
 * shards (worker/matchday/match-room-shard.ts), chosen at random among
 * MATCH_ROOM_SHARDS. The socket first gets exactly the messages after
 * `after` (or written since `since`: a page's first socket, from the time
 * its state was read), then a {type:'ready'} frame, then live ones. Public, like the
 * match centre it feeds: no account, no cookie read, nothing written.
 */
export const matchSocket = new Hono<AppEnv>()

matchSocket.get('/:id/socket', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('id'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  const rawAfter = c.req.query('after')
  const rawSince = c.req.query('since')
  const after = rawAfter === undefined ? null : PushAfterSchema.safeParse(rawAfter)
  const since = rawSince === undefined ? null : PushSinceSchema.safeParse(rawSince)
  if ((after && !after.success) || (after && since))
    return c.json(apiErrorBody('push_after_invalid', 'after must be the id of the last message seen (and comes without since)'), 400)
  if (since && !since.success) return c.json(apiErrorBody('push_after_invalid', 'since must be a time in milliseconds'), 400)
  const match = await c.env.DB.prepare('SELECT status FROM matches WHERE id = ?1').bind(id.data).first<{ status: string }>()
  if (!match) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return c.json(apiErrorBody('upgrade_required', 'This address takes a WebSocket connection'), 426)
  }
  // A random shard: over many pages each of the N gets about 1/N of the sockets, with nothing to coordinate.
  const shard = Math.floor(Math.random() * configOf(c.env).matchday.shards)
  const headers = new Headers({ Upgrade: 'websocket', [MATCH_STATUS_HEADER]: match.status })
  if (after?.success) headers.set(PUSH_AFTER_HEADER, String(after.data))
  if (since?.success) headers.set(PUSH_SINCE_HEADER, String(since.data))
  const answer = await matchRoomShardOf(c.env, id.data, shard).fetch(new Request(c.req.url, { headers }))
  c.header('Cache-Control', 'no-store')
  if (answer.status !== 101) return c.json(await answer.json(), answer.status as 400 | 410)
  // A fresh Response: the object's has immutable headers, and the middleware adds the security headers.
  return new Response(null, { status: 101, webSocket: answer.webSocket })
})
