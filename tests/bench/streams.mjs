// Stream budgets for `npm run bench` (issue 10 "Budgets"): while 1,000
// simulated devices across 500 accounts hold sockets and ping
// (stream-devices.mjs), one hot account sends session checks at a steady
// rate (open-loop.mjs): first the keep path (the same device re-checking),
// then a mix in which half the checks come from devices over the account's
// limit (ERR_54648_1). A plain request is sent at the same rate under the
// same population, beside the run's own baseline target. Then every device
// re-checks once: a refusal in the site's words is a lease lost. Issue 18 §7: the hot account's
// player then requests its live playlist (the lease checked in its
// StreamSessions object each time) and a segment of it (a segment token, no
// Durable Object), at the same rate: their cost beside the plain request. Each session-check phase's p99
// is marked against the issue's target (met / NOT met); nothing fails.
import { send } from './http-client.mjs'
import { liveMediaRuns, startLivePlayer } from './live-media.mjs'
import { openLoop, percentiles } from './open-loop.mjs'
import { BENCH_PASSWORD, STREAM_ASSET, streamAccounts } from './stream-accounts.mjs'
import { startDevices } from './stream-devices.mjs'
import { signInAll } from './stream-session.mjs'
import { met, verdict } from './verdict.mjs'

/** Issue 10 "Budgets": a session check's p99 under the population, in ms. */
export const SESSION_CHECK_P99_TARGET_MS = 15

/** The hot account's devices: far above the population's 1…1000. */
export const HOT_KEEP = 900_001
const HOT_SECOND = 900_002
const HOT_OVER_LIMIT = [900_003, 900_004]
const LIVE_PLAYLIST_PHASE = 'live playlist (lease check)'

/** Signs the population in and starts its devices; shared with soak.mjs. */
export async function startPopulation(origin, { pingMs }) {
  const { accounts, hot } = streamAccounts()
  const sessions = await signInAll(origin, [...accounts.map((a) => a.email), hot.email], BENCH_PASSWORD)
  const hotSession = sessions.pop()
  const population = await startDevices(sessions, (i) => accounts[i].deviceIds, { assetId: STREAM_ASSET, pingMs })
  return { ...population, accounts: sessions.length, hotSession, sessions: [...sessions, hotSession] }
}

export async function measureStreams(origin, { seconds, warmupSeconds, ratePerSecond, pingMs, plainPath }) {
  const setUpStarted = Date.now()
  const population = await startPopulation(origin, { pingMs })
  const setUpSeconds = (Date.now() - setUpStarted) / 1000
  const hot = population.hotSession
  const phases = []
  const measure = async (name, run, { sessionCheck }) => {
    await openLoop(run, { ratePerSecond, seconds: warmupSeconds })
    phases.push({ name, ...summarizePhase(await openLoop(run, { ratePerSecond, seconds }), seconds, { sessionCheck }) })
  }
  try {
    if ((await hot.check(STREAM_ASSET, HOT_KEEP)) !== 'granted') throw new Error('the hot account could not take its first lease')
    await measure('check, keep path', () => hot.check(STREAM_ASSET, HOT_KEEP), { sessionCheck: true })
    if ((await hot.check(STREAM_ASSET, HOT_SECOND)) !== 'granted') throw new Error('the hot account could not take its second lease')
    const mix = [HOT_KEEP, HOT_OVER_LIMIT[0], HOT_SECOND, HOT_OVER_LIMIT[1]]
    await measure('check, half over the limit', (i) => hot.check(STREAM_ASSET, mix[i % mix.length]), { sessionCheck: true })
    await measure(
      `plain request ${plainPath}`,
      async () => {
        const response = await send(origin, plainPath)
        return response.status === 200 ? 'ok' : response.status >= 500 ? `server error ${response.status}` : `status ${response.status}`
      },
      { sessionCheck: false },
    )
    // Issue 18 §7: the lease check on a live playlist, and a segment of it, beside the plain request.
    const playbackUrl = await hot.playbackUrl(STREAM_ASSET, HOT_KEEP)
    if (!playbackUrl) throw new Error('the hot account lost its lease before the live media phases')
    const player = await startLivePlayer(origin, playbackUrl)
    try {
      const live = liveMediaRuns(origin, player)
      await measure(LIVE_PLAYLIST_PHASE, live.playlist, { sessionCheck: false })
      await measure('live segment (segment token)', live.segment, { sessionCheck: false })
    } finally {
      player.stop()
    }
    await population.recheckAll()
  } finally {
    await population.stop()
  }
  const { stats } = population
  return {
    ratePerSecond,
    pingSeconds: pingMs / 1000,
    accounts: population.accounts,
    devices: population.devices.length,
    setUpSeconds,
    phases,
    devicesReport: deviceReport(stats),
    overloaded: phases.reduce((n, p) => n + p.overloaded, 0) + countOverloaded(stats.recheckOutcomes) + stats.socketErrors,
  }
}

/**
 * Per outcome p50/p99, plus the achieved rate and what the in-flight cap held back;
 * a session-check phase also gets its p99 against the target (`target`).
 */
export function summarizePhase({ latencies, outcomes, sent, notSent, elapsedMs }, seconds, { sessionCheck = false } = {}) {
  const all = Object.values(latencies).flat()
  const byOutcome = Object.fromEntries(Object.entries(latencies).map(([outcome, list]) => [outcome, percentiles(list)]))
  const figures = percentiles(all)
  return {
    seconds,
    sent,
    notSent,
    answeredPerSecond: Math.round((all.length / (elapsedMs / 1000)) * 10) / 10,
    ...figures,
    outcomes,
    byOutcome,
    overloaded: countOverloaded(outcomes),
    ...(sessionCheck ? { target: { p99: verdict(all.length > 0 ? figures.p99 : null, SESSION_CHECK_P99_TARGET_MS) } } : {}),
  }
}

/** 'overloaded' answers, other 5xx and requests that failed outright. */
export function countOverloaded(outcomes) {
  return Object.entries(outcomes)
    .filter(([outcome]) => outcome === 'overloaded' || outcome === 'failed' || outcome.startsWith('server error'))
    .reduce((n, [, count]) => n + count, 0)
}

export function deviceReport(stats) {
  const { lost, ...counts } = stats
  return { ...counts, leasesLost: lost.size }
}

export function printStreams(streams, baseline) {
  console.log(
    `\nLive streams: ${streams.devices} devices across ${streams.accounts} accounts holding sockets, pinging every ${streams.pingSeconds} s` +
      ` (set up in ${streams.setUpSeconds.toFixed(1)} s); one hot account at ${streams.ratePerSecond} checks/s:`,
  )
  for (const phase of streams.phases) {
    console.log(
      `  ${phase.name.padEnd(30)} p50 ${phase.p50.toFixed(2).padStart(7)} ms   p99 ${phase.p99.toFixed(2).padStart(7)} ms` +
        `   ${phase.answeredPerSecond}/s answered, ${phase.notSent} not sent (in-flight cap)` +
        (phase.target ? `   target p99 ≤ ${phase.target.p99.target} ms: ${met(phase.target.p99)}` : ''),
    )
    for (const [outcome, figures] of Object.entries(phase.byOutcome)) {
      console.log(
        `      ${outcome.padEnd(26)} ${String(figures.count).padStart(6)}   p50 ${figures.p50.toFixed(2)} ms   p99 ${figures.p99.toFixed(2)} ms`,
      )
    }
  }
  if (baseline) {
    console.log(
      `  baseline target '${baseline.name}' (closed loop, before the devices): p50 ${baseline.p50.toFixed(2)} ms   p99 ${baseline.p99.toFixed(2)} ms`,
    )
    for (const phase of streams.phases.slice(0, 2)) {
      console.log(`  ${phase.name} / baseline: p50 x${ratio(phase.p50, baseline.p50)}   p99 x${ratio(phase.p99, baseline.p99)}`)
    }
  }
  // Issue 18 §7: what the lease check adds to a live playlist request, against the plain request at the same rate.
  const plain = streams.phases.find((phase) => phase.name.startsWith('plain request'))
  for (const phase of streams.phases.filter((p) => p.name.startsWith('live '))) {
    if (plain) console.log(`  ${phase.name} / plain request: p50 x${ratio(phase.p50, plain.p50)}   p99 x${ratio(phase.p99, plain.p99)}`)
  }
  const d = streams.devicesReport
  console.log(
    `  devices: ${d.pings} pings, ${d.pongs} pongs, ${d.tokens} tokens renewed, ${d.rechecks} re-checks (${d.rechecksRefused} refused` +
      `${d.rechecksRefused ? `: ${JSON.stringify(d.recheckOutcomes)}` : ''}), ${d.leaseEnded} leaseEnded, ${d.closedUnexpectedly} sockets closed under them,` +
      ` ${d.pingsUnanswered} pings unanswered`,
  )
  console.log(`  leases lost by devices that kept pinging: ${d.leasesLost}; 'overloaded' or other errors: ${streams.overloaded}\n`)
}

function ratio(a, b) {
  return Math.round((a / b) * 1000) / 1000
}
