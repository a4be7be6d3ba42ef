/** Issue 19 §4: football data as the back office reads it (the API's attributes). */
import type { LineupEntry } from '../rules/lineup-check'
import type { FixtureFields, PlayerFields } from '../schemas/admin-football'
import type { CompetitionFields, SeasonFields, TableRowFields, TeamFields } from '../schemas/admin-football-basics'

/** Every edited item: its id, the version a save names (§10), and the form's values. */
export interface AdminItem<F> {
  id: number
  version: number
  fields: F
}

export interface AdminPlayer extends AdminItem<PlayerFields> {
  teamName: string
  teamSlug: string
  teamAltSlug: string | null
}

export interface AdminFixture extends AdminItem<FixtureFields> {
  kickoffUtc: string
  teamName: string
  teamSlug: string
  teamAltSlug: string | null
  seasonSlug: string
  seasonStartYear: number
  competitionName: string
}

export interface AdminLineup {
  matchId: number
  /** The match's version: a line-up is saved under it. */
  version: number
  side: 'home' | 'away'
  teamId: number
  entries: Array<LineupEntry & { playerName: string }>
}

export type AdminSeason = AdminItem<SeasonFields>
export type AdminCompetition = AdminItem<CompetitionFields>
export type AdminTeam = AdminItem<TeamFields>

export interface AdminTableRow extends AdminItem<TableRowFields> {
  seasonId: number
  competitionId: number
  teamId: number | null
}

export interface AdminList<T> {
  items: T[]
  total: number
  page: number
  size: number
}
