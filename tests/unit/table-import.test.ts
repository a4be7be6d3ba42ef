import { describe, expect, it } from 'vitest'
import type { CsvRow } from '../../shared/rules/csv-columns'
import { planTableImport, type TableEntry } from '../../shared/rules/table-import'

// Issue 19 §4: a league table from CSV, checked row by row before it replaces the stored one.

const ours = { id: 3, name: 'Town Women', shortName: 'Town', crestKey: 'crests/town.svg' }
const known = [
  { name: 'Rovers Ladies', shortName: 'Rovers', crestKey: 'crests/rovers.svg' },
  { name: 'City Women', shortName: 'City', crestKey: null },
]

function line(team: string, position: number, stats = '10,6,2,2,20,10,20', extra: Record<string, string> = {}): CsvRow {
  const [played, won, drawn, lost, goals_for, goals_against, points] = stats.split(',')
  return {
    row: position,
    line: position + 1,
    values: { position: String(position), team, played, won, drawn, lost, goals_for, goals_against, points, ...extra } as Record<
      string,
      string
    >,
  }
}

const entry = (clubName: string, position: number, teamId: number | null = null): TableEntry => ({
  clubName,
  clubShortName: clubName.split(' ')[0] ?? clubName,
  crestKey: null,
  teamId,
  position,
  played: 10,
  won: 6,
  drawn: 2,
  lost: 2,
  goalsFor: 20,
  goalsAgainst: 10,
  points: 20,
  form: '',
})

const plan = (rows: CsvRow[], existing: TableEntry[] = []) => planTableImport(rows, { ours, known, existing })

describe('planTableImport', () => {
  it('a first import creates every row, our row pointing at our team', () => {
    const result = plan([line('Town', 1), line('rovers ladies', 2), line('City Women', 3)])
    expect(result.rows.map((r) => r.outcome)).toEqual(['create', 'create', 'create'])
    expect(result.fileError).toBeUndefined()
    expect(result.entries.map((e) => [e.clubName, e.teamId, e.crestKey])).toEqual([
      ['Town Women', 3, 'crests/town.svg'],
      ['Rovers Ladies', null, 'crests/rovers.svg'],
      ['City Women', null, null],
    ])
  })

  it('the same table again is unchanged; a change is an update; a club left out is reported as removed', () => {
    const existing = [entry('Town Women', 1, 3), entry('Rovers Ladies', 2), entry('City Women', 3)]
    const result = plan([line('Town Women', 1), line('Rovers Ladies', 2, '11,7,2,2,22,10,23')], existing)
    expect(result.rows.map((r) => r.outcome)).toEqual(['unchanged', 'update'])
    expect(result.removed).toEqual(['City Women'])
  })

  it.each([
    ['won + drawn + lost differs from played', '10,6,2,1,20,10,20', 'won + drawn + lost is 9, not played (10)'],
    ['more points than results give', '10,6,2,2,20,10,21', '21 points is more than 6 wins and 2 draws give (20)'],
    ['a bad count', '10,six,2,2,20,10,20', "Bad won 'six': a whole number from 0"],
    ['negative goals', '10,6,2,2,-1,10,20', "Bad goals_for '-1': a whole number from 0"],
  ])('%s', (_name, stats, message) => {
    const result = plan([line('Town', 1), line('City Women', 2, stats)])
    expect(result.rows[1]).toEqual({ row: 2, line: 3, outcome: 'error', message })
  })

  it('a file without the form column keeps the stored form; one with it replaces it', () => {
    const existing = [{ ...entry('Town Women', 1, 3), form: 'WWDLW' }]
    expect(plan([line('Town', 1)], existing).entries[0]?.form).toBe('WWDLW')
    expect(plan([line('Town', 1, undefined, { form: 'lw' })], existing).entries[0]?.form).toBe('LW')
  })

  it('a points deduction (fewer points) is accepted', () => {
    expect(plan([line('Town', 1, '10,6,2,2,20,10,14')]).rows[0]?.outcome).toBe('create')
  })

  it.each([
    [
      'a misspelt team, with the near name',
      [line('Town', 1), line('Rovrs Ladies', 2)],
      "Unknown team 'Rovrs Ladies': not in this competition's tables or the team's fixtures; did you mean 'Rovers Ladies'?",
    ],
    [
      'unknown team',
      [line('Town', 1), line('Athletic Ladies', 2)],
      "Unknown team 'Athletic Ladies': not in this competition's tables or the team's fixtures (check the spelling)",
    ],
    ['a club twice', [line('Town', 1), line('City Women', 2), { ...line('city women', 3), row: 3 }], 'city women is also row 2'],
    ['a position twice', [line('Town', 1), line('City Women', 1)], 'Position 1 is also row 1'],
    ['a position past the end', [line('Town', 1), line('City Women', 5)], 'Position 5 in a table of 2 rows'],
    [
      'bad form',
      [line('Town', 1), line('City Women', 2, undefined, { form: 'WWX' })],
      "Bad form 'WWX': up to five of W, D, L, oldest first",
    ],
  ])('%s is an error on its row', (_name, rows, message) => {
    const result = plan(rows)
    expect(result.rows.at(-1)).toMatchObject({ outcome: 'error', message })
  })

  it('a table without our club is refused as a whole', () => {
    expect(plan([line('City Women', 1)]).fileError).toBe('The table has no row for Town Women: the site shows the table the club plays in')
  })
})
