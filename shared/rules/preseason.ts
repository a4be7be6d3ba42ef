/**
 * SPEC §4.11 preseason mode: "on for season slug 2025-26. It shows a message that fixtures are coming soon."
 * The web settings name the one season it applies to; every other season's fixtures page is unaffected.
 */
import type { WebSettings } from '../types/site'

export type PreseasonState = 'comingSoon' | 'off'

// SPEC §4.11: the flag and the season slug must both match; switching the flag off hides it everywhere.
export function preseasonState(preseason: Pick<WebSettings['preseason'], 'display' | 'seasonSlug'>, seasonSlug: string): PreseasonState {
  return preseason.display && preseason.seasonSlug === seasonSlug ? 'comingSoon' : 'off'
}
