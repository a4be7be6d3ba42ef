import { describe, expect, it } from 'vitest'
import type { CsvRow } from '../../shared/rules/csv-columns'
import { planFixtureImport, type StoredFixture } from '../../shared/rules/fixture-import'
import { readHomeOrAway, readImportDate, readImportTime, readWholeNumber } from '../../shared/rules/import-values'

// Issue 19 §4: a season's fixtures from CSV: each row's outcome before anything is written.

describe('import values', () => {
  it.each([
    ['09/08/2025', '2025-08-09'],
    ['9/8/2025', '2025-08-09'],
    ['2025-08-09', '2025-08-09'],
    ['31/02/2026', null],
    ['2025-13-01', null],
    ['08/09/25', null],
    ['next Saturday', null],
  ])('date %s → %s', (text, expected) => expect(readImportDate(text)).toBe(expected))

  it.each([
    ['15:00', '15:00'],
    ['7:45', '07:45'],
    ['19.45', '19:45'],
    ['24:00', null],
    ['3pm', null],
  ])('time %s → %s', (text, expected) => expect(readImportTime(text)).toBe(expected))

  it.each([
    ['H', true],
    ['home', true],
    ['A', false],
    ['Away', false],
    ['N', null],
  ])('home or away %s → %s', (text, expected) => expect(readHomeOrAway(text)).toBe(expected))

  it.each([
    ['0', 0, 0],
    ['12', 1, 12],
    ['0', 1, null],
    ['1.5', 0, null],
    ['-3', 0, null],
  ])('whole number %s (min %s) → %s', (text, min, expected) => expect(readWholeNumber(text, min)).toBe(expected))
})

const competitions = [
  { id: 1, slug: 'national-league', name: 'National League', shortName: 'NL' },
  { id: 2, slug: 'fa-cup', name: 'FA Cup', shortName: 'FAC' },
]

let n = 0
function row(values: Partial<Record<string, string>>): CsvRow {
  n += 1
  return {
    row: n,
    line: n + 1,
    values: {
      date: '09/08/2025',
      time: '15:00',
      opponent: 'Rovers',
      venue: 'The Park',
      home_or_away: 'H',
      competition: 'National League',
      ...values,
    } as Record<string, string>,
  }
}

const stored: StoredFixture = {
  id: 7,
  kickoff: '2025-08-09T14:00:00.000Z', // 15:00 London summer time
  opponentName: 'Rovers',
  opponentShortName: 'Rov',
  venue: 'The Park',
  isHome: true,
  competitionId: 1,
  roundLabel: '',
  status: 'upcoming',
}

const plan = (rows: CsvRow[], existing: StoredFixture[] = []) => planFixtureImport(rows, { seasonStartYear: 2025, competitions, existing })

describe('planFixtureImport', () => {
  it.each([
    ['a new match is created, London 15:00 stored as 14:00 UTC', {}, [], { outcome: 'create' }],
    ['the same match again is unchanged', {}, [stored], { outcome: 'unchanged' }],
    ['case and spacing of the opponent do not make a new match', { opponent: 'rovers' }, [stored], { outcome: 'update' }],
    ['a new kick-off time updates the stored match', { time: '12:30' }, [stored], { outcome: 'update' }],
    [
      'a played match is not changed',
      { venue: 'Elsewhere' },
      [{ ...stored, status: 'fulltime' as const }],
      { outcome: 'error', message: 'The match against Rovers has been played: an import does not change it' },
    ],
    ['competition by slug', { competition: 'fa-cup' }, [], { outcome: 'create' }],
    ['bad date', { date: '31/09/2025' }, [], { outcome: 'error', message: "Bad date '31/09/2025': write DD/MM/YYYY or YYYY-MM-DD" }],
    [
      'date outside the season',
      { date: '2024-08-10' },
      [],
      { outcome: 'error', message: 'Date 2024-08-10 is outside the season (2025-07-01 to 2026-06-30)' },
    ],
    ['bad time', { time: '3pm' }, [], { outcome: 'error', message: "Bad time '3pm': write HH:MM, 24-hour London time" }],
    [
      'a time London skips',
      { date: '29/03/2026', time: '01:30' },
      [],
      { outcome: 'error', message: "2026-03-29 01:30 does not exist on London's clock (the clocks go forward)" },
    ],
    ['blank opponent', { opponent: '' }, [], { outcome: 'error', message: 'Opponent must be 1 to 100 characters' }],
    ['bad home or away', { home_or_away: 'N' }, [], { outcome: 'error', message: "Bad home_or_away 'N': write H, A, Home or Away" }],
    [
      'unknown competition named',
      { competition: 'Premier League' },
      [],
      { outcome: 'error', message: "Unknown competition 'Premier League': use one of National League, FA Cup" },
    ],
  ])('%s', (_name, values, existing, expected) => {
    const r = row(values)
    expect(plan([r], existing).rows).toEqual([{ row: r.row, line: r.line, ...expected }])
  })

  it('writes only creates and updates, keeping the stored short name when the file has no column for it', () => {
    const result = plan(
      [
        row({}),
        row({ opponent: 'United', date: '16/08/2025', home_or_away: 'away' }),
        row({ opponent: 'Rovers', date: '09/08/2025', time: '17:30' }),
      ],
      [],
    )
    expect(result.writes.map((w) => w.kind)).toEqual(['create', 'create'])
    expect(result.writes[0]?.values).toMatchObject({
      kickoff: '2025-08-09T14:00:00.000Z',
      opponentShortName: 'Rovers',
      isHome: true,
      competitionId: 1,
    })
    expect(result.rows[2]).toMatchObject({ outcome: 'error', message: `Same date and opponent as row ${result.rows[0]?.row}` })
    const update = plan([row({ time: '12:30' })], [stored]).writes[0]
    expect(update).toMatchObject({ kind: 'update', id: 7, values: { kickoff: '2025-08-09T11:30:00.000Z', opponentShortName: 'Rov' } })
  })
})
