import { playerProfileRead } from '../../db/players'
import { constantRead } from '../../db/read'
import { listTeamsRead, teamBySlugRead } from '../../db/teams'
import { notFound } from '../../http-errors'
import { playerPath } from '../../../shared/rules/football-paths'
import { sanitiseFields } from '../../render/sanitise-html'
import type { PageLoader } from '../page-context'

/** /players/{player} and /players/{team}/{player} (SPEC §2.1); with a team, the player must be in it. */
export const loadPlayer: PageLoader = async (ctx) => {
  const { team: teamSlug, player: playerSlug } = ctx.route.params
  if (playerSlug === undefined) throw notFound()
  // Issue 13 §3: the teams, the player with their stats and the address's team are independent: one batch.
  const { teams, found, addressTeam } = await ctx.read({
    teams: listTeamsRead(ctx.env.DB),
    found: playerProfileRead(ctx.env.DB, playerSlug),
    addressTeam: teamSlug === undefined ? constantRead(null) : teamBySlugRead(ctx.env.DB, teamSlug),
  })
  const team = found ? teams.find((t) => t.id === found.teamId) : undefined
  if (!found || !team) throw notFound()
  // The team segment is any name of the team ('womens' as well as 'women', SPEC §2.1), matched by id.
  if (teamSlug !== undefined && addressTeam?.id !== team.id) throw notFound()
  // issue 19 §2: the biography is stored HTML, sanitised on its way to the page.
  const player = { ...(await sanitiseFields(found.profile, ['biographyHtml'])), team }
  const settings = await ctx.settings()
  const { kitImages, shirtIconStyle } = settings
  return {
    title: player.name,
    description: `${player.name}, ${player.position} for ${settings.clubName} ${player.team.name}.`,
    canonicalPath: playerPath(player.team.slug, player.slug),
    page: {
      kind: 'player',
      player,
      kitImageKey: player.position === 'Goalkeeper' ? kitImages.goalkeeper : kitImages.home,
      shirtIconStyle,
    },
  }
}
