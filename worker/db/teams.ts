/** Teams and seasons (SPEC §1, §3 Team, §9.1). */
import { teamPathSlug } from '../../shared/rules/football-paths'
import type { Season, Team } from '../../shared/types/football'
import { firstRead, type Read, rowsRead, runRead } from './read'

interface TeamRow {
  id: number
  name: string
  slug: string
  crest_key: string
  show_on_matches: number
  show_on_teams: number
  external_team_page: string
  external_match_page: string
  is_single_group: number
  display_position_on_card: number
  is_mini_card: number
  show_team_overview: number
  child_friendly: number
}

interface SeasonRow {
  id: number
  slug: string
  name: string
  is_current: number
}

const TEAM_COLUMNS = `id, name, slug, crest_key, show_on_matches, show_on_teams, external_team_page, external_match_page,
  is_single_group, display_position_on_card, is_mini_card, show_team_overview, child_friendly`

export function rowToTeam(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    pathSlug: teamPathSlug(row.slug),
    crestKey: row.crest_key,
    showOnMatches: row.show_on_matches === 1,
    showOnTeams: row.show_on_teams === 1,
    externalTeamPage: row.external_team_page,
    externalMatchPage: row.external_match_page,
    isSingleGroup: row.is_single_group === 1,
    displayPositionOnCard: row.display_position_on_card === 1,
    isMiniCard: row.is_mini_card === 1,
    showTeamOverview: row.show_team_overview === 1,
    childFriendly: row.child_friendly === 1,
  }
}

export function rowToSeason(row: SeasonRow): Season {
  return { id: row.id, slug: row.slug, name: row.name, isCurrent: row.is_current === 1 }
}

export function listTeamsRead(db: D1Database): Read<Team[]> {
  return rowsRead<TeamRow, Team[]>(db.prepare(`SELECT ${TEAM_COLUMNS} FROM teams ORDER BY position, id`), (rows) => rows.map(rowToTeam))
}

export const listTeams = (db: D1Database): Promise<Team[]> => runRead(db, listTeamsRead(db))

/** The condition on `teams` for the slug in ?1: its slug or its other name ('' and 'first-team' are both the men, SPEC §1). */
export const TEAM_OF_SLUG = '(slug = ?1 OR alt_slug = ?1)'

/** A team by its slug or its other name. */
export function teamBySlugRead(db: D1Database, slug: string): Read<Team | null> {
  return firstRead<TeamRow, Team | null>(db.prepare(`SELECT ${TEAM_COLUMNS} FROM teams WHERE ${TEAM_OF_SLUG}`).bind(slug), (row) =>
    row ? rowToTeam(row) : null,
  )
}

export const getTeamBySlug = (db: D1Database, slug: string): Promise<Team | null> => runRead(db, teamBySlugRead(db, slug))

export async function getTeamById(db: D1Database, id: number): Promise<Team | null> {
  const row = await db.prepare(`SELECT ${TEAM_COLUMNS} FROM teams WHERE id = ?1`).bind(id).first<TeamRow>()
  return row ? rowToTeam(row) : null
}

/** Newest first. */
export function seasonsRead(db: D1Database): Read<Season[]> {
  return rowsRead<SeasonRow, Season[]>(db.prepare(`SELECT id, slug, name, is_current FROM seasons ORDER BY start_year DESC`), (rows) =>
    rows.map(rowToSeason),
  )
}
