/** Football data the foundation pages show (home next/last match). Issue 3 extends this. */
export interface TeamRef {
  id: number
  name: string
  /** '' for the men's first team (SPEC §1) */
  slug: string
}

export interface ClubSide {
  name: string
  shortName: string
  crestKey: string
}

export type MatchStatus = 'upcoming' | 'live' | 'fulltime' | 'postponed'

export interface MatchSummary {
  id: number
  team: TeamRef
  seasonSlug: string
  competition: string
  /** ISO 8601 UTC instant of kick-off */
  kickoff: string
  venue: string
  isHome: boolean
  home: ClubSide
  away: ClubSide
  homeScore: number | null
  awayScore: number | null
  status: MatchStatus
}
