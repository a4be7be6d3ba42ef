/**
 * Issue 19 §4: a league table imported from CSV, as the league publishes it.
 * Columns: position,team,played,won,drawn,lost,goals_for,goals_against,points
 * (optional: short_name, form as the last five results, oldest first: WDLWW).
 * The file is the whole table: importing it replaces the competition's table
 * for the season. Checks: won + drawn + lost = played; points at most 3 a win
 * and 1 a draw (fewer is a deduction); positions 1..n each once; each club
 * once; every club known (in this competition's tables or the team's
 * fixtures, so a misspelt name is caught); the club's own team in it, since
 * the site finds the table by the club's row (worker/db/fixtures.ts).
 */
import type { LeagueTableRow } from '../types/football'
import type { ImportRow } from '../types/imports'
import type { ColumnSpec, CsvRow } from './csv-columns'
import { withinEditDistance } from './fuzzy-match'
import { nameKey, readWholeNumber } from './import-values'
import { tableCountsProblem } from './table-row-counts'

export const TABLE_COLUMNS: ColumnSpec = {
  required: ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against', 'points'],
  optional: ['short_name', 'form'],
}

export interface KnownClub {
  name: string
  shortName: string
  crestKey: string | null
}

/** A stored table row as the import writes it: the page's LeagueTableRow counts, with the club as league_tables names it. */
export interface TableEntry
  extends Pick<
    LeagueTableRow,
    'clubName' | 'crestKey' | 'position' | 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'points' | 'form'
  > {
  clubShortName: string
  teamId: number | null
}

export interface TablePlan {
  rows: ImportRow[]
  /** The whole table to store (only meaningful when no row is an error). */
  entries: TableEntry[]
  /** Clubs in the stored table the file leaves out. */
  removed: string[]
  /** The file is not a table the site can show, whatever its rows say. */
  fileError?: string
}

const COUNTS = ['played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against'] as const

function readEntry(row: CsvRow): Omit<TableEntry, 'clubName' | 'clubShortName' | 'crestKey' | 'teamId'> | string {
  const v = row.values
  const position = readWholeNumber(v.position ?? '', 1)
  if (position === null) return `Bad position '${v.position}': a whole number from 1`
  const n: Record<string, number> = {}
  for (const column of COUNTS) {
    const value = readWholeNumber(v[column] ?? '')
    if (value === null) return `Bad ${column} '${v[column]}': a whole number from 0`
    n[column] = value
  }
  const points = readWholeNumber(v.points ?? '', -999)
  if (points === null) return `Bad points '${v.points}': a whole number`
  const [played, won, drawn, lost] = [n.played ?? 0, n.won ?? 0, n.drawn ?? 0, n.lost ?? 0]
  const counts = tableCountsProblem({ played, won, drawn, lost, points })
  if (counts) return counts.message
  const form = (v.form ?? '').toUpperCase()
  if (!/^[WDL]{0,5}$/.test(form)) return `Bad form '${v.form}': up to five of W, D, L, oldest first`
  return { position, played, won, drawn, lost, goalsFor: n.goals_for ?? 0, goalsAgainst: n.goals_against ?? 0, points, form }
}

const asClub = (e: TableEntry): KnownClub => ({ name: e.clubName, shortName: e.clubShortName, crestKey: e.crestKey })

const sameEntry = (a: TableEntry, b: TableEntry) => (Object.keys(a) as Array<keyof TableEntry>).every((key) => a[key] === b[key])

export function planTableImport(
  rows: readonly CsvRow[],
  context: {
    ours: { id: number; name: string; shortName: string; crestKey: string | null }
    known: readonly KnownClub[]
    existing: readonly TableEntry[]
  },
): TablePlan {
  const stored = new Map(context.existing.map((e) => [nameKey(e.clubName), e]))
  const known = new Map(context.known.map((c) => [nameKey(c.name), c]))
  const ourKeys = new Set([nameKey(context.ours.name), nameKey(context.ours.shortName)])
  const plan: TablePlan = { rows: [], entries: [], removed: [] }
  const clubRows = new Map<string, number>()
  const positionRows = new Map<number, number>()
  const hasShortName = rows[0] ? 'short_name' in rows[0].values : false
  // A file without the optional form column leaves each club's stored form as it is.
  const hasForm = rows[0] ? 'form' in rows[0].values : false
  let oursNamed = false
  for (const row of rows) {
    const at = { row: row.row, line: row.line }
    const error = (message: string) => plan.rows.push({ ...at, outcome: 'error', message })
    const key = nameKey(row.values.team ?? '')
    const isOurs = ourKeys.has(key)
    oursNamed ||= isOurs
    const read = readEntry(row)
    if (typeof read === 'string') {
      error(read)
      continue
    }
    if (!key) {
      error('The team is blank')
      continue
    }
    const before = isOurs ? context.existing.find((e) => e.teamId === context.ours.id) : stored.get(key)
    const club: KnownClub | undefined = isOurs ? context.ours : (known.get(key) ?? (before && asClub(before)))
    if (!club) {
      const near = [...known.values()].find((c) => withinEditDistance(nameKey(c.name), key, 2))
      const hint = near ? `; did you mean '${near.name}'?` : ' (check the spelling)'
      error(`Unknown team '${row.values.team}': not in this competition's tables or the team's fixtures${hint}`)
      continue
    }
    const clubKey = isOurs ? 'ours' : key
    if (clubRows.has(clubKey)) {
      error(`${row.values.team} is also row ${clubRows.get(clubKey)}`)
      continue
    }
    if (read.position > rows.length) {
      error(`Position ${read.position} in a table of ${rows.length} rows`)
      continue
    }
    if (positionRows.has(read.position)) {
      error(`Position ${read.position} is also row ${positionRows.get(read.position)}`)
      continue
    }
    clubRows.set(clubKey, row.row)
    positionRows.set(read.position, row.row)
    const entry: TableEntry = {
      ...read,
      clubName: before?.clubName ?? club.name,
      clubShortName: (hasShortName && row.values.short_name) || before?.clubShortName || club.shortName,
      crestKey: before ? before.crestKey : club.crestKey,
      teamId: isOurs ? context.ours.id : null,
      form: hasForm ? read.form : (before?.form ?? ''),
    }
    plan.entries.push(entry)
    plan.rows.push({ ...at, outcome: !before ? 'create' : sameEntry(before, entry) ? 'unchanged' : 'update' })
  }
  if (rows.length > 0 && !oursNamed) {
    plan.fileError = `The table has no row for ${context.ours.name}: the site shows the table the club plays in`
  }
  const kept = new Set(plan.entries.map((e) => nameKey(e.clubName)))
  plan.removed = context.existing.filter((e) => !kept.has(nameKey(e.clubName))).map((e) => e.clubName)
  return plan
}
