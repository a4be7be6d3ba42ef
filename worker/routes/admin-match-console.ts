import { type Context, Hono } from 'hono'
import { scoreCorrection, scoreRemoval } from '../../shared/rules/match-event-correction'
import { eventAcceptance } from '../../shared/rules/match-event-entry'
import { consolePhase, statusChange } from '../../shared/rules/match-status-change'
import { consoleStreamStatus, storedStreamStatus } from '../../shared/rules/stream-console-status'
import {
  EventIdParamSchema,
  MatchStatusRequestSchema,
  StreamAssetIdParamSchema,
  StreamStatusRequestSchema,
} from '../../shared/schemas/match-console'
import { MatchEventEntrySchema, MatchIdParamSchema } from '../../shared/schemas/match-events'
import { type AuditChange, auditStatement } from '../admin/audit'
import { purgeMatchConsolePages } from '../admin/match-console-purge'
import { purgeOrigins } from '../admin/purge'
import { staffActor } from '../admin/staff-actor'
import {
  changeMatchStatus,
  correctMatchEvent,
  findMatchEvent,
  findMatchHalfTime,
  findMatchStream,
  readMatchConsole,
  removeMatchEvent,
  setStreamStatus,
  type WriteOutcome,
} from '../db/match-console'
import { findMatchForEvents } from '../db/match-events'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { pushEventChange, pushMatchHead } from '../matchday/push'
import { queueReplay } from '../media/replay-queue'
import { readJsonBody } from './json-body'

/**
 * Issue 19 §5 match-day console, under /api/admin/matches beside the match
 * data feed's POST …/events (admin-matches.ts), which the console uses to add
 * events. Editors and administrators; every change audited in its own batch
 * and the match's pages purged; a change of the match's events or status is
 * pushed to its open pages (issue 21 §1: worker/matchday/push.ts).
 */
export const adminMatchConsole = new Hono<AppEnv>()

adminMatchConsole.use('*', requireEditor)

const noMatch = (c: Context<AppEnv>) => c.json(apiErrorBody('not_found', 'No such match'), 404)

function badBody(c: Context<AppEnv>, what: string, issues: ReadonlyArray<{ path: PropertyKey[] }>) {
  const field = issues[0]?.path.map(String).join('.') || 'body'
  return c.json(apiErrorBody('bad_request', `Invalid ${what}: ${field}`), 400)
}

const changed = (c: Context<AppEnv>) =>
  c.json(apiErrorBody('match_changed', 'The match changed meanwhile; nothing was stored: reload and try again'), 409)

/** 409 for a write the batch refused; null when it was written. */
function refusal(c: Context<AppEnv>, outcome: WriteOutcome) {
  if (outcome === 'changed') return changed(c)
  if (outcome === 'negativeScore')
    return c.json(apiErrorBody('score_inconsistent', 'The stored score does not include this goal; nothing was stored'), 409)
  return null
}

async function auditFor(c: Context<AppEnv>, change: Omit<AuditChange, 'actor' | 'at'>) {
  const actor = await staffActor(c)
  // The entry is valid only if the statement before it changed exactly its one row (audit.ts 'checked').
  return (db: D1Database) =>
    auditStatement(db, { ...change, actor, at: new Date() }, { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } })
}

adminMatchConsole.get('/:matchId/console', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  if (!id.success) return noMatch(c)
  const state = await readMatchConsole(c.env.DB, id.data)
  if (!state) return noMatch(c)
  return c.json({ data: { type: 'matchConsole', id: String(id.data), attributes: state } })
})

adminMatchConsole.post('/:matchId/status', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  if (!id.success) return noMatch(c)
  const body = MatchStatusRequestSchema.safeParse(await readJsonBody(c))
  if (!body.success) return badBody(c, 'status change', body.error.issues)
  const match = await findMatchForEvents(c.env.DB, id.data)
  if (!match) return noMatch(c)
  const halfTimeRecorded = await findMatchHalfTime(c.env.DB, match.id)
  const phase = consolePhase(match.status, halfTimeRecorded)
  if (body.data.phase !== undefined && body.data.phase !== phase) return changed(c)
  const change = statusChange(phase, body.data.status)
  if (change.outcome === 'refused') {
    return c.json(apiErrorBody('match_transition_refused', `A match in phase ${phase} cannot go to ${body.data.status}`), 409)
  }
  const audit = await auditFor(c, {
    action: body.data.status === 'live' ? 'kickOff' : body.data.status === 'halftime' ? 'halfTime' : 'fullTime',
    subjectType: 'match',
    subjectId: String(match.id),
    before: { status: match.status, phase },
    after: { status: change.to },
  })
  const outcome = await changeMatchStatus(c.env.DB, { id: match.id, status: match.status, halfTimeRecorded }, change, audit)
  const refused = refusal(c, outcome)
  if (refused) return refused
  // Issue 20 §4: at full time the replay is made by the queue (retried there if it fails).
  if (change.to === 'fulltime') await queueReplay(c.env, { matchId: match.id, actor: await staffActor(c), origins: purgeOrigins(c) })
  pushMatchHead(c, match.id, 'status')
  const state = await readMatchConsole(c.env.DB, match.id)
  // Kick-off and full time also change what the /live pages offer (SPEC §2.1 'Ready for kick-off?').
  await purgeMatchConsolePages(
    c,
    match.id,
    state?.streams.map((s) => ({ id: s.id, kind: s.contentKind })),
  )
  return c.json({ data: { type: 'matchConsole', id: String(match.id), attributes: state } })
})

/** The match and the event named by the path, or the answer refusing them. */
async function matchAndEvent(c: Context<AppEnv>) {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  const eventId = EventIdParamSchema.safeParse(c.req.param('eventId'))
  if (!id.success) return { refused: noMatch(c) }
  const match = await findMatchForEvents(c.env.DB, id.data)
  if (!match) return { refused: noMatch(c) }
  // An event of another match is not this match's: 404, as for none.
  const event = eventId.success ? await findMatchEvent(c.env.DB, match.id, eventId.data) : null
  if (!event) return { refused: c.json(apiErrorBody('not_found', 'No such event in this match'), 404) }
  // The feed's own rule: a match not kicked off or postponed has no events to change.
  const acceptance = eventAcceptance(match.status)
  if (acceptance === 'notStarted') return { refused: c.json(apiErrorBody('match_not_started', 'This match has not kicked off'), 409) }
  if (acceptance === 'postponed') return { refused: c.json(apiErrorBody('match_postponed', 'This match is postponed'), 409) }
  return { match, event }
}

adminMatchConsole.delete('/:matchId/events/:eventId', async (c) => {
  const found = await matchAndEvent(c)
  if ('refused' in found) return found.refused
  const { match, event } = found
  const audit = await auditFor(c, {
    action: 'delete',
    subjectType: 'matchEvent',
    subjectId: String(event.id),
    before: { matchID: match.id, ...event },
    after: null,
  })
  const refused = refusal(c, await removeMatchEvent(c.env.DB, match, event, scoreRemoval(event), audit))
  if (refused) return refused
  await purgeMatchConsolePages(c, match.id)
  pushEventChange(c, match.id, { change: 'removed', eventId: event.id })
  return c.body(null, 204)
})

adminMatchConsole.put('/:matchId/events/:eventId', async (c) => {
  const found = await matchAndEvent(c)
  if ('refused' in found) return found.refused
  const { match, event } = found
  const body = MatchEventEntrySchema.safeParse(await readJsonBody(c))
  if (!body.success) return badBody(c, 'match event', body.error.issues)
  const entry = body.data.data.attributes
  const audit = await auditFor(c, {
    action: 'correct',
    subjectType: 'matchEvent',
    subjectId: String(event.id),
    before: { matchID: match.id, ...event },
    after: { matchID: match.id, id: event.id, ...entry },
  })
  const refused = refusal(c, await correctMatchEvent(c.env.DB, match, event, entry, scoreCorrection(event, entry), audit))
  if (refused) return refused
  await purgeMatchConsolePages(c, match.id)
  pushEventChange(c, match.id, { change: 'corrected', event: { id: event.id, ...entry } })
  return c.json({ data: { type: 'matchEvent', id: String(event.id), attributes: { matchID: match.id, id: event.id, ...entry } } })
})

adminMatchConsole.post('/:matchId/streams/:assetId/status', async (c) => {
  const id = MatchIdParamSchema.safeParse(c.req.param('matchId'))
  const assetId = StreamAssetIdParamSchema.safeParse(c.req.param('assetId'))
  if (!id.success || !assetId.success) return noMatch(c)
  const body = StreamStatusRequestSchema.safeParse(await readJsonBody(c))
  if (!body.success) return badBody(c, 'stream status', body.error.issues)
  // Only a stream this match carries: the console of one match does not switch another's.
  const stream = await findMatchStream(c.env.DB, id.data, assetId.data)
  if (!stream) return c.json(apiErrorBody('not_found', 'No such stream for this match'), 404)
  const to = storedStreamStatus(body.data.status)
  const attributes = { id: assetId.data, contentKind: stream.kind, status: body.data.status }
  if (stream.status === to) return c.json({ data: { type: 'stream', id: assetId.data, attributes } })
  const audit = await auditFor(c, {
    action: 'streamStatus',
    subjectType: 'streamAsset',
    subjectId: assetId.data,
    before: { matchID: id.data, status: consoleStreamStatus(stream.status) },
    after: { matchID: id.data, status: body.data.status },
  })
  const refused = refusal(c, await setStreamStatus(c.env.DB, assetId.data, stream.status, to, audit))
  if (refused) return refused
  await purgeMatchConsolePages(c, id.data, [{ id: assetId.data, kind: stream.kind }])
  return c.json({ data: { type: 'stream', id: assetId.data, attributes } })
})
