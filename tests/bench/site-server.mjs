// The site as `npm start` runs it, in its own process group, for the bench
// (run.mjs) and the soak (soak.mjs): its own state directory and port, React's
// production build, and the workerd processes under it found for their memory.
// `devtools: false` serves without wrangler dev's devtools inspector
// (worker/dev/serve-without-devtools.mjs says what it costs each D1 query):
// the stream budgets and the soak measure the worker that way, as `npm start`
// serves (issue 22 §4); the memory figure needs the inspector, so the page
// sections ask for `wrangler dev` (--devtools, as `npm run dev` serves).
import { spawn } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import { cpuTicksOfStat } from './push-figures.mjs'

const STARTUP_TIMEOUT_MS = 180_000

/**
 * `logRequests: false` (the soak) serves at wrangler's warn level: at info, miniflare's entry worker
 * wraps every response again and posts a log line for it to wrangler's node process (a loopback
 * subrequest held by waitUntil), work no deployed worker does, which a long run at hundreds of
 * requests a second pays on every one and which backs up in workerd when node falls behind.
 */
/** `args`: more for worker/dev/start.mjs, e.g. ['--var', 'MATCH_ROOM_SHARDS:8'] (the push section's second run). */
export function startSite({ port, stateDir, devtools = true, logRequests = true, args = [] }) {
  const lines = []
  const production = ['--define', 'process.env.NODE_ENV:"production"']
  const child = spawn(
    process.execPath,
    ['worker/dev/start.mjs', '--persist-to', stateDir, ...(devtools ? ['--devtools'] : ['--no-devtools']), ...production, ...args],
    {
      env: { ...process.env, PORT: String(port), ...(logRequests ? {} : { WRANGLER_LOG: 'warn' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  )
  // Issue 21 (the soak): SOAK_SITE_LOG=<file> keeps all of the site's output, not only its last
  // lines, so a workerd restart in the middle of a long run can be read afterwards.
  const siteLog = process.env.SOAK_SITE_LOG ? createWriteStream(process.env.SOAK_SITE_LOG) : null
  const keep = (chunk) => {
    siteLog?.write(chunk)
    lines.push(...chunk.toString().split('\n'))
    if (lines.length > 200) lines.splice(0, lines.length - 200)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let gone = null
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  exited.then((status) => {
    gone = status
  })
  const signalGroup = (signal) => {
    try {
      if (process.platform === 'win32') child.kill(signal)
      else process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const onInterrupt = () => {
    signalGroup('SIGTERM')
    process.exit(130)
  }
  process.on('SIGINT', onInterrupt)
  process.on('SIGTERM', onInterrupt)
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    /** The process group: every process of this site (wrangler, its workerd) is in it. */
    group: child.pid,
    logTail: () => `--- last lines of the site's output ---\n${lines.slice(-40).join('\n')}`,
    /** The workerd processes of this site (its process group), with their resident memory. */
    workerdMemory: () => workerdInGroup(child.pid),
    async waitUntilUp() {
      const deadline = Date.now() + STARTUP_TIMEOUT_MS
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the site exited during start-up (code ${gone.code}, signal ${gone.signal})`)
        try {
          const response = await fetch(`${origin}/robots.txt`)
          await response.arrayBuffer()
          if (response.ok) return
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      throw new Error(`the site did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`)
    },
    async stop() {
      signalGroup('SIGTERM')
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))
      if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup('SIGKILL')
      // wrangler's children may outlive start.mjs: clear the whole group.
      signalGroup('SIGKILL')
    },
  }
}

/** A failed bench or soak step, said once: its message, and the site's last lines when a site was running. */
export function reportFailure(what, err, site = null) {
  console.error(`\n${what} failed: ${err instanceof Error ? err.message : String(err)}`)
  if (site) console.error(site.logTail())
}

/** Linux only (/proc): every workerd whose process group is `group`, with VmRSS in MB and CPU seconds used. */
export function workerdInGroup(group) {
  const found = []
  let entries = []
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return found
  }
  for (const pid of entries) {
    try {
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pgrp = Number(fields[2])
      if (pgrp !== group || comm !== 'workerd') continue
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const mb = (field) =>
        Math.round((Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024) * 10) / 10
      // Which workerd: wrangler's proxy listens on the site's own port; the runtime of the worker and
      // its objects on a port of its own (--socket-addr=entry=127.0.0.1:0). Anonymous memory is the
      // processes' own (heaps, buffers); file memory is mapped files (SQLite, the binary).
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const entry = args.find((a) => a.startsWith('--socket-addr=entry='))
      const role = entry === undefined ? 'workerd' : entry.endsWith(':0') ? 'runtime' : 'proxy'
      // utime + stime in clock ticks of 1/100 s (push-figures.mjs): the soak's CPU share per row.
      const cpuSeconds = cpuTicksOfStat(stat) / 100
      // Field 42, delayacct_blkio_ticks: time its threads waited on the disk (0 unless the kernel's
      // task_delayacct is on; the soak turns it on when it may); and the bytes it had written to disk.
      const diskWaitSeconds = Number(fields[39]) / 100
      const diskWrittenMb = writtenMb(pid)
      found.push({
        pid: Number(pid),
        role,
        rssMb: mb('VmRSS'),
        anonMb: mb('RssAnon'),
        fileMb: mb('RssFile'),
        cpuSeconds,
        diskWaitSeconds,
        diskWrittenMb,
      })
    } catch {
      // the process ended while we looked
    }
  }
  return found.sort((a, b) => a.pid - b.pid)
}

/** MB the process has written to disk (/proc/<pid>/io, readable by its owner only): null when it cannot be read. */
function writtenMb(pid) {
  try {
    const written = /^write_bytes:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))
    return written ? Math.round(Number(written[1]) / 1e5) / 10 : null
  } catch {
    return null
  }
}
