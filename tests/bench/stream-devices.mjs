// Simulated live players (issue 10 "Budgets"): each device takes its lease
// with a session check, opens GET /api/streamline/socket with its account's
// cookie, says which device it is ({action:'session'}) and pings. Pings come
// faster than a player's 30 s (time compression): the lease rule only needs
// one within 65 s (shared/rules/stream-lease.ts), so a faster ping can never
// cost a lease, and the objects see more traffic per minute of bench.
// A device that keeps pinging should never lose its lease; every way it can
// is counted: a leaseEnded message, the socket closed under it, a ping left
// unanswered, or a later re-check refused.
import { createRequire } from 'node:module'

// Node 20 has no WebSocket client of its own; `ws` is miniflare's (a direct devDependency).
const WebSocket = createRequire(import.meta.resolve('miniflare'))('ws')

/** How long a device waits for 'bound' after opening its socket. */
const BIND_TIMEOUT_MS = 15_000

export function newDeviceStats() {
  return {
    socketsOpen: 0,
    pings: 0,
    pongs: 0,
    tokens: 0,
    leaseEnded: 0,
    socketErrors: 0,
    closedUnexpectedly: 0,
    pingsUnanswered: 0,
    rechecks: 0,
    rechecksRefused: 0,
    /**
     * Device ids whose lease the site ended: told so on the socket (leaseEnded), the socket closed or
     * failed, or a re-check refused with one of the site's codes. A late pong or a re-check that got a
     * 5xx (or no answer) is counted above but is not a lease lost: the lease lapses only after 65 s
     * without a ping (shared/rules/stream-lease.ts), and the next re-check says whether it held.
     */
    lost: new Set(),
    /** Outcomes other than 'granted' of re-checks (code → count). */
    recheckOutcomes: {},
  }
}

export class Device {
  constructor(session, deviceId, { assetId, pingMs, stats }) {
    this.session = session
    this.deviceId = deviceId
    this.assetId = assetId
    this.pingMs = pingMs
    this.stats = stats
    this.ws = null
    this.timer = null
    this.awaitingPong = false
    this.opened = false
    this.stopping = false
  }

  /** Takes the lease, opens the socket and waits for 'bound'; pings start at a random moment of the first interval. */
  async start() {
    const outcome = await this.session.check(this.assetId, this.deviceId)
    if (outcome !== 'granted') throw new Error(`device ${this.deviceId} of ${this.session.email} could not take a lease: ${outcome}`)
    await this.open()
    const first = Math.floor(Math.random() * this.pingMs)
    this.timer = setTimeout(() => {
      this.ping()
      this.timer = setInterval(() => this.ping(), this.pingMs)
    }, first)
  }

  open() {
    const url = `${this.session.origin.replace(/^http/, 'ws')}/api/streamline/socket`
    const path = '/api/streamline/socket'
    const ws = new WebSocket(url, { headers: { Cookie: this.session.cookieHeader(path), 'CF-Connecting-IP': this.session.address } })
    this.ws = ws
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`device ${this.deviceId}: no 'bound' within ${BIND_TIMEOUT_MS} ms`)),
        BIND_TIMEOUT_MS,
      )
      ws.on('unexpected-response', (_req, res) => {
        clearTimeout(timeout)
        reject(new Error(`device ${this.deviceId}: the socket answered ${res.statusCode}`))
      })
      ws.on('open', () => {
        this.opened = true
        this.stats.socketsOpen++
        ws.send(JSON.stringify({ action: 'session', sessionID: this.deviceId }))
      })
      ws.on('message', (data) => {
        const message = JSON.parse(String(data))
        if (message.type === 'bound') {
          clearTimeout(timeout)
          resolve()
        } else this.received(message)
      })
      ws.on('error', (err) => {
        this.stats.socketErrors++
        this.lose()
        clearTimeout(timeout)
        reject(err)
      })
      ws.on('close', () => {
        if (this.opened) this.stats.socketsOpen--
        if (!this.stopping) {
          this.stats.closedUnexpectedly++
          this.lose()
        }
      })
    })
  }

  received(message) {
    if (message.type === 'pong') {
      this.stats.pongs++
      this.awaitingPong = false
    } else if (message.type === 'token') this.stats.tokens++
    else if (message.type === 'leaseEnded') {
      this.stats.leaseEnded++
      this.lose()
    } else if (message.type === 'error') this.stats.socketErrors++
  }

  ping() {
    if (this.ws?.readyState !== WebSocket.OPEN) return
    // The previous ping had a whole interval to be answered.
    if (this.awaitingPong) this.stats.pingsUnanswered++
    this.awaitingPong = true
    this.stats.pings++
    this.ws.send(JSON.stringify({ action: 'ping' }))
  }

  /** The keep path: the same device checks again; a refusal means its lease was gone. */
  async recheck() {
    const outcome = await this.session.check(this.assetId, this.deviceId).catch(() => 'failed')
    this.stats.rechecks++
    if (outcome === 'granted') return outcome
    this.stats.rechecksRefused++
    this.stats.recheckOutcomes[outcome] = (this.stats.recheckOutcomes[outcome] ?? 0) + 1
    // A refusal in the site's words (ERR_…); 'overloaded', 'server error …' and 'failed' are not.
    if (outcome.startsWith('ERR_')) this.lose()
    return outcome
  }

  lose() {
    this.stats.lost.add(this.deviceId)
  }

  /** Closing the socket frees the lease at once (stream-sessions.ts), so a re-run starts clean. */
  stop() {
    this.stopping = true
    clearTimeout(this.timer)
    clearInterval(this.timer)
    if (!this.ws) return Promise.resolve()
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      const done = setTimeout(resolve, 5_000)
      this.ws.once('close', () => {
        clearTimeout(done)
        resolve()
      })
      this.ws.close(1000, 'bench over')
    })
  }
}

/** Runs `task` over `items`, `concurrency` at a time (bounded: no unbounded burst at the site). */
export async function eachLimited(items, concurrency, task) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

/** Every device of every session: leases taken, sockets bound, pinging. */
export async function startDevices(sessions, deviceIdsOf, { assetId, pingMs }) {
  const stats = newDeviceStats()
  const devices = sessions.flatMap((session, i) => deviceIdsOf(i).map((id) => new Device(session, id, { assetId, pingMs, stats })))
  await eachLimited(devices, 16, (device) => device.start())
  return {
    devices,
    stats,
    recheckAll: (concurrency = 16) => eachLimited(devices, concurrency, (device) => device.recheck()),
    stop: () => eachLimited(devices, 64, (device) => device.stop()),
  }
}
