/**
 * Issue 19 §4: the pages a hand edit of football data shows on, so their
 * edge-cache copies are purged (issue 13 §2). The cache is keyed by path, so
 * every spelling is listed: the team's slug and its other name ('' is also
 * 'first-team'), and a player's page with and without the team (SPEC §2.1
 * /players/{player?} and /players/{team?}/{player?}). A fixture's pages come
 * from match-page-paths.ts.
 */
import { FIRST_TEAM_SLUG } from './football-paths'

export interface TeamSpelling {
  /** '' for the men's first team. */
  slug: string
  altSlug: string | null
}

const spellings = (team: TeamSpelling) => [team.slug === '' ? FIRST_TEAM_SLUG : team.slug, team.altSlug].filter((s): s is string => !!s)

/** A player's profile and the team page that lists the squad. */
export function playerPagePaths(team: TeamSpelling, playerSlug: string): string[] {
  const slug = encodeURIComponent(playerSlug)
  const paths = [`/players/${slug}`]
  for (const name of spellings(team)) paths.push(`/players/${name}/${slug}`, `/teams/${name}`)
  return [...new Set(paths)]
}

/** Everything that names a team: the teams list, its page, its fixtures and match centre; the men also on home and /matches. */
export function teamPagePaths(team: TeamSpelling): string[] {
  const paths = ['/teams', '/matches']
  if (team.slug === '') paths.push('/', '/match')
  for (const name of spellings(team)) paths.push(`/teams/${name}`, `/matches/${name}`, `/match/${name}`)
  return [...new Set(paths)]
}
