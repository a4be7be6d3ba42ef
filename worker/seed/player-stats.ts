/** Current-season player stats, counted from the same team sheets the match centre shows. */
import type { SeasonPlan } from './fixtures'
import { sheetFor, sheetedMatches } from './match-rows'
import { allPlayers } from './players'
import { hashString, seededRandom } from './random'
import type { SeedRow } from './sql'
import { CURRENT_SEASON_ID, TEAM } from './teams'

interface Tally {
  appearances: number
  starts: number
  minutes: number
  goals: number
  assists: number
  clean_sheets: number
  yellow_cards: number
}

export function playerStatRows(season: SeasonPlan): SeedRow[] {
  const tallies = new Map<number, Tally>()
  const tally = (id: number | null): Tally | null => {
    if (id === null) return null
    if (!tallies.has(id)) {
      tallies.set(id, { appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, clean_sheets: 0, yellow_cards: 0 })
    }
    return tallies.get(id) as Tally
  }
  for (const plan of sheetedMatches(season).filter((m) => m.status === 'fulltime')) {
    const sheet = sheetFor(plan)
    const ours = sheet.events.filter((e) => e.side === 'ours')
    for (const p of sheet.ours.starters) {
      const t = tally(p.playerId) as Tally
      const off = ours.find((e) => e.type === 'substitution' && e.player === p)
      t.appearances++
      t.starts++
      t.minutes += off ? off.minute : 90
      if (p.position === 'Goalkeeper' && plan.theirGoals === 0) t.clean_sheets++
    }
    for (const e of ours) {
      if (e.type === 'substitution' && e.related) {
        const t = tally(e.related.playerId) as Tally
        t.appearances++
        t.minutes += 90 - e.minute
      }
      if (e.type === 'goal' || e.type === 'penalty-goal') {
        const scorer = tally(e.player.playerId)
        if (scorer) scorer.goals++
        const helper = tally(e.related?.playerId ?? null)
        if (helper) helper.assists++
      }
      if (e.type === 'yellow-card') {
        const booked = tally(e.player.playerId)
        if (booked) booked.yellow_cards++
      }
    }
  }
  return allPlayers().map((player) => {
    let t = tallies.get(player.id)
    if (!t && (player.teamId === TEAM.u21 || player.teamId === TEAM.u18)) {
      // Academy games have no team sheets in the demo: plausible numbers instead.
      const random = seededRandom(hashString(player.slug))
      const appearances = random.int(3, 8)
      t = {
        appearances,
        starts: appearances - random.int(0, 2),
        minutes: appearances * random.int(60, 90),
        goals: player.position === 'Forward' ? random.int(1, 5) : random.int(0, 1),
        assists: random.int(0, 3),
        clean_sheets: player.position === 'Goalkeeper' ? random.int(0, 3) : 0,
        yellow_cards: random.int(0, 2),
      }
    }
    return {
      player_id: player.id,
      season_id: CURRENT_SEASON_ID,
      red_cards: 0,
      ...(t ?? { appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, clean_sheets: 0, yellow_cards: 0 }),
    }
  })
}
