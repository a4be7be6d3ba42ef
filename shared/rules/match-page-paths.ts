/**
 * The pages that show a match, by path, so a change to it (a new goal from the
 * match data feed) can purge their edge-cache copies (issue 13 §2) and
 * visitors see it at once. The cache is keyed by path, so every spelling of
 * a page is listed: the team's slug and its other name (SPEC §1: '' is also
 * 'first-team'; 'women' is also 'womens'), and the paths without an id that
 * open the team's featured match. Ids written with leading zeros
 * (/match/first-team/2025-26/0021) cannot be listed; those copies are fresh
 * for 5 s only (shared/rules/page-cache.ts).
 */
import { FIRST_TEAM_SLUG } from './football-paths'

export interface MatchPages {
  id: number
  /** '' for the men's first team. */
  teamSlug: string
  teamAltSlug: string | null
  seasonSlug: string
  /** The match is its team's next or last one: the team page, and for the men the home page, show it. */
  shownAsNextOrLast: boolean
}

export function matchPagePaths(match: MatchPages): string[] {
  const firstTeam = match.teamSlug === ''
  const spellings = [firstTeam ? FIRST_TEAM_SLUG : match.teamSlug, match.teamAltSlug].filter((s): s is string => !!s)
  const paths = [`/match/${match.id}`]
  if (firstTeam) paths.push('/match', '/matches')
  for (const team of spellings) {
    paths.push(
      `/match/${team}/${match.seasonSlug}/${match.id}`,
      // SPEC §2.1 /match/{team?}/{season?}: without an id the team's live, next or latest match opens.
      `/match/${team}/${match.seasonSlug}`,
      `/match/${team}`,
      `/matches/${team}`,
      `/matches/${team}/${match.seasonSlug}`,
    )
    if (match.shownAsNextOrLast) paths.push(`/teams/${team}`)
  }
  if (firstTeam && match.shownAsNextOrLast) paths.push('/')
  return [...new Set(paths)]
}
