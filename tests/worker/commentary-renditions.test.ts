import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { type AudioRendition, type MasterVariant, writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { check, LIVE_AUDIO_ASSET, LIVE_VIDEO_ASSET, supporter } from './session-check-helpers'

// Issue 21 §3 and §4: the commentary streams carry English and Arabic as alternate audio renditions, and
// every stream an audio-only variant (≤ 48 kbit/s), in the master the media gateway serves, on demand and live.

/** Written as worker/dev/make-media.mjs writes the demo masters (the same shared writer). */
const EN: AudioRendition = { language: 'en', uri: 'audio/index.m3u8', bandwidth: 52000 }
const AR: AudioRendition = { language: 'ar', uri: 'audio-ar/index.m3u8', bandwidth: 52500 }
const AUDIO_ONLY: MasterVariant = { uri: 'audio/index.m3u8', bandwidth: 52000, codecs: ['mp4a.40.2'] }
const V360: MasterVariant = {
  uri: '360p/index.m3u8',
  bandwidth: 170000,
  averageBandwidth: 110000,
  codecs: ['avc1.4d401e', 'mp4a.40.2'],
  video: { width: 640, height: 360, fps: 24 },
}

const SEGMENTS = Array.from({ length: 15 }, (_, i) => `#EXTINF:4.000000,\nseg_${String(i).padStart(3, '0')}.m4s`)
const RENDITION = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n${SEGMENTS.join('\n')}\n#EXT-X-ENDLIST\n`

async function putRecording(playbackId: string, master: string, folders: string[]): Promise<void> {
  await env.MEDIA.put(`media/${playbackId}/master.m3u8`, master)
  await Promise.all(folders.map((folder) => env.MEDIA.put(`media/${playbackId}/${folder}/index.m3u8`, RENDITION)))
}

const mediaLines = (master: string) => master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'))
const streamInfs = (master: string) => master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
const uriOf = (line: string | undefined) => /URI="([^"]+)"/.exec(line ?? '')?.[1] ?? ''

beforeEach(async () => {
  await seedDemo()
})

describe('on demand: the commentary recording', () => {
  it('lists English (default) and Arabic renditions and an audio-only variant with only an audio codec', async () => {
    await putRecording('audio-demo', writeMasterPlaylist([AUDIO_ONLY], [], [EN, AR]), ['audio', 'audio-ar'])
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    const grant = (await (await subscriber.fetch('/api/streamline/ksession/1_audio020')).json()) as { playbackUrl: string }
    const master = await (await subscriber.fetch(grant.playbackUrl)).text()
    const [english, arabic] = mediaLines(master)
    expect(english).toMatch(/GROUP-ID="commentary",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="audio\/index\.m3u8\?token=/)
    expect(arabic).toMatch(
      /GROUP-ID="commentary",LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,URI="audio-ar\/index\.m3u8\?token=/,
    )
    expect(streamInfs(master)).toEqual(['#EXT-X-STREAM-INF:BANDWIDTH=52500,CODECS="mp4a.40.2",AUDIO="commentary"'])
    // The Arabic rendition opens with the token the master put on it.
    const folder = grant.playbackUrl.slice(0, grant.playbackUrl.lastIndexOf('/') + 1).split('?')[0]
    const playlist = await subscriber.fetch(`${folder}${uriOf(arabic)}`)
    expect(playlist.status).toBe(200)
    expect(await playlist.text()).toMatch(/\nseg_000\.m4s\?token=/)
  })
})

describe('live: the embedded live window', () => {
  it('the live commentary lists both languages as live playlists, and the Arabic one slides like the English', async () => {
    await putRecording('live-audio', writeMasterPlaylist([AUDIO_ONLY], [], [EN, AR]), ['audio', 'audio-ar'])
    const { browser } = await supporter({ grants: ['subscriber'] })
    const answer = await check(browser, LIVE_AUDIO_ASSET, 7)
    const master = await (await browser.fetch(answer.playbackUrl ?? '')).text()
    const [english, arabic] = mediaLines(master)
    expect(english).toMatch(/LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="audio\/live\.m3u8\?token=/)
    expect(arabic).toMatch(/LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,URI="audio-ar\/live\.m3u8\?token=/)
    expect(streamInfs(master)).toEqual(['#EXT-X-STREAM-INF:BANDWIDTH=52500,CODECS="mp4a.40.2",AUDIO="commentary"'])
    const window = await browser.fetch(`/media/live-audio/${uriOf(arabic)}`)
    expect(window.status).toBe(200)
    const text = await window.text()
    expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME:')
    expect(text).not.toContain('#EXT-X-ENDLIST')
    // Its segments come with the segment token the window gave them, as the English ones do.
    const segment = text.split('\n').find((line) => line.startsWith('seg_'))
    await env.MEDIA.put(`media/live-audio/audio-ar/${segment?.split('?')[0]}`, 'arabic segment')
    const bytes = await browser.fetch(`/media/live-audio/audio-ar/${segment}`)
    expect(bytes.status).toBe(200)
    expect(await bytes.text()).toBe('arabic segment')
  })

  it('the live video names the commentary group on every variant and keeps its audio-only variant', async () => {
    await putRecording('live-video', writeMasterPlaylist([V360, AUDIO_ONLY], [], [EN, AR]), ['360p', 'audio', 'audio-ar'])
    const { browser } = await supporter({ grants: ['subscriber', 'plus'] })
    const answer = await check(browser, LIVE_VIDEO_ASSET, 1, 'JP')
    expect(answer.status).toBe(200)
    const master = await (await browser.fetch(answer.playbackUrl ?? '')).text()
    expect(mediaLines(master).map((line) => /LANGUAGE="(\w+)"/.exec(line)?.[1])).toEqual(['en', 'ar'])
    const variants = streamInfs(master)
    expect(variants).toHaveLength(2)
    expect(variants.every((line) => line.endsWith(',AUDIO="commentary"'))).toBe(true)
    expect(variants[1]).toBe('#EXT-X-STREAM-INF:BANDWIDTH=52500,CODECS="mp4a.40.2",AUDIO="commentary"')
    expect(master).toMatch(/\naudio\/live\.m3u8\?token=[^\n]+\n/)
    const arabic = await browser.fetch(`/media/live-video/${uriOf(mediaLines(master)[1])}`)
    expect(arabic.status).toBe(200)
  })
})
