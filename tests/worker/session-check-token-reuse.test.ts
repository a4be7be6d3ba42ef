import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_REUSE_MS } from '../../shared/rules/stream-lease'
import { CONCURRENCY_PING_MS } from '../../shared/timing'
import { verifyPlaybackToken } from '../../worker/streaming/playback-token'
import { PLAYBACK_TOKEN_MS } from '../../worker/streaming/renewed-token'
import type { StreamSessions } from '../../worker/streaming/stream-sessions'
import { Browser } from './auth-helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { seedDemo } from './helpers'
import { leaseRequest, PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

/** The Date of the worker, its objects and this test stands still at this moment until moved again. */
function clockAt(moment: number): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

/** The lease row the account's object holds for the device (its recorded token expiry). */
async function leaseOf(ssoId: string, deviceId: number) {
  return runInDurableObject(streamSessionsOf(ssoId), (_o: StreamSessions, state) => {
    return state.storage.sql
      .exec<{ lease_id: string; token_expires_at: number }>(
        'SELECT lease_id, token_expires_at FROM device_leases WHERE device_id = ?',
        deviceId,
      )
      .toArray()[0]
  })
}

const sockets: PlayerSocket[] = []

beforeEach(async () => {
  await seedDemo()
})

afterEach(async () => {
  vi.useRealTimers()
  const open = sockets.splice(0)
  for (const socket of open) socket.ws.close(1000, 'test over')
  await Promise.all(open.map((socket) => socket.closed))
})

describe('a device checking again soon gets the same playback token (issue 21: the check signs no token it need not)', () => {
  it('within a minute the same token comes back, and its exp is the lease recorded expiry; after a minute a new one', async () => {
    const t0 = Date.now()
    clockAt(t0)
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const first = await check(browser, LIVE_AUDIO_ASSET, 21)
    expect(first.status).toBe(200)
    const claims = await verifyPlaybackToken(env, first.token as string)
    const lease = await leaseOf(account.ssoId, 21)
    expect(claims?.expiresAt).toBe(lease?.token_expires_at)
    expect(claims?.lease).toBe(lease?.lease_id)

    clockAt(t0 + 30_000)
    const again = await check(browser, LIVE_AUDIO_ASSET, 21)
    expect(again).toMatchObject({ status: 200, token: first.token, playbackUrl: first.playbackUrl })
    // The lease was refreshed all the same (its ping), its token expiry unchanged.
    expect(await leaseOf(account.ssoId, 21)).toEqual(lease)

    clockAt(t0 + TOKEN_REUSE_MS + 2_000)
    const later = await check(browser, LIVE_AUDIO_ASSET, 21)
    expect(later.status).toBe(200)
    expect(later.token).not.toBe(first.token)
    const laterClaims = await verifyPlaybackToken(env, later.token as string)
    expect(laterClaims?.expiresAt).toBe((await leaseOf(account.ssoId, 21))?.token_expires_at)
    expect(laterClaims?.expiresAt).toBeGreaterThan(claims?.expiresAt as number)
  })

  it('another device of the account, or the same device signed in again, never gets that token', async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const first = await check(browser, LIVE_AUDIO_ASSET, 31)
    const otherDevice = await check(browser, LIVE_AUDIO_ASSET, 32)
    expect(otherDevice.status).toBe(200)
    expect(otherDevice.token).not.toBe(first.token)
    expect((await browser.fetch('/api/auth/logout', { method: 'POST', headers: { Origin: 'http://localhost' } })).status).toBeLessThan(400)
    const again = new Browser()
    await again.signIn(account.email, account.password)
    const fresh = await check(again, LIVE_AUDIO_ASSET, 31)
    expect(fresh.status).toBe(200)
    expect(fresh.token).not.toBe(first.token)
  })

  it('a token renewed over the socket since is the newest: the check signs another rather than handing back the old', async () => {
    const t0 = Date.now()
    clockAt(t0)
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const first = await check(browser, LIVE_AUDIO_ASSET, 41)
    const socket = await PlayerSocket.open(browser)
    sockets.push(socket)
    expect(await socket.ask({ action: 'session', sessionID: 41 })).toMatchObject({ type: 'bound' })
    // A ping every 30 s keeps the lease; the one that finds the token short of time renews it.
    let renewed = false
    for (let at = t0 + CONCURRENCY_PING_MS; !renewed && at < t0 + PLAYBACK_TOKEN_MS; at += CONCURRENCY_PING_MS) {
      clockAt(at)
      const answer = await socket.ask({ action: 'ping' })
      renewed = answer.type === 'token'
      if (renewed) expect(await socket.next()).toEqual({ type: 'pong' })
    }
    expect(renewed).toBe(true)
    const recorded = await leaseOf(account.ssoId, 41)
    const next = await check(browser, LIVE_AUDIO_ASSET, 41)
    expect(next.status).toBe(200)
    expect(next.token).not.toBe(first.token)
    expect((await verifyPlaybackToken(env, next.token as string))?.expiresAt).toBeGreaterThanOrEqual(recorded?.token_expires_at as number)
  })
})

describe('StreamSessions.acquire: the held token is handed back only while it is the lease newest (tokenReusable)', () => {
  it('the matching lease and expiry: reused; another expiry, another lease, another asset or an old token: not', async () => {
    const sessions = streamSessionsOf('demo-subscriber')
    const t0 = Date.now()
    const first = await sessions.acquire(leaseRequest(5, { now: t0 }))
    if (first.outcome !== 'granted') throw new Error('no lease')
    expect(first.tokenReused).toBe(false)
    const held = { leaseId: first.leaseId, expiresAt: first.tokenExpiresAt }
    expect(await sessions.acquire(leaseRequest(5, { now: t0 + 1000, heldToken: held }))).toMatchObject({
      tokenReused: true,
      tokenExpiresAt: first.tokenExpiresAt,
    })
    const cases = [
      { heldToken: { ...held, expiresAt: held.expiresAt - 1000 } },
      { heldToken: { ...held, leaseId: 'another-lease' } },
      { heldToken: held, assetId: 'live-audio-commentary', playbackId: 'live-audio' },
    ]
    for (const change of cases) {
      const answer = await sessions.acquire(leaseRequest(5, { now: t0 + 2000, ...change }))
      expect(answer, JSON.stringify(change)).toMatchObject({ outcome: 'granted', tokenReused: false })
      // Back to the first asset, a new expiry recorded: the next case starts from a token that is not the held one.
      await sessions.acquire(leaseRequest(5, { now: t0 + 2000 }))
    }
    const newest = await sessions.acquire(leaseRequest(5, { now: t0 + 3000 }))
    if (newest.outcome !== 'granted') throw new Error('no lease')
    const old = { leaseId: newest.leaseId, expiresAt: newest.tokenExpiresAt }
    expect(await sessions.acquire(leaseRequest(5, { now: t0 + 3000 + TOKEN_REUSE_MS + 1000, heldToken: old }))).toMatchObject({
      tokenReused: false,
    })
  })
})
