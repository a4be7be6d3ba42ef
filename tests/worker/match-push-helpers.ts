/** Helpers of the match push tests (issue 21 §1): a page's end of GET /api/matches/{id}/socket. */
import { env, exports } from 'cloudflare:workers'
import type { MatchSocketFrame } from '../../shared/schemas/match-push'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'

export const LIVE = 21

/** Everything the shard sends is queued, so a test waits for the next frame or for the close. */
export class MatchSocket {
  private readonly queue: MatchSocketFrame[] = []
  private waiting: ((frame: MatchSocketFrame) => void) | null = null
  readonly closed: Promise<{ code: number; reason: string }>

  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as MatchSocketFrame
      if (this.waiting) {
        const resolve = this.waiting
        this.waiting = null
        resolve(frame)
      } else this.queue.push(frame)
    })
    this.closed = new Promise((resolve) => ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })))
    ws.accept()
  }

  static async open(matchId: number, after?: number | string, since?: number): Promise<MatchSocket> {
    const response = await socketRequest(matchId, after, { Upgrade: 'websocket' }, since)
    if (response.status !== 101 || !response.webSocket) throw new Error(`the socket answered ${response.status}: ${await response.text()}`)
    const socket = new MatchSocket(response.webSocket)
    opened.push(socket)
    return socket
  }

  /** The next frame (fails the test after three seconds of silence). */
  next(): Promise<MatchSocketFrame> {
    const queued = this.queue.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame from the match socket')), 3000)
      this.waiting = (frame) => {
        clearTimeout(timer)
        resolve(frame)
      }
    })
  }

  /** Frames up to and including the {type:'ready'} that ends the catch-up. */
  async untilReady(): Promise<MatchSocketFrame[]> {
    const frames: MatchSocketFrame[] = []
    for (;;) {
      const frame = await this.next()
      frames.push(frame)
      if (frame.type === 'ready') return frames
    }
  }

  async ask(message: string | ArrayBuffer): Promise<MatchSocketFrame> {
    this.ws.send(message)
    return this.next()
  }

  get idle(): boolean {
    return this.queue.length === 0
  }
}

const opened: MatchSocket[] = []

/** Closes every socket a test opened (afterEach). */
export async function closeSockets(): Promise<void> {
  const sockets = opened.splice(0)
  for (const socket of sockets) {
    try {
      socket.ws.close(1000, 'test over')
    } catch {
      // Closed by the server already.
    }
  }
  await Promise.all(sockets.map((socket) => socket.closed))
}

export function socketRequest(
  matchId: number | string,
  after?: number | string,
  headers: Record<string, string> = { Upgrade: 'websocket' },
  since?: number | string,
) {
  const params = new URLSearchParams()
  if (after !== undefined) params.set('after', String(after))
  if (since !== undefined) params.set('since', String(since))
  const query = params.size > 0 ? `?${params}` : ''
  return exports.default.fetch(new Request(`http://localhost/api/matches/${matchId}/socket${query}`, { headers }))
}

export async function administrator(role: 'admin' | 'editor' = 'admin'): Promise<Browser> {
  const account = await makeAccount({ role })
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return browser
}

export const goal = (playerName: string, minute = 50, side: 'home' | 'away' = 'home') => ({
  data: { type: 'matchEvent', attributes: { type: 'goal', minute, side, playerName } },
})

/** Another match of the seed, made live, so it takes events too. */
export async function anotherLiveMatch(): Promise<number> {
  const row = await env.DB.prepare(`SELECT id FROM matches WHERE status = 'upcoming' ORDER BY kickoff LIMIT 1`).first<{ id: number }>()
  if (!row) throw new Error('the seed has no upcoming match')
  await env.DB.prepare(`UPDATE matches SET status = 'live', home_score = 0, away_score = 0 WHERE id = ?`).bind(row.id).run()
  return row.id
}

export function roomOf(matchId: number) {
  return env.MATCH_ROOM.get(env.MATCH_ROOM.idFromName(String(matchId)))
}

export function shardOf(matchId: number, shard: number) {
  return env.MATCH_ROOM_SHARD.get(env.MATCH_ROOM_SHARD.idFromName(`${matchId}:${shard}`))
}
