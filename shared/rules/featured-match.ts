/**
 * SPEC §2.1 /match/{team?}/{season?} without a match id: which match opens. The team's live
 * match first, else its next upcoming one, else its latest result, else (a season of nothing
 * but postponements) its latest match of any kind.
 */
import type { MatchStatus } from '../types/football'

export interface FeaturedCandidate {
  id: number
  status: MatchStatus
  /** ISO 8601 UTC instant */
  kickoff: string
}

export type FeaturedMatch =
  | { kind: 'live'; id: number }
  | { kind: 'next'; id: number }
  | { kind: 'latest'; id: number }
  | { kind: 'none'; id: null }

/** Kick-off order, ties by id, so the choice never depends on the order the rows came in. */
const byKickoff = (a: FeaturedCandidate, b: FeaturedCandidate) => Date.parse(a.kickoff) - Date.parse(b.kickoff) || a.id - b.id

// SPEC §2.1 match centre: live, then next upcoming, then latest.
export function featuredMatch(candidates: readonly FeaturedCandidate[], nowIso: string): FeaturedMatch {
  const now = Date.parse(nowIso)
  const sorted = [...candidates].sort(byKickoff)
  const live = sorted.filter((m) => m.status === 'live').at(-1)
  if (live) return { kind: 'live', id: live.id }
  // An upcoming match whose kick-off has passed without going live is not "next": it is stale data.
  const next = sorted.find((m) => m.status === 'upcoming' && Date.parse(m.kickoff) >= now)
  if (next) return { kind: 'next', id: next.id }
  const latest = sorted.filter((m) => m.status === 'fulltime').at(-1) ?? sorted.at(-1)
  return latest ? { kind: 'latest', id: latest.id } : { kind: 'none', id: null }
}
