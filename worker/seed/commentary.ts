/**
 * On-demand commentary (SPEC §2.7 'a live or on-demand audio asset'; issue 9
 * §6): the full commentary of each men's result that has a replay, on the
 * audio-only demo recording (worker/dev/media-recipes.mjs 'audio-demo'), for
 * subscribers as a full replay is. The match row names it (audio_entry_id).
 */
import type { SeasonPlan } from './fixtures'
import { commentaryEntryId, latestResults, REPLAYED_RESULTS } from './match-rows'
import type { SeedRow } from './sql'
import { vs } from './video-library'

/** The recording every commentary entry plays; no video entry shares it (worker/seed/videos.ts). */
export const COMMENTARY_PLAYBACK_ID = 'audio-demo'

/** The final whistle: a result is one two hours after kick-off (README "What today means in the demo"). */
const RELEASED_AFTER_MS = 2 * 3_600_000

export function commentaryRows(season: SeasonPlan): SeedRow[] {
  return latestResults(season, 'men', REPLAYED_RESULTS).map((m, index) => {
    const released = new Date(Date.parse(m.kickoff) + RELEASED_AFTER_MS).toISOString()
    return {
      id: index + 1,
      entry_id: commentaryEntryId(m.id),
      title: `Full commentary: ${vs(m)}`,
      entitlements: ['subscriber', 'plus'],
      playback_id: COMMENTARY_PLAYBACK_ID,
      created_at: released,
      release_from: released,
      status: 'published',
    }
  })
}
