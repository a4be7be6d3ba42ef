/** Match queries for the foundation pages (home next/last match). */
import type { ClubSide, MatchStatus, MatchSummary } from '../../shared/types/football'
import { firstRead, type Read, runRead } from './read'
import { TEAM_OF_SLUG } from './teams'

export interface MatchSummaryRow {
  id: number
  kickoff: string
  venue: string
  is_home: number
  opponent_name: string
  opponent_short_name: string
  opponent_crest_key: string | null
  home_score: number | null
  away_score: number | null
  status: MatchStatus
  season_slug: string
  competition_name: string
  team_id: number
  team_name: string
  team_slug: string
  club_name: string
  club_short_name: string
  club_crest_key: string
}

/**
 * Every column a MatchSummary needs; callers add their WHERE on the match (m)
 * and its team (t). Shared by the home page's queries and the fixture lists.
 */
export const MATCH_SUMMARY_SELECT = `
  SELECT m.id, m.kickoff, m.venue, m.is_home, m.opponent_name, m.opponent_short_name, m.opponent_crest_key,
         m.home_score, m.away_score, m.status, s.slug AS season_slug, c.name AS competition_name,
         t.id AS team_id, t.name AS team_name, t.slug AS team_slug,
         t.display_name AS club_name, t.short_name AS club_short_name, t.crest_key AS club_crest_key
    FROM matches m
    JOIN teams t ON t.id = m.team_id
    JOIN seasons s ON s.id = m.season_id
    JOIN competitions c ON c.id = m.competition_id`

/** The match's team is the one of the slug in ?1 (./teams.ts TEAM_OF_SLUG: its slug or its other name). */
const TEAM_BY_SLUG = `t.id = (SELECT id FROM teams WHERE ${TEAM_OF_SLUG})`

export function rowToMatchSummary(row: MatchSummaryRow): MatchSummary {
  const club: ClubSide = { name: row.club_name, shortName: row.club_short_name, crestKey: row.club_crest_key }
  const opponent: ClubSide = { name: row.opponent_name, shortName: row.opponent_short_name, crestKey: row.opponent_crest_key ?? '' }
  const isHome = row.is_home === 1
  return {
    id: row.id,
    team: { id: row.team_id, name: row.team_name, slug: row.team_slug },
    seasonSlug: row.season_slug,
    competition: row.competition_name,
    kickoff: row.kickoff,
    venue: row.venue,
    isHome,
    home: isHome ? club : opponent,
    away: isHome ? opponent : club,
    homeScore: row.home_score,
    awayScore: row.away_score,
    status: row.status,
  }
}

/**
 * next: the team's live match, else its soonest upcoming one from now on.
 * last: its most recent finished match before now.
 */
export function nextAndLastMatchRead(
  db: D1Database,
  teamSlug: string,
  nowIso: string,
): Read<{ next: MatchSummary | null; last: MatchSummary | null }> {
  const now = new Date(nowIso).toISOString()
  const first = (result: D1Result | undefined) => {
    const row = result?.results[0] as MatchSummaryRow | undefined
    return row ? rowToMatchSummary(row) : null
  }
  return {
    statements: [
      db
        .prepare(`${MATCH_SUMMARY_SELECT}
        WHERE ${TEAM_BY_SLUG} AND (m.status = 'live' OR (m.status = 'upcoming' AND m.kickoff >= ?2))
        ORDER BY m.status = 'live' DESC, m.kickoff ASC LIMIT 1`)
        .bind(teamSlug, now),
      db
        .prepare(`${MATCH_SUMMARY_SELECT}
        WHERE ${TEAM_BY_SLUG} AND m.status = 'fulltime' AND m.kickoff < ?2
        ORDER BY m.kickoff DESC LIMIT 1`)
        .bind(teamSlug, now),
    ],
    map: ([next, last]) => ({ next: first(next), last: first(last) }),
  }
}

export const getNextAndLastMatch = (db: D1Database, teamSlug: string, nowIso: string) =>
  runRead(db, nextAndLastMatchRead(db, teamSlug, nowIso))

/** One match by id, as a summary (the live pages name the match a stream covers). */
export function matchSummaryRead(db: D1Database, matchId: number): Read<MatchSummary | null> {
  return firstRead<MatchSummaryRow, MatchSummary | null>(db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.id = ?1`).bind(matchId), (row) =>
    row ? rowToMatchSummary(row) : null,
  )
}
