import { env } from 'cloudflare:workers'
import type { SocketServerMessage } from '../../shared/schemas/stream-socket'
import type { AcquireRequest } from '../../worker/streaming/stream-sessions-api'
import type { Browser } from './auth-helpers'

/** The account's StreamSessions object, as the worker reaches it (idFromName(ssoId)). */
export function streamSessionsOf(ssoId: string) {
  return env.STREAM_SESSIONS.get(env.STREAM_SESSIONS.idFromName(ssoId))
}

/** An acquire as the session check makes it, for the seeded live video and one sign-in session unless told otherwise. */
export function leaseRequest(deviceId: number, change: Partial<AcquireRequest> = {}): AcquireRequest {
  return { deviceId, signIn: 'test-sign-in', assetId: 'live-match-video', playbackId: 'live-video', limit: 2, bypass: false, ...change }
}

/** The browser's sign-in session (the session family its access token names), as the session check and the socket see it. */
export function signInOf(browser: Browser): string {
  const token = browser.cookies.get('__Host-club_session')
  const payload = token?.split('.')[1]
  if (!payload) throw new Error('the browser is not signed in')
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown }
  if (typeof claims.sid !== 'string') throw new Error('the session token names no session')
  return claims.sid
}

/**
 * A player's end of GET /api/streamline/socket: everything the object sends
 * is queued, so a test can wait for the next message or for the close.
 */
export class PlayerSocket {
  private readonly queue: SocketServerMessage[] = []
  private waiting: ((message: SocketServerMessage) => void) | null = null
  readonly closed: Promise<{ code: number; reason: string }>

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as SocketServerMessage
      if (this.waiting) {
        const resolve = this.waiting
        this.waiting = null
        resolve(message)
      } else this.queue.push(message)
    })
    this.closed = new Promise((resolve) => ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })))
    ws.accept()
  }

  static async open(browser: Browser): Promise<PlayerSocket> {
    const response = await browser.fetch('/api/streamline/socket', { headers: { Upgrade: 'websocket' } })
    if (response.status !== 101 || !response.webSocket) throw new Error(`the socket answered ${response.status}: ${await response.text()}`)
    return new PlayerSocket(response.webSocket)
  }

  /** The next message from the object (fails the test after two seconds of silence). */
  next(): Promise<SocketServerMessage> {
    const queued = this.queue.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message from the stream socket')), 2000)
      this.waiting = (message) => {
        clearTimeout(timer)
        resolve(message)
      }
    })
  }

  /** Sends a message (an object is sent as JSON) and waits for the answer. */
  async ask(message: unknown): Promise<SocketServerMessage> {
    this.ws.send(typeof message === 'string' || message instanceof ArrayBuffer ? message : JSON.stringify(message))
    return this.next()
  }

  /** Nothing is waiting in the queue. */
  get idle(): boolean {
    return this.queue.length === 0
  }
}
