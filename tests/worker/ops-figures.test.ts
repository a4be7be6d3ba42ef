import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { minuteOf, OPS_RETENTION_MINUTES } from '../../shared/rules/ops-figures'
import { CONCURRENCY_PING_MS } from '../../shared/timing'
import { recordMatchSockets } from '../../worker/ops/record-ops'
import { staff } from './admin-articles-helpers'
import { type ApiError, Browser } from './auth-helpers'
import { CONSENT_ALL, storedEvents } from './events-helpers'
import { seedDemo } from './helpers'
import { figures, figuresWhen, outcomeTotal, playerError, postFrom, renewalTotal } from './ops-helpers'
import { deliver as deliverWebhook } from './payments-helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'
import { PlayerSocket } from './stream-socket-helpers'
import { EnvBrowser, streamSettings } from './video-upload-helpers'

// Issue 21 §7 "Tests that must exist": the operations figures count what the test did, and only
// administrators read them.

beforeEach(() => seedDemo())

const open: PlayerSocket[] = []
afterEach(async () => {
  vi.useRealTimers()
  const sockets = open.splice(0)
  for (const socket of sockets) socket.ws.close(1000, 'test over')
  await Promise.all(sockets.map((socket) => socket.closed))
})

describe('the operations figures count what happened', () => {
  it('session checks by outcome: one granted, refusals by their §8.1 codes, each by stream and country', async () => {
    const admin = await staff('admin')
    const { browser } = await supporter({ grants: ['subscriber'] })
    expect((await check(browser, LIVE_AUDIO_ASSET, 11, 'GB')).status).toBe(200)
    // First-team live video is never offered in the UK (SPEC §1): refused for the country.
    expect((await check(browser, LIVE_VIDEO_ASSET, 12, 'GB')).code).toBe('ERR_56882466_2')
    expect((await check(browser, LIVE_VIDEO_ASSET, 12, 'GB')).code).toBe('ERR_56882466_2')
    expect((await check(new Browser(), LIVE_AUDIO_ASSET, 13, 'JP')).code).toBe('ERR_3684853_1')

    const f = await figuresWhen(admin, (x) => x.checks.reduce((n, m) => n + m.total, 0) === 4)
    expect(f.store).toBe('d1')
    expect(outcomeTotal(f, 'granted')).toBe(1)
    expect(outcomeTotal(f, 'ERR_56882466_2')).toBe(2)
    expect(outcomeTotal(f, 'ERR_3684853_1')).toBe(1)
    expect(outcomeTotal(f, 'ERR_54648_1')).toBe(0)
    // Every minute of the 15 is there, each outcome a column even at 0 (the view's table has no holes).
    expect(f.checks).toHaveLength(15)
    expect(Object.keys(f.checks[0]?.outcomes ?? {})).toEqual([
      'granted',
      'ERR_3684853_1',
      'ERR_3684853_2',
      'ERR_3684853_3',
      'ERR_56882466_2',
      'ERR_56882466_1',
      'ERR_54648_1',
    ])
    // Nothing personal is kept: the rows hold a label, a stream, a country and numbers.
    const { results } = await env.DB.prepare('SELECT kind, label, stream, country, count FROM ops_minutes ORDER BY label').all()
    expect(results).toEqual([
      { kind: 'check', label: 'ERR_3684853_1', stream: LIVE_AUDIO_ASSET, country: 'JP', count: 1 },
      { kind: 'check', label: 'ERR_56882466_2', stream: LIVE_VIDEO_ASSET, country: 'GB', count: 2 },
      { kind: 'check', label: 'granted', stream: LIVE_AUDIO_ASSET, country: 'GB', count: 1 },
    ])
  })

  it('a token renewed over the socket is a renewal, and the player counts as open for its stream and country', async () => {
    const admin = await staff('admin')
    const { browser } = await supporter({ grants: ['subscriber'] })
    expect((await check(browser, LIVE_AUDIO_ASSET, 21, 'GB')).status).toBe(200)
    const t0 = Date.now()
    const upgrade = await browser.fetch('/api/streamline/socket', { headers: { Upgrade: 'websocket' }, cf: { country: 'GB' } })
    if (!upgrade.webSocket) throw new Error(`no socket: ${upgrade.status}`)
    const socket = new PlayerSocket(upgrade.webSocket)
    open.push(socket)
    expect(await socket.ask({ action: 'session', sessionID: 21 })).toEqual({ type: 'bound', sessionID: 21 })
    // Pings every 30 s until the token is renewed (it has 5 minutes; renewed with 90 s left).
    vi.useFakeTimers({ toFake: ['Date'] })
    let renewed = false
    for (let at = t0 + CONCURRENCY_PING_MS; !renewed && at < t0 + 300_000; at += CONCURRENCY_PING_MS) {
      vi.setSystemTime(at)
      const answer = await socket.ask({ action: 'ping' })
      if (answer.type === 'token') {
        renewed = true
        expect(await socket.next()).toEqual({ type: 'pong' })
      }
    }
    expect(renewed).toBe(true)
    // Five minutes after the check: its grant is out of the open players' window, the renewal within it.
    vi.setSystemTime(t0 + 300_000)
    const f = await figuresWhen(admin, (x) => renewalTotal(x) === 1)
    expect(f.openPlayers).toEqual({
      windowMinutes: 4,
      total: 1,
      byStream: [{ stream: LIVE_AUDIO_ASSET, players: 1 }],
      byCountry: [{ country: 'GB', players: 1 }],
    })
    expect(outcomeTotal(f, 'granted')).toBe(1)
  }, 30_000)

  it('player errors sent through POST /api/events and the queue are counted, with consent, and with nothing personal', async () => {
    const admin = await staff('admin')
    // Without analytics consent the server keeps none (SPEC §4.7): accepted, and nothing is queued.
    expect((await postFrom('JP', playerError('playbackFailure', 'live-unconsented', 0))).status).toBe(202)
    const batch = [
      playerError('playbackFailure', LIVE_AUDIO_ASSET, 0),
      playerError('stall', LIVE_AUDIO_ASSET, 3200),
      playerError('stall', LIVE_AUDIO_ASSET, 2800),
      playerError('firstFrame', LIVE_AUDIO_ASSET, 1500),
    ]
    expect((await postFrom('JP', batch, CONSENT_ALL)).status).toBe(202)

    const f = await figuresWhen(admin, (x) => x.playerErrors.reduce((n, e) => n + e.count, 0) === 4)
    expect(f.playerErrors).toEqual([
      { kind: 'playbackFailure', count: 1, averageMs: null },
      { kind: 'stall', count: 2, averageMs: 3000 },
      { kind: 'firstFrame', count: 1, averageMs: 1500 },
    ])
    expect(f.playerErrorsByStream).toEqual([{ stream: LIVE_AUDIO_ASSET, playbackFailure: 1, stall: 2 }])
    const { results } = await env.DB.prepare("SELECT DISTINCT stream, country FROM ops_minutes WHERE kind = 'player'").all()
    expect(results).toEqual([{ stream: LIVE_AUDIO_ASSET, country: 'JP' }])
    // Not stored as tracking events either: the ids and the browser's details are nowhere.
    expect((await storedEvents()).filter((e) => e.action === 'playerError')).toEqual([])
  })

  it('a player error of the wrong shape refuses its batch with 400', async () => {
    for (const bad of [
      playerError('crash', LIVE_AUDIO_ASSET, 0),
      playerError('stall', '../etc/passwd', 3000),
      playerError('stall', LIVE_AUDIO_ASSET, -1),
      { ...playerError('stall', LIVE_AUDIO_ASSET, 3000), data: { kind: 'stall', streamId: LIVE_AUDIO_ASSET, value: 3000, email: 'a@b.c' } },
    ]) {
      const response = await postFrom('JP', bad, CONSENT_ALL)
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('bad_request')
    }
  })

  it("webhooks with a bad signature are webhook failures, Stripe's and the video provider's", async () => {
    const admin = await staff('admin')
    const refused = await deliverWebhook({ id: 'evt_ops', type: 'checkout.session.completed' }, { header: 't=1,v1=00' })
    expect(refused.status).toBe(400)
    const stream = await streamSettings()
    const unsigned = await new EnvBrowser(stream.overrides).fetch('/api/media/stream-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Webhook-Signature': 'time=1,sig1=00' },
      body: '{"uid":"0123456789abcdef0123456789abcdef"}',
    })
    expect(unsigned.status).toBe(401)
    const f = await figuresWhen(admin, (x) => x.webhookFailures.length === 2)
    expect(f.webhookFailures).toEqual([
      { source: 'payments', reason: 'signature', count: 1 },
      { source: 'video', reason: 'signature', count: 1 },
    ])
  })

  it('sockets open per match: what the match room reports, never below 0', async () => {
    const admin = await staff('admin')
    await recordMatchSockets(env, 21, 1)
    await recordMatchSockets(env, 21, 1)
    await recordMatchSockets(env, 21, 1)
    await recordMatchSockets(env, 21, -1)
    await recordMatchSockets(env, 22, 1)
    await recordMatchSockets(env, 22, -1)
    await recordMatchSockets(env, 22, -1)
    expect((await figures(admin)).matchSockets).toEqual([{ matchId: 21, open: 2 }])
  })

  it('keeps two hours of minutes: an older minute is deleted with the next write', async () => {
    const old = minuteOf(Date.now()) - OPS_RETENTION_MINUTES - 1
    await env.DB.prepare("INSERT INTO ops_minutes VALUES (?, 'check', 'granted', 'x', 'GB', 5, 0)").bind(old).run()
    const { browser } = await supporter({ grants: ['subscriber'] })
    await check(browser, LIVE_AUDIO_ASSET, 31, 'GB')
    await vi.waitFor(
      async () => {
        const n = await env.DB.prepare('SELECT count(*) AS n FROM ops_minutes WHERE minute = ?').bind(old).first<number>('n')
        if (n !== 0) throw new Error('the old minute is still there')
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(await env.DB.prepare('SELECT count(*) AS n FROM ops_minutes').first<number>('n')).toBe(1)
  })
})

describe('GET /api/admin/ops', () => {
  it.each(['0', '61', 'abc', '1.5', '-3', '', '1000'])('minutes=%s is refused with 400 ops_minutes_invalid', async (minutes) => {
    const admin = await staff('admin')
    const response = await admin.fetch(`/api/admin/ops?minutes=${minutes}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiError).errors[0]).toEqual({
      code: 'ops_minutes_invalid',
      message: 'minutes must be a whole number from 1 to 60',
    })
  })

  it('answers the minutes asked for, and is never cached', async () => {
    const admin = await staff('admin')
    const response = await admin.fetch('/api/admin/ops?minutes=5')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const f = ((await response.json()) as { data: { attributes: { checks: unknown[]; renewals: unknown[] } } }).data.attributes
    expect(f.checks).toHaveLength(5)
    expect(f.renewals).toHaveLength(5)
  })

  it('is for administrators only: an editor is refused', async () => {
    const response = await (await staff('editor')).fetch('/api/admin/ops')
    expect(response.status).toBe(403)
    expect(((await response.json()) as ApiError).errors[0]?.code).toBe('forbidden')
  })
})
