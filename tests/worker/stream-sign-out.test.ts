import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { REUSE_GRACE_SECONDS } from '../../worker/db/refresh-tokens'
import { sha256 } from '../../worker/identity/crypto-text'
import { Browser } from './auth-helpers'
import { makeAccount } from './account-factory'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { mailTo, PortalBrowser, pathOf } from './sso-helpers'
import { PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

// Issue 10 §4: renewal over the socket never reads the account again, so a lease must end
// with the sign-in it came from (POST /api/auth/logout, a revoked sign-in) and with the account
// (an admin's block, a new password: whatever revokes every session of the account).

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
  vi.restoreAllMocks()
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
    browser.cookies.delete('__Host-club_session')
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

  it('a password reset through the portal ends every lease of the account and tells each player why', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {}) // the developer's outbox line
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const other = new Browser()
    await other.signIn(account.email, account.password)
    const players = [await playing(browser, 7), await playing(other, 8)]

    const portal = new PortalBrowser()
    const forgot = await portal.page('/sso/forgot-password')
    expect((await portal.submit('/sso/forgot-password', { csrf: forgot.csrf, email: account.email })).status).toBe(200)
    const link = (await mailTo(account.email))[0]?.link as string
    const form = await portal.page(pathOf(link))
    const token = new URL(link).searchParams.get('token') as string
    const fields = { csrf: form.csrf, token, password: 'a-brand-new-pass', passwordConf: 'a-brand-new-pass' }
    expect((await portal.submit('/sso/reset-password', fields)).status).toBe(200)

    for (const player of players) {
      expect(await player.next()).toEqual({ type: 'leaseEnded', reason: 'passwordChanged' })
      expect((await player.closed).code).toBe(4001)
    }
    expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([])
    expect(await check(other, LIVE_AUDIO_ASSET, 8)).toMatchObject({ status: 403, code: CODES.requireLogin })
    // Signed in again with the new password, the supporter listens at once.
    const back = new Browser()
    await back.signIn(account.email, 'a-brand-new-pass')
    expect((await check(back, LIVE_AUDIO_ASSET, 9)).status).toBe(200)
  })

  it("the login form's new-password step ends the leases of the account's earlier sign-ins", async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const player = await playing(browser, 10)
    // The club asks this account for a new password (SPEC §8.3 passwordChangeRequired).
    await env.DB.prepare('UPDATE accounts SET password_change_required = 1 WHERE id = ?').bind(account.id).run()
    const phone = new Browser()
    const changed = await phone.post('/api/auth/login', {
      username: account.email,
      password: account.password,
      newPassword: 'a-fresh-password',
      newPasswordConf: 'a-fresh-password',
    })
    expect(changed.status).toBe(200)
    expect(await player.next()).toEqual({ type: 'leaseEnded', reason: 'passwordChanged' })
    expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([])
    // The sign-in that chose the new password is the one that plays now.
    expect((await check(phone, LIVE_AUDIO_ASSET, 11)).status).toBe(200)
  })

  it('a refresh token used twice revokes its sign-in, and that sign-in stops streaming; the others play on', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const other = new Browser()
    await other.signIn(account.email, account.password)
    const stolen = await playing(browser, 12)
    const staying = await playing(other, 13)
    const thief = new Browser()
    thief.cookies.set('__Host-club_refresh', browser.cookies.get('__Host-club_refresh') as string)
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
    // Past the two-tabs grace window, the rotated token coming back means it was copied (issue 8 §2).
    const rotatedAt = new Date(Date.now() - (REUSE_GRACE_SECONDS + 1) * 1000).toISOString()
    await env.DB.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?')
      .bind(rotatedAt, await sha256(thief.cookies.get('__Host-club_refresh') as string))
      .run()
    expect((await thief.post('/api/auth/refresh')).status).toBe(401)

    expect(await stolen.next()).toEqual({ type: 'leaseEnded', reason: 'signedOut' })
    const devices = await streamSessionsOf(account.ssoId).listDevices()
    expect(devices.map((device) => device.deviceId)).toEqual([13])
    expect(await staying.ask({ action: 'ping' })).toEqual({ type: 'pong' })
  })
})
