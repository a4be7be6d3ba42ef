import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NetworkWatch } from '../../client/player/network-watch'
import { openStreamSocket, type StreamSocketEvents, socketUrl, type WebSocketLike } from '../../client/player/stream-socket'
import { CONCURRENCY_PING_MS } from '../../shared/timing'

type Listener = (event: { data?: unknown }) => void

/** The server's end of one connection, as the module sees it through WebSocketLike. */
class FakeSocket implements WebSocketLike {
  readyState = 0
  readonly sent: unknown[] = []
  closedWith: number | null = null
  private readonly listeners = new Map<string, Listener[]>()

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data))
  }
  close(code = 1000): void {
    this.closedWith = code
    this.drop()
  }
  /** The connection opens. */
  open(): void {
    this.readyState = 1
    this.emit('open', {})
  }
  /** The server says something. */
  say(message: unknown): void {
    this.emit('message', { data: JSON.stringify(message) })
  }
  /** The connection goes, whoever ended it. */
  drop(): void {
    if (this.readyState === 3) return
    this.readyState = 3
    this.emit('close', {})
  }
  private emit(type: string, event: { data?: unknown }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

function recorder(): StreamSocketEvents & { log: unknown[] } {
  const log: unknown[] = []
  return {
    log,
    onBound: () => log.push('bound'),
    onToken: (token, expiresAt, playbackUrl) => log.push({ token, expiresAt, playbackUrl }),
    onLeaseEnded: (reason) => log.push({ leaseEnded: reason }),
  }
}

/** The browser's network as the test sets it (issue 21 §4). */
class FakeNetwork implements NetworkWatch {
  private listener: ((online: boolean) => void) | null = null
  constructor(private state = true) {}
  online(): boolean {
    return this.state
  }
  listen(onChange: (online: boolean) => void): () => void {
    this.listener = onChange
    return () => {
      this.listener = null
    }
  }
  set(online: boolean): void {
    this.state = online
    this.listener?.(online)
  }
  get listening(): boolean {
    return this.listener !== null
  }
}

function start(network = new FakeNetwork()) {
  const sockets: FakeSocket[] = []
  const events = recorder()
  const handle = openStreamSocket({
    sessionID: 4242,
    assetId: 'live-audio-commentary',
    events,
    network,
    // The shortest pause of each range (shared/rules/socket-retry.ts has the table).
    random: () => 0,
    connect: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
  })
  return { sockets, events, handle, current: () => sockets[sockets.length - 1]! }
}

const pings = (socket: FakeSocket) => socket.sent.filter((m) => (m as { action: string }).action === 'ping').length

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// SPEC §7 "WebSocket to the streamline socket", §4.5, §9.4; issue 10 §4 and §8.
describe('the live player’s stream socket', () => {
  it('says which device it is once open, and pings every 30 s while connected', () => {
    const { current, events } = start()
    current().open()
    expect(current().sent).toEqual([{ action: 'session', sessionID: 4242, assetId: 'live-audio-commentary' }])
    current().say({ type: 'bound', sessionID: 4242 })
    expect(events.log).toEqual(['bound'])
    for (let minute = 0; minute < 120; minute++) {
      vi.advanceTimersByTime(CONCURRENCY_PING_MS)
      current().say({ type: 'pong' })
      vi.advanceTimersByTime(CONCURRENCY_PING_MS)
      current().say({ type: 'pong' })
    }
    // A 120-minute match: 240 pings on the one connection.
    expect(pings(current())).toBe(240)
    expect(vi.getTimerCount()).toBe(1)
  })

  it('hands on each renewed token (and a provider’s new address)', () => {
    const { current, events } = start()
    current().open()
    current().say({ type: 'token', token: 't2', expiresAt: 1000 })
    current().say({ type: 'token', token: 't3', expiresAt: 2000, playbackUrl: 'https://stream.example/p.m3u8?token=t3' })
    expect(events.log).toEqual([
      { token: 't2', expiresAt: 1000, playbackUrl: undefined },
      { token: 't3', expiresAt: 2000, playbackUrl: 'https://stream.example/p.m3u8?token=t3' },
    ])
  })

  it('a lease that ended stops the player, and the socket closes for good', () => {
    const { sockets, current, events } = start()
    current().open()
    current().say({ type: 'leaseEnded', reason: 'endedByOtherDevice' })
    expect(events.log).toEqual([{ leaseEnded: 'endedByOtherDevice' }])
    expect(current().closedWith).toBe(1000)
    vi.advanceTimersByTime(10 * CONCURRENCY_PING_MS)
    expect(sockets).toHaveLength(1)
    expect(pings(current())).toBe(0)
  })

  it('closing it (the player closed) closes the connection at once and stops pinging', () => {
    const { sockets, current, handle } = start()
    current().open()
    handle.close()
    expect(current().closedWith).toBe(1000)
    vi.advanceTimersByTime(10 * CONCURRENCY_PING_MS)
    expect(sockets).toHaveLength(1)
    expect(pings(current())).toBe(0)
  })

  it('a dropped connection is opened again, with a growing pause, and binds the device again', () => {
    const { sockets, current, events } = start()
    current().open()
    current().say({ type: 'bound', sessionID: 4242 })
    current().drop()
    vi.advanceTimersByTime(499)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    current().drop() // refused again before it opened
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(3)
    current().open()
    expect(current().sent).toEqual([{ action: 'session', sessionID: 4242, assetId: 'live-audio-commentary' }])
    current().say({ type: 'bound', sessionID: 4242 })
    expect(events.log).toEqual(['bound', 'bound'])
  })

  it('a ping left unanswered until the next one means a dead connection: it is replaced', () => {
    const { sockets, current } = start()
    current().open()
    vi.advanceTimersByTime(CONCURRENCY_PING_MS) // ping, no pong
    vi.advanceTimersByTime(CONCURRENCY_PING_MS)
    expect(sockets[0]!.closedWith).toBe(4000)
    vi.advanceTimersByTime(1000)
    expect(sockets).toHaveLength(2)
  })

  it('offline it lets the connection go and does not knock; back online it opens again at once and binds the device', () => {
    const network = new FakeNetwork()
    const { sockets, current, events } = start(network)
    current().open()
    current().say({ type: 'bound', sessionID: 4242 })
    network.set(false)
    expect(sockets[0]!.closedWith).toBe(1000)
    // Ten seconds offline (issue 21 §4's test): no new connection, no ping.
    vi.advanceTimersByTime(10_000)
    expect(sockets).toHaveLength(1)
    expect(pings(sockets[0]!)).toBe(0)
    network.set(true)
    vi.advanceTimersByTime(0)
    expect(sockets).toHaveLength(2)
    current().open()
    expect(current().sent).toEqual([{ action: 'session', sessionID: 4242, assetId: 'live-audio-commentary' }])
    current().say({ type: 'bound', sessionID: 4242 })
    expect(events.log).toEqual(['bound', 'bound'])
  })

  it('a drop while offline waits for the network, however long; the retries that follow it back off again', () => {
    const network = new FakeNetwork()
    const { sockets, current } = start(network)
    current().open()
    network.set(false)
    vi.advanceTimersByTime(10 * 60_000)
    expect(sockets).toHaveLength(1)
    network.set(true)
    vi.advanceTimersByTime(0)
    expect(sockets).toHaveLength(2)
    current().drop() // the server is not reachable yet
    vi.advanceTimersByTime(999)
    expect(sockets).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(3)
  })

  it('opened while offline it waits for the network; closed for good it stops listening to it', () => {
    const network = new FakeNetwork(false)
    const { sockets, handle } = start(network)
    expect(sockets).toHaveLength(0)
    network.set(true)
    vi.advanceTimersByTime(0)
    expect(sockets).toHaveLength(1)
    handle.close()
    expect(network.listening).toBe(false)
    network.set(false)
    network.set(true)
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('ignores what it cannot read', () => {
    const { current, events } = start()
    current().open()
    current().say({ type: 'error', code: 'bad_message' })
    ;(current() as unknown as { emit: (t: string, e: { data: unknown }) => void }).emit('message', { data: 'not json' })
    expect(events.log).toEqual([])
  })

  it('goes to our own origin, wss on https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'club.example' })).toBe('wss://club.example/api/streamline/socket')
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8787' })).toBe('ws://127.0.0.1:8787/api/streamline/socket')
  })
})
