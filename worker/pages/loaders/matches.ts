import { preseasonState } from '../../../shared/rules/preseason'
import { fixturesVisibility } from '../../../shared/rules/team-visibility'
import { hasLeagueTableRead, leagueTableRead, seasonMatchesRead } from '../../db/fixtures'
import { constantRead } from '../../db/read'
import { sectionSponsorRead } from '../../db/section-sponsors'
import { listTeamsRead, seasonsRead, teamBySlugRead } from '../../db/teams'
import { badRequest, notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { pickSeason, requireSeasonSlug, teamOrNotFound } from './football-context'

/**
 * /matches and /matches/{team}/{season?} (SPEC §2.1); ?view=table shows the league table
 * (named for the women, served for any team that has one). Any other view is a 400.
 */
export const loadMatches: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  const viewParam = ctx.url.searchParams.get('view')
  if (viewParam !== null && viewParam !== 'table') throw badRequest("view must be 'table' or absent")
  const view = viewParam === 'table' ? 'table' : 'fixtures'

  // Issue 22 §2: one round trip. The team and season of the address are read beside their fixtures, which
  // name them by the same slugs (worker/db/fixtures.ts TeamSeasonRef); an unknown one is a 404 all the same.
  const teamSlug = ctx.route.params.team ?? ''
  const seasonSlug = requireSeasonSlug(ctx.route.params.season)
  const ref = { teamSlug, seasonSlug: seasonSlug ?? null }
  const read = await ctx.read({
    team: teamBySlugRead(db, teamSlug),
    seasons: seasonsRead(db),
    teams: listTeamsRead(db),
    matches: view === 'fixtures' ? seasonMatchesRead(db, ref) : constantRead([]),
    table: view === 'table' ? leagueTableRead(db, ref) : constantRead(null),
    hasTable: hasLeagueTableRead(db, ref),
    sponsor: sectionSponsorRead(db, 'fixtures-page', ctx.childFriendly),
  })
  const { teams, matches, table, hasTable, sponsor } = read
  const team = teamOrNotFound(read.team)
  const { season, seasons } = pickSeason(read.seasons, seasonSlug)
  // SPEC §3 showOnMatches: a team kept off the fixtures pages has no fixtures page; one whose
  // fixtures live elsewhere (externalMatchPage) is linked out from the switcher instead.
  if (fixturesVisibility(team) !== 'page') throw notFound()
  // SPEC §4.11: preseason mode names one season; its page carries the "coming soon" message.
  const { preseason, clubName } = await ctx.settings()
  const preseasonMessage = preseasonState(preseason, season.slug) === 'comingSoon' ? preseason.message : null

  const label = team.slug === '' ? '' : `${team.name} `
  return {
    title: `${label}${view === 'table' ? 'League Table' : 'Fixtures & Results'} ${season.name}`,
    description: `${clubName} ${label}fixtures and results for ${season.name}.`,
    page: {
      kind: 'matches',
      team,
      season,
      teams: teams.filter((t) => fixturesVisibility(t) !== 'hidden'),
      seasons,
      view,
      matches,
      table,
      hasTable,
      preseasonMessage,
      sponsor,
      now: ctx.now.toISOString(),
    },
  }
}
