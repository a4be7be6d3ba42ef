import { describe, expect, it } from 'vitest'
import {
  matchCentrePath,
  matchesPath,
  playerPath,
  seasonSlugOf,
  seasonYearOf,
  teamPath,
  teamPathSlug,
} from '../../shared/rules/football-paths'
import { eventMinute, groupByLondonMonth, kickoffTime, londonMonthKey, londonMonthLabel } from '../../shared/rules/match-dates'
import { matchRoute } from '../../shared/routes'

describe('team slugs (SPEC §1: the men have the empty slug, also named first-team)', () => {
  it.each([
    ['', 'first-team'],
    ['women', 'women'],
    ['u21', 'u21'],
    ['u18', 'u18'],
  ])('%j is written %s in paths', (slug, segment) => {
    expect(teamPathSlug(slug)).toBe(segment)
  })

  it.each([
    ['', undefined, '/matches'],
    ['', '2025-26', '/matches'],
    ['', '2024-25', '/matches/first-team/2024-25'],
    ['women', undefined, '/matches/women'],
    ['women', '2025-26', '/matches/women'],
    ['u18', '2021-22', '/matches/u18/2021-22'],
  ])('the fixtures of %j in %s are at %s', (team, season, path) => {
    expect(matchesPath(team, season, '2025-26')).toBe(path)
  })

  it('a season is kept in the path when the current one is not known', () => {
    expect(matchesPath('', '2025-26')).toBe('/matches/first-team/2025-26')
  })

  it('team, player and match centre paths resolve through the route table', () => {
    const paths = [
      teamPath(''),
      teamPath('women'),
      playerPath('', 'jack-harlow'),
      matchCentrePath({ id: 21, team: { slug: '' }, seasonSlug: '2025-26' }),
    ]
    expect(paths).toEqual(['/teams/first-team', '/teams/women', '/players/first-team/jack-harlow', '/match/first-team/2025-26/21'])
    expect(paths.map((p) => matchRoute(p)?.name)).toEqual(['team', 'team', 'player', 'matchCentre'])
    expect(matchRoute('/match/first-team/2025-26/21')?.params).toEqual({ team: 'first-team', season: '2025-26', matchID: '21' })
  })
})

describe('season slugs (SPEC §9.1: 2025-26 back to 2020-21)', () => {
  it.each([
    [2025, '2025-26'],
    [2020, '2020-21'],
    [2099, '2099-00'],
  ])('%i is %s', (year, slug) => {
    expect(seasonSlugOf(year)).toBe(slug)
  })

  it.each([
    ['2025-26', 2025],
    ['2020-21', 2020],
    ['2019-20', null],
    ['2026-27', null],
    ['1800-01', null],
    ['abcd', null],
    ['2025-27', null],
    ['2025/26', null],
    ['', null],
  ])('%j reads as %s', (slug, year) => {
    expect(seasonYearOf(slug)).toBe(year)
  })
})

describe('fixture dates in Europe/London (SPEC §9.1)', () => {
  it.each([
    ['2026-11-22T15:00:00.000Z', '15:00'],
    // British Summer Time: 14:00 UTC is 15:00 in London
    ['2026-08-08T14:00:00.000Z', '15:00'],
    ['2026-11-24T19:45:00.000Z', '19:45'],
    ['not a date', ''],
  ])('kick-off %s shows %j', (iso, time) => {
    expect(kickoffTime(iso)).toBe(time)
  })

  it.each([
    ['2026-10-31T23:30:00.000Z', '2026-10', 'October 2026'],
    ['2026-08-31T23:30:00.000Z', '2026-09', 'September 2026'],
    ['2027-01-01T00:00:00.000Z', '2027-01', 'January 2027'],
  ])('%s belongs to London month %s (%s)', (iso, key, label) => {
    expect(londonMonthKey(iso)).toBe(key)
    expect(londonMonthLabel(iso)).toBe(label)
  })

  it('groups fixtures by London month, keeping their order', () => {
    const items = [
      { id: 1, kickoff: '2026-08-08T14:00:00.000Z' },
      { id: 2, kickoff: '2026-08-31T23:30:00.000Z' },
      { id: 3, kickoff: '2026-09-12T14:00:00.000Z' },
      { id: 4, kickoff: '2026-11-22T15:00:00.000Z' },
    ]
    expect(groupByLondonMonth(items).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['August 2026', [1]],
      ['September 2026', [2, 3]],
      ['November 2026', [4]],
    ])
    expect(groupByLondonMonth([])).toEqual([])
  })

  it.each([
    [4, null, "4'"],
    [90, 3, "90+3'"],
    [45, 0, "45'"],
  ])('event minute %i + %s is %s', (minute, added, label) => {
    expect(eventMinute(minute, added)).toBe(label)
  })
})
