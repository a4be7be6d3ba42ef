/** Fixture lists, league tables and neighbouring matches (SPEC §2.1 matches, match centre). */
import type { FeaturedCandidate } from '../../shared/rules/featured-match'
import type { LeagueTable, LeagueTableRow, MatchSummary } from '../../shared/types/football'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow as Row, rowToMatchSummary } from './matches'
import { firstRead, type Read, rowsRead, runRead } from './read'

/** A team's matches of one season in kick-off order. */
export function seasonMatchesRead(db: D1Database, teamId: number, seasonId: number): Read<MatchSummary[]> {
  return rowsRead<Row, MatchSummary[]>(
    db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.team_id = ?1 AND m.season_id = ?2 ORDER BY m.kickoff, m.id`).bind(teamId, seasonId),
    (rows) => rows.map(rowToMatchSummary),
  )
}

export async function getMatchSummary(db: D1Database, matchId: number): Promise<MatchSummary | null> {
  const row = await db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.id = ?1`).bind(matchId).first<Row>()
  return row ? rowToMatchSummary(row) : null
}

/** The team's matches just before and just after this one, in kick-off order. */
export function neighbourMatchesRead(
  db: D1Database,
  match: { id: number; team: { id: number }; kickoff: string },
): Read<{ previous: MatchSummary | null; next: MatchSummary | null }> {
  const first = (r: D1Result | undefined) => {
    const row = r?.results[0] as Row | undefined
    return row ? rowToMatchSummary(row) : null
  }
  return {
    statements: [
      db
        .prepare(`${MATCH_SUMMARY_SELECT} WHERE m.team_id = ?1 AND (m.kickoff < ?2 OR (m.kickoff = ?2 AND m.id < ?3))
                  ORDER BY m.kickoff DESC, m.id DESC LIMIT 1`)
        .bind(match.team.id, match.kickoff, match.id),
      db
        .prepare(`${MATCH_SUMMARY_SELECT} WHERE m.team_id = ?1 AND (m.kickoff > ?2 OR (m.kickoff = ?2 AND m.id > ?3))
                  ORDER BY m.kickoff, m.id LIMIT 1`)
        .bind(match.team.id, match.kickoff, match.id),
    ],
    map: ([previous, next]) => ({ previous: first(previous), next: first(next) }),
  }
}

/**
 * Every match of the team (of one season, or all seasons) with what shared/rules/featured-match.ts
 * needs to choose the one /match/{team} opens. A few hundred small rows at most.
 */
export async function listFeaturedCandidates(db: D1Database, teamId: number, seasonId: number | null): Promise<FeaturedCandidate[]> {
  const { results } = await db
    .prepare(`SELECT id, status, kickoff FROM matches WHERE team_id = ?1 AND (?2 IS NULL OR season_id = ?2)`)
    .bind(teamId, seasonId)
    .all<FeaturedCandidate>()
  return results
}

/** Whether the team plays in a league with a table this season. */
export function hasLeagueTableRead(db: D1Database, teamId: number, seasonId: number): Read<boolean> {
  return firstRead(
    db.prepare(`SELECT 1 AS found FROM league_tables WHERE team_id = ?1 AND season_id = ?2 LIMIT 1`).bind(teamId, seasonId),
    (row) => row !== null,
  )
}

export const hasLeagueTable = (db: D1Database, teamId: number, seasonId: number): Promise<boolean> =>
  runRead(db, hasLeagueTableRead(db, teamId, seasonId))

interface TableRow {
  competition: string
  position: number
  club_name: string
  club_short_name: string
  crest_key: string | null
  team_id: number | null
  played: number
  won: number
  drawn: number
  lost: number
  goals_for: number
  goals_against: number
  points: number
  form: string
}

/** The league table the team plays in for a season, or null when it has none. */
export function leagueTableRead(db: D1Database, teamId: number, seasonId: number): Read<LeagueTable | null> {
  const statement = db
    .prepare(`SELECT c.name AS competition, l.position, l.club_name, l.club_short_name, l.crest_key, l.team_id,
                     l.played, l.won, l.drawn, l.lost, l.goals_for, l.goals_against, l.points, l.form
                FROM league_tables l JOIN competitions c ON c.id = l.competition_id
               WHERE l.season_id = ?2 AND l.competition_id = (
                     SELECT competition_id FROM league_tables WHERE team_id = ?1 AND season_id = ?2 LIMIT 1)
               ORDER BY l.position`)
    .bind(teamId, seasonId)
  return rowsRead<TableRow, LeagueTable | null>(statement, (results) => {
    if (results.length === 0) return null
    const rows: LeagueTableRow[] = results.map((r) => ({
      position: r.position,
      clubName: r.club_name,
      shortName: r.club_short_name,
      crestKey: r.crest_key,
      isOurs: r.team_id === teamId,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goals_for,
      goalsAgainst: r.goals_against,
      points: r.points,
      form: r.form,
    }))
    return { competition: results[0]?.competition ?? '', rows }
  })
}
