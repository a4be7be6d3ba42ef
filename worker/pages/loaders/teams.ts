import { translator } from '../../../shared/i18n'
import { squadGroups } from '../../../shared/rules/squad-groups'
import { teamDisplayName } from '../../../shared/rules/team-name'
import { teamsVisibility } from '../../../shared/rules/team-visibility'
import { getLeagueTable } from '../../db/fixtures'
import { getNextAndLastMatch } from '../../db/matches'
import { listSquad } from '../../db/players'
import { listTeams } from '../../db/teams'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { requireSeason, requireTeam } from './football-context'

/** Faces on a team card. */
const FEATURED_ON_CARD = 3

/** /teams: one card per team flagged showOnTeams (SPEC §3); an externalTeamPage team's card links out. */
export const loadTeams: PageLoader = async (ctx) => {
  const teams = (await listTeams(ctx.env.DB)).filter((t) => teamsVisibility(t) !== 'hidden')
  const squads = await Promise.all(teams.map((t) => listSquad(ctx.env.DB, t.id)))
  return {
    title: 'Teams',
    description: `The squads of ${ctx.settings.clubName}.`,
    page: {
      kind: 'teams',
      teams: teams.map((team, i) => {
        const squad = squads[i] ?? []
        return { team, playerCount: squad.length, featured: squad.filter((p) => p.position !== 'Goalkeeper').slice(0, FEATURED_ON_CARD) }
      }),
    },
  }
}

/** /teams/{team} and /teams/womens: the squad by position, or one group when the team is isSingleGroup. */
export const loadTeam: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  const team = await requireTeam(db, ctx.route.params.team)
  if (teamsVisibility(team) !== 'page') throw notFound()
  const groups = squadGroups(await listSquad(db, team.id), team.isSingleGroup)

  let overview = null
  if (team.showTeamOverview) {
    const { season } = await requireSeason(db, undefined)
    const [{ next, last }, table] = await Promise.all([
      getNextAndLastMatch(db, team.slug, ctx.now.toISOString()),
      getLeagueTable(db, team.id, season.id),
    ])
    overview = {
      next,
      last,
      tablePosition: table?.rows.find((r) => r.isOurs)?.position ?? null,
      competition: table?.competition ?? null,
    }
  }
  // Titles are English (the football pages are), like the rest of this loader's texts.
  const name = teamDisplayName(team, translator('en'))
  return {
    title: `${name} Squad`,
    description: `The ${ctx.settings.clubName} ${name} squad.`,
    page: { kind: 'team', team, groups, overview },
  }
}
