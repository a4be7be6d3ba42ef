import { describe, expect, it } from 'vitest'
import { planLadder, SEGMENT_SECONDS } from '../../shared/rules/hls-ladder'
import { type MasterVariant, writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'
import { captionFiles, captionLanguagesIn, subtitleLanguagesOf, subtitlePlaylist, withSubtitles } from '../../shared/rules/hls-subtitles'
import { checkWebVtt } from '../../shared/rules/webvtt-check'
import { DEMO_CAPTIONS, demoMasterAndCaptions } from '../../worker/dev/demo-captions.mjs'
import { demoMedia } from '../../worker/dev/media-recipes.mjs'
import { seedClock } from '../../worker/seed/clock'
import { currentSeason } from '../../worker/seed/fixtures'
import { DEMO_PLAYBACK_IDS, videosPart } from '../../worker/seed/videos'

// issue 20 §6: captions can be tried on `npm start` — the paid demo recording has them.
const rules = { writeMasterPlaylist, withSubtitles, captionLanguagesIn, captionFiles, subtitlePlaylist }
const recordings = demoMedia({ planLadder, SEGMENT_SECONDS })
const paid = recordings.find((media) => media.playbackId === DEMO_PLAYBACK_IDS.paid)
const VARIANTS: MasterVariant[] = [
  {
    uri: '720p/index.m3u8',
    bandwidth: 900_000,
    averageBandwidth: 600_000,
    codecs: ['avc1.4d401f', 'mp4a.40.2'],
    video: { width: 1280, height: 720, fps: 24 },
  },
  { uri: 'audio/index.m3u8', bandwidth: 70_000, codecs: ['mp4a.40.2'] },
]

const cueEnds = (vtt: string) =>
  [...vtt.matchAll(/--> (\d{2}):(\d{2}):(\d{2})\.(\d{3})/g)].map(
    ([, h, m, s, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000,
  )

describe('the demo captions (issue 20 §6)', () => {
  it.each(['en', 'ar'] as const)('%s: every cue is one the caption upload accepts, inside the 20 s recording', (language) => {
    const vtt = DEMO_CAPTIONS[language]
    expect(checkWebVtt(vtt)).toEqual({ ok: true, cues: 4 })
    expect(Math.max(...cueEnds(vtt))).toBeLessThanOrEqual(paid?.seconds ?? 0)
  })

  it('says the same things in both languages: the kick-off first', () => {
    expect(DEMO_CAPTIONS.en).toContain('Kick-off at Town Park')
    expect(DEMO_CAPTIONS.ar).toContain('صافرة البداية في ملعب تاون بارك')
    expect(cueEnds(DEMO_CAPTIONS.ar)).toEqual(cueEnds(DEMO_CAPTIONS.en))
  })

  it('the paid recording is the 20 s one with English and Arabic; the others have none', () => {
    expect(paid?.seconds).toBe(20)
    expect(Object.keys(paid?.captions ?? {})).toEqual(['en', 'ar'])
    expect(recordings.filter((media) => media.captions).map((media) => media.playbackId)).toEqual([DEMO_PLAYBACK_IDS.paid])
  })

  it('its master lists both subtitle renditions, exactly as a caption upload would leave it', () => {
    if (!paid) throw new Error('no paid demo recording')
    const { master, files } = demoMasterAndCaptions(rules, paid, VARIANTS)
    expect(subtitleLanguagesOf(master)).toEqual(['en', 'ar'])
    expect(master).toBe(withSubtitles(writeMasterPlaylist(VARIANTS), ['en', 'ar']))
    // An upload over it (worker/admin/caption-writes.ts) changes nothing; removing both gives the plain master back.
    expect(withSubtitles(master, ['en', 'ar'])).toBe(master)
    expect(withSubtitles(master, [])).toBe(writeMasterPlaylist(VARIANTS))
    expect(master).toContain('URI="captions/ar.m3u8"')
    expect(
      master
        .split('\n')
        .filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
        .every((line) => line.endsWith(',SUBTITLES="subs"')),
    ).toBe(true)
    expect(files.map((file) => [file.key, file.contentType])).toEqual([
      ['media/vod-demo-3/captions/en.vtt', 'text/vtt; charset=utf-8'],
      ['media/vod-demo-3/captions/en.m3u8', 'application/vnd.apple.mpegurl'],
      ['media/vod-demo-3/captions/ar.vtt', 'text/vtt; charset=utf-8'],
      ['media/vod-demo-3/captions/ar.m3u8', 'application/vnd.apple.mpegurl'],
    ])
    expect(files[1]?.text).toBe(subtitlePlaylist('en', 20))
    expect(files[2]?.text).toBe(DEMO_CAPTIONS.ar)
  })

  it('a recording without captions keeps the master the ladder writes', () => {
    const free = recordings.find((media) => media.playbackId === DEMO_PLAYBACK_IDS.free)
    if (!free) throw new Error('no free demo recording')
    expect(demoMasterAndCaptions(rules, free, VARIANTS)).toEqual({ master: writeMasterPlaylist(VARIANTS), files: [] })
  })

  it('the seed lists the captions on every entry that plays the paid recording, and on no other', () => {
    const clock = seedClock('2026-11-22T15:35:00.000Z')
    const videos = videosPart(clock, currentSeason(clock)).tables.find((table) => table.table === 'videos')?.rows ?? []
    const captioned = videos.filter((row) => row.playback_id === DEMO_PLAYBACK_IDS.paid)
    expect(captioned.length).toBeGreaterThan(0)
    for (const row of captioned) expect(row.captions).toEqual(Object.keys(paid?.captions ?? {}))
    for (const row of videos.filter((row) => row.playback_id !== DEMO_PLAYBACK_IDS.paid)) expect(row.captions).toEqual([])
  })
})

describe('the demo commentary in English and Arabic (issue 21 §3)', () => {
  it.each(['audio-demo', 'live-audio', 'live-video'])(
    '%s has an English and an Arabic audio rendition, the Arabic one no variant of its own',
    (id) => {
      const media = recordings.find((recording) => recording.playbackId === id)
      const languages = media?.renditions.filter((rendition) => rendition.language).map((r) => [r.language, r.name, r.variant !== false])
      expect(languages).toEqual([
        ['en', 'audio', true],
        ['ar', 'audio-ar', false],
      ])
    },
  )

  it('the commentary renditions are at most 48 kbit/s and sound different in each language', () => {
    const media = recordings.find((recording) => recording.playbackId === 'live-audio')
    const [en, ar] = media?.renditions ?? []
    expect(en?.args).toContain('48k')
    expect(ar?.args).toContain('48k')
    expect(en?.args[en.args.indexOf('-i') + 1]).not.toBe(ar?.args[ar.args.indexOf('-i') + 1])
  })
})
