/**
 * Issue 21 §6: the club's notices (migration 0016). Each change is one D1
 * batch with its audit entry; the entry is refused (and the batch with it)
 * when the statement before it changed no row.
 */
import type { MatchNotice } from '../../shared/schemas/match-push'
import { type Actor, auditStatement } from '../admin/audit'
import { type Read, rowsRead } from './read'

interface NoticeRow {
  id: number
  match_id: number | null
  stream_id: string | null
  message_en: string
  message_ar: string
  created_at: string
}

const COLUMNS = 'id, match_id, stream_id, message_en, message_ar, created_at'

export const rowToNotice = (row: NoticeRow): MatchNotice => ({
  id: row.id,
  matchId: row.match_id,
  streamId: row.stream_id,
  message: { en: row.message_en, ar: row.message_ar },
  createdAt: row.created_at,
})

/** The live or next match carrying a stream (as the live player page picks it: worker/db/stream-assets.ts). */
export async function streamTarget(db: D1Database, streamId: string): Promise<{ exists: boolean; matchId: number | null }> {
  const row = await db
    .prepare(
      `SELECT (SELECT 1 FROM stream_assets WHERE id = ?1) AS stream,
              (SELECT m.id FROM matches m WHERE (m.audio_asset_id = ?1 OR m.video_asset_id = ?1) AND m.status IN ('live', 'upcoming')
                ORDER BY m.status = 'live' DESC, m.kickoff ASC LIMIT 1) AS match_id`,
    )
    .bind(streamId)
    .first<{ stream: number | null; match_id: number | null }>()
  return { exists: row?.stream === 1, matchId: row?.match_id ?? null }
}

export async function matchExists(db: D1Database, matchId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM matches WHERE id = ?1').bind(matchId).first()) !== null
}

export async function createNotice(
  db: D1Database,
  notice: { matchId: number | null; streamId: string | null; message: { en: string; ar: string } },
  actor: Actor,
  at: Date,
): Promise<MatchNotice> {
  const insert = db
    .prepare(
      `INSERT INTO match_notices (match_id, stream_id, message_en, message_ar, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .bind(notice.matchId, notice.streamId, notice.message.en, notice.message.ar, at.toISOString(), actor.email)
  const audit = auditStatement(
    db,
    {
      actor,
      action: 'create',
      subjectType: 'notice',
      subjectId: { sql: 'last_insert_rowid()', params: [] },
      before: null,
      after: notice,
      at,
    },
    { created: true },
  )
  const [inserted] = await db.batch([insert, audit])
  return rowToNotice(inserted?.results[0] as NoticeRow)
}

/** Marks a current notice resolved; the notice as it was, or null when there is no current notice of that id. */
export async function resolveNotice(db: D1Database, id: number, actor: Actor, at: Date): Promise<MatchNotice | null> {
  const current = await db.prepare(`SELECT ${COLUMNS} FROM match_notices WHERE id = ?1 AND resolved_at IS NULL`).bind(id).first<NoticeRow>()
  if (!current) return null
  const update = db
    .prepare('UPDATE match_notices SET resolved_at = ?2, resolved_by = ?3 WHERE id = ?1 AND resolved_at IS NULL')
    .bind(id, at.toISOString(), actor.email)
  const audit = auditStatement(
    db,
    { actor, action: 'resolve', subjectType: 'notice', subjectId: String(id), before: rowToNotice(current), after: null, at },
    // Resolved by someone else meanwhile: the update changed nothing and the entry refuses the batch.
    { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
  )
  try {
    await db.batch([update, audit])
  } catch (err) {
    if (err instanceof Error && /NOT NULL constraint failed: audit_log\.subject_version/.test(`${err.message} ${String(err.cause)}`))
      return null
    throw err
  }
  return rowToNotice(current)
}

/** The current notices: of a match (its own and its streams'), or of one stream. Newest first. */
export function currentNoticesStatement(db: D1Database, of: { matchId: number } | { streamId: string }): D1PreparedStatement {
  const where = 'matchId' in of ? 'match_id = ?1' : 'stream_id = ?1'
  return db
    .prepare(`SELECT ${COLUMNS} FROM match_notices WHERE ${where} AND resolved_at IS NULL ORDER BY id DESC LIMIT 5`)
    .bind('matchId' in of ? of.matchId : of.streamId)
}

/**
 * The live player's notices: its stream's own, and its match's that name no
 * stream (the match the page shows: the live or next one carrying the stream).
 */
export function streamNoticesRead(db: D1Database, asset: { sql: string; value: string }): Read<MatchNotice[]> {
  const statement = db
    .prepare(
      `SELECT ${COLUMNS} FROM match_notices WHERE resolved_at IS NULL AND (stream_id = ${asset.sql} OR (stream_id IS NULL AND match_id = (
         SELECT am.id FROM matches am WHERE (am.audio_asset_id = ${asset.sql} OR am.video_asset_id = ${asset.sql}) AND am.status IN ('live', 'upcoming')
          ORDER BY am.status = 'live' DESC, am.kickoff ASC LIMIT 1)))
        ORDER BY id DESC LIMIT 5`,
    )
    .bind(asset.value)
  return rowsRead<NoticeRow, MatchNotice[]>(statement, (rows) => rows.map(rowToNotice))
}

/** The match centre's notices: the match's own and its streams'. */
export function matchNoticesRead(db: D1Database, matchId: number): Read<MatchNotice[]> {
  return rowsRead<NoticeRow, MatchNotice[]>(currentNoticesStatement(db, { matchId }), (rows) => rows.map(rowToNotice))
}

export async function currentNotices(db: D1Database): Promise<MatchNotice[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM match_notices WHERE resolved_at IS NULL ORDER BY id DESC LIMIT 100`)
    .all<NoticeRow>()
  return results.map(rowToNotice)
}
