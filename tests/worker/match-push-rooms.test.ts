import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROOM_OPEN_AFTER_FULL_TIME_MS } from '../../shared/rules/match-push-log'
import type { MatchPushMessage } from '../../shared/schemas/match-push'
import { MATCH_SOCKET_CLOSE } from '../../shared/schemas/match-push'
import type { MatchRoom } from '../../worker/matchday/match-room'
import { MatchRoomShard } from '../../worker/matchday/match-room-shard'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import { administrator, closeSockets, goal, LIVE, MatchSocket, roomOf, shardOf, socketRequest } from './match-push-helpers'

// Issue 21 §1: the shard keeps nothing in memory that a socket needs (hibernation), and a room closes an hour after full time.

beforeEach(async () => {
  await seedDemo()
})
afterEach(async () => {
  vi.useRealTimers()
  await closeSockets()
})

describe('hibernation: sockets outlive the shard instance that accepted them', () => {
  it('the sockets and their last ids are in the hibernation API: a fresh instance on the same state (as after eviction) delivers to each, with no gap', async () => {
    const admin = await administrator()
    const early = await MatchSocket.open(LIVE)
    await early.untilReady()
    expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal('One'))).status).toBe(201)
    expect(((await early.next()) as MatchPushMessage).id).toBe(1)
    const late = await MatchSocket.open(LIVE, 1)
    await late.untilReady()

    // Messages 2 and 3 go into the room's log without a fan-out (its shards table emptied for the moment): no instance hears of them.
    const room = roomOf(LIVE)
    await runInDurableObject(room, async (r: MatchRoom, roomState) => {
      roomState.storage.sql.exec('DELETE FROM room_shards')
      const at = new Date().toISOString()
      await r.publish({ type: 'score', at, data: { homeScore: 3, awayScore: 1 } })
      await r.publish({ type: 'score', at, data: { homeScore: 4, awayScore: 1 } })
    })
    const third = (await room.since(2))[0]
    if (!third) throw new Error('the room keeps message 3')
    const delivered = await runInDurableObject(shardOf(LIVE, 0), (_old: MatchRoomShard, state) => {
      expect(state.getWebSockets().map((ws) => ws.deserializeAttachment())).toEqual([{ lastId: 1 }, { lastId: 1 }])
      // What workerd does after an eviction: a new instance, its constructor and nothing else, on the same state.
      // Given only message 3, it finds both sockets at 1 and fetches 2 from the room first.
      return new MatchRoomShard(state, env).deliver(third)
    })
    expect(delivered).toBe(4)
    for (const socket of [early, late]) {
      expect([(await socket.next()) as MatchPushMessage, (await socket.next()) as MatchPushMessage].map((m) => [m.id, m.data])).toEqual([
        [2, { homeScore: 3, awayScore: 1 }],
        [3, { homeScore: 4, awayScore: 1 }],
      ])
    }
  })
})

describe("a shard's own copy of the log (issue 21 §1: a reconnect storm does not queue at the one room)", () => {
  it("once a shard has had a socket, later joins are answered from its copy, even with the room's log gone", async () => {
    const admin = await administrator()
    const first = await MatchSocket.open(LIVE)
    await first.untilReady()
    for (const name of ['One', 'Two', 'Three']) expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal(name))).status).toBe(201)
    for (const id of [1, 2, 3]) expect(((await first.next()) as MatchPushMessage).id).toBe(id)
    // The room forgets its messages: only the shard's copy can still answer.
    await runInDurableObject(roomOf(LIVE), (_r: MatchRoom, state) => {
      state.storage.sql.exec('DELETE FROM push_log')
    })
    const back = await MatchSocket.open(LIVE, 1)
    expect((await back.untilReady()).map((f) => (f.type === 'ready' ? f : (f as MatchPushMessage).id))).toEqual([
      2,
      3,
      { type: 'ready', lastId: 3, complete: true },
    ])
  })
})

describe('a room an hour after full time (issue 21 "Bad input")', () => {
  it('closes its sockets with 4410 and refuses new ones with 410 match_over', async () => {
    const socket = await MatchSocket.open(LIVE)
    await socket.untilReady()
    const editor = await administrator('editor')
    const t0 = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(t0)
    expect((await editor.post(`/api/admin/matches/${LIVE}/status`, { status: 'fulltime' })).status).toBe(200)
    expect(((await socket.next()) as MatchPushMessage).type).toBe('status')
    // Within the hour a page still joins (a correction, a notice may come).
    const within = await MatchSocket.open(LIVE, 1)
    expect(await within.untilReady()).toEqual([{ type: 'ready', lastId: 1, complete: true }])

    vi.setSystemTime(t0 + ROOM_OPEN_AFTER_FULL_TIME_MS + 1000)
    expect(await runDurableObjectAlarm(roomOf(LIVE))).toBe(true)
    expect((await socket.closed).code).toBe(MATCH_SOCKET_CLOSE.matchOver)
    expect((await within.closed).code).toBe(MATCH_SOCKET_CLOSE.matchOver)
    const refused = await socketRequest(LIVE, 1)
    expect(refused.status).toBe(410)
    expect(((await refused.json()) as ApiError).errors[0]?.code).toBe('match_over')
  })

  it("a match that ended before its room saw it end (yesterday's) takes no socket", async () => {
    const finished = await env.DB.prepare(`SELECT id FROM matches WHERE status = 'fulltime' LIMIT 1`).first<{ id: number }>()
    const refused = await socketRequest(finished?.id ?? 0)
    expect(refused.status).toBe(410)
  })
})
