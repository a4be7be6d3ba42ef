/** Squads and player profiles (SPEC §2.1 teams and players). Active players only. */
import type { PlayerProfile, PlayerSeasonStats, PlayerSummary, Position } from '../../shared/types/football'
import { type Read, rowsRead } from './read'

interface PlayerRow {
  id: number
  team_id: number
  slug: string
  first_name: string
  last_name: string
  known_as: string | null
  squad_number: number | null
  position: Position
  image_key: string | null
}

interface ProfileRow extends PlayerRow {
  biography_html: string
  nationality: string
  date_of_birth: string | null
  height_cm: number | null
  joined_on: string | null
}

interface StatsRow {
  season_slug: string
  season_name: string
  appearances: number
  starts: number
  minutes: number
  goals: number
  assists: number
  clean_sheets: number
  yellow_cards: number
  red_cards: number
}

const COLUMNS = `id, team_id, slug, first_name, last_name, known_as, squad_number, position, image_key`
const POSITION_ORDER = `CASE position WHEN 'Goalkeeper' THEN 1 WHEN 'Defender' THEN 2 WHEN 'Midfielder' THEN 3 ELSE 4 END`

export function rowToPlayerSummary(row: PlayerRow): PlayerSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.known_as ?? `${row.first_name} ${row.last_name}`,
    number: row.squad_number,
    position: row.position,
    imageKey: row.image_key,
  }
}

const SQUAD_ORDER = `${POSITION_ORDER}, squad_number IS NULL, squad_number, last_name`

/** A team's squad: by position, then squad number (players without a number last). */
export function squadRead(db: D1Database, teamId: number): Read<PlayerSummary[]> {
  return rowsRead<PlayerRow, PlayerSummary[]>(
    db.prepare(`SELECT ${COLUMNS} FROM players WHERE team_id = ?1 AND is_active = 1 ORDER BY ${SQUAD_ORDER}`).bind(teamId),
    (rows) => rows.map(rowToPlayerSummary),
  )
}

/** Every team's squad by team id, each in squadRead's order, in one statement (issue 22 §2: /teams in one round trip). */
export function squadsRead(db: D1Database): Read<Map<number, PlayerSummary[]>> {
  return rowsRead<PlayerRow, Map<number, PlayerSummary[]>>(
    db.prepare(`SELECT ${COLUMNS} FROM players WHERE is_active = 1 ORDER BY team_id, ${SQUAD_ORDER}`),
    (rows) => {
      const squads = new Map<number, PlayerSummary[]>()
      for (const row of rows) {
        const squad = squads.get(row.team_id) ?? []
        squad.push(rowToPlayerSummary(row))
        squads.set(row.team_id, squad)
      }
      return squads
    },
  )
}

/** A player found by slug: the profile, and the id of the team the caller resolves among the teams it read. */
export interface PlayerProfileRows {
  teamId: number
  profile: Omit<PlayerProfile, 'team'>
}

/**
 * A player by slug with season stats, in one round trip (issue 13 §3): the
 * stats find the player by the same slug, so neither waits for the other and
 * both ride a page's batch. Null when there is no active player of that slug.
 */
export function playerProfileRead(db: D1Database, slug: string): Read<PlayerProfileRows | null> {
  return {
    statements: [
      db
        .prepare(`SELECT ${COLUMNS}, biography_html, nationality, date_of_birth, height_cm, joined_on
                    FROM players WHERE slug = ?1 AND is_active = 1`)
        .bind(slug),
      db
        .prepare(`SELECT s.slug AS season_slug, s.name AS season_name, st.appearances, st.starts, st.minutes, st.goals, st.assists,
                         st.clean_sheets, st.yellow_cards, st.red_cards
                    FROM player_season_stats st JOIN seasons s ON s.id = st.season_id
                   WHERE st.player_id = (SELECT id FROM players WHERE slug = ?1 AND is_active = 1) ORDER BY s.start_year DESC`)
        .bind(slug),
    ],
    map: ([player, stats]) => {
      const row = player?.results[0] as ProfileRow | undefined
      return row ? { teamId: row.team_id, profile: rowToProfile(row, (stats?.results ?? []) as StatsRow[]) } : null
    },
  }
}

function rowToProfile(row: ProfileRow, stats: StatsRow[]): Omit<PlayerProfile, 'team'> {
  return {
    ...rowToPlayerSummary(row),
    firstName: row.first_name,
    lastName: row.last_name,
    biographyHtml: row.biography_html,
    nationality: row.nationality,
    dateOfBirth: row.date_of_birth,
    heightCm: row.height_cm,
    joinedOn: row.joined_on,
    stats: stats.map(
      (s): PlayerSeasonStats => ({
        seasonSlug: s.season_slug,
        seasonName: s.season_name,
        appearances: s.appearances,
        starts: s.starts,
        minutes: s.minutes,
        goals: s.goals,
        assists: s.assists,
        cleanSheets: s.clean_sheets,
        yellowCards: s.yellow_cards,
        redCards: s.red_cards,
      }),
    ),
  }
}
