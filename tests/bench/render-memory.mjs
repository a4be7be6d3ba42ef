// Issue 13 §6: the worker's memory over many consecutive renders should stay
// flat. Each request carries an old-named refresh cookie (issue 18 §5: a
// response that may move it is rendered, never served from or stored in the
// cache), so the edge cache is bypassed (X-Cache: BYPASS) and every request is
// a full render, without the cache filling up beside it; the cookie's token is
// not valid, so the page is the anonymous one. (Since issue 22 §1 a session
// cookie alone no longer bypasses: one that does not verify gets the
// anonymous copy from the cache.) The resident memory of the workerd processes (/proc) is
// sampled as the renders go, and at each fifth of the run the worker's
// JavaScript heap after a full collection (worker-heap.mjs), which is what
// says whether renders leave anything behind.
import autocannon from 'autocannon'
import { headerValue } from './http-load.mjs'

const SAMPLE_MS = 1000

/**
 * `renders` requests over `paths` in turn, `connections` at a time. Returns
 * the samples ({ renders, rssMb }), the first after the warm-up tenth, the
 * last, the peak and the growth per 1,000 renders over the second half.
 */
export async function measureRenderMemory(origin, { paths, renders, connections, workerdMemory, heapMb, log }) {
  const rss = () => Math.round(workerdMemory().reduce((sum, p) => sum + p.rssMb, 0) * 10) / 10
  const processesAtStart = workerdMemory()
  const samples = [{ renders: 0, rssMb: rss() }]
  let done = 0
  const heap = [{ renders: 0, heapMb: await heapMb() }]
  let nextHeapAt = renders / 5
  let collecting = false
  const xCache = {}
  const instance = autocannon({
    url: origin,
    connections,
    amount: renders,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip', cookie: 'club_refresh=bench-memory' },
    requests: paths.map((path) => ({
      method: 'GET',
      path,
      onResponse: (_status, _body, _context, headers) => {
        const state = headerValue(headers, 'x-cache') ?? '-'
        xCache[state] = (xCache[state] ?? 0) + 1
      },
    })),
  })
  instance.on('response', () => {
    done++
  })
  const timer = setInterval(() => {
    samples.push({ renders: done, rssMb: rss() })
    if (samples.length % 30 === 0) log(`${done} `)
    if (done >= nextHeapAt && !collecting) {
      collecting = true
      nextHeapAt += renders / 5
      const at = done
      heapMb().then((mb) => {
        heap.push({ renders: at, heapMb: mb })
        collecting = false
      })
    }
  }, SAMPLE_MS)
  const started = performance.now()
  let result
  try {
    result = await instance
  } finally {
    clearInterval(timer)
  }
  samples.push({ renders: done, rssMb: rss() })
  heap.push({ renders: done, heapMb: await heapMb() })
  const afterWarmup = samples.find((s) => s.renders >= renders / 10) ?? samples[0]
  const secondHalf = samples.filter((s) => s.renders >= renders / 2)
  return {
    renders: done,
    connections,
    paths,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    non2xx: result.non2xx,
    errors: result.errors,
    xCache,
    rssMb: {
      start: samples[0].rssMb,
      afterWarmup: afterWarmup.rssMb,
      end: samples.at(-1).rssMb,
      peak: Math.max(...samples.map((s) => s.rssMb)),
    },
    growthMbPer1000: round(slope(secondHalf) * 1000),
    // JavaScript heap of the worker after a full collection (null: the inspector did not answer).
    heapAfterGcMb: heap,
    // Each workerd process (wrangler dev runs more than one) at the start and the end.
    processes: { start: processesAtStart, end: workerdMemory() },
    samples,
  }
}

/** Least-squares MB per render over the samples (0 when there are too few). */
function slope(samples) {
  if (samples.length < 3) return 0
  const n = samples.length
  const mx = samples.reduce((s, p) => s + p.renders, 0) / n
  const my = samples.reduce((s, p) => s + p.rssMb, 0) / n
  const sxx = samples.reduce((s, p) => s + (p.renders - mx) ** 2, 0)
  const sxy = samples.reduce((s, p) => s + (p.renders - mx) * (p.rssMb - my), 0)
  return sxx === 0 ? 0 : sxy / sxx
}

function round(n) {
  return Math.round(n * 100) / 100
}
