/**
 * Issue 21 §7 in production: Workers Analytics Engine. Each point is one
 * data point (writeDataPoint returns at once; the runtime sends it in the
 * background, so counting never slows the request it counts): index1 and
 * blob1 the kind, blob2 the label, blob3 the stream, blob4 the country,
 * double1 the count (1, or a match's socket delta), double2 the
 * milliseconds. The view reads the figures back through the Analytics
 * Engine SQL API (POST /accounts/{id}/analytics_engine/sql with a bearer
 * token), weighting each row by _sample_interval as Cloudflare's docs ask,
 * since the engine samples busy datasets.
 */
import { OPS_MINUTE_MS, type OpsRow } from '../../shared/rules/ops-figures'
import { OPS_DATASET, type OpsSettings } from '../config/ops-settings'
import type { MatchSockets, OpsStore } from './ops-store'

type EngineSettings = Extract<OpsSettings, { store: 'analytics-engine' }>

/** How far back sockets are summed: a match and the hour after it, with room (the room closes them all by then). */
const MATCH_SOCKETS_HOURS = 6

async function query<T>(settings: EngineSettings, sql: string): Promise<T[]> {
  const response = await fetch(`https://api.cloudflare.com/client/v4/accounts/${settings.accountId}/analytics_engine/sql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.apiToken}` },
    body: `${sql} FORMAT JSON`,
  })
  // The answer's text may echo the query, never the token; only the status is passed on.
  if (!response.ok) throw new Error(`Analytics Engine SQL API answered ${response.status}`)
  const body = (await response.json()) as { data?: T[] }
  return body.data ?? []
}

export function analyticsEngineStore(settings: EngineSettings): OpsStore {
  const { dataset } = settings
  return {
    name: 'analytics-engine',
    // The engine stamps each point as it is written (a buffered point is at most a moment late).
    async write(points) {
      for (const p of points)
        dataset.writeDataPoint({ indexes: [p.kind], blobs: [p.kind, p.label, p.stream, p.country], doubles: [1, p.value] })
    },
    async addMatchSockets(matchId, delta) {
      dataset.writeDataPoint({ indexes: ['sockets'], blobs: ['sockets', String(matchId), '', ''], doubles: [delta, 0] })
    },
    async rows(fromMinute, toMinute) {
      // Whole numbers only reach the query (minutes since the epoch), never text from a request.
      const from = Math.floor(fromMinute) * (OPS_MINUTE_MS / 1000)
      const to = (Math.floor(toMinute) + 1) * (OPS_MINUTE_MS / 1000)
      // The SQL API returns the minute as text or a number; the rest is an OpsRow as it is.
      const rows = await query<Omit<OpsRow, 'minute'> & { minute: string | number }>(
        settings,
        `SELECT intDiv(toUInt32(timestamp), 60) AS minute, blob1 AS kind, blob2 AS label, blob3 AS stream, blob4 AS country,
                SUM(_sample_interval * double1) AS count, SUM(_sample_interval * double2) AS total
           FROM ${OPS_DATASET}
          WHERE timestamp >= toDateTime(${from}) AND timestamp < toDateTime(${to}) AND blob1 != 'sockets'
          GROUP BY minute, kind, label, stream, country`,
      )
      return rows.map((row): OpsRow => ({ ...row, minute: Number(row.minute), count: Number(row.count), total: Number(row.total) }))
    },
    async matchSockets(): Promise<MatchSockets[]> {
      const rows = await query<{ match: string; open: number }>(
        settings,
        `SELECT blob2 AS match, SUM(_sample_interval * double1) AS open
           FROM ${OPS_DATASET}
          WHERE blob1 = 'sockets' AND timestamp > NOW() - INTERVAL '${MATCH_SOCKETS_HOURS}' HOUR
          GROUP BY match ORDER BY open DESC LIMIT 50`,
      )
      return rows.map((row) => ({ matchId: Number(row.match), open: Math.round(Number(row.open)) })).filter((row) => row.open > 0)
    },
  }
}
