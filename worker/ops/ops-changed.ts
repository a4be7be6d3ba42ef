/**
 * Issue 21 §7: an isolate that recorded operations figures tells the watch
 * object (./ops-watch.ts), which pushes 'changed' to the open views. At most
 * one call a second per isolate, with one trailing call for what came inside
 * that second (shared/rules/ops-push.ts opsChangeTiming); after the object
 * answered that no view watches, nothing for OPS_QUIET_MS. So a kick-off's
 * thousands of checks a second cost the object a call a second per busy
 * isolate while someone watches, and next to nothing when nobody does.
 * Never throws: a push that cannot be made is a warning, the figures are written.
 */
import { OPS_QUIET_MS, opsChangeTiming } from '../../shared/rules/ops-push'
import type { Bindings } from '../env'

type OpsWatchEnv = Partial<Pick<Bindings, 'OPS_WATCH'>>

const isolate = { lastToldAt: 0, quietUntil: 0, pending: false }

async function tell(env: OpsWatchEnv): Promise<void> {
  const namespace = env.OPS_WATCH
  if (!namespace) return
  isolate.lastToldAt = Date.now()
  try {
    const watchers = await namespace.get(namespace.idFromName('ops')).changed()
    if (watchers === 0) isolate.quietUntil = Date.now() + OPS_QUIET_MS
  } catch (err) {
    isolate.quietUntil = Date.now() + OPS_QUIET_MS
    console.warn('operations view not told of new figures', err instanceof Error ? err.message : String(err))
  }
}

/** Figures were written; resolves once the watch object was told (or it was not needed). Await it inside background work. */
export async function opsChanged(env: OpsWatchEnv): Promise<void> {
  if (!env.OPS_WATCH) return
  const timing = opsChangeTiming(isolate, Date.now())
  if (timing.tell === 'no') return
  if (timing.tell === 'now') return tell(env)
  isolate.pending = true
  await new Promise((resolve) => setTimeout(resolve, timing.waitMs))
  isolate.pending = false
  return tell(env)
}
