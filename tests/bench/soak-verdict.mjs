// Issue 21's measure of a soak, from its rows: the checks' p99 over the first
// five minutes and over the last five (every check's latency in those rows,
// not the worst row's p99), their ratio against 1.5, and the workerd
// processes' memory growth a minute after the warm-up (from the first row at
// or after five minutes to the last), against 10 MB a minute. Figures with a
// verdict beside them; the soak never fails on them.
import { percentiles } from './open-loop.mjs'

export const WINDOW_SECONDS = 5 * 60
export const P99_RATIO_TARGET = 1.5
export const GROWTH_MB_PER_MINUTE_TARGET = 10

/**
 * `rows`: the soak's rows in order, each `{ atSeconds, latencies: number[], workerd: [{ role, rssMb }] }`.
 * A run shorter than two windows compares its first and last halves.
 */
export function soakVerdict(rows) {
  if (rows.length === 0) return null
  const endSeconds = rows.at(-1).atSeconds
  const window = Math.min(WINDOW_SECONDS, endSeconds / 2)
  // A row covers the seconds before its atSeconds: it is in the first window when it ends within it.
  const first = rows.filter((row) => row.atSeconds <= window + 1)
  const last = rows.filter((row) => row.atSeconds > endSeconds - window)
  const p99 = (list) => percentiles(list.flatMap((row) => row.latencies)).p99
  const firstP99 = p99(first)
  const lastP99 = p99(last)
  const ratio = Math.round((lastP99 / firstP99) * 100) / 100
  const warm = rows.find((row) => row.atSeconds >= WINDOW_SECONDS)
  const growth = warm && warm !== rows.at(-1) ? growthPerMinute(warm, rows.at(-1)) : null
  return {
    windowSeconds: Math.round(window),
    p99: { firstMs: firstP99, lastMs: lastP99, ratio, target: P99_RATIO_TARGET, met: ratio <= P99_RATIO_TARGET },
    memory: growth && {
      fromSeconds: warm.atSeconds,
      mbPerMinute: growth,
      target: GROWTH_MB_PER_MINUTE_TARGET,
      met: Object.values(growth).every((mb) => mb < GROWTH_MB_PER_MINUTE_TARGET),
    },
  }
}

/** Each workerd's (by role) and all together's resident memory change a minute between two rows. */
function growthPerMinute(from, to) {
  const minutes = (to.atSeconds - from.atSeconds) / 60
  const rss = (row, role) => row.workerd.filter((p) => role === 'total' || p.role === role).reduce((mb, p) => mb + p.rssMb, 0)
  const roles = [...new Set(to.workerd.map((p) => p.role)), 'total']
  return Object.fromEntries(roles.map((role) => [role, Math.round(((rss(to, role) - rss(from, role)) / minutes) * 10) / 10]))
}

/** The verdict in one line, as the soak prints it. */
export function verdictText({ windowSeconds, p99, memory }) {
  const met = (yes) => (yes ? 'met' : 'NOT met')
  const growth = memory
    ? `${Object.entries(memory.mbPerMinute)
        .map(([role, mb]) => `${role} ${mb}`)
        .join(', ')} MB/min from ${Math.round(memory.fromSeconds / 60)} min` + ` (target < ${memory.target}: ${met(memory.met)})`
    : 'n/a (shorter than the warm-up)'
  return (
    `checks' p99 over the first ${Math.round(windowSeconds / 6) / 10} min ${p99.firstMs} ms, over the last ${p99.lastMs} ms: ` +
    `${p99.ratio}x (target ≤ ${p99.target}x: ${met(p99.met)}); memory growth ${growth}`
  )
}
