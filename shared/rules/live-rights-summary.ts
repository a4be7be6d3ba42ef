/**
 * Issue 19 §5: the live rights of one match as the console shows them,
 * read-only, following liveRightsDecision (live-rights.ts) so the two cannot
 * disagree: audio everywhere; for the first team's matches video is blacked
 * out in the home nations in the rights season and otherwise offered only in
 * the unsold territories; other teams' video is not under those rights.
 */
import type { ConsoleLiveRights } from '../types/match-console'
import type { LiveRightsConfig } from './live-rights'

export function liveRightsSummary(config: LiveRightsConfig | null, match: { firstTeam: boolean; seasonSlug: string }): ConsoleLiveRights {
  if (!config) return { audio: 'everywhere', firstTeam: match.firstTeam, videoBlackout: [], videoOnlyIn: [], configured: false }
  if (!match.firstTeam) return { audio: 'everywhere', firstTeam: false, videoBlackout: [], videoOnlyIn: null, configured: true }
  const blackedOut = match.seasonSlug === config.seasonSlug
  return {
    audio: 'everywhere',
    firstTeam: true,
    videoBlackout: blackedOut ? [...config.blackoutCountries] : [],
    // Outside the rights season the home nations are allowed again, beside the unsold territories.
    videoOnlyIn: blackedOut ? [...config.unsoldTerritories] : [...config.unsoldTerritories, ...config.blackoutCountries],
    configured: true,
  }
}
