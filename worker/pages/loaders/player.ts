import { getPlayerProfile } from '../../db/players'
import { getTeamBySlug, listTeams } from '../../db/teams'
import { notFound } from '../../http-errors'
import { playerPath } from '../../../shared/rules/football-paths'
import type { PageLoader } from '../page-context'

/** /players/{player} and /players/{team}/{player} (SPEC §2.1); with a team, the player must be in it. */
export const loadPlayer: PageLoader = async (ctx) => {
  const { team: teamSlug, player: playerSlug } = ctx.route.params
  if (playerSlug === undefined) throw notFound()
  const teams = await listTeams(ctx.env.DB)
  const player = await getPlayerProfile(ctx.env.DB, playerSlug, (id) => teams.find((t) => t.id === id))
  if (!player) throw notFound()
  if (teamSlug !== undefined) {
    // The team segment is any name of the team ('womens' as well as 'women', SPEC §2.1), matched by id.
    const team = await getTeamBySlug(ctx.env.DB, teamSlug)
    if (!team || team.id !== player.team.id) throw notFound()
  }
  const { kitImages, shirtIconStyle } = ctx.settings
  return {
    title: player.name,
    description: `${player.name}, ${player.position} for ${ctx.settings.clubName} ${player.team.name}.`,
    canonicalPath: playerPath(player.team.slug, player.slug),
    page: {
      kind: 'player',
      player,
      kitImageKey: player.position === 'Goalkeeper' ? kitImages.goalkeeper : kitImages.home,
      shirtIconStyle,
    },
  }
}
