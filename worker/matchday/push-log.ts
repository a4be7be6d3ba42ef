/**
 * Issue 21 §1: the push log in a match room's own SQLite storage, and a shard's copy of it. The
 * log of pushed messages (ids from `latest_id`, never reused even once rows
 * are pruned), the shards that hold sockets, and when the match ended.
 * Bounded: shared/rules/match-push-log.ts prunes by age and by count.
 */
import { type CatchUp, catchUp, catchUpSince, pushLogCutoff, roomState } from '../../shared/rules/match-push-log'
import type { MatchPushInput, MatchPushMessage } from '../../shared/schemas/match-push'
import type { MatchStatus } from '../../shared/types/football'

export function createPushTables(sql: SqlStorage): void {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS push_log (id INTEGER PRIMARY KEY, type TEXT NOT NULL, at TEXT NOT NULL, at_ms INTEGER NOT NULL, data TEXT NOT NULL)`,
  )
  sql.exec(`CREATE TABLE IF NOT EXISTS room_shards (idx INTEGER PRIMARY KEY)`)
  sql.exec(`CREATE TABLE IF NOT EXISTS room_meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL)`)
}

type MetaKey = 'latest_id' | 'ended_at' | 'pruned_up_to' | 'copy_joined'

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
  const message = { id: latestId(sql) + 1, matchId, ...input } as MatchPushMessage
  storeMessage(sql, message, now)
  return message
}

/**
 * Keeps a message under its own id (the room's, or a shard's copy of it: a
 * second copy of one id changes nothing), notes when the match ended, and
 * prunes what no reconnect needs.
 */
export function storeMessage(sql: SqlStorage, message: MatchPushMessage, now: number): void {
  const atMs = Date.parse(message.at)
  sql.exec(
    'INSERT OR IGNORE INTO push_log (id, type, at, at_ms, data) VALUES (?, ?, ?, ?, ?)',
    message.id,
    message.type,
    message.at,
    Number.isNaN(atMs) ? now : atMs,
    JSON.stringify(message.data),
  )
  const latest = Math.max(latestId(sql), message.id)
  setMeta(sql, 'latest_id', latest)
  if (message.type === 'status' && message.id === latest) {
    const over = message.data.status === 'fulltime' || message.data.status === 'postponed'
    setMeta(sql, 'ended_at', over ? (Number.isNaN(atMs) ? now : atMs) : null)
  }
  const cutoff = pushLogCutoff(now, latest)
  // The newest message always stays: a page that saw it must be able to resume from it.
  const pruned = sql
    .exec<{ at: number | null }>(
      'DELETE FROM push_log WHERE id < ? AND (at_ms < ? OR id <= ?) RETURNING at_ms AS at',
      latest,
      cutoff.olderThan,
      cutoff.idAtMost,
    )
    .toArray()
  const newestPruned = Math.max(...pruned.map((row) => row.at ?? 0))
  if (pruned.length > 0 && newestPruned > (meta(sql, 'pruned_up_to') ?? 0)) setMeta(sql, 'pruned_up_to', newestPruned)
}

/** 'over': the room closed (an hour after full time); otherwise catchUp's reading, and the messages to replay. */
export interface JoinResult {
  outcome: CatchUp | 'over'
  lastId: number
  messages: MatchPushMessage[]
}

export type JoinFrom = { after: number } | { since: number }

/**
 * What a socket joining with `from` missed, read from this log (the room's,
 * or a shard's copy): after an id, or written since a time (ms), or nothing
 * (null: live only, and the page reads its state once).
 */
export function readJoin(sql: SqlStorage, matchId: number, from: JoinFrom | null, status: MatchStatus, now: number): JoinResult {
  const lastId = latestId(sql)
  if (roomState(status, endedAt(sql), now) === 'over') return { outcome: 'over', lastId, messages: [] }
  if (from === null) return { outcome: 'pruned', lastId, messages: [] }
  if ('since' in from) {
    return { outcome: catchUpSince(from.since, prunedUpTo(sql)), lastId, messages: messagesSince(sql, matchId, from.since) }
  }
  const outcome = catchUp(from.after, lastId, oldestKept(sql))
  return { outcome, lastId, messages: outcome === 'replay' ? messagesAfter(sql, matchId, from.after) : [] }
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

/** A shard's copy: whether it has the room's log (its first socket fetched it). */
export const copyJoined = (sql: SqlStorage): boolean => meta(sql, 'copy_joined') === 1
export const setCopyJoined = (sql: SqlStorage): void => setMeta(sql, 'copy_joined', 1)

export function addShard(sql: SqlStorage, index: number): void {
  sql.exec('INSERT OR IGNORE INTO room_shards (idx) VALUES (?)', index)
}

export function shardIndexes(sql: SqlStorage): number[] {
  return sql
    .exec<{ idx: number }>('SELECT idx FROM room_shards ORDER BY idx')
    .toArray()
    .map((row) => row.idx)
}
