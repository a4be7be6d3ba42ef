import { Hono } from 'hono'
import { importPurgePaths } from '../../shared/rules/import-purge-paths'
import { TableQuerySchema, TableRowWrite } from '../../shared/schemas/admin-football-basics'
import type { AdminTableRow } from '../../shared/types/admin-football'
import { type Entity, runBatch, updateStatements } from '../admin/football-writes'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { findAdminTableRow, listAdminTableRows, tableRowColumns, teamsInCompetition } from '../db/admin-football-basics'
import type { AppEnv } from '../env'
import { answer, idParam, notFound, readBody, resource } from './admin-football-http'

/**
 * /api/admin/football/league-tables (issue 19 §4): a competition's table for
 * a season, a row's numbers corrected by hand (a points deduction, a result
 * the league amended). The numbers must agree (table-row-counts.ts, the rule
 * the CSV import uses); the whole table is replaced by the import instead.
 * A change purges the pages of every team that plays in the competition.
 */
export const adminFootballTables = new Hono<AppEnv>()

const ROW: Entity<AdminTableRow> = {
  table: 'league_tables',
  subjectType: 'leagueTable',
  noun: 'table row',
  find: findAdminTableRow,
  unique: {
    'league_tables.season_id, league_tables.competition_id, league_tables.position': {
      field: 'position',
      message: 'Another club has this position: change theirs first',
    },
    'league_tables.season_id, league_tables.competition_id, league_tables.club_name': {
      field: 'clubName',
      message: 'Another row has this club',
    },
  },
}

adminFootballTables.get('/', async (c) => {
  const query = TableQuerySchema.safeParse(c.req.query())
  if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
  const rows = await listAdminTableRows(c.env.DB, query.data.seasonId, query.data.competitionId)
  return c.json({ data: rows.map((row) => resource('leagueTableRow', row)) })
})

adminFootballTables.put('/:id', async (c) => {
  const id = idParam(c)
  const before = id === null ? null : await findAdminTableRow(c.env.DB, id)
  if (id === null || !before) return notFound(c, 'table row')
  const body = await readBody(c, TableRowWrite)
  if (!body.ok) return body.response
  const { attributes: fields, meta } = body.value.data
  const w = { actor: await staffActor(c), at: new Date(), columns: tableRowColumns(fields), before: before.fields, after: fields }
  const run = await runBatch(c.env.DB, ROW, id, updateStatements(c.env.DB, ROW, id, meta.version, w))
  if (!run.ok) return answer(c, 'leagueTableRow', run)
  const [after, season, teams] = await Promise.all([
    findAdminTableRow(c.env.DB, id),
    c.env.DB.prepare('SELECT slug FROM seasons WHERE id = ?').bind(before.seasonId).first<{ slug: string }>(),
    teamsInCompetition(c.env.DB, before.seasonId, before.competitionId),
  ])
  const purge = teams.flatMap((t) => importPurgePaths({ teamSlug: t.slug, teamAltSlug: t.altSlug, seasonSlug: season?.slug ?? '' }))
  return answer(c, 'leagueTableRow', { ok: true, item: after, purge: [...new Set(purge)] })
})
