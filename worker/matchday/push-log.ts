/**
 * Issue 21 §1: the match room's own SQLite storage (one room per match). The
 * log of pushed messages (ids from `latest_id`, never reused even once rows
 * are pruned), the shards that hold sockets, and when the match ended.
 * Bounded: shared/rules/match-push-log.ts prunes by age and by count.
 */
import { pushLogCutoff } from '../../shared/rules/match-push-log'
import type { MatchPushInput, MatchPushMessage } from '../../shared/schemas/match-push'

export function createPushTables(sql: SqlStorage): void {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS push_log (id INTEGER PRIMARY KEY, type TEXT NOT NULL, at TEXT NOT NULL, at_ms INTEGER NOT NULL, data TEXT NOT NULL)`,
  )
  sql.exec(`CREATE TABLE IF NOT EXISTS room_shards (idx INTEGER PRIMARY KEY)`)
  sql.exec(`CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL)`)
}

type MetaKey = 'latest_id' | 'ended_at' | 'pruned_up_to'

function meta(sql: SqlStorage, key: MetaKey): number | null {
  const row = sql.exec<{ value: number }>('SELECT value FROM room_meta WHERE key = ?', key).toArray()[0]
  return row ? row.value : null
}

function setMeta(sql: SqlStorage, key: MetaKey, value: number | null): void {
  if (value === null) sql.exec('DELETE FROM room_meta WHERE key = ?', key)
  else sql.exec('INSERT INTO room_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value)
}

export const latestId = (sql: SqlStorage): number => meta(sql, 'latest_id') ?? 0
export const endedAt = (sql: SqlStorage): number | null => meta(sql, 'ended_at')
export const setEndedAt = (sql: SqlStorage, at: number | null): void => setMeta(sql, 'ended_at', at)

export function oldestKept(sql: SqlStorage): number | null {
  const row = sql.exec<{ id: number | null }>('SELECT min(id) AS id FROM push_log').toArray()[0]
  return row?.id ?? null
}

/** Stores the message with the next id and prunes what no reconnect needs; synchronous, so ids follow the calls' order. */
export function appendMessage(sql: SqlStorage, matchId: number, input: MatchPushInput, now: number): MatchPushMessage {
  const id = latestId(sql) + 1
  const atMs = Date.parse(input.at)
  sql.exec(
    'INSERT INTO push_log (id, type, at, at_ms, data) VALUES (?, ?, ?, ?, ?)',
    id,
    input.type,
    input.at,
    Number.isNaN(atMs) ? now : atMs,
    JSON.stringify(input.data),
  )
  setMeta(sql, 'latest_id', id)
  const cutoff = pushLogCutoff(now, id)
  // The newest message always stays: a page that saw it must be able to resume from it.
  const pruned = sql
    .exec<{ at: number | null }>(
      'DELETE FROM push_log WHERE id < ? AND (at_ms < ? OR id <= ?) RETURNING at_ms AS at',
      id,
      cutoff.olderThan,
      cutoff.idAtMost,
    )
    .toArray()
  const newestPruned = Math.max(...pruned.map((row) => row.at ?? 0))
  if (pruned.length > 0 && newestPruned > (meta(sql, 'pruned_up_to') ?? 0)) setMeta(sql, 'pruned_up_to', newestPruned)
  return { id, matchId, ...input } as MatchPushMessage
}

interface LogRow {
  id: number
  type: MatchPushMessage['type']
  at: string
  data: string
  [key: string]: SqlStorageValue
}

/** The kept messages after `after`, oldest first. */
export function messagesAfter(sql: SqlStorage, matchId: number, after: number): MatchPushMessage[] {
  return sql
    .exec<LogRow>('SELECT id, type, at, data FROM push_log WHERE id > ? ORDER BY id', after)
    .toArray()
    .map((row) => ({ id: row.id, type: row.type, matchId, at: row.at, data: JSON.parse(row.data) }) as MatchPushMessage)
}

/** The kept messages written at or after `since` (ms), oldest first. */
export function messagesSince(sql: SqlStorage, matchId: number, since: number): MatchPushMessage[] {
  const first = sql.exec<{ id: number }>('SELECT id FROM push_log WHERE at_ms >= ? ORDER BY id LIMIT 1', since).toArray()[0]
  return first ? messagesAfter(sql, matchId, first.id - 1) : []
}

/** The newest `at` (ms) of a pruned message (null: nothing was ever pruned). */
export const prunedUpTo = (sql: SqlStorage): number | null => meta(sql, 'pruned_up_to')

export function addShard(sql: SqlStorage, index: number): void {
  sql.exec('INSERT OR IGNORE INTO room_shards (idx) VALUES (?)', index)
}

export function shardIndexes(sql: SqlStorage): number[] {
  return sql
    .exec<{ idx: number }>('SELECT idx FROM room_shards ORDER BY idx')
    .toArray()
    .map((row) => row.idx)
}
