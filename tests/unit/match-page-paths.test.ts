import { describe, expect, it } from 'vitest'
import { matchPagePaths } from '../../shared/rules/match-page-paths'

// Issue 13 §2: the cached pages a change to a match purges, every spelling of each.
describe('matchPagePaths', () => {
  it('a first-team match shown on the home page: its match centre, the fixtures, the team page and home', () => {
    expect(matchPagePaths({ id: 21, teamSlug: '', teamAltSlug: 'first-team', seasonSlug: '2025-26', shownAsNextOrLast: true })).toEqual([
      '/match/21',
      '/match',
      '/matches',
      '/match/first-team/2025-26/21',
      '/match/first-team/2025-26',
      '/match/first-team',
      '/matches/first-team',
      '/matches/first-team/2025-26',
      '/teams/first-team',
      '/',
    ])
  })

  it('an older first-team match is on neither the home page nor the team page', () => {
    const paths = matchPagePaths({ id: 5, teamSlug: '', teamAltSlug: 'first-team', seasonSlug: '2025-26', shownAsNextOrLast: false })
    expect(paths).toContain('/match/first-team/2025-26/5')
    expect(paths).toContain('/matches')
    expect(paths).not.toContain('/')
    expect(paths).not.toContain('/teams/first-team')
  })

  it("the women's match: both names of the team, never the men's pages", () => {
    const paths = matchPagePaths({ id: 70, teamSlug: 'women', teamAltSlug: 'womens', seasonSlug: '2025-26', shownAsNextOrLast: true })
    for (const team of ['women', 'womens']) {
      expect(paths).toEqual(
        expect.arrayContaining([
          `/match/${team}/2025-26/70`,
          `/match/${team}`,
          `/matches/${team}`,
          `/matches/${team}/2025-26`,
          `/teams/${team}`,
        ]),
      )
    }
    expect(paths).toContain('/match/70')
    for (const mens of ['/', '/match', '/matches']) expect(paths).not.toContain(mens)
  })

  it('a team without another name is written once', () => {
    const paths = matchPagePaths({ id: 90, teamSlug: 'u21', teamAltSlug: null, seasonSlug: '2025-26', shownAsNextOrLast: false })
    expect(paths).toEqual([
      '/match/90',
      '/match/u21/2025-26/90',
      '/match/u21/2025-26',
      '/match/u21',
      '/matches/u21',
      '/matches/u21/2025-26',
    ])
  })
})
