/**
 * The dates buying depends on (SPEC §1, §6, §9.2): the match a pass is sold
 * for (the live first-team match, else the next one) and the end of the
 * current season for the plus tier's season price.
 */
import { seasonEnd } from '../../shared/rules/one-off-grant'

export interface PassMatchRecord {
  matchId: number
  kickoff: string
  firstTeam: boolean
  seasonSlug: string
  /** The match is being played now (its status says so, whatever the clock says of its kick-off day). */
  live: boolean
}

interface PassMatchRow {
  id: number
  kickoff: string
  first_team: number
  season_slug: string
  status: string
}

const PASS_MATCH_SELECT = `SELECT m.id, m.kickoff, m.status, t.slug = '' AS first_team, s.slug AS season_slug
  FROM matches m JOIN teams t ON t.id = m.team_id JOIN seasons s ON s.id = m.season_id`

function rowToPassMatch(row: PassMatchRow): PassMatchRecord {
  return {
    matchId: row.id,
    kickoff: row.kickoff,
    firstTeam: row.first_team === 1,
    seasonSlug: row.season_slug,
    live: row.status === 'live',
  }
}

/** The first-team match a pass is sold for now: the live one, else the soonest upcoming one; null when there is none. */
export async function nextPassMatch(db: D1Database, now: Date): Promise<PassMatchRecord | null> {
  const row = await db
    .prepare(
      `${PASS_MATCH_SELECT}
        WHERE t.slug = '' AND (m.status = 'live' OR (m.status = 'upcoming' AND m.kickoff >= ?1))
        ORDER BY m.status = 'live' DESC, m.kickoff ASC LIMIT 1`,
    )
    .bind(now.toISOString())
    .first<PassMatchRow>()
  return row ? rowToPassMatch(row) : null
}

export async function findPassMatch(db: D1Database, matchId: number): Promise<PassMatchRecord | null> {
  const row = await db.prepare(`${PASS_MATCH_SELECT} WHERE m.id = ?`).bind(matchId).first<PassMatchRow>()
  return row ? rowToPassMatch(row) : null
}

/** The current season: its start year and when it ends (shared/rules/one-off-grant.ts seasonEnd, from its last first-team fixture). */
export async function currentSeason(db: D1Database): Promise<{ startYear: number; endsAt: string } | null> {
  const row = await db
    .prepare(
      `SELECT s.start_year,
              (SELECT max(m.kickoff) FROM matches m JOIN teams t ON t.id = m.team_id WHERE m.season_id = s.id AND t.slug = '') AS last_kickoff
         FROM seasons s WHERE s.is_current = 1`,
    )
    .first<{ start_year: number; last_kickoff: string | null }>()
  return row ? { startYear: row.start_year, endsAt: seasonEnd(row.start_year, row.last_kickoff) } : null
}

/** When the current season ends. */
export async function currentSeasonEnd(db: D1Database): Promise<string | null> {
  return (await currentSeason(db))?.endsAt ?? null
}
