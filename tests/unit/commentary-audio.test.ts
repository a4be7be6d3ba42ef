import { describe, expect, it } from 'vitest'
import { audioOnlyUriOf, commentaryLanguagesOf, isCommentaryLanguage } from '../../shared/rules/commentary-audio'
import { writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'
import { liveMultivariant } from '../../shared/rules/live-window'
import { rewritePlaylist } from '../../shared/rules/playlist-rewrite'

// Issue 21 §3/§4: the commentary languages of a master and the address to play audio only.

const EN = { language: 'en' as const, uri: 'audio/index.m3u8?token=t', bandwidth: 52000 }
const AR = { language: 'ar' as const, uri: 'audio-ar/index.m3u8?token=t', bandwidth: 52000 }
const AUDIO_ONLY = { uri: 'audio/index.m3u8?token=t', bandwidth: 52000, codecs: ['mp4a.40.2'] }
const V360 = {
  uri: '360p/index.m3u8?token=t',
  bandwidth: 400000,
  codecs: ['avc1.4d401e', 'mp4a.40.2'],
  video: { width: 640, height: 360, fps: 24 },
}

const VIDEO_WITH_COMMENTARY = writeMasterPlaylist([V360, AUDIO_ONLY], [], [EN, AR])
const VIDEO_WITHOUT = writeMasterPlaylist([V360, AUDIO_ONLY])
const VIDEO_ONLY = writeMasterPlaylist([V360])
const FOREIGN_GROUP =
  '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",LANGUAGE="ar",NAME="x",URI="other/ar.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"\nv.m3u8\n'

describe('commentaryLanguagesOf', () => {
  it.each([
    ['a master with English and Arabic', VIDEO_WITH_COMMENTARY, ['en', 'ar']],
    ['a master without the group', VIDEO_WITHOUT, []],
    ["another group's renditions are not ours", FOREIGN_GROUP, []],
    ['not a playlist', 'hello', []],
  ])('%s', (_, master, languages) => {
    expect(commentaryLanguagesOf(master)).toEqual(languages)
  })
})

describe('audioOnlyUriOf', () => {
  it.each([
    ['Arabic: its rendition', VIDEO_WITH_COMMENTARY, 'ar', 'audio-ar/index.m3u8?token=t'],
    ['English: its rendition', VIDEO_WITH_COMMENTARY, 'en', 'audio/index.m3u8?token=t'],
    ['no group: the audio-only variant', VIDEO_WITHOUT, 'ar', 'audio/index.m3u8?token=t'],
    ['no audio-only variant and no group: none', VIDEO_ONLY, 'en', null],
    ['a video variant is never taken for audio', FOREIGN_GROUP, 'en', null],
  ] as const)('%s', (_, master, language, uri) => {
    expect(audioOnlyUriOf(master, language)).toBe(uri)
  })
})

describe('isCommentaryLanguage', () => {
  it.each([
    ['en', true],
    ['ar', true],
    ['fr', false],
    ['EN', false],
    [null, false],
    [1, false],
  ])('%s → %s', (value, expected) => {
    expect(isCommentaryLanguage(value)).toBe(expected)
  })
})

describe('the live and gateway forms of a master with commentary languages', () => {
  const master = writeMasterPlaylist(
    [V360, AUDIO_ONLY].map((v) => ({ ...v, uri: v.uri.split('?')[0] as string })),
    [],
    [
      { language: 'en', uri: 'audio/index.m3u8', bandwidth: 52000 },
      { language: 'ar', uri: 'audio-ar/index.m3u8', bandwidth: 52000 },
    ],
  )

  it('the live window points every rendition and variant at its live playlist', () => {
    const live = liveMultivariant(master)
    expect(live).toContain('LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="audio/live.m3u8"')
    expect(live).toContain('LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,URI="audio-ar/live.m3u8"')
    expect(live).toContain('\naudio/live.m3u8\n')
    expect(commentaryLanguagesOf(live)).toEqual(['en', 'ar'])
  })

  it('the gateway puts the token on the renditions as on the variants, so the audio-only address carries it', () => {
    const served = rewritePlaylist(master, 'tok')
    expect(audioOnlyUriOf(served, 'ar')).toBe('audio-ar/index.m3u8?token=tok')
    expect(audioOnlyUriOf(served, 'en')).toBe('audio/index.m3u8?token=tok')
  })
})
