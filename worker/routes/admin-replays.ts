/**
 * Issue 20 §4: POST /api/admin/matches/{id}/replay makes or remakes a match's
 * full replay from the live window's recording, at once (the queue does it at
 * full time; this is for a full time pressed before the stream ended, or a
 * replay to cut again). Editors and administrators; audited in the entry's batch.
 */
import { Hono } from 'hono'
import { MatchIdParamSchema } from '../../shared/schemas/match-events'
import { purgeOrigins } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { createMatchReplay } from '../media/replays'

export const adminReplays = new Hono<AppEnv>()

adminReplays.use('/:matchId/replay', requireEditor)

adminReplays.post('/:matchId/replay', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  const made = await createMatchReplay(c.env, id.data, { kind: 'liveWindow' }, await staffActor(c), purgeOrigins(c))
  switch (made.outcome) {
    case 'made':
      return c.json(
        {
          data: {
            type: 'replay',
            id: made.entryId,
            attributes: {
              matchID: id.data,
              entryId: made.entryId,
              playbackId: made.playbackId,
              version: made.version,
              durationSeconds: made.durationSeconds,
            },
          },
        },
        made.version === 1 ? 201 : 200,
      )
    case 'notFound':
      return c.json(apiErrorBody('not_found', 'No such match'), 404)
    case 'notPlayed':
      return c.json(
        apiErrorBody('match_not_played', 'This match was not kicked off and ended on the console: there is nothing to replay'),
        409,
      )
    case 'noRecording':
      return c.json(apiErrorBody('no_recording', 'This match has no live video recording to make a replay from'), 409)
    case 'tooShort':
      return c.json(apiErrorBody('replay_too_short', 'Full time came before any of the recording had played'), 409)
    case 'changed':
      return c.json(apiErrorBody('version_conflict', 'The replay was remade meanwhile; nothing was stored: try again'), 409)
  }
})
