import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { Browser } from './auth-helpers'
import { makeAccount } from './account-factory'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

// Issue 10 §4: renewal over the socket never reads the account again, so a lease must end
// with the sign-in it came from (POST /api/auth/logout) and with the account (an admin's block).

const open: PlayerSocket[] = []

/** A player on `browser` as device `deviceId`: its socket bound, then its session check granted. */
async function playing(browser: Browser, deviceId: number): Promise<PlayerSocket> {
  const socket = await PlayerSocket.open(browser)
  open.push(socket)
  expect(await socket.ask({ action: 'session', sessionID: deviceId })).toEqual({ type: 'bound', sessionID: deviceId })
  expect((await check(browser, LIVE_AUDIO_ASSET, deviceId)).status).toBe(200)
  return socket
}

beforeEach(async () => {
  await seedDemo()
})

afterEach(async () => {
  const sockets = open.splice(0)
  for (const socket of sockets) socket.ws.close(1000, 'test over')
  await Promise.all(sockets.map((socket) => socket.closed))
})

describe('a live lease ends with the sign-in and the account it came from', () => {
  it("signing out ends that sign-in's lease at once and stops its player; the account's other sign-in plays on", async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const other = new Browser()
    await other.signIn(account.email, account.password)
    const leaving = await playing(browser, 1)
    const staying = await playing(other, 2)

    expect((await browser.post('/api/auth/logout')).status).toBe(200)
    expect(await leaving.next()).toEqual({ type: 'leaseEnded', reason: 'signedOut' })
    expect((await leaving.closed).code).toBe(4001)
    const devices = await streamSessionsOf(account.ssoId).listDevices()
    expect(devices.map((device) => device.deviceId)).toEqual([2])
    expect(await staying.ask({ action: 'ping' })).toEqual({ type: 'pong' })
    // The freed place is there for another device at once.
    const third = new Browser()
    await third.signIn(account.email, account.password)
    expect((await check(third, LIVE_AUDIO_ASSET, 3)).status).toBe(200)
  })

  it('signing out with only the refresh cookie left (the access token expired) ends the lease too', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const leaving = await playing(browser, 4)
    browser.cookies.delete('club_session')
    expect((await browser.post('/api/auth/logout')).status).toBe(200)
    expect(await leaving.next()).toEqual({ type: 'leaseEnded', reason: 'signedOut' })
    expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([])
  })

  it("an administrator's block ends every lease of the account and tells each player why", async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const other = new Browser()
    await other.signIn(account.email, account.password)
    const players = [await playing(browser, 5), await playing(other, 6)]
    const admin = new Browser()
    const adminAccount = await makeAccount({ role: 'admin' })
    await admin.signIn(adminAccount.email, adminAccount.password)

    expect((await admin.post(`/api/admin/accounts/${account.ssoId}/block`)).status).toBe(200)
    for (const player of players) {
      expect(await player.next()).toEqual({ type: 'leaseEnded', reason: 'blocked' })
      expect((await player.closed).code).toBe(4001)
    }
    await vi.waitFor(async () => expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([]), { timeout: 2000, interval: 20 })
    expect(await check(other, LIVE_AUDIO_ASSET, 6)).toMatchObject({ status: 403, code: CODES.requireLogin })
  })
})
