import { Hono } from 'hono'
import { fixtureResultProblem } from '../../shared/rules/fixture-result'
import { seasonDateRange } from '../../shared/rules/import-values'
import { londonLocalToUtc } from '../../shared/rules/london-time'
import { matchPagePaths } from '../../shared/rules/match-page-paths'
import { type FixtureFields, FixtureListQuerySchema, FixtureWrite } from '../../shared/schemas/admin-football'
import { DeleteBodySchema } from '../../shared/schemas/admin-football-fields'
import type { AdminFixture } from '../../shared/types/admin-football'
import { createStatements, deleteStatements, type Entity, type Outcome, runBatch, updateStatements } from '../admin/football-writes'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { findAdminFixture, fixtureColumns, listAdminFixtures } from '../db/admin-fixtures'
import { referencesTo } from '../db/football-references'
import { pushMatchHead } from '../matchday/push'
import type { AppEnv, Bindings } from '../env'
import { answer, idParam, notFound, pictureMissing, readBody, resource } from './admin-football-http'

/**
 * /api/admin/football/fixtures (issue 19 §4): fixtures and results, one by
 * one (the CSV import brings a season's at once). The kick-off is written on
 * London's clock and must fall in its season's dates, as the import's rows
 * must; a score only for a match played or being played (fixture-result.ts).
 * Every change purges the match's pages, its team's fixtures and, as it may be
 * the next or last match, the team page and (for the men) the home page.
 */
export const adminFootballFixtures = new Hono<AppEnv>()

export const MATCH: Entity<AdminFixture> = { table: 'matches', subjectType: 'match', noun: 'match', find: findAdminFixture }

const pagesOf = (m: AdminFixture | null) =>
  m ? matchPagePaths({ id: m.id, teamSlug: m.teamSlug, teamAltSlug: m.teamAltSlug, seasonSlug: m.seasonSlug, shownAsNextOrLast: true }) : []
export const fixturePurge = (before: AdminFixture | null, after: AdminFixture | null) => [
  ...new Set([...pagesOf(before), ...pagesOf(after)]),
]

type Refused = Extract<Outcome<AdminFixture>, { ok: false }>
const refuse = (field: string, message: string): Refused => ({ ok: false, status: 400, code: 'bad_request', field, message })

/** What the schema cannot know: the team, season and competition exist; the kick-off is in the season; the clock allows the status. */
async function check(env: Bindings, fields: FixtureFields, before: AdminFixture | null): Promise<Refused | null> {
  const row = await env.DB.prepare(
    `SELECT (SELECT 1 FROM teams WHERE id = ?1) AS team, (SELECT start_year FROM seasons WHERE id = ?2) AS season,
            (SELECT 1 FROM competitions WHERE id = ?3) AS competition`,
  )
    .bind(fields.teamId, fields.seasonId, fields.competitionId)
    .first<{ team: number | null; season: number | null; competition: number | null }>()
  if (!row?.team) return refuse('teamId', 'No such team: choose one')
  if (row.season === null) return refuse('seasonId', 'No such season: choose one')
  if (!row.competition) return refuse('competitionId', 'No such competition: choose one')
  const range = seasonDateRange(row.season)
  const day = fields.kickoff.slice(0, 10)
  // Checked when the kick-off is set or moved (as the import checks its rows); a stored match keeps its date's editing.
  const moved = fields.kickoff !== before?.fields.kickoff || fields.seasonId !== before.fields.seasonId
  if (moved && (day < range.from || day > range.to)) return refuse('kickoff', `The season's matches are from ${range.from} to ${range.to}`)
  const kickoff = londonLocalToUtc(fields.kickoff)
  const problem = kickoff.ok ? fixtureResultProblem({ ...fields, kickoffUtc: kickoff.utc }, new Date()) : null
  if (problem) return refuse(problem.field, problem.message)
  if (fields.opponentCrestKey !== before?.fields.opponentCrestKey && (await pictureMissing(env.MEDIA, fields.opponentCrestKey)))
    return refuse('opponentCrestKey', 'This picture is not in the library: upload it or choose another')
  return null
}

adminFootballFixtures.get('/', async (c) => {
  const query = FixtureListQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const list = await listAdminFixtures(c.env.DB, query.data)
  return c.json({ data: list.items.map((m) => resource('fixture', m)), meta: { total: list.total, page: list.page, size: list.size } })
})

adminFootballFixtures.get('/:id', async (c) => {
  const id = idParam(c)
  const match = id === null ? null : await findAdminFixture(c.env.DB, id)
  return match ? c.json({ data: resource('fixture', match) }) : notFound(c, 'match')
})

adminFootballFixtures.post('/', async (c) => {
  const body = await readBody(c, FixtureWrite.create)
  if (!body.ok) return body.response
  const fields = body.value.data.attributes
  const problem = await check(c.env, fields, null)
  if (problem) return answer(c, 'fixture', problem)
  const w = { actor: await staffActor(c), at: new Date(), columns: fixtureColumns(fields), before: null, after: fields }
  const run = await runBatch(c.env.DB, MATCH, null, createStatements(c.env.DB, MATCH, w), 0)
  if (!run.ok) return answer(c, 'fixture', run)
  const after = run.createdId === null ? null : await findAdminFixture(c.env.DB, run.createdId)
  return answer(c, 'fixture', { ok: true, item: after, purge: fixturePurge(null, after) }, 201)
})

adminFootballFixtures.put('/:id', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminFixture(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'match')
  const body = await readBody(c, FixtureWrite.update)
  if (!body.ok) return body.response
  const { attributes: fields, meta } = body.value.data
  const problem = await check(c.env, fields, before)
  if (problem) return answer(c, 'fixture', problem)
  const w = { actor: await staffActor(c), at: new Date(), columns: fixtureColumns(fields), before: before.fields, after: fields }
  const run = await runBatch(c.env.DB, MATCH, id, updateStatements(c.env.DB, MATCH, id, meta.version, w))
  if (!run.ok) return answer(c, 'fixture', run)
  const after = await findAdminFixture(c.env.DB, id)
  // Issue 21 §1: a status or score set by hand reaches the match's open pages as the console's would.
  const f = before.fields
  if (f.status !== fields.status) pushMatchHead(c, id, 'status')
  else if (f.homeScore !== fields.homeScore || f.awayScore !== fields.awayScore) pushMatchHead(c, id, 'score')
  return answer(c, 'fixture', { ok: true, item: after, purge: fixturePurge(before, after) })
})

adminFootballFixtures.delete('/:id', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminFixture(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'match')
  const body = await readBody(c, DeleteBodySchema)
  if (!body.ok) return body.response
  const used = await referencesTo(c.env.DB, 'matches', id, 'match')
  if (used) return answer(c, 'fixture', { ok: false, status: 409, code: 'in_use', message: `${used}. Postpone it instead` })
  const w = { actor: await staffActor(c), at: new Date(), before: before.fields, after: null }
  const run = await runBatch(c.env.DB, MATCH, id, deleteStatements(c.env.DB, MATCH, id, body.value.version, w))
  if (!run.ok) return answer(c, 'fixture', run)
  return answer(c, 'fixture', { ok: true, item: null, purge: fixturePurge(before, null) })
})
