/**
 * Issue 19 §4: the two CSV imports' planners for worker/routes/admin-imports.ts.
 * Each reads what is stored, asks its pure rule (shared/rules/fixture-import.ts,
 * table-import.ts) for each row's outcome, and offers the write: the whole
 * import and its audit entry in one D1 batch, then the pages purged.
 */
import type { Context } from 'hono'
import type { CsvRow } from '../../shared/rules/csv-columns'
import { FIXTURE_COLUMNS, type FixtureWrite, planFixtureImport } from '../../shared/rules/fixture-import'
import { importPurgePaths } from '../../shared/rules/import-purge-paths'
import { planTableImport, TABLE_COLUMNS } from '../../shared/rules/table-import'
import type { ImportRow } from '../../shared/types/imports'
import {
  type ImportSeason,
  type ImportTeam,
  knownClubs,
  listCompetitions,
  replaceTable,
  storedFixtures,
  fixturesStillOpen,
  storedTable,
  writeFixtures,
} from '../db/imports'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { auditStatement, isVersionConflict, type VersionGuard } from './audit'
import { purgeEverywhere } from './purge'
import { staffActor } from './staff-actor'

export interface ImportInput {
  team: ImportTeam
  season: ImportSeason
  competitionSlug: string | undefined
  rows: CsvRow[]
  ragged: ImportRow[]
}

/** What a plan decided: the rows, and either the write to run or the whole file refused. */
export interface ImportDecision {
  report: { rows: ImportRow[]; removed?: string[] }
  fileError?: string
  /** Stores the import in one batch and purges its pages; a Response when the batch was refused. Absent: nothing to write. */
  write?: () => Promise<Response | undefined>
}

export type ImportPlanner = (c: Context<AppEnv>, input: ImportInput) => Promise<ImportDecision | Response>

const subjectOf = (input: ImportInput, extra = '') => `${input.team.slug || 'first-team'}/${input.season.slug}${extra}`

async function audit(
  c: Context<AppEnv>,
  subjectType: string,
  subjectId: string,
  before: unknown,
  after: unknown,
  guard: VersionGuard = { unversioned: true },
) {
  const actor = await staffActor(c)
  return auditStatement(c.env.DB, { actor, action: 'import', subjectType, subjectId, before, after, at: new Date() }, guard)
}

const purgeFor = (c: Context<AppEnv>, input: ImportInput, updatedMatchIds: number[] = []) =>
  purgeEverywhere(
    c,
    importPurgePaths({ teamSlug: input.team.slug, teamAltSlug: input.team.altSlug, seasonSlug: input.season.slug, updatedMatchIds }),
  )

/**
 * The audit entry's 'after' for a fixtures import: one short array a row, not
 * an object with its keys, so 5,000 rows of 100-character names stay well
 * inside D1's 2 MB row (the entry is one row of audit_log).
 */
const compactWrites = (writes: readonly FixtureWrite[]) => ({
  columns: ['row', 'matchID', 'kickoff', 'opponent', 'opponentShort', 'venue', 'isHome', 'competitionID', 'round'],
  rows: writes.map((w) => {
    const v = w.values
    return [
      w.row,
      w.kind === 'update' ? w.id : null,
      v.kickoff,
      v.opponentName,
      v.opponentShortName,
      v.venue,
      v.isHome,
      v.competitionId,
      v.roundLabel,
    ]
  }),
})

export const importFixtures = {
  spec: FIXTURE_COLUMNS,
  plan: (async (c, input) => {
    const db = c.env.DB
    const [competitions, existing] = await Promise.all([listCompetitions(db), storedFixtures(db, input.team.id, input.season.id)])
    const plan = planFixtureImport(input.rows, { seasonStartYear: input.season.startYear, competitions, existing })
    const decision: ImportDecision = { report: { rows: plan.rows } }
    if (plan.writes.length === 0) return decision
    decision.write = async () => {
      const updated = plan.writes.flatMap((w) => (w.kind === 'update' ? [w.id] : []))
      const before = existing.filter((m) => updated.includes(m.id))
      const entry = await audit(c, 'fixtures', subjectOf(input), before, compactWrites(plan.writes), fixturesStillOpen(updated))
      try {
        await writeFixtures(db, { teamId: input.team.id, seasonId: input.season.id }, plan.writes, entry)
      } catch (err) {
        if (!isVersionConflict(err)) throw err
        return c.json(
          apiErrorBody('match_changed', 'A match in the file kicked off while it was imported: nothing was stored; check the file again'),
          409,
        )
      }
      await purgeFor(c, input, updated)
    }
    return decision
  }) satisfies ImportPlanner,
}

export const importTable = {
  spec: TABLE_COLUMNS,
  plan: (async (c, input) => {
    const db = c.env.DB
    const competition = (await listCompetitions(db)).find((comp) => comp.slug === input.competitionSlug)
    if (!competition) {
      const message = input.competitionSlug
        ? `No competition '${input.competitionSlug}'`
        : 'Say which competition the table is for (competition=slug)'
      return c.json(apiErrorBody(input.competitionSlug ? 'not_found' : 'bad_request', message), input.competitionSlug ? 404 : 400)
    }
    const [existing, known] = await Promise.all([
      storedTable(db, input.season.id, competition.id),
      knownClubs(db, input.team.id, input.season.id, competition.id),
    ])
    const ours = { id: input.team.id, name: input.team.name, shortName: input.team.shortName, crestKey: input.team.crestKey }
    const plan = planTableImport(input.rows, { ours, known, existing })
    const decision: ImportDecision = { report: { rows: plan.rows, removed: plan.removed }, fileError: plan.fileError }
    const changes = plan.removed.length > 0 || plan.rows.some((r) => r.outcome !== 'unchanged')
    if (!changes) return decision
    decision.write = async () => {
      const entry = await audit(c, 'leagueTable', subjectOf(input, `/${competition.slug}`), existing, plan.entries)
      await replaceTable(db, { seasonId: input.season.id, competitionId: competition.id }, plan.entries, entry)
      await purgeFor(c, input)
    }
    return decision
  }) satisfies ImportPlanner,
}
