import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import type { StreamDevice } from '../../shared/types/stream-devices'
import { LEASE_ENDED_CLOSE_CODE } from '../../worker/streaming/stream-sessions-api'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'
import { PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

const open: PlayerSocket[] = []

async function devices(browser: Browser, sessionID?: number): Promise<StreamDevice[]> {
  const query = sessionID === undefined ? '' : `?sessionID=${sessionID}`
  const response = await browser.fetch(`/api/streamline/devices${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toContain('no-store')
  return ((await response.json()) as { data: { attributes: { devices: StreamDevice[] } } }).data.attributes.devices
}

/** A player's socket bound to its device, as the live players keep one open. */
async function playerSocket(browser: Browser, deviceId: number): Promise<PlayerSocket> {
  const socket = await PlayerSocket.open(browser)
  open.push(socket)
  expect(await socket.ask({ action: 'session', sessionID: deviceId })).toEqual({ type: 'bound', sessionID: deviceId })
  return socket
}

beforeEach(async () => {
  await seedDemo()
})

afterEach(async () => {
  const sockets = open.splice(0)
  for (const socket of sockets) {
    try {
      socket.ws.close(1000, 'test over')
    } catch {
      // Closed by the object already (an ended device).
    }
  }
})

describe('Devices streaming now (issue 10 §4)', () => {
  it("lists the account's devices with what each plays, marks the asking device, and never another account's", async () => {
    const { browser } = await supporter({ grants: ['subscriber', 'plus'] })
    expect(await devices(browser, 11)).toEqual([])
    expect((await check(browser, LIVE_AUDIO_ASSET, 11)).status).toBe(200)
    expect((await check(browser, LIVE_VIDEO_ASSET, 12, 'JP')).status).toBe(200)
    const listed = await devices(browser, 11)
    expect(listed.map((device) => [device.deviceId, device.assetId, device.thisDevice])).toEqual([
      [11, LIVE_AUDIO_ASSET, true],
      [12, LIVE_VIDEO_ASSET, false],
    ])
    expect(listed.every((device) => typeof device.assetTitle === 'string' && device.assetTitle.length > 0)).toBe(true)
    // The limit's number is not shown (SPEC §6), so it is not sent.
    expect(JSON.stringify(listed)).not.toContain('limit')

    const other = await supporter({ grants: ['subscriber'] })
    expect(await devices(other.browser)).toEqual([])
  })

  it('ending a device frees its lease at once: its socket hears leaseEnded and a third device gets in', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    await check(browser, LIVE_AUDIO_ASSET, 2)
    const ended = await playerSocket(browser, 2)
    expect(await check(browser, LIVE_AUDIO_ASSET, 3)).toMatchObject({ status: 403, code: CODES.concurrency, cause: 'deviceLimit' })

    const response = await browser.post('/api/streamline/devices/2/end')
    expect(response.status).toBe(200)
    expect(await ended.next()).toEqual({ type: 'leaseEnded', reason: 'endedByOtherDevice' })
    expect((await ended.closed).code).toBe(LEASE_ENDED_CLOSE_CODE)
    expect((await streamSessionsOf(account.ssoId).listDevices()).map((device) => device.deviceId)).toEqual([1])
    expect((await check(browser, LIVE_AUDIO_ASSET, 3)).status).toBe(200)
  })

  it('a device that is not streaming is a 404, a malformed one a 400, and nothing changes', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    const missing = await browser.post('/api/streamline/devices/9/end')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ApiError).errors[0]?.code).toBe('not_found')
    for (const bad of ['0', '1000001', 'abc', '1.5']) {
      const response = await browser.post(`/api/streamline/devices/${bad}/end`)
      expect(response.status, bad).toBe(400)
      expect(await response.text()).not.toContain('at ')
    }
    expect((await browser.fetch('/api/streamline/devices?sessionID=nope')).status).toBe(400)
    expect((await devices(browser)).map((device) => device.deviceId)).toEqual([1])
  })

  it('signed out is a 401; a write from another site, or by GET, ends nothing', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    const stranger = new Browser()
    expect((await stranger.fetch('/api/streamline/devices')).status).toBe(401)
    const outsider = await stranger.post('/api/streamline/devices/1/end')
    expect(outsider.status).toBe(401)
    expect(((await outsider.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    const crossSite = await browser.post('/api/streamline/devices/1/end', undefined, { headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    expect((await browser.fetch('/api/streamline/devices/1/end')).status).toBe(404)
    expect((await devices(browser)).map((device) => device.deviceId)).toEqual([1])
  })
})
