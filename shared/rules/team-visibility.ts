/**
 * SPEC §3 Team flags for the football pages: showOnMatches / externalMatchPage decide a team's
 * fixtures page and match centre, showOnTeams / externalTeamPage its squad page and /teams card.
 */
import type { Team } from '../types/football'

/**
 * 'page': the team has its page here; 'external': it is offered, but as a link out to the
 * configured address (new tab); 'hidden': it is not offered, and its page here is a 404.
 */
export type TeamVisibility = 'page' | 'external' | 'hidden'

function visibility(shown: boolean, externalUrl: string): TeamVisibility {
  if (!shown) return 'hidden'
  return externalUrl !== '' ? 'external' : 'page'
}

// SPEC §3 showOnMatches, externalMatchPage: the fixtures pages, their team switcher and the match centre.
export function fixturesVisibility(team: Pick<Team, 'showOnMatches' | 'externalMatchPage'>): TeamVisibility {
  return visibility(team.showOnMatches, team.externalMatchPage)
}

// SPEC §3 showOnTeams, externalTeamPage: the /teams cards and /teams/{team}.
export function teamsVisibility(team: Pick<Team, 'showOnTeams' | 'externalTeamPage'>): TeamVisibility {
  return visibility(team.showOnTeams, team.externalTeamPage)
}
