/**
 * Issue 19 §4: after an import, the pages showing the team's fixtures or its
 * league table are purged from the edge cache (issue 13 §2). The cache is
 * keyed by path (the query, e.g. ?view=table, shares the path's generation),
 * so each spelling of the team is listed: /matches/{team}/{season} (fixtures
 * and ?view=table), /matches/{team}, /teams/{team} (its overview shows the
 * table and next match), and for the men /matches and the home page. An
 * updated match's own pages come from match-page-paths.ts.
 */
import { FIRST_TEAM_SLUG } from './football-paths'
import { matchPagePaths } from './match-page-paths'

export function importPurgePaths(target: {
  teamSlug: string
  teamAltSlug: string | null
  seasonSlug: string
  updatedMatchIds?: readonly number[]
}): string[] {
  const firstTeam = target.teamSlug === ''
  const spellings = [firstTeam ? FIRST_TEAM_SLUG : target.teamSlug, target.teamAltSlug].filter((s): s is string => !!s)
  const paths: string[] = firstTeam ? ['/', '/matches', '/match'] : []
  for (const team of spellings)
    paths.push(
      `/matches/${team}/${target.seasonSlug}`,
      `/matches/${team}`,
      `/teams/${team}`,
      `/match/${team}`,
      `/match/${team}/${target.seasonSlug}`,
    )
  for (const id of target.updatedMatchIds ?? []) {
    paths.push(
      ...matchPagePaths({
        id,
        teamSlug: target.teamSlug,
        teamAltSlug: target.teamAltSlug,
        seasonSlug: target.seasonSlug,
        shownAsNextOrLast: false,
      }),
    )
  }
  return [...new Set(paths)]
}
