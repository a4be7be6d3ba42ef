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

/** SPEC §3 Team, with the flags pages respect. */
export interface Team extends TeamRef {
  /** The slug used in paths: the men's '' is written 'first-team' where a segment is needed. */
  pathSlug: string
  showOnMatches: boolean
  showOnTeams: boolean
  externalTeamPage: string
  externalMatchPage: string
  isSingleGroup: boolean
  displayPositionOnCard: boolean
  isMiniCard: boolean
  showTeamOverview: boolean
  /** SPEC §3 Team childFriendly: carried for child-friendly mode; the spec names no behaviour for it yet. */
  childFriendly: boolean
  crestKey: string
}

export interface Season {
  id: number
  /** '2025-26' */
  slug: string
  /** '2025/26' */
  name: string
  isCurrent: boolean
}

export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward'

export interface MatchEvent {
  id: number
  minute: number
  addedMinute: number | null
  type: 'goal' | 'penalty-goal' | 'own-goal' | 'missed-penalty' | 'yellow-card' | 'second-yellow' | 'red-card' | 'substitution'
  side: 'home' | 'away'
  playerName: string
  /** Assist for goals, the player coming on for substitutions. */
  relatedPlayerName: string | null
}

/** An event as POST /api/admin/matches/{id}/events stored it, with the match's score after it. */
export interface StoredMatchEvent extends MatchEvent {
  matchID: number
  homeScore: number | null
  awayScore: number | null
}

export interface LineupPlayer {
  playerId: number | null
  playerSlug: string | null
  name: string
  number: number | null
  position: Position | null
  captain: boolean
}

export interface TeamLineup {
  starters: LineupPlayer[]
  subs: LineupPlayer[]
}

export interface MatchStat {
  key: string
  label: string
  home: number
  away: number
}

export interface SectionSponsor {
  name: string
  title: string
  url: string
  imageKey: string
}

export interface PlayerOfTheMatch {
  name: string
  playerSlug: string | null
  citation: string
}

/** What changes while a match is live: polled by the match centre (GET /api/matches/{id}/live). */
export interface MatchLiveState {
  id: number
  status: MatchStatus
  minute: number | null
  homeScore: number | null
  awayScore: number | null
  events: MatchEvent[]
  stats: MatchStat[]
}

export interface MatchDetail extends MatchSummary {
  round: string
  minute: number | null
  halfTime: { home: number; away: number } | null
  referee: string | null
  attendance: number | null
  events: MatchEvent[]
  lineups: { home: TeamLineup; away: TeamLineup } | null
  stats: MatchStat[]
  playerOfTheMatch: PlayerOfTheMatch | null
  /** The match's audio and video, by the id that opens each (shared/rules/match-media.ts). */
  media: { liveAudio: string | null; liveVideo: string | null; replay: string | null; commentary: string | null }
}

export interface LeagueTableRow {
  position: number
  clubName: string
  shortName: string
  crestKey: string | null
  isOurs: boolean
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  points: number
  form: string
}

export interface LeagueTable {
  competition: string
  rows: LeagueTableRow[]
}

export interface PlayerSummary {
  id: number
  slug: string
  name: string
  number: number | null
  position: Position
  imageKey: string | null
}

export interface PlayerSeasonStats {
  seasonSlug: string
  seasonName: string
  appearances: number
  starts: number
  minutes: number
  goals: number
  assists: number
  cleanSheets: number
  yellowCards: number
  redCards: number
}

export interface PlayerProfile extends PlayerSummary {
  team: Team
  firstName: string
  lastName: string
  biographyHtml: string
  nationality: string
  dateOfBirth: string | null
  heightCm: number | null
  joinedOn: string | null
  stats: PlayerSeasonStats[]
}
