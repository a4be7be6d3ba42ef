// `npm run bench`: starts the site the way `npm start` does (its own state
// directory and port), measures requests per second and latency of each
// target with a closed-loop load generator, reports the JavaScript the home
// page loads before any interaction, and stops the site again.
// It asserts nothing: the figures are for notes, not a pass condition.
//
// Env: BENCH_SECONDS (measured seconds per target, default 10),
// BENCH_WARMUP_SECONDS (default 5), BENCH_CONCURRENCY (default 8).
// Live streams (streams.mjs): BENCH_STREAMS=0 skips them; BENCH_CHECK_RATE
// (session checks a second, default 500), BENCH_PING_SECONDS (default 5).
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { closedLoop } from './closed-loop.mjs'
import { insertGeneratedArticles, measureQueries, printQueryRatios, SEARCH_TERM } from './news-search.mjs'
import { firstArticlePath, homeJavaScript } from './page-assets.mjs'
import { insertStreamAccounts } from './stream-accounts.mjs'
import { measureStreams, printStreams } from './streams.mjs'

const PORT = 8790
const ORIGIN = `http://127.0.0.1:${PORT}`
const STATE_DIR = '.wrangler/bench-state'
const MEASURE_SECONDS = numberFromEnv('BENCH_SECONDS', 10)
const WARMUP_SECONDS = numberFromEnv('BENCH_WARMUP_SECONDS', 5)
const CONCURRENCY = numberFromEnv('BENCH_CONCURRENCY', 8)
const STARTUP_TIMEOUT_MS = 180_000
const JS_BUDGET_BYTES = 100 * 1024
const STREAMS = process.env.BENCH_STREAMS !== '0'
const CHECK_RATE = numberFromEnv('BENCH_CHECK_RATE', 500)
const PING_SECONDS = numberFromEnv('BENCH_PING_SECONDS', 5)

/**
 * What gets measured, in order. `baseline: true` marks the static target the
 * others are compared with. Add new targets here (e.g. news search); `path`
 * may be a function of the home page HTML.
 */
const TARGETS = [
  { name: 'SSR home', kind: 'ssr', path: () => '/' },
  { name: 'SSR article', kind: 'ssr', path: ({ homeHtml }) => firstArticlePath(homeHtml) },
  { name: 'static entry JS', kind: 'static', baseline: true, path: ({ js }) => js.entry ?? '/robots.txt' },
  // SPEC §4.9, §7: news search over the seed plus 10,000 generated articles (news-search.mjs).
  { name: 'news search date', kind: 'api', path: () => `/api/news/search?query=${encodeURIComponent(SEARCH_TERM)}&size=8&start=0` },
  {
    name: 'news search score',
    kind: 'api',
    path: () => `/api/news/search?query=${encodeURIComponent(SEARCH_TERM)}&size=8&start=0&sort=${encodeURIComponent('_score desc')}`,
  },
]

// SPEC §4.9 news search budget: 10,000 generated articles beside the seed (news-search.mjs).
const inserted = insertGeneratedArticles(STATE_DIR)
console.log(`bench database ready with the generated articles after ${inserted.seconds.toFixed(1)} s (${inserted.file})`)
// Issue 10 "Budgets": the stream bench's 501 accounts, written before the site starts (stream-accounts.mjs).
if (STREAMS) console.log(`stream bench accounts ready after ${insertStreamAccounts(STATE_DIR).seconds.toFixed(1)} s`)
const server = startServer()
let exitCode = 0
try {
  await waitUntilUp()
  const home = await fetch(`${ORIGIN}/`)
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}; the site is not healthy enough to measure`)
  const homeHtml = await home.text()
  const js = await homeJavaScript(ORIGIN, homeHtml, home.headers.get('link'))

  const results = []
  for (const target of TARGETS) {
    const path = target.path({ homeHtml, js })
    if (!path) throw new Error(`no path found for target "${target.name}"`)
    process.stdout.write(`measuring ${target.name} (${path}): ${WARMUP_SECONDS}s warm-up, ${MEASURE_SECONDS}s measured… `)
    await load(path, WARMUP_SECONDS)
    const figures = summarize(await load(path, MEASURE_SECONDS))
    console.log(`${figures.rps.toFixed(0)} req/s`)
    results.push({ ...target, path, ...figures })
  }
  let streams = null
  if (STREAMS) {
    process.stdout.write(`measuring live streams: signing in 501 accounts, 1,000 devices on sockets, ${CHECK_RATE} checks/s… `)
    const baseline = results.find((r) => r.baseline)
    streams = await measureStreams(ORIGIN, {
      seconds: MEASURE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      ratePerSecond: CHECK_RATE,
      pingMs: PING_SECONDS * 1000,
      plainPath: baseline?.path ?? '/robots.txt',
    })
    console.log('done')
  }
  process.stdout.write('measuring D1 queries (news search and a primary-key lookup)… ')
  const queries = await measureQueries(STATE_DIR, {
    seconds: MEASURE_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    concurrency: CONCURRENCY,
    summarize,
  })
  console.log('done')
  const jsReport = reportJavaScript(js)
  printTable(results)
  const ratios = printRatios(results)
  const searchRatios = printQueryRatios(queries)
  if (streams)
    printStreams(
      streams,
      results.find((r) => r.baseline),
    )
  printJavaScript(jsReport)
  console.log(
    JSON.stringify({
      bench: {
        concurrency: CONCURRENCY,
        measureSeconds: MEASURE_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        targets: results.map(({ name, kind, path, rps, p50, p99, requests, errors }) => ({
          name,
          kind,
          path,
          rps,
          p50,
          p99,
          requests,
          errors,
        })),
        ratios,
        newsSearch: { articles: queries.articles, queries: queries.figures, ratios: searchRatios },
        homeJs: jsReport,
        streams,
      },
    }),
  )
} catch (err) {
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`)
  console.error(server.logTail())
  exitCode = 1
} finally {
  await server.stop()
}
process.exit(exitCode)

function numberFromEnv(name, fallback) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** `node worker/dev/start.mjs` in its own process group, so one signal stops wrangler and workerd too. */
function startServer() {
  const lines = []
  // React's production build, as `wrangler deploy` bundles it: the development
  // build that `wrangler dev` picks by default renders several times slower.
  const production = ['--define', 'process.env.NODE_ENV:"production"']
  const child = spawn(process.execPath, ['worker/dev/start.mjs', '--persist-to', STATE_DIR, ...production], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  })
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n'))
    if (lines.length > 200) lines.splice(0, lines.length - 200)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
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
  return {
    exited,
    logTail: () => `--- last lines of the site's output ---\n${lines.slice(-40).join('\n')}`,
    async stop() {
      signalGroup('SIGTERM')
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))
      if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup('SIGKILL')
      // wrangler's children may outlive start.mjs: clear the whole group.
      signalGroup('SIGKILL')
    },
  }
}

async function waitUntilUp() {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  let gone = null
  server.exited.then((status) => {
    gone = status
  })
  console.log(`starting the site on ${ORIGIN} (state in ${STATE_DIR})…`)
  const started = Date.now()
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the site exited during start-up (code ${gone.code}, signal ${gone.signal})`)
    try {
      const response = await fetch(`${ORIGIN}/robots.txt`)
      await response.arrayBuffer()
      if (response.ok) {
        console.log(`site up after ${((Date.now() - started) / 1000).toFixed(1)} s`)
        return
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the site did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`)
}

/**
 * Closed loop: CONCURRENCY clients each send the next request as soon as the
 * previous body has been read in full. Node's fetch keeps connections alive
 * through undici's global dispatcher, so each client reuses its socket.
 */
async function load(path, seconds) {
  const url = `${ORIGIN}${path}`
  return closedLoop(
    async () => {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    },
    seconds,
    CONCURRENCY,
  )
}

function summarize({ latencies, errors, elapsedMs }) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : Number.NaN)
  const round = (n) => Math.round(n * 100) / 100
  return { requests: sorted.length, errors, rps: round(sorted.length / (elapsedMs / 1000)), p50: round(at(0.5)), p99: round(at(0.99)) }
}

function printTable(results) {
  const rows = [
    ['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
    ...results.map((r) => [
      r.name,
      shorten(r.path, 44),
      r.rps.toFixed(1),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      String(r.requests),
      String(r.errors),
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  console.log(`\nconcurrency ${CONCURRENCY}, ${MEASURE_SECONDS}s measured per target after ${WARMUP_SECONDS}s warm-up`)
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
}

/** Each SSR target against the static baseline: how many times slower. */
function printRatios(results) {
  const baseline = results.find((r) => r.baseline)
  if (!baseline) return []
  console.log(`\nSSR / static (${baseline.name}):`)
  const ratios = results
    .filter((r) => r.kind === 'ssr')
    .map((r) => ({
      target: r.name,
      rps: round3(r.rps / baseline.rps),
      p50: round3(r.p50 / baseline.p50),
      p99: round3(r.p99 / baseline.p99),
    }))
  for (const r of ratios) console.log(`  ${r.target.padEnd(14)} req/s x${r.rps}   p50 x${r.p50}   p99 x${r.p99}`)
  return ratios
}

function reportJavaScript(js) {
  const files = js.files.map((f) => ({ url: f.url, bytes: f.code.length, gzipBytes: gzipSync(f.code, { level: 9 }).length }))
  const all = js.files.map((f) => f.code).join('\n')
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes,
    budgetBytes: JS_BUDGET_BYTES,
    withinBudget: gzipBytes <= JS_BUDGET_BYTES,
    containsHlsJs: all.includes('hls.js'),
    containsSwiper: all.includes('swiper'),
    missing: js.missing,
  }
}

function printJavaScript(report) {
  console.log('\nJavaScript the home page loads before any interaction (static imports followed):')
  for (const f of report.files) console.log(`  ${f.url.padEnd(40)} ${kb(f.bytes).padStart(9)}  gzip ${kb(f.gzipBytes).padStart(8)}`)
  for (const url of report.missing) console.log(`  ${url.padEnd(40)} (could not be fetched)`)
  console.log(`  total ${kb(report.bytes)}, gzip -9 ${kb(report.gzipBytes)}`)
  console.log(`100 KB gzip budget: ${report.withinBudget ? 'OK' : 'OVER'}`)
  console.log(`'hls.js' in it: ${report.containsHlsJs ? 'yes' : 'no'}; 'swiper' in it: ${report.containsSwiper ? 'yes' : 'no'}\n`)
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function round3(n) {
  return Math.round(n * 1000) / 1000
}

function shorten(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
