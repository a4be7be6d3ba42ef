/**
 * Issue 19 §5 match-day console: the reads and the writes beyond adding an
 * event (worker/db/match-events.ts). Each write is one D1 batch (one
 * transaction) with its audit entry right after the statement it records;
 * the entry's check `changes() = 1` refuses the whole batch when that
 * statement found its row changed by someone else, so nothing is half-written.
 */
import { isVersionConflict } from '../admin/audit'
import { liveRightsSummary } from '../../shared/rules/live-rights-summary'
import { allowedStatusRequests, consolePhase, type StatusChange } from '../../shared/rules/match-status-change'
import { movesScore } from '../../shared/rules/match-event-correction'
import type { ScoreChange } from '../../shared/rules/match-event-entry'
import { consoleStreamStatus, type StoredStreamStatus } from '../../shared/rules/stream-console-status'
import type { MatchEventEntry } from '../../shared/schemas/match-events'
import type { MatchEvent, MatchStatus } from '../../shared/types/football'
import type { MatchConsoleState } from '../../shared/types/match-console'
import { liveRightsConfigRead } from './live-rights'
import { type EventRow, rowToEvent } from './match-centre'
import { MATCH_SUMMARY_SELECT, type MatchSummaryRow, rowToMatchSummary } from './matches'

export type Audit = (db: D1Database) => D1PreparedStatement

/** Written: true; the row was not as read (another operator came first): false, and nothing was written. */
export type WriteOutcome = 'written' | 'changed' | 'negativeScore'

interface ConsoleRow {
  minute: number | null
  home_half_time_score: number | null
  away_half_time_score: number | null
  first_team: number
}

/** Everything the console shows, in one round trip; null for an unknown match. */
export async function readMatchConsole(db: D1Database, matchId: number): Promise<MatchConsoleState | null> {
  const rights = liveRightsConfigRead(db)
  const results = await db.batch([
    db.prepare(`${MATCH_SUMMARY_SELECT} WHERE m.id = ?1`).bind(matchId),
    db
      .prepare(`SELECT m.minute, m.home_half_time_score, m.away_half_time_score, t.slug = '' AS first_team
                  FROM matches m JOIN teams t ON t.id = m.team_id WHERE m.id = ?1`)
      .bind(matchId),
    db
      .prepare(`SELECT id, minute, added_minute, event_type, side, player_name, related_player_name
                  FROM match_events WHERE match_id = ?1 ORDER BY minute, COALESCE(added_minute, 0), id`)
      .bind(matchId),
    db
      .prepare(`SELECT a.id, a.title, a.content_kind, a.status FROM matches m JOIN stream_assets a ON a.id IN (m.audio_asset_id, m.video_asset_id)
                 WHERE m.id = ?1 ORDER BY a.content_kind = 'video', a.id`)
      .bind(matchId),
    ...rights.statements,
  ])
  const summary = results[0]?.results[0] as MatchSummaryRow | undefined
  const extra = results[1]?.results[0] as ConsoleRow | undefined
  if (!summary || !extra) return null
  const match = rowToMatchSummary(summary)
  const halfTime =
    extra.home_half_time_score !== null && extra.away_half_time_score !== null
      ? { home: extra.home_half_time_score, away: extra.away_half_time_score }
      : null
  const phase = consolePhase(match.status, halfTime !== null)
  const streams = (results[3]?.results ?? []) as Array<{
    id: string
    title: string
    content_kind: 'audio' | 'video'
    status: StoredStreamStatus
  }>
  return {
    match,
    minute: extra.minute,
    halfTime,
    phase,
    allowed: allowedStatusRequests(phase),
    events: ((results[2]?.results ?? []) as EventRow[]).map(rowToEvent),
    streams: streams.map((s) => ({ id: s.id, title: s.title, contentKind: s.content_kind, status: consoleStreamStatus(s.status) })),
    liveRights: liveRightsSummary(rights.map(results.slice(4)), { firstTeam: extra.first_team === 1, seasonSlug: match.seasonSlug }),
  }
}

/** The match as a status change is judged: its status and whether its half-time score is recorded. */
export async function findMatchHalfTime(db: D1Database, matchId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT home_half_time_score IS NOT NULL AND away_half_time_score IS NOT NULL AS recorded FROM matches WHERE id = ?')
    .bind(matchId)
    .first<{ recorded: number }>()
  return row?.recorded === 1
}

/**
 * Kick-off, half-time or full time, only while the match is in the status
 * and half it was judged in (the WHERE), with its audit entry. Kick-off and
 * full time record when they happened (issue 20 §4: the replay is cut from
 * kicked_off_at to full_time_at).
 */
export async function changeMatchStatus(
  db: D1Database,
  match: { id: number; status: MatchStatus; halfTimeRecorded: boolean },
  change: Extract<StatusChange, { outcome: 'allowed' }>,
  audit: Audit,
  at: Date = new Date(),
): Promise<WriteOutcome> {
  const update = db
    .prepare(
      `UPDATE matches SET status = ?3,
              kicked_off_at = CASE WHEN ?2 = 'upcoming' AND ?3 = 'live' THEN ?7 ELSE kicked_off_at END,
              full_time_at = CASE WHEN ?3 = 'fulltime' THEN ?7 ELSE full_time_at END,
              home_score = CASE WHEN ?4 THEN COALESCE(home_score, 0) ELSE home_score END,
              away_score = CASE WHEN ?4 THEN COALESCE(away_score, 0) ELSE away_score END,
              home_half_time_score = CASE WHEN ?5 THEN COALESCE(home_score, 0) ELSE home_half_time_score END,
              away_half_time_score = CASE WHEN ?5 THEN COALESCE(away_score, 0) ELSE away_half_time_score END,
              version = version + 1
        WHERE id = ?1 AND status = ?2 AND (home_half_time_score IS NOT NULL AND away_half_time_score IS NOT NULL) = ?6`,
    )
    .bind(
      match.id,
      match.status,
      change.to,
      change.startsScore ? 1 : 0,
      change.recordsHalfTime ? 1 : 0,
      match.halfTimeRecorded ? 1 : 0,
      at.toISOString(),
    )
  return runGuarded(db, [update, audit(db)])
}

/** One event of one match; null when the id is another match's or none. */
export async function findMatchEvent(db: D1Database, matchId: number, eventId: number): Promise<MatchEvent | null> {
  const row = await db
    .prepare(`SELECT id, minute, added_minute, event_type, side, player_name, related_player_name
                FROM match_events WHERE id = ?1 AND match_id = ?2`)
    .bind(eventId, matchId)
    .first<EventRow>()
  return row ? rowToEvent(row) : null
}

/** The event exactly as it was read: a correction or deletion applies only to what the operator saw. */
const EVENT_AS_READ = `id = ?1 AND match_id = ?2 AND minute = ?3 AND added_minute IS ?4 AND event_type = ?5 AND side = ?6
  AND player_name = ?7 AND related_player_name IS ?8 AND EXISTS (SELECT 1 FROM matches WHERE id = ?2 AND status = ?9)`

function eventAsReadParams(matchId: number, event: MatchEvent, status: MatchStatus): unknown[] {
  return [event.id, matchId, event.minute, event.addedMinute, event.type, event.side, event.playerName, event.relatedPlayerName, status]
}

function scoreStatement(db: D1Database, matchId: number, change: ScoreChange): D1PreparedStatement {
  // A NULL half-time score (not yet recorded) stays NULL; a score below 0 fails the CHECK and the batch.
  return db
    .prepare(`UPDATE matches SET home_score = home_score + ?2, away_score = away_score + ?3,
                     home_half_time_score = home_half_time_score + ?4, away_half_time_score = away_half_time_score + ?5,
                     version = version + 1
               WHERE id = ?1`)
    .bind(matchId, change.home, change.away, change.homeHalfTime, change.awayHalfTime)
}

/** Removes a wrong event and takes back what it did to the score. */
export function removeMatchEvent(
  db: D1Database,
  match: { id: number; status: MatchStatus },
  event: MatchEvent,
  change: ScoreChange,
  audit: Audit,
): Promise<WriteOutcome> {
  const remove = db.prepare(`DELETE FROM match_events WHERE ${EVENT_AS_READ}`).bind(...eventAsReadParams(match.id, event, match.status))
  return runGuarded(db, [remove, audit(db), ...(movesScore(change) ? [scoreStatement(db, match.id, change)] : [])])
}

/** Replaces an event's minute, type, side and names, and moves the score by the difference. */
export function correctMatchEvent(
  db: D1Database,
  match: { id: number; status: MatchStatus },
  event: MatchEvent,
  entry: MatchEventEntry,
  change: ScoreChange,
  audit: Audit,
): Promise<WriteOutcome> {
  const update = db
    .prepare(
      `UPDATE match_events SET minute = ?10, added_minute = ?11, event_type = ?12, side = ?13, player_name = ?14, related_player_name = ?15
        WHERE ${EVENT_AS_READ}`,
    )
    .bind(
      ...eventAsReadParams(match.id, event, match.status),
      entry.minute,
      entry.addedMinute,
      entry.type,
      entry.side,
      entry.playerName,
      entry.relatedPlayerName,
    )
  return runGuarded(db, [update, audit(db), ...(movesScore(change) ? [scoreStatement(db, match.id, change)] : [])])
}

/** The stored status and kind of one of the match's own stream assets; null when the asset is not the match's. */
export async function findMatchStream(
  db: D1Database,
  matchId: number,
  assetId: string,
): Promise<{ status: StoredStreamStatus; kind: 'audio' | 'video' } | null> {
  const row = await db
    .prepare(`SELECT a.status, a.content_kind FROM matches m JOIN stream_assets a ON a.id IN (m.audio_asset_id, m.video_asset_id)
               WHERE m.id = ?1 AND a.id = ?2`)
    .bind(matchId, assetId)
    .first<{ status: StoredStreamStatus; content_kind: 'audio' | 'video' }>()
  return row ? { status: row.status, kind: row.content_kind } : null
}

export function setStreamStatus(db: D1Database, assetId: string, from: StoredStreamStatus, to: StoredStreamStatus, audit: Audit) {
  const update = db.prepare('UPDATE stream_assets SET status = ?3 WHERE id = ?1 AND status = ?2').bind(assetId, from, to)
  return runGuarded(db, [update, audit(db)])
}

async function runGuarded(db: D1Database, statements: D1PreparedStatement[]): Promise<WriteOutcome> {
  try {
    await db.batch(statements)
    return 'written'
  } catch (err) {
    if (isVersionConflict(err)) return 'changed'
    if (err instanceof Error && /CHECK constraint failed/.test(`${err.message} ${String(err.cause ?? '')}`)) return 'negativeScore'
    throw err
  }
}
