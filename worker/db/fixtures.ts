/** Fixture lists, league tables and neighbouring matches (SPEC §2.1 matches, match centre). */
import type { FeaturedCandidate } from '../../shared/rules/featured-match'
import type { LeagueTable, LeagueTableRow, MatchSummary } from '../../shared/types/football'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow as Row, rowToMatchSummary } from './matches'
import { firstRead, type Read, rowsRead, runRead } from './read'
import { TEAM_OF_SLUG } from './teams'

/**
 * Which team and season a fixtures read is about: their ids, or the address's slugs resolved inside the
 * statement itself (issue 22 §2: /matches reads its team, its season and their fixtures in one round trip
 * instead of two). The slugs resolve as worker/pages/loaders/football-context.ts does: the team by its slug
 * or other name, the season by its slug or, with none, the newest current one.
 */
export type TeamSeasonRef = { teamId: number; seasonId: number } | { teamSlug: string; seasonSlug: string | null }

/** The SQL for the team's id (?1) and the season's id (?2), and their values. */
function teamSeasonSql(ref: TeamSeasonRef): { team: string; season: string; values: [number | string, number | string | null] } {
  if ('teamId' in ref) return { team: '?1', season: '?2', values: [ref.teamId, ref.seasonId] }
  return {
    team: `(SELECT id FROM teams WHERE ${TEAM_OF_SLUG})`,
    season: '(SELECT id FROM seasons WHERE slug = ?2 OR (?2 IS NULL AND is_current = 1) ORDER BY start_year DESC LIMIT 1)',
    values: [ref.teamSlug, ref.seasonSlug],
  }
}

/** A team's matches of one season in kick-off order. */
export function seasonMatchesRead(db: D1Database, ref: TeamSeasonRef): Read<MatchSummary[]> {
  const { team, season, values } = teamSeasonSql(ref)
  return rowsRead<Row, MatchSummary[]>(
    db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.team_id = ${team} AND m.season_id = ${season} ORDER BY m.kickoff, m.id`).bind(...values),
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
export function hasLeagueTableRead(db: D1Database, ref: TeamSeasonRef): Read<boolean> {
  const { team, season, values } = teamSeasonSql(ref)
  return firstRead(
    db.prepare(`SELECT 1 AS found FROM league_tables WHERE team_id = ${team} AND season_id = ${season} LIMIT 1`).bind(...values),
    (row) => row !== null,
  )
}

export const hasLeagueTable = (db: D1Database, teamId: number, seasonId: number): Promise<boolean> =>
  runRead(db, hasLeagueTableRead(db, { teamId, seasonId }))

interface TableRow {
  competition: string
  position: number
  club_name: string
  club_short_name: string
  crest_key: string | null
  /** 1 for the team's own row; 0, or null for a club that is not one of ours. */
  is_ours: number | null
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
export function leagueTableRead(db: D1Database, ref: TeamSeasonRef): Read<LeagueTable | null> {
  const { team, season, values } = teamSeasonSql(ref)
  const statement = db
    .prepare(`SELECT c.name AS competition, l.position, l.club_name, l.club_short_name, l.crest_key, l.team_id = ${team} AS is_ours,
                     l.played, l.won, l.drawn, l.lost, l.goals_for, l.goals_against, l.points, l.form
                FROM league_tables l JOIN competitions c ON c.id = l.competition_id
               WHERE l.season_id = ${season} AND l.competition_id = (
                     SELECT competition_id FROM league_tables WHERE team_id = ${team} AND season_id = ${season} LIMIT 1)
               ORDER BY l.position`)
    .bind(...values)
  return rowsRead<TableRow, LeagueTable | null>(statement, (results) => {
    if (results.length === 0) return null
    const rows: LeagueTableRow[] = results.map((r) => ({
      position: r.position,
      clubName: r.club_name,
      shortName: r.club_short_name,
      crestKey: r.crest_key,
      isOurs: r.is_ours === 1,
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
