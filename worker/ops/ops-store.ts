/**
 * Issue 21 §7: the operations figures' port, one interface with two stores.
 * Production writes data points to Workers Analytics Engine and reads them
 * back through its SQL API (analytics-engine-store.ts); npm start and the
 * worker tests keep per-minute counters in D1 (d1-ops-store.ts). Which one
 * is configuration (worker/config/ops-settings.ts), read once.
 */
import type { OpsPoint, OpsRow } from '../../shared/rules/ops-figures'
import { configOf } from '../config'
import { analyticsEngineStore } from './analytics-engine-store'
import { d1OpsStore } from './d1-ops-store'

/** A point and when it happened (a buffered point is written a moment later, in its own minute). */
export type TimedPoint = OpsPoint & { at: number }

export interface MatchSockets {
  matchId: number
  open: number
}

export interface OpsStore {
  name: 'd1' | 'analytics-engine'
  /** Counts each point in the minute of its `at` (milliseconds since the epoch). */
  write(points: readonly TimedPoint[]): Promise<void>
  /** One match's sockets opened (+) or closed (−). */
  addMatchSockets(matchId: number, delta: number, now: number): Promise<void>
  /** The counted rows of minutes `fromMinute` to `toMinute` (whole minutes since the epoch, both included). */
  rows(fromMinute: number, toMinute: number): Promise<OpsRow[]>
  /** The matches with sockets open now, most first. */
  matchSockets(now: number): Promise<MatchSockets[]>
}

/** The store the configuration names, or null when the view is switched off (production without its settings). */
export function opsStoreOf(env: { DB: D1Database }): OpsStore | null {
  const ops = configOf(env).ops
  if (ops.state === 'off') return null
  return ops.settings.store === 'd1' ? d1OpsStore(env.DB) : analyticsEngineStore(ops.settings)
}
