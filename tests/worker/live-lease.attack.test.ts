import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signPlaybackToken } from '../../worker/streaming/playback-token'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { chargeRefunded } from './payments-flows'
import { deliver } from './payments-helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

// Issue 18 §7 "Tests that must exist": a live token is refused on every static playlist and
// segment of the recording; after sign-out, block or refund the next live playlist request is
// refused. npm test walks a small recording; npm run test:attack (ATTACK=1) a 4-minute loop in
// two renditions, with GET, HEAD, ranges and a padded query.
const ATTACK = env.ATTACK === '1'
const FULL_RENDITIONS = ATTACK ? ['audio', 'audio-hi'] : ['audio']
const FULL_SEGMENTS = ATTACK ? 60 : 15
const CHUNK = 25

const segmentName = (i: number) => `seg_${String(i).padStart(3, '0')}.m4s`

/**
 * The loop recording of the seeded live audio (R2 media/live-audio/), every file with bytes a leak
 * would show: the attack's full recording, or a small one where only the live playlist matters.
 */
async function putRecording(full: boolean): Promise<string[]> {
  const RENDITIONS = full ? FULL_RENDITIONS : ['audio']
  const SEGMENTS = full ? FULL_SEGMENTS : 15
  const lines = Array.from({ length: SEGMENTS }, (_, i) => `#EXTINF:4.000000,\n${segmentName(i)}`)
  const media = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n${lines.join('\n')}\n#EXT-X-ENDLIST\n`
  const variants = RENDITIONS.map((r) => `#EXT-X-STREAM-INF:BANDWIDTH=70000,CODECS="mp4a.40.2"\n${r}/index.m3u8`)
  const files: Record<string, string> = { 'master.m3u8': `#EXTM3U\n#EXT-X-VERSION:7\n${variants.join('\n')}\n` }
  for (const r of RENDITIONS) {
    files[`${r}/index.m3u8`] = media
    files[`${r}/init.mp4`] = 'recording-bytes init'
    for (let i = 0; i < SEGMENTS; i += 1) files[`${r}/${segmentName(i)}`] = `recording-bytes ${i}`
  }
  const entries = Object.entries(files)
  for (let i = 0; i < entries.length; i += CHUNK) {
    await Promise.all(entries.slice(i, i + CHUNK).map(([key, body]) => env.MEDIA.put(`media/live-audio/${key}`, body)))
  }
  return Object.keys(files)
}

const open: PlayerSocket[] = []

beforeEach(async () => {
  await seedDemo()
})

afterEach(async () => {
  vi.useRealTimers()
  const sockets = open.splice(0)
  for (const socket of sockets) socket.ws.close(1000, 'test over')
  await Promise.all(sockets.map((socket) => socket.closed))
})

/** A listener on `browser` as device `deviceId`: socket bound, session check granted; its live token. */
async function listening(browser: Browser, deviceId: number): Promise<{ token: string; socket: PlayerSocket }> {
  const socket = await PlayerSocket.open(browser)
  open.push(socket)
  expect(await socket.ask({ action: 'session', sessionID: deviceId })).toEqual({ type: 'bound', sessionID: deviceId })
  const answer = await check(browser, LIVE_AUDIO_ASSET, deviceId)
  expect(answer.status).toBe(200)
  return { token: answer.token as string, socket }
}

const livePlaylist = (browser: Browser, token: string) =>
  browser.fetch(`/media/live-audio/audio/live.m3u8?token=${encodeURIComponent(token)}`)

async function codeOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code
}

describe('a live token opens nothing of the recording (issue 18 §7)', () => {
  it('every static playlist and segment refuses the live token and a lease token signed before scopes: 403, no bytes', async () => {
    const files = await putRecording(true)
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const { token } = await listening(browser, 21)
    // A live token as renewals signed it before issue 18 (a lease, no scope): still only live.
    const legacy = await signPlaybackToken(env, {
      subject: account.ssoId,
      playbackId: 'live-audio',
      asset: LIVE_AUDIO_ASSET,
      lease: leaseIdOf(token),
    })
    const variants: Array<(path: string, tok: string) => Promise<Response>> = [(path, tok) => browser.fetch(`${path}?token=${tok}`)]
    if (ATTACK) {
      variants.push(
        (path, tok) => browser.fetch(`${path}?token=${tok}`, { method: 'HEAD' }),
        (path, tok) => browser.fetch(`${path}?token=${tok}`, { headers: { Range: 'bytes=0-3' } }),
        (path, tok) => browser.fetch(`${path}?x=1&token=${tok}`),
      )
    }
    const attempts = files.flatMap((file) =>
      [token, legacy.token].flatMap((tok) => variants.map((send) => () => send(`/media/live-audio/${file}`, tok))),
    )
    const served: string[] = []
    for (let i = 0; i < attempts.length; i += CHUNK) {
      // The device keeps its lease as a playing device would (a check refreshes it), however long the walk takes.
      expect((await check(browser, LIVE_AUDIO_ASSET, 21)).status).toBe(200)
      const answers = await Promise.all(attempts.slice(i, i + CHUNK).map((attempt) => attempt()))
      for (const answer of answers) {
        const body = await answer.text()
        if (answer.status !== 403 || body.includes('recording-bytes')) served.push(`${answer.url} ${answer.status}`)
      }
    }
    expect(attempts.length).toBeGreaterThanOrEqual(ATTACK ? 1_000 : 36)
    expect(served).toEqual([])
    // The same token still plays the live stream: it is bound, not broken.
    expect((await livePlaylist(browser, token)).status).toBe(200)
  }, 600_000)
})

/** The lease the live token names (its claims, read as the gateway reads them). */
function leaseIdOf(token: string): string {
  const claims = JSON.parse(atob((token.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/'))) as { lease?: string }
  if (!claims.lease) throw new Error('the live token names no lease')
  return claims.lease
}

describe('losing the right ends live media at the next playlist (issue 18 §7)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await putRecording(false)
  })

  it('sign-out: the next live playlist is 403 stream_session_ended, and the last window’s segments die within seconds', async () => {
    const { browser } = await supporter({ grants: ['subscriber'] })
    const { token, socket } = await listening(browser, 22)
    const window = await (await livePlaylist(browser, token)).text()
    const segment = `/media/live-audio/audio/${window.split('\n').filter((line) => line !== '' && !line.startsWith('#'))[0]}`
    expect((await browser.post('/api/auth/logout')).status).toBe(200)
    expect(await socket.next()).toEqual({ type: 'leaseEnded', reason: 'signedOut' })
    const refused = await livePlaylist(browser, token)
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('stream_session_ended')
    expect((await browser.fetch(`/media/live-audio/live.m3u8?token=${token}`)).status).toBe(403)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 13_000)
    expect((await browser.fetch(segment)).status).toBe(401)
  })

  it("an administrator's block: the next live playlist is refused", async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const { token, socket } = await listening(browser, 23)
    expect((await livePlaylist(browser, token)).status).toBe(200)
    const admin = await makeAccount({ role: 'admin' })
    const adminBrowser = new Browser()
    await adminBrowser.signIn(admin.email, admin.password)
    expect((await adminBrowser.post(`/api/admin/accounts/${account.ssoId}/block`)).status).toBe(200)
    expect(await socket.next()).toEqual({ type: 'leaseEnded', reason: 'blocked' })
    expect((await livePlaylist(browser, token)).status).toBe(403)
    // The block's own work in the object finishes before the test's storage goes.
    await vi.waitFor(async () => expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([]), { timeout: 2000, interval: 20 })
  })

  it('a refund of the purchase the stream was entitled by ends its lease, renewal and the next live playlist', async () => {
    const { browser, account } = await supporter()
    const paymentIntent = await paidSeason(account.id)
    const { token, socket } = await listening(browser, 24)
    expect((await livePlaylist(browser, token)).status).toBe(200)

    expect((await deliver(chargeRefunded(paymentIntent))).status).toBe(200)
    expect(await socket.next()).toEqual({ type: 'leaseEnded', reason: 'entitlementEnded' })
    expect((await socket.closed).code).toBe(4001)
    expect(await streamSessionsOf(account.ssoId).listDevices()).toEqual([])
    const refused = await livePlaylist(browser, token)
    expect(refused.status).toBe(403)
    expect(await codeOf(refused)).toBe('stream_session_ended')
    // Asking again is refused as not subscribed (the session check's own rule).
    expect((await check(browser, LIVE_AUDIO_ASSET, 24)).status).toBe(403)
  })

  it('a refund that leaves the stream covered by another entitlement ends nothing', async () => {
    const { browser, account } = await supporter({ grants: ['subscriber'] })
    const paymentIntent = await paidSeason(account.id)
    const { token, socket } = await listening(browser, 25)
    expect((await deliver(chargeRefunded(paymentIntent))).status).toBe(200)
    expect((await livePlaylist(browser, token)).status).toBe(200)
    expect(await socket.ask({ action: 'ping' })).toEqual({ type: 'pong' })
    expect((await streamSessionsOf(account.ssoId).listDevices()).map((device) => device.deviceId)).toEqual([25])
  })
})

/** A completed season purchase of the plus tier (one-off payment) granting 'subscriber' and 'plus'; its payment intent. */
async function paidSeason(accountId: number): Promise<string> {
  const now = new Date().toISOString()
  const ends = new Date(Date.now() + 90 * 86_400_000).toISOString()
  const paymentIntent = `pi_live_${crypto.randomUUID().slice(0, 12)}`
  const purchase = await env.DB.prepare(
    `INSERT INTO purchases (account_id, package_id, price_option_id, mode, status, amount_pence, currency, payment_intent_id, current_period_end, created_at, updated_at)
     VALUES (?, 'town-tv-plus', 'price-town-tv-plus-season', 'payment', 'completed', 17000, 'GBP', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(accountId, paymentIntent, ends, now, now)
    .first<{ id: number }>()
  for (const code of ['subscriber', 'plus']) {
    await env.DB.prepare(
      `INSERT INTO entitlements (account_id, code, source, purchase_id, starts_at, ends_at, created_at) VALUES (?, ?, 'purchase', ?, ?, ?, ?)`,
    )
      .bind(accountId, code, purchase?.id, now, ends, now)
      .run()
  }
  return paymentIntent
}
