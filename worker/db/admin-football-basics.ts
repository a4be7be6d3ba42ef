/**
 * Issue 19 §4: seasons, competitions, teams and league table rows as the back
 * office reads them. Each is a short list a club keeps (a few teams, a season
 * a year, a dozen competitions, a table of 24): read whole, ordered as shown.
 */
import type { CompetitionFields, SeasonFields, TableRowFields, TeamFields } from '../../shared/schemas/admin-football-basics'
import type { AdminCompetition, AdminSeason, AdminTableRow, AdminTeam } from '../../shared/types/admin-football'

/** A cap no club reaches, so a list can never be a whole runaway table. */
const SHORT_LIST_MAX = 500

interface SeasonRow {
  id: number
  version: number
  slug: string
  name: string
  start_year: number
  is_current: number
}
const toSeason = (r: SeasonRow): AdminSeason => ({
  id: r.id,
  version: r.version,
  fields: { startYear: r.start_year, slug: r.slug, name: r.name, isCurrent: r.is_current === 1 },
})
export const seasonColumns = (f: SeasonFields) => ({ start_year: f.startYear, slug: f.slug, name: f.name, is_current: f.isCurrent ? 1 : 0 })
const SEASON_SELECT = 'SELECT id, version, slug, name, start_year, is_current FROM seasons'

export async function listAdminSeasons(db: D1Database): Promise<AdminSeason[]> {
  const { results } = await db.prepare(`${SEASON_SELECT} ORDER BY start_year DESC LIMIT ${SHORT_LIST_MAX}`).all<SeasonRow>()
  return results.map(toSeason)
}
export async function findAdminSeason(db: D1Database, id: number): Promise<AdminSeason | null> {
  const row = await db.prepare(`${SEASON_SELECT} WHERE id = ?`).bind(id).first<SeasonRow>()
  return row ? toSeason(row) : null
}

interface CompetitionRow {
  id: number
  version: number
  slug: string
  name: string
  short_name: string
  kind: CompetitionFields['kind']
  logo_key: string | null
}
const toCompetition = (r: CompetitionRow): AdminCompetition => ({
  id: r.id,
  version: r.version,
  fields: { slug: r.slug, name: r.name, shortName: r.short_name, kind: r.kind, logoKey: r.logo_key },
})
export const competitionColumns = (f: CompetitionFields) => ({
  slug: f.slug,
  name: f.name,
  short_name: f.shortName,
  kind: f.kind,
  logo_key: f.logoKey,
})
const COMPETITION_SELECT = 'SELECT id, version, slug, name, short_name, kind, logo_key FROM competitions'

export async function listAdminCompetitions(db: D1Database): Promise<AdminCompetition[]> {
  const { results } = await db.prepare(`${COMPETITION_SELECT} ORDER BY name LIMIT ${SHORT_LIST_MAX}`).all<CompetitionRow>()
  return results.map(toCompetition)
}
export async function findAdminCompetition(db: D1Database, id: number): Promise<AdminCompetition | null> {
  const row = await db.prepare(`${COMPETITION_SELECT} WHERE id = ?`).bind(id).first<CompetitionRow>()
  return row ? toCompetition(row) : null
}

interface TeamRow {
  id: number
  version: number
  name: string
  slug: string
  alt_slug: string | null
  display_name: string
  short_name: string
  crest_key: string
  position: number
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
const FLAGS = [
  ['showOnMatches', 'show_on_matches'],
  ['showOnTeams', 'show_on_teams'],
  ['isSingleGroup', 'is_single_group'],
  ['displayPositionOnCard', 'display_position_on_card'],
  ['isMiniCard', 'is_mini_card'],
  ['showTeamOverview', 'show_team_overview'],
  ['childFriendly', 'child_friendly'],
] as const
const toTeam = (r: TeamRow): AdminTeam => ({
  id: r.id,
  version: r.version,
  fields: {
    name: r.name,
    slug: r.slug,
    altSlug: r.alt_slug,
    displayName: r.display_name,
    shortName: r.short_name,
    crestKey: r.crest_key,
    position: r.position,
    externalTeamPage: r.external_team_page,
    externalMatchPage: r.external_match_page,
    ...(Object.fromEntries(FLAGS.map(([field, column]) => [field, r[column] === 1])) as Record<(typeof FLAGS)[number][0], boolean>),
  },
})
export const teamColumns = (f: TeamFields) => ({
  name: f.name,
  slug: f.slug,
  alt_slug: f.altSlug,
  display_name: f.displayName,
  short_name: f.shortName,
  crest_key: f.crestKey,
  position: f.position,
  external_team_page: f.externalTeamPage,
  external_match_page: f.externalMatchPage,
  ...Object.fromEntries(FLAGS.map(([field, column]) => [column, f[field] ? 1 : 0])),
})
const TEAM_SELECT = `SELECT id, version, name, slug, alt_slug, display_name, short_name, crest_key, position, show_on_matches, show_on_teams,
  external_team_page, external_match_page, is_single_group, display_position_on_card, is_mini_card, show_team_overview, child_friendly FROM teams`

export async function listAdminTeams(db: D1Database): Promise<AdminTeam[]> {
  const { results } = await db.prepare(`${TEAM_SELECT} ORDER BY position, id LIMIT ${SHORT_LIST_MAX}`).all<TeamRow>()
  return results.map(toTeam)
}
export async function findAdminTeam(db: D1Database, id: number): Promise<AdminTeam | null> {
  const row = await db.prepare(`${TEAM_SELECT} WHERE id = ?`).bind(id).first<TeamRow>()
  return row ? toTeam(row) : null
}

interface TableRow {
  id: number
  version: number
  season_id: number
  competition_id: number
  team_id: number | null
  club_name: string
  club_short_name: string
  position: number
  played: number
  won: number
  drawn: number
  lost: number
  goals_for: number
  goals_against: number
  points: number
  form: string
}
const toTableRow = (r: TableRow): AdminTableRow => ({
  id: r.id,
  version: r.version,
  seasonId: r.season_id,
  competitionId: r.competition_id,
  teamId: r.team_id,
  fields: {
    clubName: r.club_name,
    clubShortName: r.club_short_name,
    position: r.position,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    goalsFor: r.goals_for,
    goalsAgainst: r.goals_against,
    points: r.points,
    form: r.form,
  },
})
export const tableRowColumns = (f: TableRowFields) => ({
  club_name: f.clubName,
  club_short_name: f.clubShortName,
  position: f.position,
  played: f.played,
  won: f.won,
  drawn: f.drawn,
  lost: f.lost,
  goals_for: f.goalsFor,
  goals_against: f.goalsAgainst,
  points: f.points,
  form: f.form,
})
const TABLE_SELECT = `SELECT id, version, season_id, competition_id, team_id, club_name, club_short_name, position, played, won, drawn, lost,
  goals_for, goals_against, points, form FROM league_tables`

export async function listAdminTableRows(db: D1Database, seasonId: number, competitionId: number): Promise<AdminTableRow[]> {
  const { results } = await db
    .prepare(`${TABLE_SELECT} WHERE season_id = ? AND competition_id = ? ORDER BY position LIMIT ${SHORT_LIST_MAX}`)
    .bind(seasonId, competitionId)
    .all<TableRow>()
  return results.map(toTableRow)
}
export async function findAdminTableRow(db: D1Database, id: number): Promise<AdminTableRow | null> {
  const row = await db.prepare(`${TABLE_SELECT} WHERE id = ?`).bind(id).first<TableRow>()
  return row ? toTableRow(row) : null
}

/** The teams that play in a season's competition: their pages show its table. */
export async function teamsInCompetition(db: D1Database, seasonId: number, competitionId: number) {
  const { results } = await db
    .prepare(`SELECT DISTINCT t.slug, t.alt_slug AS altSlug FROM teams t JOIN matches m ON m.team_id = t.id
               WHERE m.season_id = ? AND m.competition_id = ?
              UNION SELECT t.slug, t.alt_slug FROM teams t JOIN league_tables l ON l.team_id = t.id WHERE l.season_id = ? AND l.competition_id = ?`)
    .bind(seasonId, competitionId, seasonId, competitionId)
    .all<{ slug: string; altSlug: string | null }>()
  return results
}
