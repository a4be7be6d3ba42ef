// Issue 21 bench (BENCH_ONLY=push): what a session check costs the worker in
// CPU beside a static file. Over a closed-loop run of each, workerd's CPU
// time (utime + stime of every workerd process of the site, from
// /proc/<pid>/stat; Linux only) less what those processes use idle over as
// long, divided by the requests served. The static file is served by the
// assets service without reaching our worker, so the difference is roughly
// the check's own work (the worker's JavaScript, its D1 round trip, the
// account's StreamSessions object). Figures, never a pass condition. And,
// on a site with wrangler dev's inspector, a CPU profile of the checks
// alone (render-profile.mjs's profiler and summary), to say where it goes.
import { readdirSync, readFileSync } from 'node:fs'
import { send } from './http-client.mjs'
import { cpuMsPerRequest, cpuTicksOfStat } from './push-figures.mjs'
import { profileWorker } from './render-profile.mjs'
import { StreamSession } from './stream-session.mjs'
import { STREAM_ASSET } from './stream-accounts.mjs'

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10
const IDLE_SECONDS = 3
/** A device id of the demo's plus account no other bench section uses. */
const CHECK_DEVICE = 4242

/**
 * The demo's plus supporter (live audio from GB), signed in: `check()` is one session check on the keep path,
 * `signOut()` ends the sign-in and its lease (worker/streaming/end-streams.ts), so the next site's run can take one.
 */
export async function checkingSupporter(origin) {
  const plus = new StreamSession(origin, 'plus@example.com', '198.51.100.42')
  await plus.signIn('town-tv-demo')
  const check = async () => {
    const outcome = await plus.check(STREAM_ASSET, CHECK_DEVICE)
    if (outcome !== 'granted') throw new Error(`the session check answered ${outcome}`)
  }
  await check()
  const signOut = async () => {
    await plus.request('/api/auth/logout', { method: 'POST', headers: { Origin: origin } })
  }
  return { check, signOut }
}

/** Total CPU ticks of the processes of `group` named `comm` (workerd), and of the rest of the group. */
export function groupTicks(group) {
  const ticks = { workerd: 0, other: 0 }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgrp !== group) continue
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      ticks[comm === 'workerd' ? 'workerd' : 'other'] += cpuTicksOfStat(stat)
    } catch {
      // gone while we looked
    }
  }
  return ticks
}

async function closedLoop(run, requests, connections) {
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < requests) {
      next += 1
      await run().catch(() => {
        failed += 1
      })
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return failed
}

/** CPU per request of session checks and of the static file, each beside the site's idle use. */
export async function measureCheckCpu(origin, group, { requests, connections = 8, staticPath }) {
  const { check, signOut } = await checkingSupporter(origin)
  try {
    return await checkCpu(origin, group, check, { requests, connections, staticPath })
  } finally {
    await signOut()
  }
}

async function checkCpu(origin, group, check, { requests, connections, staticPath }) {
  const idleBefore = groupTicks(group)
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000))
  const idleAfter = groupTicks(group)
  const idleMsPerSecond = ((idleAfter.workerd - idleBefore.workerd) * TICK_MS) / IDLE_SECONDS
  const fetchStatic = async () => {
    const response = await send(origin, staticPath)
    if (response.status !== 200) throw new Error(`the static file answered ${response.status}`)
  }
  const rows = []
  for (const [name, run] of [
    ['session check', check],
    [`static file ${staticPath}`, fetchStatic],
  ]) {
    await closedLoop(run, Math.min(100, requests), connections)
    const before = groupTicks(group)
    const started = performance.now()
    const failed = await closedLoop(run, requests, connections)
    const seconds = (performance.now() - started) / 1000
    const after = groupTicks(group)
    const ticks = after.workerd - before.workerd
    rows.push({
      name,
      requests,
      failed,
      seconds: Math.round(seconds * 100) / 100,
      workerdCpuMs: ticks * TICK_MS,
      cpuMsPerRequest: cpuMsPerRequest({ ticks, tickMs: TICK_MS, seconds, requests: requests - failed, idleMsPerSecond }),
      otherCpuMsPerRequest: cpuMsPerRequest({ ticks: after.other - before.other, tickMs: TICK_MS, seconds, requests: requests - failed }),
    })
  }
  return { connections, idleMsPerSecond: Math.round(idleMsPerSecond * 10) / 10, rows }
}

/** The worker's CPU profile over `requests` session checks (render-profile.mjs profileWorker). */
export async function profileChecks(origin, { requests, connections = 4, top = 15 }) {
  const { check, signOut } = await checkingSupporter(origin)
  try {
    const started = performance.now()
    const { result: failed, summary } = await profileWorker(() => closedLoop(check, requests, connections), top)
    const seconds = (performance.now() - started) / 1000
    return {
      requests,
      failed,
      seconds: Math.round(seconds * 100) / 100,
      cpuMsPerCheck: Math.round((summary.cpuMs / requests) * 100) / 100,
      ...summary,
    }
  } finally {
    await signOut()
  }
}
