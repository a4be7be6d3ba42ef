import { translator } from '../../../shared/i18n'
import { squadGroups } from '../../../shared/rules/squad-groups'
import { teamDisplayName } from '../../../shared/rules/team-name'
import { teamsVisibility } from '../../../shared/rules/team-visibility'
import { leagueTableRead } from '../../db/fixtures'
import { nextAndLastMatchRead } from '../../db/matches'
import { squadRead, squadsRead } from '../../db/players'
import { constantRead } from '../../db/read'
import { listTeamsRead, seasonsRead } from '../../db/teams'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { pickSeason, requireTeam } from './football-context'

/** Faces on a team card. */
const FEATURED_ON_CARD = 3

/** /teams: one card per team flagged showOnTeams (SPEC §3); an externalTeamPage team's card links out. */
export const loadTeams: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  // The teams and every squad in one round trip (issue 22 §2).
  const read = await ctx.read({ teams: listTeamsRead(db), squads: squadsRead(db) })
  const teams = read.teams.filter((t) => teamsVisibility(t) !== 'hidden')
  const { clubName } = await ctx.settings()
  return {
    title: 'Teams',
    description: `The squads of ${clubName}.`,
    page: {
      kind: 'teams',
      teams: teams.map((team) => {
        const squad = read.squads.get(team.id) ?? []
        return { team, playerCount: squad.length, featured: squad.filter((p) => p.position !== 'Goalkeeper').slice(0, FEATURED_ON_CARD) }
      }),
    },
  }
}

/** /teams/{team} and /teams/womens: the squad by position, or one group when the team is isSingleGroup. */
export const loadTeam: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  const team = await requireTeam(ctx, ctx.route.params.team)
  if (teamsVisibility(team) !== 'page') throw notFound()
  const withOverview = team.showTeamOverview
  const { squad, matches, seasons } = await ctx.read({
    squad: squadRead(db, team.id),
    matches: withOverview ? nextAndLastMatchRead(db, team.slug, ctx.now.toISOString()) : constantRead(null),
    seasons: withOverview ? seasonsRead(db) : constantRead(null),
  })
  const groups = squadGroups(squad, team.isSingleGroup)

  let overview = null
  if (matches && seasons) {
    const { season } = pickSeason(seasons, undefined)
    const { table } = await ctx.read({ table: leagueTableRead(db, { teamId: team.id, seasonId: season.id }) })
    const { next, last } = matches
    overview = {
      next,
      last,
      tablePosition: table?.rows.find((r) => r.isOurs)?.position ?? null,
      competition: table?.competition ?? null,
    }
  }
  // Titles are English (the football pages are), like the rest of this loader's texts.
  const name = teamDisplayName(team, translator('en'))
  const { clubName } = await ctx.settings()
  return {
    title: `${name} Squad`,
    description: `The ${clubName} ${name} squad.`,
    page: { kind: 'team', team, groups, overview },
  }
}
