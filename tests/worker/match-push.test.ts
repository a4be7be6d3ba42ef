import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchPushMessage, MatchSocketFrame } from '../../shared/schemas/match-push'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'
import { administrator, anotherLiveMatch, closeSockets, goal, LIVE, MatchSocket, socketRequest } from './match-push-helpers'

// Issue 21 §1: a write is pushed once to every open page of its match, and a reconnect resumes with no gap and no duplicate.

beforeEach(async () => {
  await seedDemo()
})
afterEach(closeSockets)

const pushed = (frame: MatchSocketFrame) => frame as MatchPushMessage

describe('GET /api/matches/{id}/socket: one push per write to every socket of the match', () => {
  it('a goal posted through the API reaches every socket of its match, and none of another match', async () => {
    const other = await anotherLiveMatch()
    const ours = await Promise.all([1, 2, 3].map(() => MatchSocket.open(LIVE)))
    const theirs = await Promise.all([1, 2].map(() => MatchSocket.open(other)))
    for (const socket of [...ours, ...theirs]) expect(await socket.untilReady()).toEqual([{ type: 'ready', lastId: 0, complete: false }])

    const admin = await administrator()
    const answer = await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Sam Striker', 41, 'away'))
    expect(answer.status).toBe(201)
    const stored = ((await answer.json()) as { data: { attributes: { id: number; awayScore: number } } }).data.attributes
    for (const socket of ours) {
      expect(pushed(await socket.next())).toEqual({
        id: 1,
        type: 'event',
        matchId: LIVE,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: {
          change: 'added',
          event: {
            id: stored.id,
            minute: 41,
            addedMinute: null,
            type: 'goal',
            side: 'away',
            playerName: 'Sam Striker',
            relatedPlayerName: null,
          },
          homeScore: expect.any(Number),
          awayScore: stored.awayScore,
        },
      })
    }
    // The other match's sockets heard nothing of it: the first thing they get is their own match's goal.
    expect((await admin.post(`/api/admin/matches/${other}/events`, goal('Other Scorer'))).status).toBe(201)
    for (const socket of theirs) {
      const frame = pushed(await socket.next())
      expect([frame.id, frame.matchId, frame.type === 'event' && frame.data.change === 'added' && frame.data.event.playerName]).toEqual([
        1,
        other,
        'Other Scorer',
      ])
    }
    for (const socket of ours) expect(socket.idle).toBe(true)
  })

  it('the console pushes status changes, corrections and removals, each once, in order', async () => {
    const socket = await MatchSocket.open(LIVE)
    await socket.untilReady()
    const admin = await administrator('editor')
    const added = await admin.post(`/api/admin/matches/${LIVE}/events`, goal('First Name', 30))
    const eventId = ((await added.json()) as { data: { attributes: { id: number } } }).data.attributes.id
    const corrected = await admin.fetch(`/api/admin/matches/${LIVE}/events/${eventId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(goal('Second Name', 31)),
    })
    expect(corrected.status).toBe(200)
    expect((await admin.fetch(`/api/admin/matches/${LIVE}/events/${eventId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await admin.post(`/api/admin/matches/${LIVE}/status`, { status: 'fulltime' })).status).toBe(200)

    const frames = [await socket.next(), await socket.next(), await socket.next(), await socket.next()].map(pushed)
    expect(frames.map((f) => [f.id, f.type])).toEqual([
      [1, 'event'],
      [2, 'event'],
      [3, 'event'],
      [4, 'status'],
    ])
    expect(frames[1]?.type === 'event' && frames[1].data.change === 'corrected' && frames[1].data.event).toMatchObject({
      id: eventId,
      playerName: 'Second Name',
      minute: 31,
    })
    expect(frames[2]?.data).toMatchObject({ change: 'removed', eventId })
    const row = await env.DB.prepare('SELECT home_score, away_score FROM matches WHERE id = ?').bind(LIVE).first()
    expect(frames[3]?.data).toEqual({
      status: 'fulltime',
      minute: expect.anything(),
      homeScore: row?.home_score,
      awayScore: row?.away_score,
    })
  })
})

describe('reconnecting with ?after=<last id seen>', () => {
  it('gets exactly the messages it missed, then ready, then live ones: no gap, no duplicate', async () => {
    const admin = await administrator()
    const first = await MatchSocket.open(LIVE)
    await first.untilReady()
    for (const name of ['One', 'Two', 'Three']) expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal(name))).status).toBe(201)
    const seen = [await first.next(), await first.next(), await first.next()].map((f) => pushed(f).id)
    expect(seen).toEqual([1, 2, 3])

    // A page that saw message 1 before its connection dropped.
    const back = await MatchSocket.open(LIVE, 1)
    const caughtUp = await back.untilReady()
    expect(caughtUp.map((f) => (f.type === 'ready' ? f : pushed(f).id))).toEqual([2, 3, { type: 'ready', lastId: 3, complete: true }])
    const upToDate = await MatchSocket.open(LIVE, 3)
    expect(await upToDate.untilReady()).toEqual([{ type: 'ready', lastId: 3, complete: true }])

    expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Four'))).status).toBe(201)
    for (const socket of [first, back, upToDate]) expect(pushed(await socket.next()).id).toBe(4)
    expect((await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Five'))).status).toBe(201)
    for (const socket of [first, back, upToDate]) expect(pushed(await socket.next()).id).toBe(5)
  })

  it('after=0 replays every message kept; a page with no after gets only live ones and is told to read the state once', async () => {
    const admin = await administrator()
    for (const name of ['One', 'Two']) await admin.post(`/api/admin/matches/${LIVE}/events`, goal(name))
    const all = await MatchSocket.open(LIVE, 0)
    expect((await all.untilReady()).map((f) => (f.type === 'ready' ? f.complete : pushed(f).id))).toEqual([1, 2, true])
    const fresh = await MatchSocket.open(LIVE)
    expect(await fresh.untilReady()).toEqual([{ type: 'ready', lastId: 2, complete: false }])
  })
})

describe("a page's first socket: ?since=<the time its state was read>", () => {
  it('replays what was written since then (then ready, complete), and nothing older', async () => {
    const admin = await administrator()
    await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Before'))
    const pageReadAt = Date.now() + 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    await admin.post(`/api/admin/matches/${LIVE}/events`, goal('After'))
    const socket = await MatchSocket.open(LIVE, undefined, pageReadAt)
    const frames = await socket.untilReady()
    expect(
      frames.map((f) =>
        f.type === 'ready'
          ? f
          : [pushed(f).id, pushed(f).type === 'event' && (pushed(f).data as { event: { playerName: string } }).event.playerName],
      ),
    ).toEqual([[2, 'After'], { type: 'ready', lastId: 2, complete: true }])
    await admin.post(`/api/admin/matches/${LIVE}/events`, goal('Live'))
    expect(pushed(await socket.next()).id).toBe(3)
  })
})

describe('bad input to the socket', () => {
  it('an unknown match or a malformed id is 404, a request without the upgrade 426, a bad or future after 400', async () => {
    for (const id of ['abc', '0', '021', '1e3', '99999999', '1234567890']) {
      const response = await socketRequest(id)
      expect(response.status, id).toBe(404)
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('not_found')
    }
    const plain = await socketRequest(LIVE, undefined, {})
    expect(plain.status).toBe(426)
    expect(((await plain.json()) as ApiError).errors[0]?.code).toBe('upgrade_required')
    for (const [after, since] of [['1', '5']] as const) {
      const both = await socketRequest(LIVE, after, { Upgrade: 'websocket' }, since)
      expect(both.status).toBe(400)
    }
    expect((await socketRequest(LIVE, undefined, { Upgrade: 'websocket' }, 'yesterday')).status).toBe(400)
    for (const after of ['-1', '01', 'x', '1.5', '', '9'.repeat(20), '7']) {
      const response = await socketRequest(LIVE, after)
      expect(response.status, after).toBe(400)
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('push_after_invalid')
    }
  })

  it('page messages that are not JSON, of an unknown type or for another match are refused; an oversized one closes the socket', async () => {
    const socket = await MatchSocket.open(LIVE)
    await socket.untilReady()
    expect(await socket.ask('{"type":"ping"}')).toEqual({ type: 'pong' })
    expect(await socket.ask(' {"type": "ping"} ')).toEqual({ type: 'pong' })
    expect(await socket.ask('not json')).toMatchObject({ type: 'error', code: 'bad_message' })
    expect(await socket.ask('{"type":"publish","data":{}}')).toMatchObject({ type: 'error', code: 'unknown_type' })
    expect(await socket.ask('{"type":"ping","matchId":22}')).toMatchObject({ type: 'error', code: 'wrong_match' })
    expect(await socket.ask('{"type":"ping","extra":1}')).toMatchObject({ type: 'error', code: 'bad_message' })
    expect(await socket.ask(new TextEncoder().encode('{"type":"ping"}').buffer as ArrayBuffer)).toMatchObject({ code: 'bad_message' })
    // Nothing a page sends is stored or pushed.
    const room = await import('./match-push-helpers').then((m) => m.roomOf(LIVE))
    expect(await room.latestId()).toBe(0)
    expect(await socket.ask(JSON.stringify({ type: 'ping', pad: 'x'.repeat(300) }))).toMatchObject({ code: 'message_too_large' })
    expect((await socket.closed).code).toBe(1009)
  })
})
