/** Team and season resolution shared by the football loaders (SPEC §1, §2.1, §9.1). */
import { seasonYearOf } from '../../../shared/rules/football-paths'
import type { Season, Team } from '../../../shared/types/football'
import { getTeamBySlug, listSeasons } from '../../db/teams'
import { notFound } from '../../http-errors'

/** The team of a path segment ('' when absent is the men); unknown teams are a 404. */
export async function requireTeam(db: D1Database, slug: string | undefined): Promise<Team> {
  const team = await getTeamBySlug(db, slug ?? '')
  if (!team) throw notFound()
  return team
}

/** The season of a path segment, the current one when absent; 'abcd', '1800-01' or a season we do not have is a 404. */
export async function requireSeason(db: D1Database, slug: string | undefined): Promise<{ season: Season; seasons: Season[] }> {
  const seasons = await listSeasons(db)
  if (slug !== undefined && seasonYearOf(slug) === null) throw notFound()
  const season = slug === undefined ? seasons.find((s) => s.isCurrent) : seasons.find((s) => s.slug === slug)
  if (!season) throw notFound()
  return { season, seasons }
}
