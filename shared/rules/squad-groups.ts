/**
 * SPEC §3 Team isSingleGroup: a squad page lists its players by position (goalkeepers,
 * defenders, midfielders, forwards) unless the team is flagged to show them as one group.
 */
import type { Position } from '../types/football'

export const SQUAD_POSITIONS: readonly Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward']

export interface SquadGroup<P> {
  /** null: the one group of a single-group squad. */
  position: Position | null
  players: P[]
}

// SPEC §3 isSingleGroup. Players keep their order within a group; a position without players has no group.
export function squadGroups<P extends { position: Position }>(players: readonly P[], isSingleGroup: boolean): SquadGroup<P>[] {
  if (isSingleGroup) return players.length > 0 ? [{ position: null, players: [...players] }] : []
  return SQUAD_POSITIONS.map((position) => ({ position, players: players.filter((p) => p.position === position) })).filter(
    (g) => g.players.length > 0,
  )
}
