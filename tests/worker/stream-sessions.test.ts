import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEASE_LAPSES_AFTER_MS } from '../../shared/rules/stream-lease'
import { CONCURRENCY_PING_MS } from '../../shared/timing'
import { findAccountBySsoId } from '../../worker/db/accounts'
import { runRead } from '../../worker/db/read'
import { setStreamLimitOverride, streamLimitRead } from '../../worker/db/stream-limits'
import { verifyToken } from '../../worker/identity/tokens'
import type { StreamSessions } from '../../worker/streaming/stream-sessions'
import { LEASE_ENDED_CLOSE_CODE } from '../../worker/streaming/stream-sessions-api'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { leaseRequest, PlayerSocket, signInOf, streamSessionsOf } from './stream-socket-helpers'

const open: PlayerSocket[] = []

/** A signed-in player's socket, bound to its device. */
async function player(browser: Browser, deviceId: number): Promise<PlayerSocket> {
  const socket = await PlayerSocket.open(browser)
  open.push(socket)
  expect(await socket.ask({ action: 'session', sessionID: deviceId })).toEqual({ type: 'bound', sessionID: deviceId })
  return socket
}

/**
 * A supporter signed in on a fresh browser, with their account's object. Sign-in is limited to
 * five a minute per account (issue 8), so the tests spread over the demo accounts.
 */
async function signedIn(
  local: string,
): Promise<{ browser: Browser; sessions: ReturnType<typeof streamSessionsOf>; ssoId: string; signIn: string }> {
  await seedDemo()
  const browser = new Browser()
  await browser.signIn(`${local}@example.com`)
  return { browser, sessions: streamSessionsOf(`demo-${local}`), ssoId: `demo-${local}`, signIn: signInOf(browser) }
}

/** The object's clock (Date) stands still at this moment until moved again. */
function clockAt(moment: number): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

afterEach(async () => {
  vi.useRealTimers()
  const sockets = open.splice(0)
  for (const socket of sockets) socket.ws.close(1000, 'test over')
  await Promise.all(sockets.map((socket) => socket.closed))
})

describe('StreamSessions: one atomic check and lease per account (issue 10 §4)', () => {
  it('50 parallel acquires for one account with limit 2 grant exactly 2', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => sessions.acquire(leaseRequest(i + 1))))
    const granted = results.filter((result) => result.outcome === 'granted')
    expect(granted).toHaveLength(2)
    const refused = results.find((result) => result.outcome === 'limitReached')
    expect(refused?.outcome === 'limitReached' && refused.activeDevices).toHaveLength(2)
    expect(await sessions.listDevices()).toHaveLength(2)
  })

  it('the same device checking again keeps its one lease, for another asset too, even at the limit', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const first = await sessions.acquire(leaseRequest(7))
    await sessions.acquire(leaseRequest(8))
    const again = await sessions.acquire(leaseRequest(7, { assetId: 'live-audio-commentary', playbackId: 'live-audio' }))
    expect(first.outcome).toBe('granted')
    expect(again).toEqual(first)
    const devices = await sessions.listDevices()
    expect(devices.map((d) => [d.deviceId, d.assetId])).toEqual([
      [7, 'live-audio-commentary'],
      [8, 'live-match-video'],
    ])
  })

  it('a sessionID copied into other sign-ins is other devices: 50 parallel acquires of one sessionID from 50 sign-ins grant exactly 2', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => sessions.acquire(leaseRequest(7, { signIn: `sign-in-${i}` }))))
    const granted = results.filter((result) => result.outcome === 'granted')
    expect(granted).toHaveLength(2)
    expect(new Set(granted.map((result) => result.outcome === 'granted' && result.leaseId)).size).toBe(2)
    expect(await sessions.listDevices()).toHaveLength(2)
  })

  it("a copied sessionID from another sign-in neither keeps, renews nor frees the first sign-in's lease", async () => {
    const { browser, sessions, signIn } = await signedIn('supporter')
    const copier = new Browser()
    await copier.signIn('supporter@example.com')
    const first = await sessions.acquire(leaseRequest(7, { signIn }))
    expect(first.outcome).toBe('granted')
    // The other sign-in with the same sessionID is a second device: its own lease, not the first one's.
    const copied = await sessions.acquire(leaseRequest(7, { signIn: signInOf(copier) }))
    expect(copied.outcome === 'granted' && copied.leaseId).not.toBe(first.outcome === 'granted' && first.leaseId)
    expect((await sessions.acquire(leaseRequest(8, { signIn }))).outcome).toBe('limitReached')
    const mine = await sessions.listDevices({ deviceId: 7, signIn })
    expect(mine.map((device) => device.thisDevice).sort()).toEqual([false, true])
    // Its socket, bound to the same sessionID, closes: the first sign-in's lease stays.
    const copiedSocket = await player(copier, 7)
    const firstSocket = await player(browser, 7)
    copiedSocket.ws.close(1000, 'copy closed')
    await vi.waitFor(async () => expect(await sessions.listDevices()).toHaveLength(1), { timeout: 2000, interval: 20 })
    expect(first.outcome === 'granted' && (await sessions.leaseIsLive(first.leaseId))).toBe(true)
    expect(await firstSocket.ask({ action: 'ping' })).toEqual({ type: 'pong' })
  })

  it('an account with its own limit, and a bypassed account', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const five = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => sessions.acquire(leaseRequest(id, { limit: 5 }))))
    expect(five.filter((r) => r.outcome === 'granted')).toHaveLength(5)
    const bypassed = streamSessionsOf('demo-bypassed')
    const all = await Promise.all([1, 2, 3, 4].map((id) => bypassed.acquire(leaseRequest(id, { bypass: true }))))
    expect(all.every((r) => r.outcome === 'granted')).toBe(true)
  })

  it("an account's own limit is read from D1 (migration 0005), within 1 to 20", async () => {
    await seedDemo()
    const account = await findAccountBySsoId(env.DB, 'demo-plus')
    if (!account) throw new Error('demo-plus is seeded')
    expect(await runRead(env.DB, streamLimitRead(env.DB, 'demo-plus'))).toBe(2)
    await setStreamLimitOverride(env.DB, account.id, 3)
    expect(await runRead(env.DB, streamLimitRead(env.DB, 'demo-plus'))).toBe(3)
    await expect(setStreamLimitOverride(env.DB, account.id, 21)).rejects.toThrow(/CHECK/)
    await setStreamLimitOverride(env.DB, account.id, null)
    expect(await runRead(env.DB, streamLimitRead(env.DB, 'demo-plus'))).toBe(2)
  })

  it('endDevice frees a lease at once, and the ended device is told over its socket', async () => {
    const { browser, sessions, signIn } = await signedIn('supporter')
    await sessions.acquire(leaseRequest(1, { signIn }))
    const second = await sessions.acquire(leaseRequest(2, { signIn }))
    expect((await sessions.acquire(leaseRequest(3, { signIn }))).outcome).toBe('limitReached')

    expect(await sessions.endDevice(1)).toBe(true)
    const third = await sessions.acquire(leaseRequest(3, { signIn }))
    expect(third.outcome).toBe('granted')

    const ended = await player(browser, 2)
    const bystander = await player(browser, 3)
    expect(await sessions.endDevice(2)).toBe(true)
    expect(await ended.next()).toEqual({ type: 'leaseEnded', reason: 'endedByOtherDevice' })
    expect((await ended.closed).code).toBe(LEASE_ENDED_CLOSE_CODE)
    expect(second.outcome === 'granted' && (await sessions.leaseIsLive(second.leaseId))).toBe(false)
    expect((await sessions.acquire(leaseRequest(4, { signIn }))).outcome).toBe('granted')
    expect((await sessions.listDevices()).map((d) => d.deviceId)).toEqual([3, 4])
    expect(await bystander.ask({ action: 'ping' })).toEqual({ type: 'pong' })
  })
})

describe('StreamSessions: pings and the alarm (SPEC §9.4, issue 10 §4)', () => {
  it('a lease that stops pinging is dropped after two missed pings; one that keeps pinging stays', async () => {
    const { browser, sessions, signIn } = await signedIn('subscriber')
    const t0 = Date.now()
    clockAt(t0)
    const quiet = await sessions.acquire(leaseRequest(1, { signIn }))
    const pinging = await sessions.acquire(leaseRequest(2, { signIn }))
    const quietPlayer = await player(browser, 1)
    const pingingPlayer = await player(browser, 2)

    for (const at of [1, 2]) {
      clockAt(t0 + at * CONCURRENCY_PING_MS)
      expect(await pingingPlayer.ask({ action: 'ping' })).toEqual({ type: 'pong' })
    }
    // The alarm is due when the quiet lease lapses; before that nothing is dropped.
    const alarmAt = await runInDurableObject(sessions, (_o: StreamSessions, state) => state.storage.getAlarm())
    expect(alarmAt).toBe(t0 + LEASE_LAPSES_AFTER_MS + 1)
    clockAt(t0 + 2 * CONCURRENCY_PING_MS + 1000)
    expect(await runDurableObjectAlarm(sessions)).toBe(true)
    expect(await sessions.listDevices()).toHaveLength(2)

    clockAt(alarmAt!)
    expect(await runDurableObjectAlarm(sessions)).toBe(true)
    expect(await quietPlayer.next()).toEqual({ type: 'leaseEnded', reason: 'missedPings' })
    expect(pingingPlayer.idle).toBe(true)
    expect((await sessions.listDevices()).map((d) => d.deviceId)).toEqual([2])
    expect(quiet.outcome === 'granted' && (await sessions.leaseIsLive(quiet.leaseId))).toBe(false)
    expect(pinging.outcome === 'granted' && (await sessions.leaseIsLive(pinging.leaseId))).toBe(true)
    // The freed place goes to another device.
    expect((await sessions.acquire(leaseRequest(3, { signIn }))).outcome).toBe('granted')
  })

  it('a ping after two missed ones, before the alarm came round, does not revive the lease', async () => {
    const { browser, sessions, signIn } = await signedIn('plus')
    const t0 = Date.now()
    clockAt(t0)
    await sessions.acquire(leaseRequest(1, { signIn }))
    const late = await player(browser, 1)
    clockAt(t0 + LEASE_LAPSES_AFTER_MS + 1)
    expect(await late.ask({ action: 'ping' })).toEqual({ type: 'leaseEnded', reason: 'missedPings' })
    expect(await late.next()).toEqual({ type: 'pong' })
    expect(await sessions.listDevices()).toEqual([])
  })

  it('checks that keep a lease leave an earlier alarm alone; it re-arms for the next lapse when it comes', async () => {
    const sessions = streamSessionsOf('demo-plus')
    const t0 = Date.now()
    clockAt(t0)
    await sessions.acquire(leaseRequest(1))
    const alarmOf = () => runInDurableObject(sessions, (_o: StreamSessions, state) => state.storage.getAlarm())
    expect(await alarmOf()).toBe(t0 + LEASE_LAPSES_AFTER_MS + 1)
    for (const at of [1000, 2000, 3000]) {
      clockAt(t0 + at)
      expect((await sessions.acquire(leaseRequest(1))).outcome).toBe('granted')
    }
    expect(await alarmOf()).toBe(t0 + LEASE_LAPSES_AFTER_MS + 1)
    // It comes early for a lease that was renewed since: nothing is dropped, and the next is the renewed lapse.
    clockAt(t0 + LEASE_LAPSES_AFTER_MS + 1)
    expect(await runDurableObjectAlarm(sessions)).toBe(true)
    expect(await sessions.listDevices()).toHaveLength(1)
    expect(await alarmOf()).toBe(t0 + 3000 + LEASE_LAPSES_AFTER_MS + 1)
  })

  it('the alarm re-arms only while leases exist', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const t0 = Date.now()
    clockAt(t0)
    await sessions.acquire(leaseRequest(1))
    clockAt(t0 + LEASE_LAPSES_AFTER_MS + 1)
    expect(await runDurableObjectAlarm(sessions)).toBe(true)
    expect(await sessions.listDevices()).toEqual([])
    expect(await runDurableObjectAlarm(sessions)).toBe(false)
  })
})

describe('GET /api/streamline/socket (SPEC §7 WebSocket row)', () => {
  it('is refused without a session (401), without an upgrade (426) and from another site (403)', async () => {
    await seedDemo()
    const anonymous = await new Browser().fetch('/api/streamline/socket', { headers: { Upgrade: 'websocket' } })
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    const browser = new Browser()
    await browser.signIn('plus@example.com')
    const plain = await browser.fetch('/api/streamline/socket')
    expect(plain.status).toBe(426)
    expect(((await plain.json()) as ApiError).errors[0]?.code).toBe('upgrade_required')
    const foreign = await browser.fetch('/api/streamline/socket', { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })

  it('{action:session} then {action:ping} answers pong and renews the lease', async () => {
    const { browser, sessions, signIn } = await signedIn('matchpass')
    const t0 = Date.now()
    clockAt(t0)
    await sessions.acquire(leaseRequest(42, { signIn }))
    const socket = await player(browser, 42)
    clockAt(t0 + 50_000)
    expect(await socket.ask({ action: 'ping' })).toEqual({ type: 'pong' })
    expect(await sessions.listDevices({ deviceId: 42, signIn })).toEqual([
      { deviceId: 42, assetId: 'live-match-video', since: t0, lastSeen: t0 + 50_000, thisDevice: true, signIn },
    ])
  })

  it('closing the socket frees the lease at once', async () => {
    const { browser, sessions, signIn } = await signedIn('admin')
    await sessions.acquire(leaseRequest(5, { signIn }))
    const socket = await player(browser, 5)
    socket.ws.close(1000, 'player closed')
    await vi.waitFor(async () => expect(await sessions.listDevices()).toEqual([]), { timeout: 2000, interval: 20 })
  })

  it('a device with two sockets keeps its lease until the last one closes', async () => {
    const { browser, sessions, signIn } = await signedIn('supporter')
    await sessions.acquire(leaseRequest(6, { signIn }))
    const first = await player(browser, 6)
    const second = await player(browser, 6)
    first.ws.close(1000, 'tab closed')
    await first.closed
    expect(await second.ask({ action: 'ping' })).toEqual({ type: 'pong' })
    expect((await sessions.listDevices()).map((d) => d.deviceId)).toEqual([6])
    second.ws.close(1000, 'tab closed')
    await vi.waitFor(async () => expect(await sessions.listDevices()).toEqual([]), { timeout: 2000, interval: 20 })
  })

  it('answers bad messages with bad_message and keeps the socket', async () => {
    const { browser } = await signedIn('bypassed')
    const socket = await PlayerSocket.open(browser)
    open.push(socket)
    const bad = [
      'not json',
      '{"action":"dance"}',
      '{"action":"session"}',
      '{"action":"session","sessionID":0}',
      '{"action":"session","sessionID":"1e3"}',
      'null',
      '[]',
      JSON.stringify({ action: 'ping', pad: 'x'.repeat(2000) }),
      new TextEncoder().encode('{"action":"ping"}').buffer as ArrayBuffer,
    ]
    for (const message of bad) expect(await socket.ask(message)).toEqual({ type: 'error', code: 'bad_message' })
    expect(await socket.ask({ action: 'session', sessionID: '17' })).toEqual({ type: 'bound', sessionID: 17 })
    expect(await socket.ask({ action: 'ping' })).toEqual({ type: 'pong' })
  })
})

describe('playback tokens renewed over the socket (issue 10 §8)', () => {
  it('a renewed token arrives before the first one expires and verifies as a playback token, all through a long match', async () => {
    const { browser, sessions, ssoId, signIn } = await signedIn('subscriber')
    const t0 = Date.now()
    clockAt(t0)
    const lease = await sessions.acquire(leaseRequest(9, { signIn }))
    if (lease.outcome !== 'granted') throw new Error('no lease')
    const socket = await player(browser, 9)
    let validUntil = t0 + 300_000 // the session check's token
    const renewals: number[] = []
    // A 120-minute match and extra time, pinging every 30 s.
    for (let at = t0 + CONCURRENCY_PING_MS; at <= t0 + 125 * 60_000; at += CONCURRENCY_PING_MS) {
      clockAt(at)
      expect(at).toBeLessThan(validUntil)
      const renewed = await socket.ask({ action: 'ping' })
      if (renewed.type === 'pong') continue
      if (renewed.type !== 'token') throw new Error(`expected a token, got ${JSON.stringify(renewed)}`)
      expect(await socket.next()).toEqual({ type: 'pong' })
      expect(renewed.expiresAt).toBeGreaterThan(validUntil)
      const claims = await verifyToken(env, 'playback', renewed.token, new Date(validUntil))
      expect(claims).toMatchObject({ sub: ssoId, pid: 'live-video', asset: 'live-match-video', lease: lease.leaseId })
      expect(await verifyToken(env, 'session', renewed.token, new Date(at))).toBeNull()
      validUntil = renewed.expiresAt
      renewals.push(at - t0)
    }
    expect(renewals[0]).toBeLessThan(300_000)
    expect(renewals.length).toBeGreaterThanOrEqual(30)
    expect(await sessions.leaseIsLive(lease.leaseId)).toBe(true)
    // 250 socket round trips: about 2 s alone, 4.5 s on a loaded 2-core machine; the default 5 s is too close.
  }, 30_000)
})
