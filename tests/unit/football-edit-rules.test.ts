import { describe, expect, it } from 'vitest'
import { playerPagePaths, teamPagePaths } from '../../shared/rules/football-purge-paths'
import { tableCountsProblem } from '../../shared/rules/table-row-counts'

// Issue 19 §4: a table row's numbers agree (import and hand edit alike); a hand edit purges every spelling of its pages.

describe('tableCountsProblem', () => {
  it.each([
    [{ played: 10, won: 6, drawn: 2, lost: 2, points: 20 }, null],
    [{ played: 10, won: 6, drawn: 2, lost: 2, points: 14 }, null], // a six-point deduction
    [{ played: 10, won: 6, drawn: 2, lost: 1, points: 20 }, 'played'],
    [{ played: 10, won: 6, drawn: 2, lost: 2, points: 21 }, 'points'],
    [{ played: 0, won: 0, drawn: 0, lost: 0, points: 0 }, null],
  ])('%o → %s', (row, field) => {
    expect(tableCountsProblem(row)?.field ?? null).toBe(field)
  })
})

describe('football page paths', () => {
  it("a men's player: with and without the team, under both of the team's names", () => {
    expect(playerPagePaths({ slug: '', altSlug: 'first-team' }, 'danny-whitlock')).toEqual([
      '/players/danny-whitlock',
      '/players/first-team/danny-whitlock',
      '/teams/first-team',
    ])
  })
  it("the women's player under women and womens", () => {
    expect(playerPagePaths({ slug: 'women', altSlug: 'womens' }, 'a-b')).toEqual([
      '/players/a-b',
      '/players/women/a-b',
      '/teams/women',
      '/players/womens/a-b',
      '/teams/womens',
    ])
  })
  it('a team: the teams list, its pages, and for the men home', () => {
    expect(teamPagePaths({ slug: 'u21', altSlug: null })).toEqual(['/teams', '/matches', '/teams/u21', '/matches/u21', '/match/u21'])
    expect(teamPagePaths({ slug: '', altSlug: 'first-team' })).toContain('/')
  })
})
