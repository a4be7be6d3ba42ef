/**
 * Issue 21 §1: a page's WebSocket to its match's room (server side in
 * worker/matchday/). It hands on each pushed message once, in id order
 * (ids it has seen are dropped, a gap makes it reconnect so the room fills
 * it), says when the catch-up is done and whether the page must read the
 * whole state once, and reconnects by itself with exponential backoff and
 * full jitter (shared/rules/reconnect-backoff.ts), resuming with ?after=
 * the last id it saw. A match over (4410) is not reconnected.
 */
import { reconnectDelay, SOCKET_STABLE_AFTER_MS } from '../../../shared/rules/reconnect-backoff'

// What the page applies to what is pushed travels with the socket (issue 22 §3: not in the page's first JavaScript).
export { applyMatchPush, applyNoticePush } from '../../../shared/rules/apply-match-push'
export { SINCE_MARGIN_MS } from '../../../shared/rules/match-push-log'
import {
  isPushMessage,
  MATCH_SOCKET_CLOSE,
  MATCH_SOCKET_PING,
  type MatchPushMessage,
  type MatchSocketFrame,
} from '../../../shared/match-push'

export interface MatchSocketEvents {
  onMessage: (message: MatchPushMessage) => void
  /** The catch-up is done; `complete` false: read the whole state once (the poll). */
  onReady: (complete: boolean) => void
  /** The socket is gone for now (the page falls back to its poll until onReady comes again). */
  onDown: (final: boolean) => void
}

export interface MatchSocketOptions {
  matchId: number
  /** The first connection asks for what was written since the page's state was read (ms); reconnections resume after the last id seen. */
  since: number
  events: MatchSocketEvents
  /** Opens the connection; tests hand in their own. */
  connect?: (url: string) => WebSocketLike
  random?: () => number
}

export interface WebSocketLike {
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown; code?: number }) => void): void
}

export interface MatchSocketHandle {
  close(): void
  /** The last id seen (what a reconnect resumes after). */
  lastId(): number | null
}

/** Keeps idle connections through proxies that drop silent ones; the runtime answers without waking the room. */
const PING_MS = 50_000

export function matchSocketUrl(
  location: { protocol: string; host: string },
  matchId: number,
  from: { after: number | null; since: number },
): string {
  const query = from.after === null ? `?since=${Math.max(0, Math.floor(from.since))}` : `?after=${from.after}`
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/matches/${matchId}/socket${query}`
}

const browserSocket = (url: string): WebSocketLike => new WebSocket(url)

export function openMatchSocket(options: MatchSocketOptions): MatchSocketHandle {
  const { matchId, events, connect = browserSocket, random = Math.random } = options
  let last: number | null = null
  let ws: WebSocketLike | null = null
  let attempt = 0
  let openedAt = 0
  let closed = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pingTimer: ReturnType<typeof setInterval> | undefined

  const onFrame = (frame: MatchSocketFrame, socket: WebSocketLike) => {
    if (frame.type === 'ready') {
      last = frame.lastId
      return events.onReady(frame.complete)
    }
    if (!isPushMessage(frame)) return
    if (last !== null && frame.id <= last) return
    // A gap (never expected: the shard sends in order): reconnect so the room sends what is missing.
    if (last !== null && frame.id !== last + 1) return socket.close(4000, 'gap')
    last = frame.id
    events.onMessage(frame)
  }

  const start = () => {
    if (closed) return
    const socket = connect(matchSocketUrl(location, matchId, { after: last, since: options.since }))
    ws = socket
    openedAt = Date.now()
    socket.addEventListener('message', (event) => {
      let frame: MatchSocketFrame
      try {
        frame = JSON.parse(String(event.data)) as MatchSocketFrame
      } catch {
        return
      }
      onFrame(frame, socket)
    })
    socket.addEventListener('close', (event) => {
      if (ws !== socket) return
      ws = null
      clearInterval(pingTimer)
      const over = event.code === MATCH_SOCKET_CLOSE.matchOver
      events.onDown(closed || over)
      if (closed || over) return
      // A socket that stayed up a while was a good connection: start the backoff again.
      if (Date.now() - openedAt > SOCKET_STABLE_AFTER_MS) attempt = 0
      const wait = event.code === MATCH_SOCKET_CLOSE.resync ? 0 : reconnectDelay(attempt, random())
      attempt += 1
      retryTimer = setTimeout(start, wait)
    })
    clearInterval(pingTimer)
    pingTimer = setInterval(() => {
      try {
        socket.send(MATCH_SOCKET_PING)
      } catch {
        // Closing: its close event reconnects.
      }
    }, PING_MS)
  }

  start()
  return {
    close() {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      const socket = ws
      ws = null
      socket?.close(1000, 'page left')
    },
    lastId: () => last,
  }
}
