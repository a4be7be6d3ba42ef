/** Player of the match for the detailed results (migration 0002): our top scorer, else our captain. */
import type { SeasonPlan } from './fixtures'
import { isGoal } from './match-sheet'
import { latestResults, sheetFor } from './match-rows'
import type { SeedPart } from './types'

const DETAILED_RESULTS = 6

export function matchAwardsPart(season: SeasonPlan): SeedPart {
  const plans = [...latestResults(season, 'men', DETAILED_RESULTS), ...latestResults(season, 'women', DETAILED_RESULTS)]
  const rows = plans.flatMap((plan) => {
    const sheet = sheetFor(plan)
    const goals = new Map<string, { player: (typeof sheet.ours.starters)[number]; count: number }>()
    for (const event of sheet.events) {
      if (!isGoal(event) || event.side !== 'ours' || event.type === 'own-goal' || event.player.playerId === null) continue
      const known = goals.get(event.player.name)
      goals.set(event.player.name, { player: event.player, count: (known?.count ?? 0) + 1 })
    }
    const scorer = [...goals.values()].sort((a, b) => b.count - a.count)[0]
    const pick = scorer?.player ?? sheet.ours.starters.find((p) => p.captain) ?? sheet.ours.starters[0]
    if (!pick) return []
    const citation = scorer
      ? `${scorer.count > 1 ? `${scorer.count} goals` : 'The decisive goal'} and a tireless display against ${plan.opponent.name}.`
      : `Led by example from first minute to last against ${plan.opponent.name}.`
    return [{ match_id: plan.id, player_id: pick.playerId, player_name: pick.name, citation }]
  })
  return { tables: [{ table: 'match_player_of_the_match', rows }], images: [] }
}
