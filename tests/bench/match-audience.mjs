// The match centre's audience for `npm run bench` (issue 21 "Tests that must
// exist": 2,000 match-centre sockets on one match). Each page opens what the
// match centre opens (client/components/match-centre/match-socket.ts):
// GET /api/matches/{id}/socket?since=<ms>, waits for its {type:'ready'}
// frame, pings every 50 s as the page does, and notes when each pushed
// message arrives (performance.now(), the clock the bench times the event
// API's answers with). Receipt times are taken in this one node process: with
// 2,000 sockets its own turn through their frames is part of the figure.
import { createRequire } from 'node:module'
import { eachLimited } from './stream-devices.mjs'

// Node 20 has no WebSocket client of its own; `ws` is miniflare's (as stream-devices.mjs uses it).
const WebSocket = createRequire(import.meta.resolve('miniflare'))('ws')

/** shared/match-push.ts: the page's ping, answered by the runtime without waking the shard. */
const PING = '{"type":"ping"}'
const PING_MS = 50_000
const READY_TIMEOUT_MS = 30_000

class MatchPage {
  constructor(url, receipts) {
    this.url = url
    this.receipts = receipts
    this.ws = null
    this.timer = null
    this.stopping = false
    this.closedUnexpectedly = false
  }

  open() {
    const ws = new WebSocket(this.url, { perMessageDeflate: false })
    this.ws = ws
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no 'ready' within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
      ws.on('unexpected-response', (_req, res) => {
        clearTimeout(timeout)
        reject(new Error(`the match socket answered ${res.statusCode}`))
      })
      ws.on('message', (data) => {
        const at = performance.now()
        const frame = JSON.parse(String(data))
        if (frame.type === 'ready') {
          clearTimeout(timeout)
          this.receipts.ready(frame.lastId)
          this.timer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(PING), PING_MS)
          resolve()
        } else if (typeof frame.id === 'number') this.receipts.note(frame.id, at)
      })
      ws.on('error', (err) => {
        clearTimeout(timeout)
        reject(err)
      })
      ws.on('close', () => {
        clearInterval(this.timer)
        if (!this.stopping) this.closedUnexpectedly = true
      })
    })
  }

  stop() {
    this.stopping = true
    clearInterval(this.timer)
    if (!this.ws || this.ws.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      const done = setTimeout(resolve, 5_000)
      this.ws.once('close', () => {
        clearTimeout(done)
        resolve()
      })
      this.ws.close(1000, 'page left')
    })
  }
}

/** Per pushed id: how many sockets had it, and the first and last receipt. */
export class Receipts {
  constructor() {
    this.byId = new Map()
    /** The room's last id as the pages' 'ready' frames named it: the next push is the one after. */
    this.lastReadyId = null
  }

  ready(lastId) {
    if (typeof lastId === 'number') this.lastReadyId = Math.max(this.lastReadyId ?? 0, lastId)
  }

  note(id, at) {
    const seen = this.byId.get(id)
    if (!seen) this.byId.set(id, { count: 1, first: at, last: at })
    else {
      seen.count += 1
      seen.first = Math.min(seen.first, at)
      seen.last = Math.max(seen.last, at)
    }
  }

  of(id) {
    return this.byId.get(id) ?? { count: 0, first: Number.NaN, last: Number.NaN }
  }

  /** Resolves once `count` sockets have message `id`, or after `timeoutMs` (what arrived by then). */
  async waitFor(id, count, timeoutMs) {
    const deadline = performance.now() + timeoutMs
    while (this.of(id).count < count && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5))
    return this.of(id)
  }
}

/** Opens `count` match-centre sockets on `matchId`, `concurrency` at a time; each is up once its 'ready' came. */
export async function openAudience(origin, matchId, { count, concurrency = 32 }) {
  const receipts = new Receipts()
  const since = Date.now()
  const url = `${origin.replace(/^http/, 'ws')}/api/matches/${matchId}/socket?since=${since}`
  const pages = Array.from({ length: count }, () => new MatchPage(url, receipts))
  const started = performance.now()
  const failures = []
  await eachLimited(pages, concurrency, (page) => page.open().catch((err) => failures.push(err.message)))
  if (failures.length > 0) {
    await eachLimited(pages, 64, (page) => page.stop())
    throw new Error(`${failures.length} of ${count} match sockets did not open: ${[...new Set(failures)].slice(0, 3).join('; ')}`)
  }
  return {
    receipts,
    openSeconds: (performance.now() - started) / 1000,
    closedUnexpectedly: () => pages.filter((p) => p.closedUnexpectedly).length,
    stop: () => eachLimited(pages, 64, (page) => page.stop()),
  }
}
