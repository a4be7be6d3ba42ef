import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, liveMatchId, supporter } from './session-check-helpers'
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

/** The readiness of `asset` for match `matchId` (the live match unless told), as "Ready for kick-off?" asks. */
async function readiness(browser: Browser, asset: string, country: string, sessionID?: number, matchId?: number): Promise<Readiness> {
  const query = `?matchId=${matchId ?? (await liveMatchId())}${sessionID === undefined ? '' : `&sessionID=${sessionID}`}`
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
    const response = await browser.fetch(
      `/api/streamline/session/readiness/${LIVE_AUDIO_ASSET}?matchId=${await liveMatchId()}&sessionID=abc`,
    )
    expect(response.status).toBe(400)
  })
})

/** The next men's match after the live one: upcoming, carrying the same live commentary (the seed's, and a real season's). */
async function nextCommentaryMatch(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM matches WHERE audio_asset_id = ? AND status = 'upcoming' ORDER BY kickoff, id LIMIT 1")
    .bind(LIVE_AUDIO_ASSET)
    .first<{ id: number }>()
  if (!row) throw new Error('the seed has no upcoming match with the live commentary')
  return row.id
}

describe('"Ready for kick-off?" judges the match asked about, not the one live now', () => {
  it('while the live match plays, a pass for the next match is ready for the next match, and a pass for the live one is not', async () => {
    const live = await liveMatchId()
    const next = await nextCommentaryMatch()
    const nextHolder = await supporter({ passFor: next })
    expect(await readiness(nextHolder.browser, LIVE_AUDIO_ASSET, 'GB', 5, next)).toMatchObject({ state: 'ready', code: null })
    // The same asset asked about for the live match: that pass is for another match.
    expect(await readiness(nextHolder.browser, LIVE_AUDIO_ASSET, 'GB', 5, live)).toMatchObject({
      state: 'refused',
      code: CODES.notSubscribed,
      cause: 'passForAnotherMatch',
    })
    const liveHolder = await supporter({ passFor: live })
    expect(await readiness(liveHolder.browser, LIVE_AUDIO_ASSET, 'GB', 5, next)).toMatchObject({
      state: 'refused',
      code: CODES.notSubscribed,
      cause: 'passForAnotherMatch',
    })
    expect(await readiness(liveHolder.browser, LIVE_AUDIO_ASSET, 'GB', 5, live)).toMatchObject({ state: 'ready' })
  })

  it('the match must be named (400) and must carry the stream (404)', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    const ask = (query: string) => browser.fetch(`/api/streamline/session/readiness/${LIVE_AUDIO_ASSET}${query}`)
    for (const query of [
      '',
      '?sessionID=5',
      '?matchId=',
      '?matchId=abc',
      '?matchId=0',
      '?matchId=-3',
      '?matchId=1e3',
      '?matchId=1234567890',
    ]) {
      const response = await ask(query)
      expect({ query, status: response.status }).toEqual({ query, status: 400 })
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('bad_request')
    }
    // Only the live match carries the live video; and a match that does not exist carries nothing.
    const next = await nextCommentaryMatch()
    for (const path of [`${LIVE_VIDEO_ASSET}?matchId=${next}`, `${LIVE_AUDIO_ASSET}?matchId=999999`]) {
      const response = await browser.fetch(`/api/streamline/session/readiness/${path}`)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('not_found')
    }
  })
})
