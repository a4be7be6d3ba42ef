// Open loop at a steady rate (issue 10 "Budgets": 500 checks/s): request i is
// sent at start + i / rate whether or not earlier ones have answered, so a
// slow answer shows up as latency instead of quietly lowering the rate (a
// closed loop would). In-flight requests are capped, so an overwhelmed site
// meets a bounded queue; what the cap held back is reported as 'not sent'.
import { setTimeout as sleep } from 'node:timers/promises'

/** Checks are sent in small batches every tick rather than one timer each. */
const TICK_MS = 5

/**
 * `run(i)` makes request i and resolves to its outcome label; a throw counts
 * as 'failed'. Latencies are kept for every answered request, by outcome.
 */
export async function openLoop(run, { ratePerSecond, seconds, maxInFlight = 256 }) {
  const latencies = {}
  const outcomes = {}
  let inFlight = 0
  let notSent = 0
  let sent = 0
  const pending = new Set()
  const started = performance.now()
  const total = Math.floor(ratePerSecond * seconds)
  const fire = (i) => {
    inFlight++
    const t0 = performance.now()
    const request = Promise.resolve()
      .then(() => run(i))
      .catch(() => 'failed')
      .then((outcome) => {
        const ms = performance.now() - t0
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
        const list = latencies[outcome] ?? []
        list.push(ms)
        latencies[outcome] = list
        inFlight--
        pending.delete(request)
      })
    pending.add(request)
  }
  while (sent + notSent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * ratePerSecond))
    while (sent + notSent < due) {
      if (inFlight < maxInFlight) fire(sent++)
      else notSent++
    }
    await sleep(TICK_MS)
  }
  await Promise.all(pending)
  return { latencies, outcomes, sent, notSent, elapsedMs: performance.now() - started }
}

/** p50/p99 of a list of milliseconds (the same nearest-rank rule as run.mjs). */
export function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b)
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : Number.NaN)
  const round = (n) => Math.round(n * 100) / 100
  return { count: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)) }
}
