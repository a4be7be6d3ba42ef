/**
 * Issue 21 §7: the operations view refreshes when its figures move, over a
 * socket (worker/ops/ops-watch.ts), not on a timer. These are the numbers the
 * worker, the object and the view share.
 */

/** Our choice: at most one push a second; figures per minute need no more, and a kick-off burst costs one read a second per view. */
export const OPS_PUSH_MS = 1_000

/** An isolate told 'nobody watches' does not ask again for this long (a view opened meanwhile reads the figures as it opens). */
export const OPS_QUIET_MS = 5_000

/** While the view has no socket it reads the figures this often (the poll it had before the push). */
export const OPS_POLL_MS = 5_000

/**
 * With its socket it still reads them this seldom: a change recorded by an isolate inside its quiet time
 * (OPS_QUIET_MS, told 'nobody watches' just before this view opened) is not pushed until the next one.
 */
export const OPS_LIVE_POLL_MS = 30_000

/** The view's keep-alive and its answer (answered by the runtime: the object is not woken). */
export const OPS_SOCKET_PING = 'ping'
export const OPS_SOCKET_PONG = 'pong'

export type OpsSocketFrame = { type: 'ready' } | { type: 'changed' }

/** A frame of the ops socket, or null for anything else (the keep-alive's answer, a stray text). */
export function readOpsFrame(raw: unknown): OpsSocketFrame | null {
  if (typeof raw !== 'string' || raw.length > 64) return null
  try {
    const frame = JSON.parse(raw) as { type?: unknown }
    return frame.type === 'ready' || frame.type === 'changed' ? { type: frame.type } : null
  } catch {
    return null
  }
}

/**
 * When an isolate that recorded figures at `now` tells the watch object: at
 * once, after `waitMs` (one trailing push for what came inside the last
 * push's second), or not at all (one is already on its way, or no view
 * watched when last asked).
 */
export function opsChangeTiming(
  state: { lastToldAt: number; quietUntil: number; pending: boolean },
  now: number,
): { tell: 'now' } | { tell: 'later'; waitMs: number } | { tell: 'no' } {
  if (state.pending || now < state.quietUntil) return { tell: 'no' }
  const waitMs = state.lastToldAt + OPS_PUSH_MS - now
  return waitMs <= 0 ? { tell: 'now' } : { tell: 'later', waitMs }
}
