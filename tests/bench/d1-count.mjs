// Issue 21 bench (BENCH_ONLY=push): the D1 work behind one request, counted
// rather than read off the code. `wrangler dev`'s inspector reports every
// subrequest the worker (and its Durable Objects) make in its Network
// domain, and a D1 query is one: a POST to the binding (http://d1/query)
// whose answer, which workerd hands the inspector whole with its
// loadingFinished event, holds one result per statement, each with its
// meta (rows_read, rows_written: what D1 bills). The request's body (the
// SQL) is not given. Requests are made one at a time on an otherwise quiet
// site and each is given a moment after its answer for the waitUntil work it
// started (the push, the operations counters). Anything else the site does
// meanwhile (a queue flush) would be counted too.
import { d1AnswerOf, isD1Query } from './push-figures.mjs'
import { connect, proxyUrl } from './render-profile.mjs'

/** After an answer, the work the request left in waitUntil (the push fans out in a few ms locally). */
const SETTLE_MS = 300

/** Opens the inspector with its Network domain on; `measure(name, times, run)` counts the D1 queries of `run`, `times` times. */
export async function d1Counter() {
  const url = await proxyUrl()
  if (!url) throw new Error("wrangler dev's inspector proxy was not found on ports 9229-9238")
  const d1Requests = new Set()
  /** One entry per D1 round trip answered: its statements and rows (null: the answer was not readable). */
  const answered = []
  const inspector = await connect(url, (method, params) => {
    if (method === 'Network.requestWillBeSent' && isD1Query(params.request.url, params.request.method)) d1Requests.add(params.requestId)
    else if (method === 'Network.loadingFinished' && d1Requests.delete(params.requestId)) {
      const text = params.cfResponse?.body ? Buffer.from(params.cfResponse.body, 'base64').toString('utf8') : ''
      answered.push(d1AnswerOf(text))
    }
  })
  await inspector.call('Network.enable')
  return {
    async measure(name, times, run) {
      const start = answered.length
      for (let i = 0; i < times; i++) {
        await run(i)
        await new Promise((r) => setTimeout(r, SETTLE_MS))
      }
      const trips = answered.slice(start)
      const known = trips.filter(Boolean)
      const per = (n) => Math.round((n / times) * 100) / 100
      const total = (key) => (known.length === trips.length ? per(known.reduce((n, t) => n + t[key], 0)) : null)
      return {
        name,
        times,
        roundTripsPer: per(trips.length),
        // null when an answer could not be read: unknown rather than zero.
        statementsPer: total('statements'),
        rowsReadPer: total('rowsRead'),
        rowsWrittenPer: total('rowsWritten'),
      }
    },
    close: () => inspector.close(),
  }
}
