import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchPushMessage } from '../../shared/schemas/match-push'
import { configOf } from '../../worker/config'
import { seedDemo } from './helpers'
import { administrator, anotherLiveMatch, closeSockets, goal, LIVE, MatchSocket, roomOf, shardOf } from './match-push-helpers'

// Issue 21 §1 with MATCH_ROOM_SHARDS=3 (vitest.config.ts project worker-shards): a match's sockets spread over
// its shards, the room fans each message out to every shard, each shard to its sockets.

beforeEach(async () => {
  await seedDemo()
})
afterEach(closeSockets)

describe('a match whose sockets are spread over three shards', () => {
  it('a goal reaches every socket on every shard of its match, and none of another match', async () => {
    expect(configOf(env).matchday.shards).toBe(3)
    const other = await anotherLiveMatch()
    const ours = await Promise.all(Array.from({ length: 24 }, () => MatchSocket.open(LIVE)))
    const theirs = await Promise.all(Array.from({ length: 6 }, () => MatchSocket.open(other)))
    for (const socket of [...ours, ...theirs]) await socket.untilReady()
    const perShard = await Promise.all([0, 1, 2].map((i) => shardOf(LIVE, i).socketCount()))
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(24)
    // A random shard per socket: all 24 on one shard has a chance of 3 in 3^24 (about 1 in 10^11).
    expect(perShard.filter((n) => n > 0).length).toBeGreaterThan(1)

    const admin = await administrator()
    expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Everywhere'))).status).toBe(201)
    const received = await Promise.all(ours.map(async (socket) => (await socket.next()) as MatchPushMessage))
    expect(received.every((m) => m.id === 1 && m.matchId === LIVE && m.type === 'event')).toBe(true)
    expect((await admin.post(`/api/admin/matches/${other}/events`, goal('Elsewhere'))).status).toBe(201)
    for (const socket of theirs) expect(((await socket.next()) as MatchPushMessage).matchId).toBe(other)
    for (const socket of ours) expect(socket.idle).toBe(true)
    // The room fans out to the shards that hold sockets, and keeps one log for all of them.
    expect(await roomOf(LIVE).latestId()).toBe(1)
  })

  it('a reconnect lands on any shard and still gets exactly what it missed', async () => {
    const admin = await administrator()
    for (const name of ['One', 'Two', 'Three']) expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal(name))).status).toBe(201)
    const sockets = await Promise.all(Array.from({ length: 9 }, () => MatchSocket.open(LIVE, 1)))
    for (const socket of sockets) {
      expect((await socket.untilReady()).map((f) => (f.type === 'ready' ? 'ready' : (f as MatchPushMessage).id))).toEqual([2, 3, 'ready'])
    }
  })
})
