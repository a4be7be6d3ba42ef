// Issue 13 §6: pages under load with autocannon, each beside a static file
// measured in the same run. A page is measured twice: as a cache miss (every
// request carries a query string never seen before, so the edge cache's key,
// which includes the query, has no copy and the worker renders) and as a hit
// (the same URL again and again after one render stored it). Every response's
// X-Cache header is counted, so the table says what was really measured.
// Issue 22 §1: with a supporter's session cookie, each page is also measured
// as a signed-in hit (their class's copy with their personal parts written in
// on the way out); one response, read whole, is checked to carry the viewer.
import autocannon from 'autocannon'
import { verdict } from './verdict.mjs'

/** Like a browser: compressed responses (the site gzips pages and files alike). */
const HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html,*/*' }

/**
 * One autocannon run of `seconds` at `connections` against `path`.
 * mode 'miss' appends ?bench-miss=N (a fresh N per request), 'hit', 'signed-in hit' and 'static' ask the same URL.
 * `cookie`: the Cookie header every request sends (a signed-in supporter's session).
 */
export async function loadPath(origin, path, { mode, seconds, connections, cookie }) {
  const xCache = {}
  let unique = 0
  const runId = Date.now().toString(36)
  const separator = path.includes('?') ? '&' : '?'
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 30,
    headers: cookie ? { ...HEADERS, cookie } : HEADERS,
    requests: [
      {
        method: 'GET',
        path,
        ...(mode === 'miss' || mode === 'signed-in miss'
          ? { setupRequest: (request) => ({ ...request, path: `${path}${separator}bench-miss=${runId}-${unique++}` }) }
          : {}),
        onResponse: (_status, _body, _context, headers) => {
          const state = headerValue(headers, 'x-cache') ?? '-'
          xCache[state] = (xCache[state] ?? 0) + 1
        },
      },
    ],
  })
  return {
    requests: result.requests.total,
    rps: round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    xCache,
  }
}

/** autocannon hands headers as a flat [name, value, name, value…] list or as an object, by version. */
export function headerValue(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length - 1; i += 2) if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1])
    return null
  }
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === name) return String(value)
  return null
}

/**
 * The static baseline, then each page as a miss and as a hit, each after its
 * own warm-up. Ratios are page / static for p50 and p99 (lower is better) and
 * static / page for requests a second, so every ratio reads "times slower".
 */
export async function measurePages(origin, { pages, staticPath, seconds, warmupSeconds, connections, log, signedIn }) {
  const run = async (name, path, mode, cookie) => {
    log(`  ${name} ${mode} (${path}): ${warmupSeconds}s warm-up, ${seconds}s at ${connections} connections… `)
    if (mode.endsWith('hit')) await primeCache(origin, path, cookie)
    if (warmupSeconds > 0) await loadPath(origin, path, { mode, seconds: warmupSeconds, connections, cookie })
    await drain()
    const figures = await loadPath(origin, path, { mode, seconds, connections, cookie })
    log(`${figures.rps} req/s\n`)
    await drain(figures.p99)
    return { name, path, mode, ...figures, ...(cookie ? { carriesViewer: await carriesViewer(origin, path, cookie) } : {}) }
  }
  const baseline = await run('static file', staticPath, 'static')
  const rows = [baseline]
  for (const page of pages) {
    rows.push(await run(page.name, page.path, 'miss'))
    rows.push(await run(page.name, page.path, 'hit'))
    // Issue 22 §1: a subscriber's session cookie on the same page (signed in again for each page: the
    // access token lives 10 minutes, longer than one page's runs).
    if (signedIn) {
      const cookie = await signedIn()
      rows.push(await run(page.name, page.path, 'signed-in miss', cookie))
      rows.push(await run(page.name, page.path, 'signed-in hit', cookie))
    }
  }
  for (const row of rows) {
    // No response within the window (a busy machine, a slow miss): no figure rather than a zero.
    row.ratio =
      row.requests === 0
        ? { p50: null, p99: null, rps: null }
        : { p50: round(row.p50 / baseline.p50), p99: round(row.p99 / baseline.p99), rps: round(baseline.rps / row.rps) }
    // Issue 13 §6 and issue 22: a hit, signed in or not, p50 ≤ 1.5x and p99 ≤ 3x; any miss p50 ≤ 3x.
    if (row.mode.endsWith('hit')) row.targets = { p50: verdict(row.ratio.p50, 1.5), p99: verdict(row.ratio.p99, 3) }
    if (row.mode.endsWith('miss')) row.targets = { p50: verdict(row.ratio.p50, 3) }
  }
  return { connections, seconds, warmupSeconds, staticPath, rows }
}

/** The page came for the signed-in viewer (worker/render/personal-parts.ts), not the anonymous copy. */
async function carriesViewer(origin, path, cookie) {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text()
  return html.includes('self.__VIEWER__=')
}

/** A page is a hit only once a render stored it: one request first (its copy is written after the response). */
async function primeCache(origin, path, cookie) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : {})
    await response.arrayBuffer()
    if (response.headers.get('x-cache') === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * autocannon stops at the end of its window without waiting for the requests
 * still in flight; the worker finishes them anyway. Wait about as long as the
 * slowest of them took, so the next run does not start behind their work.
 */
function drain(p99Ms = 1000) {
  return new Promise((resolve) => setTimeout(resolve, Math.min(10_000, Math.max(500, p99Ms || 3000))))
}

function round(n) {
  return Math.round(n * 100) / 100
}
