/**
 * Issue 19 §4: CSV imports of a season's fixtures and of a league table, the
 * way clubs receive them (editors and administrators: football data is an
 * editor's work).
 *   POST /api/admin/imports/fixtures?team={slug}&season={slug}&dryRun=1|0
 *   POST /api/admin/imports/table?team={slug}&season={slug}&competition={slug}&dryRun=1|0
 * Body: the file, Content-Type text/csv, at most BODY_CAPS.csvImport bytes.
 * A dry run (the default) answers each row's outcome and writes nothing. A
 * real import with any row in error writes nothing and answers 422 with the
 * rows (errors + meta.import); otherwise every row is stored in ONE D1 batch
 * with one audit entry 'import', and the team's pages are purged.
 * A file that cannot be read as the import's CSV is a 422 csv_invalid.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { type ColumnSpec, importSummary, readCsvTable } from '../../shared/rules/csv-columns'
import type { ImportReport } from '../../shared/types/imports'
import { fieldErrorsBody } from '../admin/validation'
import { findTeamAndSeason } from '../db/imports'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireEditor } from '../identity/require-admin'
import { readBodyText, tooLargeMessage } from './body-reader'
import { type ImportPlanner, importFixtures, importTable } from '../admin/imports'

export const adminImports = new Hono<AppEnv>()

adminImports.use('*', requireEditor)

const QuerySchema = z.object({
  // '' (or 'first-team') is the men's first team (SPEC §1).
  team: z.string().max(60),
  season: z.string().regex(/^\d{4}-\d{2}$/, 'A season is written 2025-26'),
  competition: z.string().max(60).optional(),
  dryRun: z.enum(['0', '1']).default('1'),
})

function importRoute(kind: ImportReport['kind'], spec: ColumnSpec, plan: ImportPlanner) {
  return async (c: Context<AppEnv>) => {
    const query = QuerySchema.safeParse(c.req.query())
    if (!query.success) return c.json(fieldErrorsBody(query.error), 400)
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'text/csv') return c.json(apiErrorBody('bad_request', 'Send the file as text/csv'), 415)
    const body = await readBodyText(c, BODY_CAPS.csvImport)
    if (!body.ok) return c.json(apiErrorBody('payload_too_large', tooLargeMessage('The CSV file', BODY_CAPS.csvImport)), 413)
    const { team, season } = await findTeamAndSeason(c.env.DB, query.data.team, query.data.season)
    if (!team) return c.json(apiErrorBody('not_found', `No team '${query.data.team}'`), 404)
    if (!season) return c.json(apiErrorBody('not_found', `No season ${query.data.season}`), 404)
    const table = readCsvTable(body.text, spec)
    if (!table.ok) return c.json(apiErrorBody('csv_invalid', table.message), 422)
    const dryRun = query.data.dryRun === '1'
    const decided = await plan(c, { team, season, competitionSlug: query.data.competition, rows: table.rows, ragged: table.ragged })
    if (decided instanceof Response) return decided
    if (decided.fileError) return c.json(apiErrorBody('csv_invalid', decided.fileError), 422)
    const summary = importSummary([...decided.report.rows, ...table.ragged])
    const report: ImportReport = { kind, dryRun, ...decided.report, ...summary }
    if (dryRun) return c.json({ data: { type: 'import', attributes: report } })
    if (report.counts.error > 0) {
      const message = `${report.counts.error} ${report.counts.error === 1 ? 'row has an error' : 'rows have errors'}: nothing was imported`
      return c.json({ ...apiErrorBody('import_rows_invalid', message), meta: { import: report } }, 422)
    }
    const refused = decided.write ? await decided.write() : undefined
    if (refused) return refused
    return c.json({ data: { type: 'import', attributes: report } })
  }
}

adminImports.post('/fixtures', importRoute('fixtures', importFixtures.spec, importFixtures.plan))
adminImports.post('/table', importRoute('table', importTable.spec, importTable.plan))
