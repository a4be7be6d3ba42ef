/**
 * A live player's WebSocket to its account's StreamSessions object (SPEC §7
 * "WebSocket to the streamline socket", §4.5, §9.4; server side in
 * worker/streaming/stream-sessions.ts). It says which device it speaks for
 * ({action:'session', sessionID}), pings every 30 s while connected (the
 * lease lapses after two missed pings), hands on the renewed playback token
 * the object pushes before the old one runs out, and reports a lease that
 * ended without this device asking. Closing it frees the device's lease at
 * once. A connection that drops is opened again (with a growing, spread
 * pause: shared/rules/socket-retry.ts), and the player asks its session
 * check again once the socket speaks for the device once more, since the
 * object freed the lease when the socket went. Issue 21 §4: offline, it
 * closes and waits for the network; back online, it opens again at once.
 */
import { socketRetry } from '../../shared/rules/socket-retry'
import type { LeaseEndReason, SocketServerMessage } from '../../shared/types/stream-socket'
import { CONCURRENCY_PING_MS } from '../../shared/timing'
import { browserNetwork, type NetworkWatch } from './network-watch'

export interface StreamSocketEvents {
  /** The socket speaks for the device: at first, and again after each reconnection. */
  onBound: () => void
  /** A renewed playback token (and, from a live provider, its new address). */
  onToken: (token: string, expiresAt: number, playbackUrl: string | undefined) => void
  /** The lease is gone (ended from another device, or pings were missed): the player stops. */
  onLeaseEnded: (reason: LeaseEndReason) => void
}

export interface StreamSocketOptions {
  /** SPEC §3 user state sessionID: the device. */
  sessionID: number
  /** The stream the device is about to play. */
  assetId: string
  events: StreamSocketEvents
  /** Opens the connection; tests hand in their own. */
  connect?: () => WebSocketLike
  /** The browser's online state and its changes; tests hand in their own. */
  network?: NetworkWatch
  /** A number in [0, 1) that spreads the retries (Math.random; fixed in tests). */
  random?: () => number
}

/** The part of the browser's WebSocket the module uses. */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void
}

export interface StreamSocket {
  /** Stops pinging and closes for good: the server frees the lease at once. */
  close(): void
}

const OPEN = 1

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/streamline/socket`
}

const browserSocket = (): WebSocketLike => new WebSocket(socketUrl(location))

export function openStreamSocket({
  sessionID,
  assetId,
  events,
  connect = browserSocket,
  network = browserNetwork,
  random = Math.random,
}: StreamSocketOptions): StreamSocket {
  let ws: WebSocketLike | null = null
  let pingTimer: ReturnType<typeof setInterval> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  /** Tries since the socket last spoke for the device. */
  let attempt = 0
  let closed = false
  let awaitingPong = false

  const stopPinging = () => clearInterval(pingTimer)

  const ping = () => {
    const socket = ws
    if (!socket || socket.readyState !== OPEN) return
    // The last ping was never answered: the connection is dead though no close came. Start again.
    if (awaitingPong) return socket.close(4000, 'no pong')
    awaitingPong = true
    socket.send(JSON.stringify({ action: 'ping' }))
  }

  const onMessage = (data: unknown) => {
    const message = readServerMessage(data)
    if (!message) return
    switch (message.type) {
      case 'bound':
        attempt = 0
        return events.onBound()
      case 'pong':
        awaitingPong = false
        return
      case 'token':
        return events.onToken(message.token, message.expiresAt, message.playbackUrl)
      case 'leaseEnded':
        shutDown()
        return events.onLeaseEnded(message.reason)
      case 'error':
        return
    }
  }

  const open = () => {
    if (closed) return
    const socket = connect()
    ws = socket
    awaitingPong = false
    socket.addEventListener('open', () => {
      if (ws !== socket) return
      socket.send(JSON.stringify({ action: 'session', sessionID, assetId }))
      stopPinging()
      pingTimer = setInterval(ping, CONCURRENCY_PING_MS)
    })
    socket.addEventListener('message', (event) => {
      if (ws === socket) onMessage(event.data)
    })
    socket.addEventListener('close', () => {
      if (ws !== socket) return
      ws = null
      stopPinging()
      if (closed) return
      retry(false)
    })
  }

  /** Opens again after the rule's pause; offline, not until the network is back. */
  const retry = (networkReturned: boolean) => {
    clearTimeout(retryTimer)
    const next = socketRetry({ online: network.online(), attempt, networkReturned, random: random() })
    if (next.kind === 'waitForOnline') return
    attempt += 1
    retryTimer = setTimeout(open, next.ms)
  }

  // Issue 21 §4: a connection kept through a network drop is usually dead without knowing it; it is let go
  // at once (the close may not reach the object: the lease then lapses or is taken again by this device's check).
  const stopListening = network.listen((online) => {
    if (closed) return
    if (!online) {
      clearTimeout(retryTimer)
      stopPinging()
      const socket = ws
      ws = null
      socket?.close(1000, 'offline')
      return
    }
    if (ws === null) retry(true)
  })

  const shutDown = () => {
    closed = true
    stopListening()
    stopPinging()
    clearTimeout(retryTimer)
    const socket = ws
    ws = null
    socket?.close(1000, 'player closed')
  }

  if (network.online()) open()
  return { close: shutDown }
}

function readServerMessage(data: unknown): SocketServerMessage | null {
  if (typeof data !== 'string') return null
  try {
    const message = JSON.parse(data) as Partial<SocketServerMessage> | null
    return message && typeof message.type === 'string' ? (message as SocketServerMessage) : null
  } catch {
    return null
  }
}
