/**
 * Writing the match data feed's events (SPEC §2.1 match centre events and
 * score; the feed is SPEC §7's 'match data' service base). An event and the
 * score it changes go in one D1 batch, which runs as one transaction, so the
 * match centre never shows a goal without its score or the other way round.
 */
import { isVersionConflict } from '../admin/audit'
import { changesScore, type ScoreChange } from '../../shared/rules/match-event-entry'
import type { MatchEventEntry } from '../../shared/schemas/match-events'
import type { MatchEvent, MatchStatus } from '../../shared/types/football'
import { type EventRow, rowToEvent } from './match-centre'

export interface MatchForEvents {
  id: number
  status: MatchStatus
  /** '' for the men's first team. */
  teamSlug: string
  teamAltSlug: string | null
  seasonSlug: string
}

interface MatchRow {
  id: number
  status: MatchStatus
  team_slug: string
  team_alt_slug: string | null
  season_slug: string
}

/** The match an event is for, with what its pages' paths are made of; null for an unknown id. */
export async function findMatchForEvents(db: D1Database, matchId: number): Promise<MatchForEvents | null> {
  const row = await db
    .prepare(`SELECT m.id, m.status, t.slug AS team_slug, t.alt_slug AS team_alt_slug, s.slug AS season_slug
                FROM matches m JOIN teams t ON t.id = m.team_id JOIN seasons s ON s.id = m.season_id
               WHERE m.id = ?1`)
    .bind(matchId)
    .first<MatchRow>()
  return row
    ? { id: row.id, status: row.status, teamSlug: row.team_slug, teamAltSlug: row.team_alt_slug, seasonSlug: row.season_slug }
    : null
}

export type AddedMatchEvent =
  | { outcome: 'added'; event: MatchEvent; homeScore: number | null; awayScore: number | null }
  /** The match's status moved on between reading it and writing: nothing was written. */
  | { outcome: 'statusChanged' }

/**
 * Adds the event and, for a goal, its score, only while the match still has
 * the status it was checked in: both statements carry that condition, inside
 * one transaction, so both happen or neither does. A half-time score not yet
 * recorded stays NULL (NULL + 1 is NULL).
 */
export async function addMatchEvent(
  db: D1Database,
  match: Pick<MatchForEvents, 'id' | 'status'>,
  entry: MatchEventEntry,
  change: ScoreChange,
  audit?: (db: D1Database) => D1PreparedStatement,
): Promise<AddedMatchEvent> {
  const insert = db
    .prepare(`INSERT INTO match_events (match_id, minute, added_minute, event_type, side, player_name, related_player_name)
              SELECT ?1, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM matches WHERE id = ?1 AND status = ?2)
              RETURNING id, minute, added_minute, event_type, side, player_name, related_player_name`)
    .bind(match.id, match.status, entry.minute, entry.addedMinute, entry.type, entry.side, entry.playerName, entry.relatedPlayerName)
  const score = db
    .prepare(`UPDATE matches SET home_score = home_score + ?3, away_score = away_score + ?4,
                     home_half_time_score = home_half_time_score + ?5, away_half_time_score = away_half_time_score + ?6,
                     version = version + 1
               WHERE id = ?1 AND status = ?2`)
    .bind(match.id, match.status, change.home, change.away, change.homeHalfTime, change.awayHalfTime)
  const read = db.prepare(`SELECT home_score, away_score FROM matches WHERE id = ?1`).bind(match.id)
  // Issue 19 §9: the audit entry right after the insert, in the same batch; it refuses the batch when the insert did not happen.
  const audited = audit ? [audit(db)] : []
  let results: D1Result[]
  try {
    results = await db.batch(changesScore(change) ? [insert, ...audited, score, read] : [insert, ...audited, read])
  } catch (err) {
    if (audit && isVersionConflict(err)) return { outcome: 'statusChanged' }
    throw err
  }
  const row = results[0]?.results[0] as EventRow | undefined
  if (!row) return { outcome: 'statusChanged' }
  const scores = results.at(-1)?.results[0] as { home_score: number | null; away_score: number | null } | undefined
  return {
    outcome: 'added',
    event: rowToEvent(row),
    homeScore: scores?.home_score ?? null,
    awayScore: scores?.away_score ?? null,
  }
}
