import { describe, expect, it } from 'vitest'
import { avcCodecOf, mediaSegments, segmentBandwidth, writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'

const AUDIO = { uri: 'audio/index.m3u8', bandwidth: 52000, averageBandwidth: 50000, codecs: ['mp4a.40.2'] }
const V720 = {
  uri: '720p/index.m3u8',
  bandwidth: 2_100_000.4,
  averageBandwidth: 1_500_000,
  codecs: ['avc1.64001f', 'mp4a.40.2'],
  video: { width: 1280, height: 720, fps: 30000 / 1001 },
}

describe('the master playlist of an r2 video (issue 20 §3)', () => {
  it('writes the video rung with peak and mean bandwidth, codecs, resolution and frame rate to 3 decimals', () => {
    const text = writeMasterPlaylist([V720])
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=2100001,AVERAGE-BANDWIDTH=1500000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=29.970',
      '720p/index.m3u8',
      '',
    ])
  })

  it.each([
    ['the audio-only variant carries BANDWIDTH and CODECS only', AUDIO, '#EXT-X-STREAM-INF:BANDWIDTH=52000,CODECS="mp4a.40.2"'],
    ['HE-AAC', { ...AUDIO, codecs: ['mp4a.40.5'] }, '#EXT-X-STREAM-INF:BANDWIDTH=52000,CODECS="mp4a.40.5"'],
    [
      'a 50 fps rung',
      { ...V720, video: { width: 1920, height: 1080, fps: 50 } },
      '#EXT-X-STREAM-INF:BANDWIDTH=2100001,AVERAGE-BANDWIDTH=1500000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1920x1080,FRAME-RATE=50.000',
    ],
  ])('%s', (_, variant, line) => {
    expect(writeMasterPlaylist([variant]).split('\n')[3]).toBe(line)
  })

  it('lists the variants in the order given', () => {
    const uris = writeMasterPlaylist([AUDIO, V720])
      .split('\n')
      .filter((line) => line.endsWith('.m3u8'))
    expect(uris).toEqual(['audio/index.m3u8', '720p/index.m3u8'])
  })

  it('names caption tracks in group "subs" and on every variant', () => {
    const text = writeMasterPlaylist(
      [AUDIO, V720],
      [
        { language: 'en', name: 'English', uri: 'captions/en.m3u8' },
        { language: 'ar', name: 'العربية', uri: 'captions/ar.m3u8' },
      ],
    )
    const lines = text.split('\n')
    expect(lines).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="captions/en.m3u8"',
    )
    expect(lines).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="العربية",LANGUAGE="ar",DEFAULT=NO,AUTOSELECT=YES,URI="captions/ar.m3u8"',
    )
    const streams = lines.filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
    expect(streams).toHaveLength(2)
    for (const line of streams) expect(line.endsWith(',SUBTITLES="subs"')).toBe(true)
    // Media tags come before the variants that use them.
    expect(lines.findIndex((l) => l.startsWith('#EXT-X-MEDIA'))).toBeLessThan(lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF')))
  })

  it('without captions no variant names a subtitle group', () => {
    expect(writeMasterPlaylist([AUDIO, V720])).not.toContain('SUBTITLES')
  })

  it('measures peak and mean bit rate from the segments', () => {
    const playlist = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.000000,\nseg_000.m4s\n#EXTINF:2.000000,\nseg_001.m4s\n#EXT-X-ENDLIST\n'
    expect(mediaSegments(playlist)).toEqual([
      { uri: 'seg_000.m4s', seconds: 4 },
      { uri: 'seg_001.m4s', seconds: 2 },
    ])
    expect(
      segmentBandwidth([
        { seconds: 4, bytes: 100_000 },
        { seconds: 2, bytes: 100_000 },
      ]),
    ).toEqual({ peak: 400_000, average: 266_667 })
    expect(segmentBandwidth([])).toEqual({ peak: 0, average: 0 })
  })

  it('reads the H.264 codec string from the avcC box', () => {
    const init = new Uint8Array([0, 0, 0, 0x20, 0x61, 0x76, 0x63, 0x43, 0x01, 0x64, 0x00, 0x1f, 0xff])
    expect(avcCodecOf(init)).toBe('avc1.64001f')
    expect(avcCodecOf(new Uint8Array([1, 2, 3]))).toBeNull()
  })
})

describe('issue 21 §3: commentary languages as alternate audio renditions', () => {
  const EN = { language: 'en' as const, uri: 'audio/index.m3u8', bandwidth: 52000 }
  const AR = { language: 'ar' as const, uri: 'audio-ar/index.m3u8', bandwidth: 53000 }

  it('lists English (the DEFAULT) and Arabic in group "commentary", each with LANGUAGE, NAME and URI, above the variants', () => {
    const lines = writeMasterPlaylist([V720, AUDIO], [], [EN, AR]).split('\n')
    expect(lines.slice(3, 5)).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="commentary",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="commentary",LANGUAGE="ar",NAME="العربية",DEFAULT=NO,AUTOSELECT=YES,URI="audio-ar/index.m3u8"',
    ])
  })

  it('names the group on every variant; a video variant counts the largest rendition, the audio-only one is at least it', () => {
    const streams = writeMasterPlaylist([V720, AUDIO], [], [EN, AR])
      .split('\n')
      .filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
    expect(streams).toEqual([
      '#EXT-X-STREAM-INF:BANDWIDTH=2153001,AVERAGE-BANDWIDTH=1553000,CODECS="avc1.64001f,mp4a.40.2",RESOLUTION=1280x720,FRAME-RATE=29.970,AUDIO="commentary"',
      '#EXT-X-STREAM-INF:BANDWIDTH=53000,CODECS="mp4a.40.2",AUDIO="commentary"',
    ])
  })

  it('the audio-only variant keeps a stream-inf with only an audio codec', () => {
    const text = writeMasterPlaylist([AUDIO], [], [EN, AR])
    expect(text).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,CODECS="mp4a\.40\.2",AUDIO="commentary"\naudio\/index\.m3u8\n/)
  })

  it('without renditions the master is as before (packaging of uploads unchanged)', () => {
    expect(writeMasterPlaylist([V720, AUDIO], [], [])).toBe(writeMasterPlaylist([V720, AUDIO]))
    expect(writeMasterPlaylist([V720])).not.toContain('AUDIO=')
  })
})
