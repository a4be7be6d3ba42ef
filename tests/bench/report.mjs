// Prints the bench's proof table (issue 13 §6) from the results object that
// run.mjs also writes to bench-results.json. Only what was measured is printed.
import { printQueryRatios } from './news-search.mjs'
import { printPush } from './push-report.mjs'
import { printProfile } from './render-profile.mjs'
import { printStartHold } from './start-hold.mjs'
import { printStreams } from './streams.mjs'
import { met } from './verdict.mjs'

const HOME_JS_BUDGET = 90 * 1024 // issue 13 §4: gzip, before interaction
const HOME_TRANSFER_BUDGET = 500 * 1024 // issue 13 §4: total transfer

export function printReport(results) {
  const { machine } = results
  console.log(
    `\n=== Proof table${results.quick ? ' (BENCH_QUICK: short runs, figures rough)' : ''}: ${machine.cpus} CPUs,` +
      ` load average ${machine.loadAverageAtStart[0]} at start, ${machine.loadAverageAtEnd?.[0]} at end ===`,
  )
  if (results.http) printHttp(results.http)
  if (results.memory) printMemory(results.memory)
  if (results.profile) printProfile(results.profile)
  if (results.pages) printPages(results.pages)
  if (results.hlsJs) printHls(results.hlsJs)
  if (results.lighthouse) printLighthouse(results.lighthouse)
  if (results.player) printPlayer(results.player)
  if (results.search) printSearch(results.search)
  if (results.hold) printStartHold(results.hold)
  if (results.media) printMedia(results.media)
  if (results.worker) printWorker(results.worker)
  if (results.push) printPush(results.push)
  if (results.streams) {
    const baseline = results.http?.rows.find((r) => r.mode === 'static')
    printStreams(results.streams, baseline && { name: `static file at ${results.http.connections} connections`, ...baseline })
  }
}

function printHttp({ connections, seconds, warmupSeconds, staticPath, rows }) {
  console.log(
    `\nSSR at ${connections} connections (autocannon, ${seconds} s each after ${warmupSeconds} s warm-up); baseline: static ${staticPath}`,
  )
  console.log(
    'ratios are page / static for p50 and p99, static / page for req/s; targets: a hit (signed in or not) p50 ≤ 1.5x and p99 ≤ 3x, a miss p50 ≤ 3x',
  )
  console.log('the static file is served as in production: by the assets service directly, never through the worker')
  console.log("  'signed-in': a subscriber's session cookie; 'viewer yes': a response read whole carried their personal parts")
  table(
    ['page', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'x-cache seen', 'req/s x', 'p50 x', 'p99 x', 'targets', 'errors'],
    rows.map((r) => [
      r.mode === 'static' ? 'static file' : r.name,
      r.mode === 'static' ? '-' : r.mode,
      r.rps.toFixed(1),
      r.requests ? String(r.p50) : 'n/a',
      r.requests ? String(r.p99) : 'n/a',
      [...Object.entries(r.xCache), ...(r.carriesViewer === undefined ? [] : [['viewer', r.carriesViewer ? 'yes' : 'NO']])]
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
      r.mode === 'static' ? '1' : String(r.ratio.rps ?? 'n/a'),
      r.mode === 'static' ? '1' : String(r.ratio.p50 ?? 'n/a'),
      r.mode === 'static' ? '1' : String(r.ratio.p99 ?? 'n/a'),
      r.targets ? [`p50 ${met(r.targets.p50)}`, ...(r.targets.p99 ? [`p99 ${met(r.targets.p99)}`] : [])].join(', ') : '',
      String(r.errors + r.timeouts + r.non2xx),
    ]),
  )
  if (rows.some((r) => r.requests === 0)) console.log('  n/a: no response came back within the window (raise BENCH_SECONDS)')
}

function printMemory(m) {
  const { rssMb } = m
  console.log(
    `\nworker memory over ${m.renders} renders (${m.paths.length} pages in turn, ${m.connections} connections, ${m.seconds} s; X-Cache ${JSON.stringify(m.xCache)}):`,
  )
  console.log(
    `  workerd RSS ${rssMb.start} MB at start, ${rssMb.afterWarmup} MB after the first tenth, ${rssMb.end} MB at the end, peak ${rssMb.peak} MB;` +
      ` over the second half ${m.growthMbPer1000} MB per 1,000 renders`,
  )
  const end = new Map(m.processes.end.map((p) => [p.pid, p.rssMb]))
  console.log(
    `  per workerd process, start → end: ${m.processes.start.map((p) => `${p.pid} ${p.rssMb} → ${end.get(p.pid) ?? 'gone'} MB`).join(', ')}`,
  )
  const heap = m.heapAfterGcMb
  const first = heap.find((h) => h.renders > 0 && h.heapMb !== null)
  const last = heap.at(-1)
  const flat = first && last?.heapMb !== null ? (last.heapMb - first.heapMb < 10 ? 'yes' : 'NO') : 'not measured'
  console.log(
    `  worker JavaScript heap after a full collection: ${heap.map((h) => `${h.heapMb ?? '?'} MB at ${h.renders}`).join(', ')}` +
      ` (flat, under 10 MB more at the end than at the first fifth: ${flat})`,
  )
}

function printPages(pages) {
  console.log(
    '\nJavaScript before interaction (the HTML’s module scripts and preloads with their static imports, gzip -9 of each file summed;' +
      ' "as one gzip": the same code in one stream, what the split into files costs)',
  )
  console.log('and transfer (headless Chromium as a phone until the network is quiet, bytes on the wire):')
  table(
    ['page', 'path', 'JS files', 'JS KB', 'JS gzip KB', 'as one gzip', 'requests', 'transfer KB', 'of it JS KB', 'budget'],
    pages.map((p) => [
      p.beforeInteraction.status === 200 ? p.name : `${p.name} (HTTP ${p.beforeInteraction.status})`,
      shorten(p.path, 36),
      String(p.beforeInteraction.files),
      kb(p.beforeInteraction.bytes),
      kb(p.beforeInteraction.gzipBytes),
      kb(p.beforeInteraction.gzipOneStreamBytes),
      String(p.transfer.requests),
      kb(p.transfer.bytes),
      kb(p.transfer.byType.script ?? 0),
      p.path === '/'
        ? `JS ≤ 90: ${met({ met: p.beforeInteraction.gzipBytes <= HOME_JS_BUDGET })}, transfer ≤ 500: ${met({ met: p.transfer.bytes <= HOME_TRANSFER_BUDGET })}`
        : '',
    ]),
  )
  const home = pages.find((p) => p.path === '/')
  if (home) {
    const top = Object.entries(home.beforeInteraction.packages).slice(0, 8)
    console.log(
      `  home's JavaScript before interaction, largest parts (KB before minification): ${top.map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`,
    )
  }
}

function printHls(hls) {
  console.log(
    `\nhls.js (chunk ${hls.chunks.join(', ') || 'not found'}) loaded by the home page: ${hls.onHome === undefined ? 'not measured' : hls.onHome ? 'YES' : 'no'}`,
  )
}

function printLighthouse(rows) {
  console.log('\nLighthouse mobile (simulated slow 4G, 4x CPU), median run by performance; target ≥ 95 each:')
  table(
    ['page', 'path', 'performance', 'accessibility', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'a11y audits failed'],
    rows.map((r) =>
      r.error
        ? [r.name, shorten(r.path, 36), 'error', r.error, '', '', '', '', '', '', '']
        : [
            r.name,
            shorten(r.path, 36),
            `${r.performance} ${met(r.targets.performance)}`,
            `${r.accessibility} ${met(r.targets.accessibility)}`,
            r.performanceRuns.join('/'),
            String(Math.round(r.metrics.fcpMs)),
            String(Math.round(r.metrics.lcpMs)),
            String(Math.round(r.metrics.tbtMs)),
            String(r.metrics.cls),
            String(Math.round(r.metrics.speedIndexMs)),
            r.failedAccessibilityAudits.join(' ') || '-',
          ],
    ),
  )
}

function printPlayer(p) {
  const t = p.watchNowToFirstFrameMs
  console.log(`\n'Watch Now' to first frame on ${p.page} (free video ${p.entryId}, new visitor each run, headless Chromium, loopback):`)
  console.log(
    `  p50 ${t.p50} ms over ${t.runs.length} runs (min ${t.min}, max ${t.max}; target ≤ 900 ms: ${met(p.target)})` +
      `${p.failures.length ? `; ${p.failures.length} runs failed: ${p.failures[0]}` : ''}`,
  )
  const js = p.javascript
  console.log(
    `  JavaScript: ${js.before.files} files, ${kb(js.before.bytes)} KB on the wire before opening; opening the player added ${js.afterOpening.files} files, ${kb(js.afterOpening.bytes)} KB` +
      ` (hls.js before: ${js.hlsJsBefore ? 'YES' : 'no'}, after: ${js.hlsJsAfter ? 'yes' : 'no'})`,
  )
}

function printSearch({ connections, http, d1 }) {
  const baseline = http[0]
  console.log(`\nNews search over HTTP at ${connections} connections beside the static file:`)
  for (const r of http) {
    console.log(
      `  ${r.name.padEnd(16)} ${r.rps.toFixed(1).padStart(8)} req/s   p50 ${String(r.p50).padStart(5)} ms (x${ratio(r.p50, baseline.p50)})   p99 ${String(r.p99).padStart(5)} ms (x${ratio(r.p99, baseline.p99)})`,
    )
  }
  if (d1) printQueryRatios(d1)
}

function printMedia({ upload, replay }) {
  console.log(`\nIssue 20: a ${upload.fileMb} MB video file into the local R2, and the replay after full time`)
  table(
    ['how', 'seconds', 'MB/s'],
    [
      [`tus through the worker (${upload.tus.parts} parts of 8 MiB)`, upload.tus.seconds, upload.tus.mbPerSecond],
      ['wrangler r2 object put --local (baseline)', upload.wranglerR2Put.seconds, upload.wranglerR2Put.mbPerSecond],
    ],
  )
  console.log(
    `full time → replay granted ${(replay.fullTimeToGrantMs / 1000).toFixed(1)} s; page open → first frame ${(replay.pageOpenToFirstFrameMs / 1000).toFixed(1)} s;` +
      ` full time → first frame ${(replay.fullTimeToFirstFrameMs / 1000).toFixed(1)} s (target ≤ 300 s: ${met(replay.target)})`,
  )
}

/** Issue 22 §5: the production worker's size and a cold isolate's start-up (tests/bench/worker-startup.mjs). */
function printWorker({ build, startup }) {
  console.log(
    `\nIssue 22 §5: the production worker, ${build.rawKiB} KiB raw, ${build.gzipKiB} KiB gzip (target ≤ 500 KB gzip: ${met(build.target)}); biggest parts, KiB minified:`,
  )
  console.log(`  ${build.top.map(({ name, kib }) => `${name} ${kib}`).join(', ')}`)
  console.log(`cold starts in Miniflare, median of ${startup.runs}, GET ${startup.path}; baseline: a script of three lines, same bindings`)
  table(
    ['script', 'start ms', 'first response ms', 'second response ms', 'status'],
    [
      ['this worker', startup.worker.readyMs, startup.worker.firstMs, startup.worker.secondMs, startup.worker.status],
      ['three lines', startup.emptyWorker.readyMs, startup.emptyWorker.firstMs, startup.emptyWorker.secondMs, startup.emptyWorker.status],
    ],
  )
  console.log(
    `what the script adds to a cold isolate's first response: ${startup.addedMs} ms; wrangler's deploy figure: ${startup.deployStartupTime}`,
  )
}

function table(head, rows) {
  const all = [head, ...rows]
  const widths = head.map((_, i) => Math.max(...all.map((row) => String(row[i]).length)))
  for (const [n, row] of all.entries()) {
    console.log(`  ${row.map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ')}`)
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  }
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1)
}

function ratio(a, b) {
  return Math.round((a / b) * 100) / 100
}

function shorten(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
