/** Team and season resolution shared by the football loaders (SPEC §1, §2.1, §9.1). */
import { seasonYearOf } from '../../../shared/rules/football-paths'
import type { Season, Team } from '../../../shared/types/football'
import { seasonsRead, teamBySlugRead } from '../../db/teams'
import { notFound } from '../../http-errors'
import type { PageContext } from '../page-context'

/** The team of a path segment ('' when absent is the men); unknown teams are a 404. */
export async function requireTeam({ env, read }: PageContext, slug: string | undefined): Promise<Team> {
  return teamOrNotFound((await read({ team: teamBySlugRead(env.DB, slug ?? '') })).team)
}

/** The season of a path segment, the current one when absent; 'abcd', '1800-01' or a season we do not have is a 404. */
export async function requireSeason({ env, read }: PageContext, slug: string | undefined): Promise<{ season: Season; seasons: Season[] }> {
  return pickSeason((await read({ seasons: seasonsRead(env.DB) })).seasons, slug)
}

/** The team read for a path segment; none is a 404. */
export function teamOrNotFound(team: Team | null): Team {
  if (!team) throw notFound()
  return team
}

/** A season path segment as given, or absent; one that names no season ('abcd', '1800-01') is a 404 before any read. */
export function requireSeasonSlug(slug: string | undefined): string | undefined {
  if (slug !== undefined && seasonYearOf(slug) === null) throw notFound()
  return slug
}

/** The season of a path segment among the seasons read, the current one when absent; else a 404. */
export function pickSeason(seasons: Season[], slug: string | undefined): { season: Season; seasons: Season[] } {
  requireSeasonSlug(slug)
  const season = slug === undefined ? seasons.find((s) => s.isCurrent) : seasons.find((s) => s.slug === slug)
  if (!season) throw notFound()
  return { season, seasons }
}
