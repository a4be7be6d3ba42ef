// `npm run bench`: the proof table of issue 13 §6 and the budgets of issues 9
// and 10. Starts the site the way `npm start` does (its own state directory
// and port, React's production build), measures, prints the table, writes it
// all to bench-results.json and stops the site. Every figure stands beside a
// baseline measured in the same run. It asserts nothing: timings on a shared
// machine are for notes, never a pass condition. Loopback only.
//
// Sections (BENCH_ONLY=http,memory,weight,lighthouse,player,profile,worker,hold,search,streams,push,media picks some):
//   http        SSR of five pages, cache miss and hit (anonymous and, issue 22 §1, signed in), beside a static file, 50 connections (autocannon)
//   memory      workerd resident memory over 10,000 consecutive renders
//   weight      JavaScript before interaction and bytes transferred per page type
//   lighthouse  Lighthouse mobile, performance and accessibility
//   player      issue 9: 'Watch Now' to first frame, the player's JavaScript, home free of hls.js
//   search      SPEC §4.9 news search over 10,000 generated articles, beside a D1 key lookup
//   streams     issue 10: 1,000 devices on sockets and a hot account's session checks
//   push        issue 21: 2,000 match-centre sockets on one match and events posted to it (API's answer to the
//               last socket), beside the poll's D1 cost for the same audience; the session check's CPU per
//               request beside a static file's, and its CPU profile (tests/bench/push-bench.mjs)
//   profile     issue 22 §2: the worker's CPU profile over cache-miss renders of the five pages (top functions, share per package)
//   hold        issue 22 §4: the site as npm start serves it, 50 signed-in connections for 60 s, then it must still answer
//   media       issue 20: a 200 MB upload through tus beside wrangler r2 object put; console full time to the replay's first frame
//   worker      issue 22 §5: the production worker's size (raw, gzip, biggest parts) and a cold isolate's start-up,
//               beside a script of three lines (tests/bench/worker-startup.mjs); needs no site: BENCH_ONLY=worker starts none
//
// Env: BENCH_QUICK=1 (short runs while developing: 3 s per target, 1,000
// renders, one Lighthouse run, three player runs; search, streams and push only when
// named in BENCH_ONLY), BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS
// (50), BENCH_RENDERS (10,000), BENCH_LIGHTHOUSE_RUNS (3), BENCH_PLAYER_RUNS
// (10), BENCH_PORT (8790), BENCH_STREAMS=0 skips the streams; BENCH_CHECK_RATE
// (500), BENCH_PING_SECONDS (5) as before; BENCH_WORKER_RUNS (5, quick 3) cold starts; BENCH_PUSH_SOCKETS
// (2,000, quick 200), BENCH_PUSH_EVENTS (20, quick 5), BENCH_PUSH_SPACING_MS (1,000), BENCH_PUSH_SHARDS (8: the
// second push run's MATCH_ROOM_SHARDS), BENCH_PUSH_CHECKS (2,000, quick 300) session checks for CPU and profile.
import { cpus, loadavg } from 'node:os'
import { writeFileSync } from 'node:fs'
import { chunksOfPackage } from './bundle-meta.mjs'
import { loadPath, measurePages } from './http-load.mjs'
import { measureLighthouse } from './lighthouse.mjs'
import { insertGeneratedArticles, measureQueries, SEARCH_TERM } from './news-search.mjs'
import { firstArticlePath, stylesheetPath } from './page-assets.mjs'
import { measurePageWeights } from './page-weight.mjs'
import { measurePlayerBudget } from './player-budget.mjs'
import { measureRenderMemory } from './render-memory.mjs'
import { printReport } from './report.mjs'
import { profileRenders } from './render-profile.mjs'
import { reportFailure, startSite } from './site-server.mjs'
import { heapAfterCollection, inspectorPort } from './worker-heap.mjs'
import { insertStreamAccounts } from './stream-accounts.mjs'
import { StreamSession } from './stream-session.mjs'
import { measureStreams } from './streams.mjs'
import { preparePushMatch } from './match-push.mjs'
import { measurePushInspected, measurePushServed } from './push-bench.mjs'
import { measureReplayAfterFullTime, prepareReplayMatch } from './replay-timing.mjs'
import { measureUploadThroughput } from './upload-throughput.mjs'
import { measureStartHold } from './start-hold.mjs'
import { measureWorker } from './worker-startup.mjs'

const QUICK = process.env.BENCH_QUICK === '1'
const PORT = numberFromEnv('BENCH_PORT', 8790)
const STATE_DIR = '.wrangler/bench-state'
const RESULTS_FILE = 'bench-results.json'
const SECONDS = numberFromEnv('BENCH_SECONDS', QUICK ? 3 : 10)
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', QUICK ? 1 : 5)
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50)
const RENDERS = numberFromEnv('BENCH_RENDERS', QUICK ? 1000 : 10_000)
const HOLD_SECONDS = numberFromEnv('BENCH_HOLD_SECONDS', QUICK ? 10 : 60)
const PROFILE_RENDERS = numberFromEnv('BENCH_PROFILE_RENDERS', QUICK ? 40 : 200)
const LIGHTHOUSE_RUNS = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', QUICK ? 1 : 3)
const PLAYER_RUNS = numberFromEnv('BENCH_PLAYER_RUNS', QUICK ? 3 : 10)
const CHECK_RATE = numberFromEnv('BENCH_CHECK_RATE', 500)
const PING_SECONDS = numberFromEnv('BENCH_PING_SECONDS', 5)
const WORKER_RUNS = numberFromEnv('BENCH_WORKER_RUNS', QUICK ? 3 : 5)
const PUSH_SOCKETS = numberFromEnv('BENCH_PUSH_SOCKETS', QUICK ? 200 : 2000)
const PUSH_EVENTS = numberFromEnv('BENCH_PUSH_EVENTS', QUICK ? 5 : 20)
const PUSH_SPACING_MS = numberFromEnv('BENCH_PUSH_SPACING_MS', 1000)
const PUSH_SHARDS = numberFromEnv('BENCH_PUSH_SHARDS', 8)
const PUSH_CHECKS = numberFromEnv('BENCH_PUSH_CHECKS', QUICK ? 300 : 2000)
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null
const QUICK_OFF = new Set(['search', 'streams', 'push', 'media'])
const runs = (section) =>
  ONLY ? ONLY.has(section) : !(QUICK && QUICK_OFF.has(section)) && !(section === 'streams' && process.env.BENCH_STREAMS === '0')

const log = (text) => process.stdout.write(text)
const started = Date.now()
const results = {
  startedAt: new Date(started).toISOString(),
  quick: QUICK,
  machine: { cpus: cpus().length, loadAverageAtStart: loadavg().map((n) => Math.round(n * 10) / 10) },
}

if (runs('search')) {
  const inserted = insertGeneratedArticles(STATE_DIR)
  log(`bench database ready with the generated articles after ${inserted.seconds.toFixed(1)} s (${inserted.file})\n`)
}
if (runs('media')) log(`the live match put back to 95 minutes in after ${prepareReplayMatch(STATE_DIR).seconds.toFixed(1)} s\n`)
if (runs('push'))
  log(`the live match ready for the push, without earlier runs' events, after ${preparePushMatch(STATE_DIR).seconds.toFixed(1)} s\n`)
if (runs('streams')) log(`stream bench accounts ready after ${insertStreamAccounts(STATE_DIR).seconds.toFixed(1)} s\n`)

// Issue 22 §5: the worker's own build and cold starts, first: they need no site, and leave nothing running.
if (runs('worker')) {
  log('the production worker (wrangler deploy --dry-run --env production): ')
  results.worker = await measureWorker({ runs: WORKER_RUNS, log })
  log(' done\n')
  if (ONLY && [...ONLY].every((section) => section === 'worker')) {
    results.machine.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 10) / 10)
    printReport(results)
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
    process.exit(0)
  }
}

const site = startSite({ port: PORT, stateDir: STATE_DIR })
let exitCode = 0
try {
  log(`starting the site on ${site.origin} (state in ${STATE_DIR})…\n`)
  await site.waitUntilUp()
  const origin = site.origin
  const home = await fetch(`${origin}/`)
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}; the site is not healthy enough to measure`)
  const homeHtml = await home.text()
  const articlePath = firstArticlePath(homeHtml)
  if (!articlePath) throw new Error('no article link on the home page')
  const staticPath = stylesheetPath(homeHtml)
  // Issue 13 §6: the five pages of the table.
  const pages = [
    { name: 'home', path: '/' },
    { name: 'article', path: articlePath },
    { name: 'fixtures', path: '/matches' },
    { name: 'match centre', path: '/match/21' },
    { name: 'videos', path: '/videos' },
  ]
  // Issue 13 §4: home beside every other page type.
  const pageTypes = [
    ...pages,
    { name: 'news', path: '/news' },
    { name: 'teams', path: '/teams' },
    { name: 'video browse', path: '/videos/browse' },
    { name: 'login', path: '/account/login' },
  ]

  // The worker's inspector first, on a fresh runtime: after the load phases (10,000 renders, or the
  // http section's tens of thousands of requests) that runtime held 2.6 GB and the CPU profile stalled
  // (workerd at a full core for minutes); alone, or first, it takes a minute.
  if (runs('profile')) {
    // BENCH_PROFILE_SIGNED_IN=1: the misses are the demo subscriber's (their class's copy, the personal parts written in).
    const signedIn = process.env.BENCH_PROFILE_SIGNED_IN === '1'
    log(`CPU profile of ${PROFILE_RENDERS} cache-miss renders a page${signedIn ? ', signed in' : ''}… `)
    const headers = signedIn ? { cookie: await subscriberCookie(origin) } : {}
    results.profile = await profileRenders(origin, { pages, rendersPerPage: PROFILE_RENDERS, headers })
    log('done\n')
  }

  // Issue 21: the D1 counts and the check's profile need wrangler dev's inspector (this site); the pushes do not.
  if (runs('push')) {
    log(`push: D1 per poll, event, socket and check; CPU profile of ${PUSH_CHECKS} session checks… `)
    results.push = { inspected: await measurePushInspected(origin, { audience: PUSH_SOCKETS, checksToProfile: PUSH_CHECKS }), served: [] }
    log('done\n')
  }

  if (runs('weight')) {
    log('JavaScript and bytes per page type… ')
    results.pages = await measurePageWeights(origin, pageTypes)
    log('done\n')
  }
  if (runs('lighthouse')) {
    log(`Lighthouse mobile, ${LIGHTHOUSE_RUNS} run(s) a page `)
    // Issue 22: the match centre joins home, an article, fixtures and /videos (mobile ≥ 95).
    results.lighthouse = await measureLighthouse(origin, pages, { runs: LIGHTHOUSE_RUNS, log })
    log(' done\n')
  }
  if (runs('player')) {
    log(`'Watch Now' to first frame, ${PLAYER_RUNS} runs `)
    results.player = await measurePlayerBudget(origin, { runs: PLAYER_RUNS, log })
    log(' done\n')
  }
  // The load phases come after the browser's measures: Lighthouse's simulation scales the server
  // response times it observes, and right after 10,000 renders the worker is still large and busy.
  if (runs('http')) {
    log(`SSR under load (${CONNECTIONS} connections):\n`)
    results.http = await measurePages(origin, {
      pages,
      staticPath,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      log,
      signedIn: () => subscriberCookie(origin),
    })
  }
  if (runs('memory')) {
    log(`memory over ${RENDERS} renders: `)
    const port = await inspectorPort(site.group)
    results.memory = await measureRenderMemory(origin, {
      paths: pages.map((p) => p.path),
      renders: RENDERS,
      connections: 4,
      workerdMemory: site.workerdMemory,
      heapMb: () => heapAfterCollection(port),
      log,
    })
    log('done\n')
  }

  if (results.pages || results.player) results.hlsJs = await hlsJsOnHome(results)
  if (runs('search')) results.search = await measureSearch(origin, staticPath)
} catch (err) {
  reportFailure('bench', err, site)
  exitCode = 1
} finally {
  await site.stop()
}
// Issue 10 budgets: the same site and state, served without wrangler dev's devtools inspector (site-server.mjs).
if (runs('streams') && exitCode === 0) {
  const streamSite = startSite({ port: PORT, stateDir: STATE_DIR, devtools: false })
  try {
    log(
      `live streams (the site again, devtools inspector off): signing in 501 accounts, 1,000 devices on sockets, ${CHECK_RATE} checks/s… `,
    )
    await streamSite.waitUntilUp()
    const html = await (await fetch(`${streamSite.origin}/`)).text()
    results.streams = await measureStreams(streamSite.origin, {
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      ratePerSecond: CHECK_RATE,
      pingMs: PING_SECONDS * 1000,
      plainPath: stylesheetPath(html),
    })
    log('done\n')
  } catch (err) {
    reportFailure('bench', err, streamSite)
    exitCode = 1
  } finally {
    await streamSite.stop()
  }
}
// Issue 22 §4: the site as `npm start` serves it holds 50 signed-in connections for a minute.
if (runs('hold') && exitCode === 0) {
  const holdSite = startSite({ port: PORT, stateDir: STATE_DIR, devtools: false })
  try {
    log(`npm start under load (devtools inspector off): 50 signed-in connections for ${HOLD_SECONDS} s… `)
    await holdSite.waitUntilUp()
    results.hold = await measureStartHold(holdSite.origin, { seconds: HOLD_SECONDS })
    log('done\n')
  } catch (err) {
    reportFailure('bench', err, holdSite)
    exitCode = 1
  } finally {
    await holdSite.stop()
  }
}
// Issue 21: the pushes on the site as `npm start` serves it (no inspector; requests not logged, as the soak), with
// one shard and then PUSH_SHARDS; the first run also takes the session check's CPU beside the static file's.
if (runs('push') && exitCode === 0) {
  for (const shards of [1, PUSH_SHARDS]) {
    const args = shards === 1 ? [] : ['--var', `MATCH_ROOM_SHARDS:${shards}`]
    const pushSite = startSite({ port: PORT, stateDir: STATE_DIR, devtools: false, logRequests: false, args })
    try {
      log(`push (devtools inspector off, MATCH_ROOM_SHARDS=${shards}): ${PUSH_SOCKETS} sockets, ${PUSH_EVENTS} events… `)
      await pushSite.waitUntilUp()
      const staticPath = stylesheetPath(await (await fetch(`${pushSite.origin}/`)).text())
      const cpu = shards === 1 ? { requests: PUSH_CHECKS, staticPath } : null
      const run = await measurePushServed(pushSite, { sockets: PUSH_SOCKETS, events: PUSH_EVENTS, spacingMs: PUSH_SPACING_MS, shards, cpu })
      results.push ??= { inspected: null, served: [] }
      results.push.served.push(run)
      log('done\n')
    } catch (err) {
      reportFailure('bench', err, pushSite)
      exitCode = 1
    } finally {
      await pushSite.stop()
    }
    if (exitCode !== 0) break
  }
}
// Issue 20: the media pipeline on the site as `npm start` serves it (no devtools inspector), last: full time
// ends the demo's live match (prepareReplayMatch puts it back before the next run).
if (runs('media') && exitCode === 0) {
  const mediaSite = startSite({ port: PORT, stateDir: STATE_DIR, devtools: false })
  try {
    log("media (the site again, devtools inspector off): a 200 MB upload through tus, then full time to the replay's first frame… ")
    await mediaSite.waitUntilUp()
    results.media = {
      upload: await measureUploadThroughput(mediaSite.origin, { log }),
      replay: await measureReplayAfterFullTime(mediaSite.origin, { log }),
    }
    log('done\n')
  } catch (err) {
    reportFailure('bench', err, mediaSite)
    exitCode = 1
  } finally {
    await mediaSite.stop()
  }
}
// The queries against D1 itself run once the site has stopped: a second process reading the database file
// while the site's workers write to it (the events queue flushes the run's advert events) met SQLITE_BUSY.
if (results.search && exitCode === 0) {
  try {
    results.search.d1 = await measureQueries(STATE_DIR, { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, concurrency: 8, summarize })
  } catch (err) {
    reportFailure('bench', err)
    exitCode = 1
  }
}
results.machine.loadAverageAtEnd = loadavg().map((n) => Math.round(n * 10) / 10)
results.minutes = Math.round((Date.now() - started) / 6000) / 10
printReport(results)
writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
log(`\nwritten to ${RESULTS_FILE} (${results.minutes} min)\n`)
process.exit(exitCode)

/** Issue 9: the home page's JavaScript (before interaction and all it fetched) holds no chunk with hls.js in it. */
async function hlsJsOnHome({ pages }) {
  const hls = new Set(await chunksOfPackage('hls.js'))
  const home = pages?.find((p) => p.path === '/')
  if (!home) return { chunks: [...hls] }
  return { chunks: [...hls], onHome: home.transfer.scripts.some((path) => hls.has(path)) }
}

/** SPEC §4.9: news search over HTTP beside the static file (the query against query in D1 comes after the site stops). */
async function measureSearch(origin, staticPath) {
  log('news search… ')
  const search = (sort) =>
    `/api/news/search?query=${encodeURIComponent(SEARCH_TERM)}&size=8&start=0${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`
  const http = []
  for (const [name, path] of [
    ['static file', staticPath],
    ['search by date', search()],
    ['search by score', search('_score desc')],
  ]) {
    await loadPath(origin, path, { mode: 'static', seconds: WARMUP_SECONDS, connections: CONNECTIONS })
    http.push({ name, path, ...(await loadPath(origin, path, { mode: 'static', seconds: SECONDS, connections: CONNECTIONS })) })
  }
  log('done\n')
  // d1: filled in after the site stops (below the try).
  return { connections: CONNECTIONS, http, d1: null }
}

function summarize({ latencies, errors, elapsedMs }) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : Number.NaN)
  const round = (n) => Math.round(n * 100) / 100
  return { requests: sorted.length, errors, rps: round(sorted.length / (elapsedMs / 1000)), p50: round(at(0.5)), p99: round(at(0.99)) }
}

function numberFromEnv(name, fallback) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** Issue 22 §1: the session cookies of the demo's subscriber, as the browser sends them to a page. */
async function subscriberCookie(origin) {
  const subscriber = new StreamSession(origin, 'subscriber@example.com', '198.51.100.30')
  await subscriber.signIn('town-tv-demo')
  return subscriber.cookieHeader('/')
}
