/** Issue 19 §4: fixtures and results, and their line-ups, as the back office lists and edits them. */
import { londonLocalToUtc, utcToLondonLocal } from '../../shared/rules/london-time'
import type { FixtureFields, FixtureListQuery } from '../../shared/schemas/admin-football'
import type { AdminFixture, AdminLineup, AdminList } from '../../shared/types/admin-football'

interface Row {
  id: number
  version: number
  team_id: number
  season_id: number
  competition_id: number
  round_label: string
  kickoff: string
  venue: string
  is_home: number
  opponent_name: string
  opponent_short_name: string
  opponent_crest_key: string | null
  status: FixtureFields['status']
  home_score: number | null
  away_score: number | null
  home_half_time_score: number | null
  away_half_time_score: number | null
  attendance: number | null
  referee: string | null
  team_name: string
  team_slug: string
  team_alt_slug: string | null
  season_slug: string
  season_start_year: number
  competition_name: string
}

const SELECT = `SELECT m.id, m.version, m.team_id, m.season_id, m.competition_id, m.round_label, m.kickoff, m.venue, m.is_home,
  m.opponent_name, m.opponent_short_name, m.opponent_crest_key, m.status, m.home_score, m.away_score,
  m.home_half_time_score, m.away_half_time_score, m.attendance, m.referee,
  t.name AS team_name, t.slug AS team_slug, t.alt_slug AS team_alt_slug, s.slug AS season_slug, s.start_year AS season_start_year,
  c.name AS competition_name
  FROM matches m JOIN teams t ON t.id = m.team_id JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = m.competition_id`

function rowToAdminFixture(row: Row): AdminFixture {
  return {
    id: row.id,
    version: row.version,
    kickoffUtc: row.kickoff,
    teamName: row.team_name,
    teamSlug: row.team_slug,
    teamAltSlug: row.team_alt_slug,
    seasonSlug: row.season_slug,
    seasonStartYear: row.season_start_year,
    competitionName: row.competition_name,
    fields: {
      teamId: row.team_id,
      seasonId: row.season_id,
      competitionId: row.competition_id,
      roundLabel: row.round_label,
      kickoff: utcToLondonLocal(row.kickoff),
      venue: row.venue,
      isHome: row.is_home === 1,
      opponentName: row.opponent_name,
      opponentShortName: row.opponent_short_name,
      opponentCrestKey: row.opponent_crest_key,
      status: row.status,
      homeScore: row.home_score,
      awayScore: row.away_score,
      homeHalfTimeScore: row.home_half_time_score,
      awayHalfTimeScore: row.away_half_time_score,
      attendance: row.attendance,
      referee: row.referee ?? '',
    },
  }
}

/** The stored columns of a form's values; the kick-off is stored as UTC (the schema has checked it reads). */
export function fixtureColumns(fields: FixtureFields) {
  const kickoff = londonLocalToUtc(fields.kickoff)
  if (!kickoff.ok) throw new Error('fixtureColumns: the kick-off was not checked')
  return {
    team_id: fields.teamId,
    season_id: fields.seasonId,
    competition_id: fields.competitionId,
    round_label: fields.roundLabel,
    kickoff: kickoff.utc,
    venue: fields.venue,
    is_home: fields.isHome ? 1 : 0,
    opponent_name: fields.opponentName,
    opponent_short_name: fields.opponentShortName,
    opponent_crest_key: fields.opponentCrestKey,
    status: fields.status,
    home_score: fields.homeScore,
    away_score: fields.awayScore,
    home_half_time_score: fields.homeHalfTimeScore,
    away_half_time_score: fields.awayHalfTimeScore,
    attendance: fields.attendance,
    referee: fields.referee === '' ? null : fields.referee,
  }
}

export async function findAdminFixture(db: D1Database, id: number): Promise<AdminFixture | null> {
  const row = await db.prepare(`${SELECT} WHERE m.id = ?`).bind(id).first<Row>()
  return row ? rowToAdminFixture(row) : null
}

const FILTER = `(?1 IS NULL OR m.team_id = ?1) AND (?2 IS NULL OR m.season_id = ?2) AND (?3 IS NULL OR m.status = ?3)
  AND (?4 IS NULL OR m.opponent_name LIKE '%' || ?4 || '%' ESCAPE '\\')`

/** A page of fixtures, newest kick-off first (the season's next and latest are what editors open most). */
export async function listAdminFixtures(db: D1Database, query: FixtureListQuery): Promise<AdminList<AdminFixture>> {
  const q = query.q ? query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`) : null
  const params = [query.teamId ?? null, query.seasonId ?? null, query.status ?? null, q]
  const [total, page] = await db.batch([
    db.prepare(`SELECT count(*) AS n FROM matches m WHERE ${FILTER}`).bind(...params),
    db
      .prepare(`${SELECT} WHERE ${FILTER} ORDER BY m.kickoff DESC, m.id DESC LIMIT ?5 OFFSET ?6`)
      .bind(...params, query.size, (query.page - 1) * query.size),
  ])
  return {
    items: ((page?.results ?? []) as Row[]).map(rowToAdminFixture),
    total: (total?.results[0] as { n: number } | undefined)?.n ?? 0,
    page: query.page,
    size: query.size,
  }
}

/** The club's side of a match's team sheet (the other side is the opponent's, entered by name elsewhere). */
export async function findAdminLineup(db: D1Database, matchId: number): Promise<AdminLineup | null> {
  const match = await db
    .prepare('SELECT id, version, team_id, is_home FROM matches WHERE id = ?')
    .bind(matchId)
    .first<{ id: number; version: number; team_id: number; is_home: number }>()
  if (!match) return null
  const side = match.is_home === 1 ? 'home' : 'away'
  const { results } = await db
    .prepare(`SELECT player_id, role, shirt_number, is_captain, player_name FROM match_lineups
               WHERE match_id = ? AND side = ? ORDER BY role = 'sub', position`)
    .bind(matchId, side)
    .all<{ player_id: number | null; role: 'starter' | 'sub'; shirt_number: number | null; is_captain: number; player_name: string }>()
  return {
    matchId,
    version: match.version,
    side,
    teamId: match.team_id,
    entries: results.map((r) => ({
      playerId: r.player_id ?? 0,
      role: r.role,
      shirtNumber: r.shirt_number,
      isCaptain: r.is_captain === 1,
      playerName: r.player_name,
    })),
  }
}
