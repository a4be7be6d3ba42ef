/**
 * Issue 19 §4: a season's fixtures imported from CSV, the way a league sends
 * them. Columns (docs: the admin import page repeats them):
 *   date          DD/MM/YYYY or YYYY-MM-DD, inside the season (1 July to 30 June)
 *   time          HH:MM, London time (stored as UTC)
 *   opponent      the other club's name
 *   venue         the ground
 *   home_or_away  H, A, Home or Away
 *   competition   a competition's name, short name or slug, as the site has it
 * optional: opponent_short_name (defaults to the name), round.
 * A row whose team, season, London kick-off date and opponent match a
 * stored match updates it (never a duplicate); the same values again are
 * 'unchanged'. A match already played or being played is not changed.
 */
import type { ImportRow } from '../types/imports'
import type { ColumnSpec, CsvRow } from './csv-columns'
import { nameKey, readHomeOrAway, readImportDate, readImportTime, sameName, seasonDateRange } from './import-values'
import { londonLocalToUtc, utcToLondonLocal } from './london-time'

export const FIXTURE_COLUMNS: ColumnSpec = {
  required: ['date', 'time', 'opponent', 'venue', 'home_or_away', 'competition'],
  optional: ['opponent_short_name', 'round'],
}

export interface ImportCompetition {
  id: number
  slug: string
  name: string
  shortName: string
}

export interface StoredFixture {
  id: number
  kickoff: string
  opponentName: string
  opponentShortName: string
  venue: string
  isHome: boolean
  competitionId: number
  roundLabel: string
  status: 'upcoming' | 'live' | 'fulltime' | 'postponed'
}

export type FixtureValues = Omit<StoredFixture, 'id' | 'status'>

export type FixtureWrite =
  | { row: number; kind: 'create'; values: FixtureValues }
  | { row: number; kind: 'update'; id: number; values: FixtureValues }

export interface FixturePlan {
  rows: ImportRow[]
  writes: FixtureWrite[]
}

const MAX_TEXT = 100

const competitionOf = (text: string, competitions: readonly ImportCompetition[]) =>
  competitions.find((c) => sameName(c.slug, text) || sameName(c.name, text) || sameName(c.shortName, text))

/** One row's values, or what is wrong with it (the first problem, in column order). */
function readRow(row: CsvRow, seasonStartYear: number, competitions: readonly ImportCompetition[]): FixtureValues | string {
  const v = row.values
  const date = readImportDate(v.date ?? '')
  if (!date) return `Bad date '${v.date}': write DD/MM/YYYY or YYYY-MM-DD`
  const range = seasonDateRange(seasonStartYear)
  if (date < range.from || date > range.to) return `Date ${date} is outside the season (${range.from} to ${range.to})`
  const time = readImportTime(v.time ?? '')
  if (!time) return `Bad time '${v.time}': write HH:MM, 24-hour London time`
  const kickoff = londonLocalToUtc(`${date}T${time}`)
  if (!kickoff.ok) return `${date} ${time} does not exist on London's clock (the clocks go forward)`
  const opponent = (v.opponent ?? '').replace(/\s+/g, ' ')
  if (!opponent || opponent.length > MAX_TEXT) return `Opponent must be 1 to ${MAX_TEXT} characters`
  const venue = v.venue ?? ''
  if (!venue || venue.length > MAX_TEXT) return `Venue must be 1 to ${MAX_TEXT} characters`
  const isHome = readHomeOrAway(v.home_or_away ?? '')
  if (isHome === null) return `Bad home_or_away '${v.home_or_away}': write H, A, Home or Away`
  const competition = competitionOf(v.competition ?? '', competitions)
  if (!competition) return `Unknown competition '${v.competition}': use one of ${competitions.map((c) => c.name).join(', ')}`
  const short = v.opponent_short_name || opponent
  if (short.length > MAX_TEXT) return `Opponent short name must be at most ${MAX_TEXT} characters`
  return {
    kickoff: kickoff.utc,
    opponentName: opponent,
    opponentShortName: short,
    venue,
    isHome,
    competitionId: competition.id,
    roundLabel: v.round ?? '',
  }
}

const keyOf = (kickoffUtc: string, opponent: string) => `${utcToLondonLocal(kickoffUtc).slice(0, 10)}|${nameKey(opponent)}`

/** Whether the row changes the stored match; optional columns left out of the file leave their values as they are. */
function changed(stored: StoredFixture, values: FixtureValues, columns: Set<string>): boolean {
  return (
    stored.kickoff !== values.kickoff ||
    stored.opponentName !== values.opponentName ||
    stored.venue !== values.venue ||
    stored.isHome !== values.isHome ||
    stored.competitionId !== values.competitionId ||
    (columns.has('opponent_short_name') && stored.opponentShortName !== values.opponentShortName) ||
    (columns.has('round') && stored.roundLabel !== values.roundLabel)
  )
}

export function planFixtureImport(
  rows: readonly CsvRow[],
  context: { seasonStartYear: number; competitions: readonly ImportCompetition[]; existing: readonly StoredFixture[] },
): FixturePlan {
  const stored = new Map(context.existing.map((m) => [keyOf(m.kickoff, m.opponentName), m]))
  const seen = new Map<string, number>()
  const out: FixturePlan = { rows: [], writes: [] }
  const columns = new Set(rows[0] ? Object.keys(rows[0].values) : [])
  for (const row of rows) {
    const read = readRow(row, context.seasonStartYear, context.competitions)
    const at = { row: row.row, line: row.line }
    if (typeof read === 'string') {
      out.rows.push({ ...at, outcome: 'error', message: read })
      continue
    }
    const key = keyOf(read.kickoff, read.opponentName)
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      out.rows.push({ ...at, outcome: 'error', message: `Same date and opponent as row ${earlier}` })
      continue
    }
    seen.set(key, row.row)
    const match = stored.get(key)
    if (!match) {
      out.rows.push({ ...at, outcome: 'create' })
      out.writes.push({ row: row.row, kind: 'create', values: read })
    } else if (!changed(match, read, columns)) {
      out.rows.push({ ...at, outcome: 'unchanged' })
    } else if (match.status === 'live' || match.status === 'fulltime') {
      out.rows.push({
        ...at,
        outcome: 'error',
        message: `The match against ${match.opponentName} has been played: an import does not change it`,
      })
    } else {
      const values = {
        ...read,
        opponentShortName: columns.has('opponent_short_name') ? read.opponentShortName : match.opponentShortName,
        roundLabel: columns.has('round') ? read.roundLabel : match.roundLabel,
      }
      out.rows.push({ ...at, outcome: 'update' })
      out.writes.push({ row: row.row, kind: 'update', id: match.id, values })
    }
  }
  return out
}
