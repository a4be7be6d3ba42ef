/**
 * Issue 21 §7: what the rest of the worker calls to count for the operations
 * view. Each call is one cheap write handed to waitUntil (or awaited by a
 * caller that is itself in the background), and none ever throws: a count
 * that could not be written is a warning in the log, never a failed session
 * check, renewal or webhook. No personal data goes in (shared/rules/ops-figures.ts).
 */
import type { OpsPoint, PlayerErrorKind, WebhookReason, WebhookSource } from '../../shared/rules/ops-figures'
import { opsStoreOf } from './ops-store'

type WaitUntil = (promise: Promise<unknown>) => void
type OpsEnv = { DB: D1Database }

const COUNTRY = /^[A-Z0-9]{2}$/
const STREAM = /^[A-Za-z0-9_-]{1,64}$/

/** Only the shapes the view knows reach a store: anything else is counted under '' or 'XX'. */
const country = (raw: string | null | undefined) => (raw && COUNTRY.test(raw) ? raw : 'XX')
const stream = (raw: string | null | undefined) => (raw && STREAM.test(raw) ? raw : '')

function warn(err: unknown): void {
  console.warn('operations figures not recorded', err instanceof Error ? err.message : String(err))
}

/** Counts the points in the background; a failure is only logged. */
export function recordOps(env: OpsEnv, waitUntil: WaitUntil, points: OpsPoint[]): void {
  try {
    const store = opsStoreOf(env)
    if (!store || points.length === 0) return
    waitUntil(store.write(points, Date.now()).catch(warn))
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
    const points = errors.map(
      (e): OpsPoint => ({ kind: 'player', label: e.kind, stream: stream(e.streamId), country: country(e.country), value: e.value }),
    )
    await store.write(points, Date.now())
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
  } catch (err) {
    warn(err)
  }
}
