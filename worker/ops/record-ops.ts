/**
 * Issue 21 §7: what the rest of the worker calls to count for the operations
 * view. Each call is one cheap write handed to waitUntil (or awaited by a
 * caller that is itself in the background), and none ever throws: a count
 * that could not be written is a warning in the log, never a failed session
 * check, renewal or webhook. No personal data goes in (shared/rules/ops-figures.ts).
 *
 * With the D1 store an isolate's counts are gathered for D1_GATHER_MS and
 * written together: at kick-off a busy isolate answers many checks a second,
 * and one D1 write each would cost more than the checks' own reads. Analytics
 * Engine takes each point as it comes (writeDataPoint is already batched by
 * the runtime).
 */
import type { OpsPoint, PlayerErrorKind, WebhookReason, WebhookSource } from '../../shared/rules/ops-figures'
import { opsChanged } from './ops-changed'
import { type OpsStore, opsStoreOf, type TimedPoint } from './ops-store'

type WaitUntil = (promise: Promise<unknown>) => void
type OpsEnv = { DB: D1Database } & Parameters<typeof opsChanged>[0]

const COUNTRY = /^[A-Z0-9]{2}$/
const STREAM = /^[A-Za-z0-9_-]{1,64}$/

/** Only the shapes the view knows reach a store: anything else is counted under '' or 'XX'. */
const country = (raw: string | null | undefined) => (raw && COUNTRY.test(raw) ? raw : 'XX')
const stream = (raw: string | null | undefined) => (raw && STREAM.test(raw) ? raw : '')

function warn(err: unknown): void {
  console.warn('operations figures not recorded', err instanceof Error ? err.message : String(err))
}

/** Our choice: a quarter of a second; at most four D1 writes a second per isolate, however busy. */
export const D1_GATHER_MS = 250

/**
 * The points waiting for their D1 write: one gathering per isolate, kept at module level. Not per
 * bindings object: the D1-session middleware hands every request an env of its own, so a gathering
 * keyed by env never gathered (one D1 write per session check: the soak's 133 writes a second).
 * The first caller's store writes the batch, under its waitUntil; later callers only add to it.
 */
let gathering: TimedPoint[] | null = null
let gatheringWritten: Promise<unknown> = Promise.resolve()

/**
 * Settles once the gathering open now (if any) is written or has failed. For tests that count one
 * request's D1 trips: a gathering opened by an earlier request would take this request's point.
 */
export function opsGatheringSettled(): Promise<void> {
  return gatheringWritten.then(() => undefined)
}

function gathered(env: OpsEnv, waitUntil: WaitUntil, store: OpsStore, points: TimedPoint[]): void {
  if (gathering) {
    gathering.push(...points)
    return
  }
  const batch = [...points]
  gathering = batch
  const write = new Promise((resolve) => setTimeout(resolve, D1_GATHER_MS)).then(() => {
    if (gathering === batch) gathering = null
    return store.write(batch).then(() => opsChanged(env))
  })
  gatheringWritten = write.catch(warn)
  waitUntil(gatheringWritten)
}

/** Counts the points in the background; a failure is only logged. */
export function recordOps(env: OpsEnv, waitUntil: WaitUntil, points: OpsPoint[]): void {
  try {
    const store = opsStoreOf(env)
    if (!store || points.length === 0) return
    const at = Date.now()
    const timed = points.map((point) => ({ ...point, at }))
    if (store.name === 'd1') gathered(env, waitUntil, store, timed)
    else
      waitUntil(
        store
          .write(timed)
          .then(() => opsChanged(env))
          .catch(warn),
      )
  } catch (err) {
    warn(err)
  }
}

/** SPEC §8.1: a session check's outcome, 'granted' or the refusal's code. */
export function recordSessionCheck(env: OpsEnv, waitUntil: WaitUntil, check: { outcome: string; streamId: string; country: string }): void {
  recordOps(env, waitUntil, [
    { kind: 'check', label: check.outcome, stream: stream(check.streamId), country: country(check.country), value: 0 },
  ])
}

/** A live playback token renewed over the socket (worker/streaming/renewed-token.ts): the player is still open. */
export function recordRenewal(env: OpsEnv, waitUntil: WaitUntil, renewal: { streamId: string; country: string | null }): void {
  recordOps(env, waitUntil, [{ kind: 'renewal', label: '', stream: stream(renewal.streamId), country: country(renewal.country), value: 0 }])
}

/** A webhook refused for its signature, or whose handler failed (the sender retries). */
export function recordWebhookFailure(env: OpsEnv, waitUntil: WaitUntil, source: WebhookSource, reason: WebhookReason): void {
  recordOps(env, waitUntil, [{ kind: 'webhook', label: `${source}:${reason}`, stream: '', country: '', value: 0 }])
}

export interface PlayerErrorCount {
  kind: PlayerErrorKind
  streamId: string
  value: number
  country: string
}

/** The player errors of one queue delivery (worker/events/consume-events.ts), in one write. */
export async function recordPlayerErrors(env: OpsEnv, errors: readonly PlayerErrorCount[]): Promise<void> {
  try {
    const store = opsStoreOf(env)
    if (!store || errors.length === 0) return
    const at = Date.now()
    const points = errors.map(
      (e): TimedPoint => ({ kind: 'player', label: e.kind, stream: stream(e.streamId), country: country(e.country), value: e.value, at }),
    )
    await store.write(points)
    await opsChanged(env)
  } catch (err) {
    warn(err)
  }
}

/**
 * Issue 21 §1 and §7: the match push room calls this as a supporter's socket opens (delta 1) and closes
 * (delta -1), so the view shows the sockets open per match. Never throws; await it or hand it to waitUntil.
 */
export async function recordMatchSockets(env: OpsEnv, matchId: number, delta: number): Promise<void> {
  try {
    if (!Number.isSafeInteger(matchId) || matchId <= 0 || !Number.isSafeInteger(delta) || delta === 0) return
    const store = opsStoreOf(env)
    if (!store) return
    await store.addMatchSockets(matchId, delta, Date.now())
    await opsChanged(env)
  } catch (err) {
    warn(err)
  }
}
