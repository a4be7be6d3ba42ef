// Pure arithmetic of the push section (issue 21 bench): what 2,000 polling
// pages cost D1 a minute, CPU time per request from /proc's tick counts, and
// what a D1 subrequest seen by the inspector says (d1-count.mjs).
// No I/O here: tests/unit/bench-push-figures.test.ts checks it.

/** A poll every `pollMs` (the match centre's 15 s) by `pages` pages, each costing `perPoll`: per minute. */
export function perMinuteOfPolls(pages, pollMs, perPoll) {
  if (!(pollMs > 0) || perPoll === null || perPoll === undefined) return null
  return Math.round(pages * (60_000 / pollMs) * perPoll * 10) / 10
}

/** utime + stime (clock ticks) of a /proc/<pid>/stat line; the command name may hold spaces and ')'. */
export function cpuTicksOfStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields after the name start at field 3 (state): utime is field 14, stime 15.
  return Number(fields[11]) + Number(fields[12])
}

/**
 * CPU ms per request over a run: the ticks the processes used, less what they use idle over as long
 * (`idleMsPerSecond`, measured just before), divided by the requests served. Never below zero.
 */
export function cpuMsPerRequest({ ticks, tickMs, seconds, requests, idleMsPerSecond = 0 }) {
  if (requests <= 0) return null
  const used = ticks * tickMs - idleMsPerSecond * seconds
  return Math.round((Math.max(0, used) / requests) * 1000) / 1000
}

/**
 * A subrequest that is a D1 query: workerd's d1-api POSTs each query or batch to the binding
 * (http://d1/query?resultsFormat=…; /execute for exec()), served by miniflare's D1 worker.
 */
export function isD1Query(url, method) {
  return method === 'POST' && /^https?:\/\/d1\/(query|execute)(\?|$)/.test(url)
}

/**
 * What a D1 answer says (the inspector gives no request body, so the SQL is not known): one result
 * per statement (a batch answers with an array), each with meta.rows_read and meta.rows_written.
 */
export function d1AnswerOf(text) {
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const results = (Array.isArray(body) ? body : [body]).filter((r) => r && typeof r === 'object')
  const sum = (key) => results.reduce((n, r) => n + (typeof r.meta?.[key] === 'number' ? r.meta[key] : 0), 0)
  return { statements: results.length, rowsRead: sum('rows_read'), rowsWritten: sum('rows_written') }
}
