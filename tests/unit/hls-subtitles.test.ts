import { describe, expect, it } from 'vitest'
import {
  captionLanguagesIn,
  isCaptionLanguage,
  subtitleLanguagesOf,
  subtitlePlaylist,
  withSubtitles,
} from '../../shared/rules/hls-subtitles'

// Issue 20 §6: captions are subtitle renditions of the entry's master playlist.

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Commentary, English",URI="audio/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aac"',
  'low/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720',
  'high/index.m3u8',
  '',
].join('\n')

const EN = '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8"'
const AR = '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="العربية",LANGUAGE="ar",DEFAULT=NO,AUTOSELECT=YES,URI="captions/ar.m3u8"'

describe('withSubtitles', () => {
  it('lists the languages above the first variant and names the group on every variant', () => {
    expect(withSubtitles(MASTER, ['ar', 'en'])).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Commentary, English",URI="audio/index.m3u8"',
        EN,
        AR,
        '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aac",SUBTITLES="subs"',
        'low/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720,SUBTITLES="subs"',
        'high/index.m3u8',
        '',
      ].join('\n'),
    )
  })

  it.each<[string, (m: string) => string | null, string[]]>([
    ['running twice changes nothing', (m) => withSubtitles(withSubtitles(m, ['en']) ?? '', ['en']), ['en']],
    ['a second language replaces the group', (m) => withSubtitles(withSubtitles(m, ['en']) ?? '', ['en', 'ar']), ['en', 'ar']],
    ['removing one keeps the other', (m) => withSubtitles(withSubtitles(m, ['en', 'ar']) ?? '', ['ar']), ['ar']],
  ])('%s', (_name, run, languages) => {
    const result = run(MASTER) ?? ''
    expect(subtitleLanguagesOf(result)).toEqual(languages)
    expect(result.match(/SUBTITLES="subs"/g)).toHaveLength(2)
    expect(result.match(/TYPE=SUBTITLES/g)).toHaveLength(languages.length)
  })

  it('removing the last language gives back the master as it was', () => {
    expect(withSubtitles(withSubtitles(MASTER, ['en', 'ar']) ?? '', [])).toBe(MASTER)
    expect(withSubtitles(MASTER, [])).toBe(MASTER)
  })

  it('keeps Windows line endings', () => {
    const crlf = MASTER.replace(/\n/g, '\r\n')
    const result = withSubtitles(crlf, ['en']) ?? ''
    expect(result).toContain(`${EN}\r\n#EXT-X-STREAM-INF`)
    expect(result.replace(/\r\n/g, '')).not.toContain('\n')
    expect(withSubtitles(result, [])).toBe(crlf)
  })

  it('another subtitle group on a variant is replaced by ours (a variant names one group)', () => {
    const other = MASTER.replace('RESOLUTION=1280x720', 'RESOLUTION=1280x720,SUBTITLES="old"')
    expect(withSubtitles(other, ['en'])).toContain('#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720,SUBTITLES="subs"\n')
  })

  it.each([
    ['a media playlist', '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\nseg.m4s\n'],
    ['not a playlist', '<html></html>'],
    ['empty', ''],
  ])('%s is not a master: null', (_name, text) => {
    expect(withSubtitles(text, ['en'])).toBeNull()
  })
})

describe('subtitlePlaylist', () => {
  it.each<[number, string]>([
    [5400, '5400'],
    [20.4, '21'],
    [0, '1'],
  ])('a video of %s s is one segment that long', (duration, whole) => {
    expect(subtitlePlaylist('en', duration)).toBe(
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${whole}\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${whole}.000,\nen.vtt\n#EXT-X-ENDLIST\n`,
    )
  })
})

describe('caption languages', () => {
  it.each<[string, boolean]>([
    ['en', true],
    ['ar', true],
    ['fr', false],
    ['EN', false],
    ['../en', false],
    ['', false],
  ])('%s is a caption language: %s', (value, expected) => {
    expect(isCaptionLanguage(value)).toBe(expected)
  })

  it('stored languages come back in the master order, once each, known ones only', () => {
    expect(captionLanguagesIn(['ar', 'fr', 'en', 'ar', 3])).toEqual(['en', 'ar'])
  })
})
