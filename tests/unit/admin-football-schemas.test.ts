import { describe, expect, it } from 'vitest'
import { FixtureFieldsSchema, PlayerFieldsSchema } from '../../shared/schemas/admin-football'
import { SeasonFieldsSchema, TableRowFieldsSchema, TeamFieldsSchema } from '../../shared/schemas/admin-football-basics'

// Issue 19 §4: the football forms' schemas, shared by the API and the back office's forms: each refusal names its field.

const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join('.'))

const player = {
  teamId: 1,
  slug: 'danny-whitlock',
  firstName: 'Danny',
  lastName: 'Whitlock',
  knownAs: '',
  number: 9,
  position: 'Forward',
  biographyHtml: '',
  nationality: 'England',
  dateOfBirth: '1996-10-12',
  heightCm: 183,
  joinedOn: null,
  imageKey: null,
  isActive: true,
}

const fixture = {
  teamId: 1,
  seasonId: 2025,
  competitionId: 1,
  roundLabel: '',
  kickoff: '2025-08-09T15:00',
  venue: 'Portman Road',
  isHome: true,
  opponentName: 'Rovers',
  opponentShortName: 'Rovers',
  opponentCrestKey: null,
  status: 'upcoming',
  homeScore: null,
  awayScore: null,
  homeHalfTimeScore: null,
  awayHalfTimeScore: null,
  attendance: null,
  referee: '',
}

describe('football schemas', () => {
  it.each<[string, unknown, string[]]>([
    ['a whole player', player, []],
    ['a number of 0 and a date that is not one', { ...player, number: 0, dateOfBirth: '1996-02-30' }, ['number', 'dateOfBirth']],
    ['a photo path outside the library', { ...player, imageKey: '../x.jpg' }, ['imageKey']],
    ['a position not on the list', { ...player, position: 'Winger' }, ['position']],
  ])('player: %s', (_name, value, fields) => {
    expect(fieldsOf(PlayerFieldsSchema.safeParse(value))).toEqual(fields)
  })

  it.each<[string, unknown, string[]]>([
    ['a fixture to come', fixture, []],
    ['a time London skips', { ...fixture, kickoff: '2026-03-29T01:30' }, ['kickoff']],
    ['not a London date and time', { ...fixture, kickoff: '09/08/2025 15:00' }, ['kickoff']],
    ['a score for a match to come', { ...fixture, homeScore: 2, awayScore: 0 }, ['homeScore']],
    ['a result', { ...fixture, status: 'fulltime', homeScore: 2, awayScore: 0 }, []],
  ])('fixture: %s', (_name, value, fields) => {
    expect(fieldsOf(FixtureFieldsSchema.safeParse(value))).toEqual(fields)
  })

  it('a season address follows its year; a table row adds up; the men alone may have the empty address', () => {
    expect(fieldsOf(SeasonFieldsSchema.safeParse({ startYear: 2026, slug: '2026-27', name: '2026/27', isCurrent: false }))).toEqual([])
    expect(fieldsOf(SeasonFieldsSchema.safeParse({ startYear: 2026, slug: '2025-26', name: '2026/27', isCurrent: false }))).toEqual([
      'slug',
    ])
    const row = {
      clubName: 'Rovers',
      clubShortName: 'Rovers',
      position: 1,
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 3,
      points: 4,
      form: 'wdl',
    }
    expect(TableRowFieldsSchema.parse(row).form).toBe('WDL')
    expect(fieldsOf(TableRowFieldsSchema.safeParse({ ...row, points: 5 }))).toEqual(['points'])
    expect(fieldsOf(TeamFieldsSchema.pick({ slug: true }).safeParse({ slug: '' }))).toEqual([])
    expect(fieldsOf(TeamFieldsSchema.pick({ slug: true }).safeParse({ slug: 'Under 23' }))).toEqual(['slug'])
  })
})
