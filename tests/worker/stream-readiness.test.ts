import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'
import { streamSessionsOf } from './stream-socket-helpers'

interface Readiness {
  state: 'ready' | 'refused'
  code: string | null
  cause: string | null
  country: string
  bypassed: boolean
  activeDevices: Array<{ deviceId: number }>
  online: boolean
}

async function readiness(browser: Browser, asset: string, country: string, sessionID?: number): Promise<Readiness> {
  const query = sessionID === undefined ? '' : `?sessionID=${sessionID}`
  const response = await browser.fetch(`/api/streamline/session/readiness/${asset}${query}`, { cf: { country } })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toContain('no-store')
  return ((await response.json()) as { data: { attributes: Readiness } }).data.attributes
}

beforeEach(async () => {
  await seedDemo()
})

describe('"Ready for kick-off?" (issue 10 §8)', () => {
  it('answers as the session check would, with the cause and the country, and never takes a lease', async () => {
    expect(await readiness(new Browser(), LIVE_AUDIO_ASSET, 'GB')).toMatchObject({ state: 'refused', code: CODES.requireLogin })
    const { browser, account } = await supporter({ grants: ['subscriber', 'plus'] })
    expect(await readiness(browser, LIVE_VIDEO_ASSET, 'GB', 5)).toMatchObject({
      state: 'refused',
      code: CODES.country,
      cause: 'blackout',
      country: 'GB',
    })
    expect(await readiness(browser, LIVE_VIDEO_ASSET, 'JP', 5)).toMatchObject({ state: 'ready', code: null, online: true })
    // SPEC §6: the limit's number is not shown, so the answer does not carry it.
    expect(await readiness(browser, LIVE_VIDEO_ASSET, 'JP', 5)).not.toHaveProperty('limit')
    expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([])
  })

  it('a device limit that is full says so, lists the devices, and a device that holds a lease stays ready', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 1)
    await check(browser, LIVE_AUDIO_ASSET, 2)
    const third = await readiness(browser, LIVE_AUDIO_ASSET, 'GB', 3)
    expect(third).toMatchObject({ state: 'refused', code: CODES.concurrency, cause: 'deviceLimit' })
    expect(third.activeDevices.map((device) => device.deviceId).sort()).toEqual([1, 2])
    expect(await readiness(browser, LIVE_AUDIO_ASSET, 'GB', 1)).toMatchObject({ state: 'ready' })
  })

  it('a stream not yet on air is no refusal before kick-off: the place, the account and the device are still answered', async () => {
    await env.DB.prepare("UPDATE stream_assets SET status = 'idle' WHERE id = ?").bind(LIVE_VIDEO_ASSET).run()
    const { browser } = await supporter({ grants: ['subscriber', 'plus'] })
    expect(await readiness(browser, LIVE_VIDEO_ASSET, 'JP', 5)).toMatchObject({ state: 'ready', online: false })
    expect(await readiness(browser, LIVE_VIDEO_ASSET, 'GB', 5)).toMatchObject({ state: 'refused', cause: 'blackout', online: false })
    // The session check itself still refuses an idle stream as a stream issue (SPEC §8.1).
    expect(await check(browser, LIVE_VIDEO_ASSET, 5, 'JP')).toMatchObject({ status: 403, code: CODES.streamIssue })
  })

  it('a bad sessionID is a 400', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    const response = await browser.fetch(`/api/streamline/session/readiness/${LIVE_AUDIO_ASSET}?sessionID=abc`)
    expect(response.status).toBe(400)
  })
})
