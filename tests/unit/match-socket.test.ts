import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type MatchSocketEvents,
  matchSocketUrl,
  openMatchSocket,
  type WebSocketLike,
} from '../../client/components/match-centre/match-socket'
import type { MatchPushMessage } from '../../shared/schemas/match-push'

type Listener = (event: { data?: unknown; code?: number }) => void

/** The server's end of one connection, as the module sees it. */
class FakeSocket implements WebSocketLike {
  readonly sent: string[] = []
  closedWith: number | null = null
  private readonly listeners = new Map<string, Listener[]>()
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(data: string): void {
    this.sent.push(data)
  }
  close(code = 1000): void {
    this.closedWith = code
    this.emit('close', { code })
  }
  say(frame: unknown): void {
    this.emit('message', { data: JSON.stringify(frame) })
  }
  drop(code = 1006): void {
    this.emit('close', { code })
  }
  private emit(type: string, event: { data?: unknown; code?: number }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

const at = '2026-11-28T15:00:00.000Z'
const score = (id: number): MatchPushMessage => ({ id, type: 'score', matchId: 21, at, data: { homeScore: id, awayScore: 0 } })

function start() {
  const sockets: FakeSocket[] = []
  const log: unknown[] = []
  const events: MatchSocketEvents = {
    onMessage: (m) => log.push(m.id),
    onReady: (complete) => log.push({ ready: complete }),
    onDown: (final) => log.push({ down: final }),
  }
  const handle = openMatchSocket({
    matchId: 21,
    since: 1_000_000,
    events,
    random: () => 0.5,
    connect: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
  })
  return { sockets, log, handle }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('location', { protocol: 'https:', host: 'www.club.example' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the match socket (issue 21 §1)', () => {
  it('addresses the page first with ?since=, then resumes with ?after= the last id seen', () => {
    expect(matchSocketUrl({ protocol: 'https:', host: 'a.example' }, 21, { after: null, since: 5.7 })).toBe(
      'wss://a.example/api/matches/21/socket?since=5',
    )
    expect(matchSocketUrl({ protocol: 'http:', host: 'a.example' }, 21, { after: 9, since: 5 })).toBe(
      'ws://a.example/api/matches/21/socket?after=9',
    )
    const { sockets, log } = start()
    expect(sockets[0]?.url).toBe('wss://www.club.example/api/matches/21/socket?since=1000000')
    sockets[0]?.say(score(4))
    sockets[0]?.say({ type: 'ready', lastId: 4, complete: true })
    sockets[0]?.say(score(5))
    sockets[0]?.drop()
    expect(log).toEqual([4, { ready: true }, 5, { down: false }])
    // Full jitter: half of the first ceiling (1 s) with the draw fixed at 0.5.
    vi.advanceTimersByTime(499)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets[1]?.url).toBe('wss://www.club.example/api/matches/21/socket?after=5')
  })

  it('drops an id it has seen, and reconnects on a gap rather than skipping one', () => {
    const { sockets, log } = start()
    sockets[0]?.say({ type: 'ready', lastId: 2, complete: true })
    sockets[0]?.say(score(2))
    sockets[0]?.say(score(3))
    sockets[0]?.say(score(3))
    sockets[0]?.say(score(5))
    expect(log).toEqual([{ ready: true }, 3, { down: false }])
    expect(sockets[0]?.closedWith).toBe(4000)
    vi.runOnlyPendingTimers()
    expect(sockets[1]?.url).toContain('?after=3')
  })

  it('waits longer after each failure, up to the cap; a match over (4410) is not reconnected; close() ends it', () => {
    const { sockets, log, handle } = start()
    for (const wait of [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]) {
      sockets.at(-1)?.drop()
      const count = sockets.length
      vi.advanceTimersByTime(wait - 1)
      expect(sockets).toHaveLength(count)
      vi.advanceTimersByTime(1)
      expect(sockets).toHaveLength(count + 1)
    }
    sockets.at(-1)?.drop(4410)
    vi.advanceTimersByTime(60_000)
    expect(log.at(-1)).toEqual({ down: true })
    expect(sockets).toHaveLength(8)
    handle.close()
  })

  it('a resync close (4409) reconnects at once', () => {
    const { sockets } = start()
    sockets[0]?.say({ type: 'ready', lastId: 7, complete: true })
    sockets[0]?.drop(4409)
    vi.advanceTimersByTime(0)
    expect(sockets[1]?.url).toContain('?after=7')
  })
})
