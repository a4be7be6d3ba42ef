// `npm run soak -- --minutes N` (issue 10 "Budgets"): the stream bench's
// population (1,000 devices across 500 accounts on sockets, pinging) for N
// minutes, with the hot account checking at a steady rate and every device
// re-checking once per report period. Every 30 s it prints the leases lost so
// far, the checks done, their p99 beside a static file's, the workerd processes'
// resident memory, CPU share and time waiting on the disk (/proc/<pid>/stat,
// status, io), and the soak's own event-loop delay and CPU; at the end issue
// 21's verdict (soak-verdict.mjs). Figures only, no pass condition. Loopback only.
//
// Env: SOAK_CHECK_RATE (hot account checks a second, default 500; 0 for none),
// SOAK_PING_SECONDS (default 5), SOAK_RECHECK=0 (no re-checks), SOAK_SITE_LOG
// (a file for all of the site's output: site-server.mjs), SOAK_HEAP=1 (served by
// `wrangler dev` with its inspector, and every row also gives the worker's JavaScript
// heap after a full collection: tells a leak in our code from memory workerd holds
// natively; the inspector costs each D1 query, so latencies are not comparable),
// SOAK_STATE_DIR (default .wrangler/soak-state), SOAK_REFRESH=0 (the supporters never refresh their
// sessions: runs under 10 minutes only, stream-session.mjs).
import { rmSync } from 'node:fs'
import { openLoop, percentiles } from './open-loop.mjs'
import { reportFailure, startSite } from './site-server.mjs'
import { clientText, machineText, processesText, resourceMeter, turnOnDiskWaitAccounting } from './soak-resources.mjs'
import { soakVerdict, verdictText } from './soak-verdict.mjs'
import { heapAfterCollection, inspectorPort } from './worker-heap.mjs'
import { insertStreamAccounts, STREAM_ASSET } from './stream-accounts.mjs'
import { countOverloaded, deviceReport, HOT_KEEP, startPopulation } from './streams.mjs'

const PORT = 8791
// SOAK_STATE_DIR: the objects' and D1's files elsewhere, e.g. on tmpfs (/dev/shm/soak-state) to tell
// a stall of this machine's disk from one of the site (each row says how long workerd waited on the disk).
const STATE_DIR = process.env.SOAK_STATE_DIR || '.wrangler/soak-state'
const REPORT_SECONDS = 30
/** Static-file requests a second, the baseline of each row. */
const BASELINE_RATE = 10

const minutes = minutesFromArgs(process.argv.slice(2))
const checkRate = numberFromEnv('SOAK_CHECK_RATE', 500, true)
const pingMs = numberFromEnv('SOAK_PING_SECONDS', 5) * 1000
// SOAK_RECHECK=0: the devices hold their sockets and ping but never re-check (to tell the two apart).
const recheck = process.env.SOAK_RECHECK !== '0'
const heap = process.env.SOAK_HEAP === '1'

// Every run starts from the seed: leases, sockets' objects and operations counts of an earlier run
// would otherwise be part of this one (and a stale state once made the seed hang).
rmSync(STATE_DIR, { recursive: true, force: true })
turnOnDiskWaitAccounting()
console.log(`soak stream accounts ready after ${insertStreamAccounts(STATE_DIR).seconds.toFixed(1)} s`)
// Issue 21: without the per-request log line (site-server.mjs says what it costs a long run).
const site = startSite({ port: PORT, stateDir: STATE_DIR, devtools: heap, logRequests: false })
let exitCode = 0
try {
  console.log(`starting the site on ${site.origin} (state in ${STATE_DIR})…`)
  await site.waitUntilUp()
  const population = await startPopulation(site.origin, { pingMs })
  console.log(
    `${population.devices.length} devices across ${population.accounts} accounts on sockets, pinging every ${pingMs / 1000} s;` +
      ` hot account at ${checkRate} checks/s; ${recheck ? `every device re-checks once per ${REPORT_SECONDS} s` : 'no re-checks'}; ${minutes} min`,
  )
  const heapPort = heap ? await inspectorPort(site.group) : null
  const heapMb = () => (heapPort ? heapAfterCollection(heapPort) : Promise.resolve(null))
  console.log(`workerd at start: ${processesText(site.workerdMemory())}${heap ? `  worker heap ${await heapMb()} MB` : ''}`)
  const rows = []
  // Every check's latency by row, for the verdict over whole five-minute windows (not kept in the JSON).
  const latenciesByRow = []
  const resources = resourceMeter(site.workerdMemory)
  try {
    if (checkRate > 0 && (await population.hotSession.check(STREAM_ASSET, HOT_KEEP)) !== 'granted') {
      throw new Error('the hot account could not take its lease')
    }
    const end = Date.now() + minutes * 60_000
    let totalChecks = 0
    let tokensMark = population.stats.tokens
    while (Date.now() < end) {
      const seconds = Math.min(REPORT_SECONDS, (end - Date.now()) / 1000)
      if (seconds < 1) break
      const { devices } = population
      const [hot, rechecks, baseline] = await Promise.all([
        checkRate > 0
          ? openLoop(() => population.hotSession.check(STREAM_ASSET, HOT_KEEP), { ratePerSecond: checkRate, seconds })
          : Promise.resolve(null),
        recheck
          ? openLoop((i) => devices[i % devices.length].recheck(), { ratePerSecond: devices.length / seconds, seconds })
          : Promise.resolve({ latencies: {}, outcomes: {}, notSent: 0 }),
        // The baseline beside the checks: a static file through the same server, so a p99 that climbs in
        // both is the machine or the local server, one that climbs in the checks alone is the check.
        openLoop(() => staticFile(site.origin), { ratePerSecond: BASELINE_RATE, seconds }),
      ])
      const hotLatencies = hot ? Object.values(hot.latencies).flat() : []
      const recheckLatencies = Object.values(rechecks.latencies).flat()
      const checks = hotLatencies.length + recheckLatencies.length
      totalChecks += checks
      const row = {
        atSeconds: Math.round((Date.now() - (end - minutes * 60_000)) / 1000),
        leasesLost: population.stats.lost.size,
        // Pongs later than the next ping (a stall of the site or the machine; the lease lapses only after 65 s).
        latePongs: population.stats.pingsUnanswered,
        checks,
        totalChecks,
        hotP99: percentiles(hotLatencies).p99,
        recheckP99: percentiles(recheckLatencies).p99,
        allP99: percentiles([...hotLatencies, ...recheckLatencies]).p99,
        staticP99: percentiles(Object.values(baseline.latencies).flat()).p99,
        overloaded: (hot ? countOverloaded(hot.outcomes) : 0) + countOverloaded(rechecks.outcomes),
        // Every answer that was not a grant, by its outcome (a 5xx's first words name its sender).
        notGranted: notGrantedOf([hot?.outcomes ?? {}, rechecks.outcomes]),
        // Playback tokens renewed over the sockets in this row (a renewal signs a token in the account's object).
        tokensRenewed: population.stats.tokens - tokensMark,
        notSent: (hot?.notSent ?? 0) + rechecks.notSent,
        socketsOpen: population.stats.socketsOpen,
        refreshFailures: population.sessions.reduce((n, session) => n + session.refreshFailures, 0),
        ...resources.row(),
        heapMb: await heapMb(),
      }
      tokensMark = population.stats.tokens
      rows.push(row)
      latenciesByRow.push([...hotLatencies, ...recheckLatencies])
      console.log(
        `${clock(row.atSeconds)}  leases lost ${row.leasesLost} (late pongs ${row.latePongs})  checks ${row.checks} (total ${row.totalChecks})  p99 ${row.allP99} ms` +
          ` (hot ${row.hotP99}, re-checks ${row.recheckP99}; static file ${row.staticP99})  errors ${row.overloaded}` +
          `${Object.keys(row.notGranted).length ? ` ${JSON.stringify(row.notGranted)}` : ''}  tokens renewed ${row.tokensRenewed}  refreshes failed ${row.refreshFailures}  sockets ${row.socketsOpen}  workerd ${processesText(row.workerd)}` +
          (row.heapMb === null ? '' : `  worker heap ${row.heapMb} MB`) +
          `  ${clientText(row.client)}  ${machineText(row.machine)}`,
      )
    }
  } finally {
    resources.stop()
    await population.stop()
  }
  const verdict = soakVerdict(rows.map((row, i) => ({ ...row, latencies: latenciesByRow[i] })))
  if (verdict) console.log(verdictText(verdict))
  console.log(
    JSON.stringify({ soak: { minutes, checkRate, pingSeconds: pingMs / 1000, verdict, rows, devices: deviceReport(population.stats) } }),
  )
} catch (err) {
  reportFailure('soak', err, site)
  exitCode = 1
} finally {
  await site.stop()
}
process.exit(exitCode)

async function staticFile(origin) {
  const response = await fetch(`${origin}/robots.txt`)
  await response.arrayBuffer()
  return response.ok ? 'ok' : `status ${response.status}`
}

function minutesFromArgs(args) {
  const at = args.indexOf('--minutes')
  const value = at >= 0 ? Number(args[at + 1]) : 10
  if (!Number.isFinite(value) || value <= 0 || value > 24 * 60) {
    console.error('usage: npm run soak -- --minutes N   (N minutes, more than 0 and at most 1440; default 10)')
    process.exit(2)
  }
  return value
}

function numberFromEnv(name, fallback, zeroAllowed = false) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && (value > 0 || (zeroAllowed && value === 0 && process.env[name] !== '')) ? value : fallback
}

function notGrantedOf(outcomeCounts) {
  const found = {}
  for (const outcomes of outcomeCounts) {
    for (const [outcome, count] of Object.entries(outcomes)) if (outcome !== 'granted') found[outcome] = (found[outcome] ?? 0) + count
  }
  return found
}

function clock(seconds) {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
