/**
 * Issue 21 §7, locally and in the tests: the operations counters in D1
 * (migrations/0018_ops_figures.sql), one row per minute and key. A write is
 * one batch: the points, summed by key, go in as one JSON parameter (as the
 * tracking events do, worker/events/write-events.ts), and minutes older than
 * OPS_RETENTION_MINUTES are deleted, so the table stays small and bounded.
 */
import { minuteOf, OPS_RETENTION_MINUTES, type OpsRow } from '../../shared/rules/ops-figures'
import type { MatchSockets, OpsStore, TimedPoint } from './ops-store'

/** A match's socket count is forgotten a day after it last changed (a match and its aftermath are long over). */
const MATCH_SOCKETS_KEPT_MINUTES = 24 * 60

interface Summed {
  m: number
  k: string
  l: string
  s: string
  c: string
  n: number
  t: number
}

function summed(points: readonly TimedPoint[]): Summed[] {
  const byKey = new Map<string, Summed>()
  for (const p of points) {
    const minute = minuteOf(p.at)
    const key = JSON.stringify([minute, p.kind, p.label, p.stream, p.country])
    const row = byKey.get(key) ?? { m: minute, k: p.kind, l: p.label, s: p.stream, c: p.country, n: 0, t: 0 }
    row.n += 1
    row.t += p.value
    byKey.set(key, row)
  }
  return [...byKey.values()]
}

export function d1OpsStore(db: D1Database): OpsStore {
  return {
    name: 'd1',
    async write(points) {
      if (points.length === 0) return
      const minute = Math.max(...points.map((p) => minuteOf(p.at)))
      await db.batch([
        db
          .prepare(
            `INSERT INTO ops_minutes (minute, kind, label, stream, country, count, total)
             SELECT json_extract(value, '$.m'), json_extract(value, '$.k'), json_extract(value, '$.l'),
                    json_extract(value, '$.s'), json_extract(value, '$.c'), json_extract(value, '$.n'), json_extract(value, '$.t')
               FROM json_each(?1)
              WHERE true -- SQLite needs a WHERE before ON CONFLICT after a SELECT
             ON CONFLICT (minute, kind, label, stream, country)
             DO UPDATE SET count = count + excluded.count, total = total + excluded.total`,
          )
          .bind(JSON.stringify(summed(points))),
        db.prepare('DELETE FROM ops_minutes WHERE minute < ?').bind(minute - OPS_RETENTION_MINUTES),
      ])
    },
    async addMatchSockets(matchId, delta, now) {
      const minute = minuteOf(now)
      await db.batch([
        db
          .prepare(
            `INSERT INTO ops_match_sockets (match_id, open, updated_minute) VALUES (?1, max(0, ?2), ?3)
             ON CONFLICT (match_id) DO UPDATE SET open = max(0, open + ?2), updated_minute = ?3`,
          )
          .bind(matchId, delta, minute),
        db.prepare('DELETE FROM ops_match_sockets WHERE updated_minute < ?').bind(minute - MATCH_SOCKETS_KEPT_MINUTES),
      ])
    },
    async rows(fromMinute, toMinute) {
      const { results } = await db
        .prepare(
          `SELECT minute, kind, label, stream, country, count, total FROM ops_minutes
            WHERE minute BETWEEN ? AND ? ORDER BY minute`,
        )
        .bind(fromMinute, toMinute)
        .all<OpsRow>()
      return results
    },
    async matchSockets(): Promise<MatchSockets[]> {
      const { results } = await db
        .prepare('SELECT match_id AS matchId, open FROM ops_match_sockets WHERE open > 0 ORDER BY open DESC, match_id LIMIT 50')
        .all<MatchSockets>()
      return results
    },
  }
}
