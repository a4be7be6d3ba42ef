import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONCURRENCY_PING_MS } from '../../shared/timing'
import { signPlaybackToken } from '../../worker/streaming/playback-token'
import type { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, supporter } from './session-check-helpers'
import { PlayerSocket, streamSessionsOf } from './stream-socket-helpers'

/** A small stand-in for the 60 s loop recording make-media puts in the local R2: fifteen 4 s segments. */
async function putRecording(): Promise<void> {
  const segments = Array.from({ length: 15 }, (_, i) => `#EXTINF:4.000000,\nseg_${String(i).padStart(3, '0')}.m4s`)
  const media = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n${segments.join('\n')}\n#EXT-X-ENDLIST\n`
  const master = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=70000,CODECS="mp4a.40.2"\naudio/index.m3u8\n'
  const put = (key: string, body: string) => env.MEDIA.put(`media/live-audio/${key}`, body)
  await Promise.all([
    put('master.m3u8', master),
    put('audio/index.m3u8', media),
    put('audio/init.mp4', 'init'),
    ...Array.from({ length: 15 }, (_, i) => put(`audio/seg_${String(i).padStart(3, '0')}.m4s`, `segment ${i}`)),
  ])
}

const sockets: PlayerSocket[] = []

function clockAt(moment: number): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

beforeEach(async () => {
  await seedDemo()
  await putRecording()
})

afterEach(async () => {
  vi.useRealTimers()
  for (const socket of sockets.splice(0)) socket.ws.close(1000, 'test over')
})

async function listener(): Promise<{ browser: Browser; ssoId: string; playbackUrl: string; token: string }> {
  const { browser, account } = await supporter({ grants: ['subscriber'] })
  const answer = await check(browser, LIVE_AUDIO_ASSET, 7)
  if (!answer.playbackUrl || !answer.token) throw new Error(`no grant: ${JSON.stringify(answer)}`)
  return { browser, ssoId: account.ssoId, playbackUrl: answer.playbackUrl, token: answer.token }
}

const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1])

/** The addresses a live media playlist names (its segments), as the player resolves them. */
const segmentPaths = (playlist: string) =>
  playlist
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => `/media/live-audio/audio/${line}`)

describe('the embedded live window (issue 10 §6)', () => {
  it('the granted playbackUrl is a live multivariant whose variant slides with the wall clock, never ending', async () => {
    const { browser, playbackUrl } = await listener()
    const master = await browser.fetch(playbackUrl)
    expect(master.status).toBe(200)
    expect(master.headers.get('Cache-Control')).toBe('no-store')
    const variantUrl = (await master.text()).split('\n').find((line) => line.startsWith('audio/'))
    expect(variantUrl).toMatch(/^audio\/live\.m3u8\?token=/)
    const variantPath = `/media/live-audio/${variantUrl}`
    const now = Date.now()
    clockAt(now)
    const first = await (await browser.fetch(variantPath)).text()
    expect(first).not.toContain('#EXT-X-ENDLIST')
    expect(first).toContain('#EXT-X-PROGRAM-DATE-TIME:')
    expect(first).toMatch(/\nseg_\d{3}\.m4s\?token=/)
    clockAt(now + 8_000)
    const later = await (await browser.fetch(variantPath)).text()
    expect(mediaSequence(later)).toBe(mediaSequence(first) + 2)
  })

  it('a live playlist needs a lease its device still holds: ended or without a lease is 403', async () => {
    const { browser, ssoId, playbackUrl } = await listener()
    expect((await browser.fetch(playbackUrl)).status).toBe(200)
    await streamSessionsOf(ssoId).endDevice(7)
    const ended = await browser.fetch(playbackUrl)
    expect(ended.status).toBe(403)
    expect(((await ended.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('stream_session_ended')
    const leaseless = await signPlaybackToken(env, { subject: ssoId, playbackId: 'live-audio', asset: LIVE_AUDIO_ASSET })
    expect((await browser.fetch(`/media/live-audio/live.m3u8?token=${leaseless.token}`)).status).toBe(403)
  })

  it('a token renewed over the socket keeps the live playlist, and the segments it names, flowing past the first token’s expiry', async () => {
    const t0 = Date.now()
    clockAt(t0)
    const { browser, token } = await listener()
    const socket = await PlayerSocket.open(browser)
    sockets.push(socket)
    expect(await socket.ask({ action: 'session', sessionID: 7 })).toMatchObject({ type: 'bound' })
    let current = token
    for (let at = t0 + CONCURRENCY_PING_MS; at <= t0 + 10 * 60_000; at += CONCURRENCY_PING_MS) {
      clockAt(at)
      const answer = await socket.ask({ action: 'ping' })
      if (answer.type === 'token') {
        current = answer.token
        expect(await socket.next()).toEqual({ type: 'pong' })
      }
      const playlist = await browser.fetch(`/media/live-audio/audio/live.m3u8?token=${current}`)
      expect(playlist.status).toBe(200)
      const newest = segmentPaths(await playlist.text()).at(-1) as string
      expect((await browser.fetch(newest)).status).toBe(200)
    }
    expect(current).not.toBe(token)
    expect((await browser.fetch(`/media/live-audio/audio/live.m3u8?token=${token}`)).status).toBe(401)
  })

  it('issue 18 §7: the live token opens live playlists only; their segments carry a token for that window alone, alive seconds', async () => {
    const t0 = Date.now()
    clockAt(t0)
    const { browser, token } = await listener()
    // The recording's own playlists and segments refuse the live token: it cannot be handed on as a replay.
    for (const file of ['master.m3u8', 'audio/index.m3u8', 'audio/init.mp4', 'audio/seg_000.m4s']) {
      const refused = await browser.fetch(`/media/live-audio/${file}?token=${token}`)
      expect(refused.status, file).toBe(403)
      expect(((await refused.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('forbidden')
    }
    const window = await (await browser.fetch(`/media/live-audio/audio/live.m3u8?token=${token}`)).text()
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(window)?.[1] as string
    const segments = segmentPaths(window)
    expect(segments).toHaveLength(6)
    const segmentToken = new URL(segments[0] as string, 'http://localhost').searchParams.get('token') as string
    expect(segmentToken).not.toBe(token)
    for (const path of [...segments, `/media/live-audio/audio/${init}`]) expect((await browser.fetch(path)).status, path).toBe(200)
    // The segment token opens nothing else: no playlist, no segment outside its window.
    const listed = new Set(segments.map((path) => new URL(path, 'http://localhost').pathname))
    const outside = Array.from({ length: 15 }, (_, i) => `/media/live-audio/audio/seg_${String(i).padStart(3, '0')}.m4s`).find(
      (path) => !listed.has(path),
    )
    for (const path of [
      '/media/live-audio/audio/live.m3u8',
      '/media/live-audio/live.m3u8',
      '/media/live-audio/audio/index.m3u8',
      outside,
    ]) {
      expect((await browser.fetch(`${path}?token=${segmentToken}`)).status, path).toBe(403)
    }
    // Three target durations later the window's segments are gone for anyone still holding it.
    clockAt(t0 + 13_000)
    expect((await browser.fetch(segments[0] as string)).status).toBe(401)
  })
})
