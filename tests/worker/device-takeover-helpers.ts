import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { Browser } from './auth-helpers'
import { PlayerSocket } from './stream-socket-helpers'

export interface TakeoverAnswer {
  status: number
  code: string | null
  token: string | null
  playbackUrl: string | null
  endedSessionID: number | null
}

/** POST /api/streamline/session/takeover as the player's 'Watch here instead' sends it (issue 21 §5). */
export async function takeOver(
  browser: Browser,
  ask: { videoID: string; sessionID: unknown; endSessionID: unknown },
  country = 'GB',
): Promise<TakeoverAnswer> {
  const response = await browser.fetch('/api/streamline/session/takeover', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { attributes: { mediaType: 'live-stream', ...ask } } }),
    cf: { country },
  })
  expect(response.headers.get('Cache-Control')).toContain('no-store')
  const body = (await response.json()) as {
    data?: { attributes: { token: string; playbackUrl: string; endedSessionID: number } }
    errors?: Array<{ code: string }>
  }
  return {
    status: response.status,
    code: body.errors?.[0]?.code ?? null,
    token: body.data?.attributes.token ?? null,
    playbackUrl: body.data?.attributes.playbackUrl ?? null,
    endedSessionID: body.data?.attributes.endedSessionID ?? null,
  }
}

/** A player's socket bound to its device, as the live players keep one open; kept in `open` to close after the test. */
export async function boundSocket(browser: Browser, deviceId: number, open: PlayerSocket[]): Promise<PlayerSocket> {
  const socket = await PlayerSocket.open(browser)
  open.push(socket)
  expect(await socket.ask({ action: 'session', sessionID: deviceId })).toEqual({ type: 'bound', sessionID: deviceId })
  return socket
}

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
export const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

/** A small stand-in for the loop recording make-media puts in the local R2 (as tests/worker/live-media.test.ts has it). */
export async function putLiveAudioRecording(): Promise<void> {
  const segments = Array.from({ length: 15 }, (_, i) => `#EXTINF:4.000000,\nseg_${String(i).padStart(3, '0')}.m4s`)
  const media = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n${segments.join('\n')}\n#EXT-X-ENDLIST\n`
  const master = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=70000,CODECS="mp4a.40.2"\naudio/index.m3u8\n'
  await Promise.all([
    env.MEDIA.put('media/live-audio/master.m3u8', master),
    env.MEDIA.put('media/live-audio/audio/index.m3u8', media),
    env.MEDIA.put('media/live-audio/audio/init.mp4', 'init'),
  ])
}
