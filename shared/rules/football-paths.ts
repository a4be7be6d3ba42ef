/**
 * Team slugs, season slugs and the paths of the football pages (SPEC §1, §2.1, §9.1).
 * The men's first team has the empty slug; where a path needs a segment it is written 'first-team'.
 */

/** SPEC §1: the other name of the men's empty slug. */
export const FIRST_TEAM_SLUG = 'first-team'

/** SPEC §9.1: current season 2025, slug 2025-26. */
export const CURRENT_SEASON_YEAR = 2025
/** Oldest season the site has (SPEC §3 video filters: 2025 back to 2020). */
export const OLDEST_SEASON_YEAR = 2020

/** 2025 → '2025-26'. */
export function seasonSlugOf(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

/** '2025-26' → 2025, or null for anything that is not a season this site has ('abcd', '1800-01', '2025-27'). */
export function seasonYearOf(slug: string): number | null {
  const m = /^([0-9]{4})-([0-9]{2})$/.exec(slug)
  if (!m) return null
  const year = Number(m[1])
  if ((year + 1) % 100 !== Number(m[2])) return null
  return year >= OLDEST_SEASON_YEAR && year <= CURRENT_SEASON_YEAR ? year : null
}

/** The segment a team is written with in a path: '' becomes 'first-team'. */
export function teamPathSlug(slug: string): string {
  return slug === '' ? FIRST_TEAM_SLUG : slug
}

/** /matches for the men's current season, otherwise /matches/{team}/{season?}. */
export function matchesPath(teamSlug: string, seasonSlug?: string, currentSeasonSlug?: string): string {
  const season = seasonSlug && seasonSlug !== currentSeasonSlug ? seasonSlug : undefined
  if (teamSlug === '' && !season) return '/matches'
  return `/matches/${teamPathSlug(teamSlug)}${season ? `/${season}` : ''}`
}

/** The match centre of one match: /match/{team}/{season}/{matchID}. */
export function matchCentrePath(match: { id: number; team: { slug: string }; seasonSlug: string }): string {
  return `/match/${teamPathSlug(match.team.slug)}/${match.seasonSlug}/${match.id}`
}

/** /teams/{team}; the men are /teams/first-team. */
export function teamPath(teamSlug: string): string {
  return `/teams/${teamPathSlug(teamSlug)}`
}

/** /players/{team}/{player}. */
export function playerPath(teamSlug: string, playerSlug: string): string {
  return `/players/${teamPathSlug(teamSlug)}/${encodeURIComponent(playerSlug)}`
}
