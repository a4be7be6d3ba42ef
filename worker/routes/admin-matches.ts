import { Hono } from 'hono'
import { type EventAcceptance, eventAcceptance, scoreChange } from '../../shared/rules/match-event-entry'
import { MatchEventEntrySchema, MatchIdParamSchema } from '../../shared/schemas/match-events'
import type { StoredMatchEvent } from '../../shared/types/football'
import { addMatchEvent, findMatchForEvents } from '../db/match-events'
import type { AppEnv } from '../env'
import { type ApiErrorCode, apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { auditStatement } from '../admin/audit'
import { purgeMatchConsolePages } from '../admin/match-console-purge'
import { staffActor } from '../admin/staff-actor'
import { pushToMatch } from '../matchday/push'
import { readJsonBody } from './json-body'

/**
 * POST /api/admin/matches/{matchId}/events {data: {type: 'matchEvent', attributes}}
 * (admins only, SPEC §6): what an operator or the club's live match data feed
 * (SPEC §7 'match data' service base; the back office is 'not shown') sends as
 * a match is played: a goal, a card, a substitution. The event and, for a
 * goal, the score are written together; the edge-cache copies of the pages
 * showing the match are purged, so the next visitor sees it (SPEC §2.1 match
 * centre), and the change is pushed to its open pages (issue 21 §1). Answers 201 with the stored event and the score after it.
 */
export const adminMatches = new Hono<AppEnv>()

// Issue 19 §5: the match-day console is an editor's work.
adminMatches.use('*', requireEditor)

const REFUSED: Record<Exclude<EventAcceptance, 'accepted'>, { code: ApiErrorCode; message: string }> = {
  notStarted: { code: 'match_not_started', message: 'This match has not kicked off: it takes events once it is live' },
  postponed: { code: 'match_postponed', message: 'This match is postponed: it takes no events' },
}

adminMatches.post('/:matchId/events', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  if (!id.success) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  const parsed = MatchEventEntrySchema.safeParse(await readJsonBody(c))
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body'
    return c.json(apiErrorBody('bad_request', `Invalid match event: ${field}`), 400)
  }
  const match = await findMatchForEvents(c.env.DB, id.data)
  if (!match) return c.json(apiErrorBody('not_found', 'No such match'), 404)
  const acceptance = eventAcceptance(match.status)
  if (acceptance !== 'accepted') return c.json(apiErrorBody(REFUSED[acceptance].code, REFUSED[acceptance].message), 409)

  const entry = parsed.data.data.attributes
  const actor = await staffActor(c)
  // The event's id is the insert's, read in the batch; no row inserted (the match changed): the entry refuses the batch.
  const audit = (db: D1Database) =>
    auditStatement(
      db,
      {
        actor,
        action: 'add',
        subjectType: 'matchEvent',
        subjectId: { sql: 'last_insert_rowid()', params: [] },
        before: null,
        after: { matchID: match.id, ...entry },
        at: new Date(),
      },
      { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
    )
  const added = await addMatchEvent(c.env.DB, match, entry, scoreChange(entry), audit)
  if (added.outcome === 'statusChanged') {
    return c.json(apiErrorBody('match_changed', 'The match changed while the event was saved; nothing was stored, send it again'), 409)
  }
  await purgeMatchConsolePages(c, match.id)
  // Issue 21 §1: one push, after the commit, to every open page of the match.
  pushToMatch(c, match.id, {
    type: 'event',
    at: new Date().toISOString(),
    data: { change: 'added', event: added.event, homeScore: added.homeScore, awayScore: added.awayScore },
  })
  const attributes: StoredMatchEvent = { matchID: match.id, ...added.event, homeScore: added.homeScore, awayScore: added.awayScore }
  return c.json({ data: { type: 'matchEvent', id: String(added.event.id), attributes } }, 201)
})
