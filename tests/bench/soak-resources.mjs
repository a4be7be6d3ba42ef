// Issue 21: what each soak row used, beside what it measured. For every
// workerd of the site (wrangler's proxy and the runtime): resident memory, CPU
// share, time waiting on the disk and bytes written over the row; for the
// soak's own process: its event loop's delay, CPU share and memory; for the
// machine: the CPU time its hypervisor took away (steal, /proc/stat), on
// average and in the worst second. A stall of the soak's loop delays every
// answer it measures alike, so a row's p99 is the site's only when that loop
// kept up; a runtime near 100 % of a core, waiting on the disk, or a virtual
// machine robbed of its CPU says which of the machine's parts was the limit.
import { readFileSync, writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/** Linux's per-task delay accounting, so /proc/<pid>/stat counts time spent waiting on the disk (root only). */
export function turnOnDiskWaitAccounting() {
  try {
    writeFileSync('/proc/sys/kernel/task_delayacct', '1')
  } catch {
    // not Linux, or not allowed: the rows' disk wait stays 0
  }
}

/** `workerdProcesses()`: site-server.mjs's workerdMemory. `row()` gives the figures since the last call (or the start). */
export function resourceMeter(workerdProcesses) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const markOf = (processes) => ({
    client: process.cpuUsage(),
    workerd: new Map(processes.map((p) => [p.pid, p])),
    at: performance.now(),
  })
  let mark = markOf(workerdProcesses())
  const steal = stealMeter()
  return {
    row() {
      const wallSeconds = (performance.now() - mark.at) / 1000
      const clientCpu = process.cpuUsage(mark.client)
      const client = {
        loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
        loopDelayMaxMs: Math.round(loopDelay.max / 1e5) / 10,
        cpuPercent: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / wallSeconds) * 100),
        rssMb: Math.round(process.memoryUsage().rss / 1e5) / 10,
      }
      const workerd = workerdProcesses().map((p) => {
        const before = mark.workerd.get(p.pid) ?? p
        return {
          ...p,
          cpuPercent: Math.round(((p.cpuSeconds - before.cpuSeconds) / wallSeconds) * 100),
          rowDiskWaitSeconds: Math.round((p.diskWaitSeconds - before.diskWaitSeconds) * 100) / 100,
          rowDiskWrittenMb: Math.round(((p.diskWrittenMb ?? 0) - (before.diskWrittenMb ?? 0)) * 10) / 10,
        }
      })
      loopDelay.reset()
      mark = markOf(workerd)
      return { client, workerd, machine: steal.row() }
    },
    stop() {
      loopDelay.disable()
      steal.stop()
    },
  }
}

/** Linux's /proc/stat first line: the whole machine's CPU time so far, total and stolen by the hypervisor. */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 }
  } catch {
    return null
  }
}

/** Steal as a share of the machine's CPU time, sampled every second: the row's average and its worst second. */
function stealMeter() {
  const share = (from, to) => (to.total > from.total ? Math.round(((to.steal - from.steal) / (to.total - from.total)) * 100) : 0)
  let rowStart = machineCpu()
  let last = rowStart
  let worst = 0
  const timer = setInterval(() => {
    const now = machineCpu()
    if (now && last) worst = Math.max(worst, share(last, now))
    last = now
  }, 1000)
  timer.unref()
  return {
    row() {
      const now = machineCpu()
      const figures = now && rowStart ? { stealPercent: share(rowStart, now), worstSecondStealPercent: worst } : null
      rowStart = now
      worst = 0
      return figures
    },
    stop: () => clearInterval(timer),
  }
}

/** One line of a row's processes: role, resident and anonymous memory, and (after a row) CPU and disk. */
export function processesText(processes) {
  if (processes.length === 0) return 'n/a'
  const total = processes.reduce((sum, p) => sum + p.rssMb, 0)
  const use = (p) =>
    p.cpuPercent === undefined ? '' : `, CPU ${p.cpuPercent} %, disk wait ${p.rowDiskWaitSeconds} s, written ${p.rowDiskWrittenMb} MB`
  return `${processes.map((p) => `${p.role} ${p.rssMb} MB (anon ${p.anonMb}${use(p)})`).join(', ')} (total ${Math.round(total * 10) / 10} MB)`
}

export function clientText(client) {
  return `soak client: loop delay p99 ${client.loopDelayP99Ms} ms (max ${client.loopDelayMaxMs}), CPU ${client.cpuPercent} %, ${client.rssMb} MB`
}

export function machineText(machine) {
  return machine
    ? `machine: CPU stolen by the hypervisor ${machine.stealPercent} % (worst second ${machine.worstSecondStealPercent} %)`
    : ''
}
