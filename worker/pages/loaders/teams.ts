import type { PlayerSummary, Position } from '../../../shared/types/football'
import { getLeagueTable } from '../../db/fixtures'
import { getNextAndLastMatch } from '../../db/matches'
import { listSquad } from '../../db/players'
import { listTeams } from '../../db/teams'
import { notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'
import { requireSeason, requireTeam } from './football-context'

const POSITIONS: Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward']
/** Faces on a team card. */
const FEATURED_ON_CARD = 3

/** /teams: one card per team flagged showOnTeams (SPEC §3). */
export const loadTeams: PageLoader = async (ctx) => {
  const teams = (await listTeams(ctx.env.DB)).filter((t) => t.showOnTeams)
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
  if (!team.showOnTeams || team.externalTeamPage !== '') throw notFound()
  const squad = await listSquad(db, team.id)
  const groups: Array<{ position: Position | null; players: PlayerSummary[] }> = team.isSingleGroup
    ? [{ position: null, players: squad }]
    : POSITIONS.map((position) => ({ position, players: squad.filter((p) => p.position === position) })).filter((g) => g.players.length > 0)

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
  const name = team.slug === '' ? 'First Team' : team.name
  return {
    title: `${name} Squad`,
    description: `The ${ctx.settings.clubName} ${name} squad.`,
    page: { kind: 'team', team, groups, overview },
  }
}
