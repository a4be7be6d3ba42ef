import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { LEASE_LAPSES_AFTER_MS } from '../../shared/rules/stream-lease'
import type { StreamDevice } from '../../shared/types/stream-devices'
import { LEASE_ENDED_CLOSE_CODE } from '../../worker/streaming/stream-sessions-api'
import { Browser } from './auth-helpers'
import { ANDROID_CHROME, boundSocket, MAC_SAFARI, putLiveAudioRecording, takeOver } from './device-takeover-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { leaseRequest, type PlayerSocket, signInOf, streamSessionsOf } from './stream-socket-helpers'

const open: PlayerSocket[] = []

beforeEach(async () => {
  await seedDemo()
  await putLiveAudioRecording()
})

afterEach(async () => {
  for (const socket of open.splice(0)) {
    try {
      socket.ws.close(1000, 'test over')
    } catch {
      // Closed by the object already (an ended device).
    }
  }
})

const deviceIds = async (ssoId: string) =>
  (await streamSessionsOf(ssoId).listDevices()).map((device) => device.deviceId).sort((a, b) => a - b)

describe("'Watch here instead' (issue 21 §5)", () => {
  it('ends exactly the chosen device, admits this one, and answers as the check does so the player plays at once', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const ended = await check(browser, LIVE_AUDIO_ASSET, 1)
    expect((await browser.fetch(ended.playbackUrl as string)).status).toBe(200)
    const kept = await check(browser, LIVE_AUDIO_ASSET, 2)
    const endedSocket = await boundSocket(browser, 1, open)
    const keptSocket = await boundSocket(browser, 2, open)
    expect(await check(browser, LIVE_AUDIO_ASSET, 3)).toMatchObject({ status: 403, code: CODES.concurrency })

    const answer = await takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1 })
    expect(answer).toMatchObject({ status: 200, code: null, endedSessionID: 1 })
    expect(answer.token).toEqual(expect.any(String))
    expect((await browser.fetch(answer.playbackUrl as string)).status).toBe(200)

    // The ended device hears why, then its socket closes; the other device hears nothing and plays on.
    expect(await endedSocket.next()).toEqual({ type: 'leaseEnded', reason: 'movedToAnotherDevice' })
    expect((await endedSocket.closed).code).toBe(LEASE_ENDED_CLOSE_CODE)
    expect(keptSocket.idle).toBe(true)
    expect((await browser.fetch(kept.playbackUrl as string)).status).toBe(200)
    // The ended device's address dies with its lease.
    expect((await browser.fetch(ended.playbackUrl as string)).status).toBe(403)
    expect(await deviceIds(account.ssoId)).toEqual([2, 3])
    // Taken back: the ended device presses in its turn and gets its stream again.
    expect(await takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 1, endSessionID: 3 })).toMatchObject({ status: 200 })
    expect(await deviceIds(account.ssoId)).toEqual([1, 2])
  })

  it('under 50 parallel presses the limit holds: one press wins each device, every other is told it is gone', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    await check(browser, LIVE_AUDIO_ASSET, 2)
    const sockets = [await boundSocket(browser, 1, open), await boundSocket(browser, 2, open)]

    const presses = Array.from({ length: 50 }, (_, i) => ({ device: 101 + i, ends: i % 2 === 0 ? 1 : 2 }))
    const answers = await Promise.all(
      presses.map((press) => takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: press.device, endSessionID: press.ends })),
    )
    const granted = presses.filter((_, i) => answers[i]?.status === 200)
    expect(granted.map((press) => press.ends).sort()).toEqual([1, 2])
    expect(answers.filter((answer) => answer.status === 404).every((answer) => answer.code === 'device_not_streaming')).toBe(true)
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 404)).toEqual([])
    expect(await deviceIds(account.ssoId)).toEqual(granted.map((press) => press.device).sort((a, b) => a - b))
    for (const socket of sockets) expect(await socket.next()).toEqual({ type: 'leaseEnded', reason: 'movedToAnotherDevice' })

    // A second wave names the winners and each other: whatever the order, the account ends at its limit or below.
    const wave = Array.from({ length: 50 }, (_, i) => ({ device: 201 + i, ends: i < 2 ? (granted[i]?.device as number) : 200 + i }))
    const second = await Promise.all(
      wave.map((press) => takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: press.device, endSessionID: press.ends })),
    )
    expect(second.every((answer) => answer.status === 200 || (answer.status === 404 && answer.code === 'device_not_streaming'))).toBe(true)
    const after = await deviceIds(account.ssoId)
    expect(after.length).toBeLessThanOrEqual(2)
    expect(after.every((device) => wave.some((press, i) => press.device === device && second[i]?.status === 200))).toBe(true)
  })

  it('the refusal lists the other devices with their browser, system, start and stream', async () => {
    const { account, browser } = await supporter({ grants: ['subscriber'] })
    const phone = new Browser()
    await phone.post(
      '/api/auth/login',
      { username: account.email, password: account.password },
      { headers: { 'User-Agent': ANDROID_CHROME } },
    )
    const laptop = new Browser()
    await laptop.post('/api/auth/login', { username: account.email, password: account.password }, { headers: { 'User-Agent': MAC_SAFARI } })
    await check(phone, LIVE_AUDIO_ASSET, 7)
    await check(laptop, LIVE_AUDIO_ASSET, 8)
    expect((await check(browser, LIVE_AUDIO_ASSET, 9)).code).toBe(CODES.concurrency)

    const response = await browser.fetch('/api/streamline/devices?sessionID=9')
    const devices = ((await response.json()) as { data: { attributes: { devices: StreamDevice[] } } }).data.attributes.devices
    expect(devices.map(({ deviceId, browser, system, thisDevice }) => ({ deviceId, browser, system, thisDevice }))).toEqual([
      { deviceId: 7, browser: 'chrome', system: 'android', thisDevice: false },
      { deviceId: 8, browser: 'safari', system: 'macos', thisDevice: false },
    ])
    expect(devices.every((device) => device.assetTitle && device.since > 0)).toBe(true)
    // Only the names go to the browser, never the header or the sign-in session.
    expect(JSON.stringify(devices)).not.toContain('Mozilla')
    expect(JSON.stringify(devices)).not.toContain(signInOf(phone))
  })

  it('a device silent for longer than the lease never counts: not listed, not in the way, not taken over', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const sessions = streamSessionsOf(account.ssoId)
    const signIn = signInOf(browser)
    const silentSince = Date.now() - LEASE_LAPSES_AFTER_MS - 1_000
    await sessions.acquire(leaseRequest(1, { signIn, assetId: LIVE_AUDIO_ASSET, now: silentSince }))
    expect(await deviceIds(account.ssoId)).toEqual([])
    expect((await check(browser, LIVE_AUDIO_ASSET, 2)).status).toBe(200)
    expect((await check(browser, LIVE_AUDIO_ASSET, 3)).status).toBe(200)
    // A press naming the silent device finds nothing to end, and admits nobody past the limit.
    expect(await takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 4, endSessionID: 1 })).toMatchObject({
      status: 404,
      code: 'device_not_streaming',
    })
    expect(await deviceIds(account.ssoId)).toEqual([2, 3])
  })

  it("a device of another account is not found, and that account's device plays on", async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const other = await supporter({ grants: ['subscriber'] })
    await check(other.browser, LIVE_AUDIO_ASSET, 40)
    const theirs = await boundSocket(other.browser, 40, open)
    await check(browser, LIVE_AUDIO_ASSET, 1)
    await check(browser, LIVE_AUDIO_ASSET, 2)

    expect(await takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 40 })).toMatchObject({
      status: 404,
      code: 'device_not_streaming',
      token: null,
    })
    expect(await deviceIds(other.account.ssoId)).toEqual([40])
    expect(theirs.idle).toBe(true)
    expect(await deviceIds(account.ssoId)).toEqual([1, 2])
  })

  it('bad input is a 400, naming itself a 409, and the access rule of the check comes first; none changes anything', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    await check(browser, LIVE_AUDIO_ASSET, 2)
    const bad: Array<Record<string, unknown>> = [
      { videoID: LIVE_AUDIO_ASSET, sessionID: 3 },
      { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 0 },
      { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1_000_001 },
      { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 'one' },
      { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1.5 },
      { videoID: '../etc/passwd', sessionID: 3, endSessionID: 1 },
      { videoID: LIVE_AUDIO_ASSET, sessionID: 'x', endSessionID: 1 },
    ]
    for (const attributes of bad) {
      const answer = await takeOver(browser, attributes as { videoID: string; sessionID: unknown; endSessionID: unknown })
      expect(answer, JSON.stringify(attributes)).toMatchObject({ status: 400, code: 'bad_request' })
    }
    const notJson = await browser.fetch('/api/streamline/session/takeover', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.text()).not.toContain('at ')

    expect(await takeOver(browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 1, endSessionID: 1 })).toMatchObject({
      status: 409,
      code: 'takeover_own_device',
    })
    // Signed out, not subscribed, or from another site: refused before anyone is ended.
    expect(await takeOver(new Browser(), { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1 })).toMatchObject({
      status: 403,
      code: CODES.requireLogin,
    })
    const freemium = await supporter()
    expect(await takeOver(freemium.browser, { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1 })).toMatchObject({
      status: 403,
      code: CODES.notSubscribed,
    })
    const crossSite = await browser.post(
      '/api/streamline/session/takeover',
      { data: { attributes: { videoID: LIVE_AUDIO_ASSET, sessionID: 3, endSessionID: 1 } } },
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(crossSite.status).toBe(403)
    expect((await browser.fetch('/api/streamline/session/takeover')).status).toBeGreaterThanOrEqual(400)
    expect(await deviceIds(account.ssoId)).toEqual([1, 2])
  })
})
