import { describe, expect, it } from 'vitest'
import { liveMultivariant, liveWindow, parseRecording } from '../../shared/rules/live-window'

// A 20 s recording cut in 4 s fMP4 segments, as worker/dev/make-media.mjs makes them.
const VOD = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
#EXTINF:4.000000,
seg_000.m4s
#EXTINF:4.000000,
seg_001.m4s
#EXTINF:4.000000,
seg_002.m4s
#EXTINF:4.000000,
seg_003.m4s
#EXTINF:4.000000,
seg_004.m4s
#EXT-X-ENDLIST
`
const recording = parseRecording(VOD)!
const ANCHOR = Date.UTC(2025, 6, 1)
const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.m4s'))

describe('the live window over a looped recording (ARCHITECTURE "Streaming")', () => {
  it('reads the recording: init segment, five 4 s segments', () => {
    expect(recording.mapUri).toBe('init.mp4')
    expect(recording.segments.map((s) => s.uri)).toEqual(['seg_000.m4s', 'seg_001.m4s', 'seg_002.m4s', 'seg_003.m4s', 'seg_004.m4s'])
    expect(recording.targetDuration).toBe(4)
  })

  it('advances one media sequence number every segment duration of wall clock', () => {
    const at = (seconds: number) => liveWindow(recording, ANCHOR, ANCHOR + seconds * 1000, 3)
    expect(at(100).mediaSequence + 1).toBe(at(104).mediaSequence)
    expect(at(100).mediaSequence).toBe(at(103.9).mediaSequence)
    expect(at(1000).mediaSequence - at(100).mediaSequence).toBe(225)
  })

  it('is live: no ENDLIST, no playlist type, and the same window for every viewer at one instant', () => {
    const window = liveWindow(recording, ANCHOR, ANCHOR + 3_600_000)
    expect(window.playlist).not.toContain('#EXT-X-ENDLIST')
    expect(window.playlist).not.toContain('PLAYLIST-TYPE')
    expect(window.playlist).toBe(liveWindow(recording, ANCHOR, ANCHOR + 3_600_000).playlist)
  })

  it('loops with a discontinuity, the init segment again and the program date time', () => {
    // 62 s after the anchor: loop 3 started at 60 s; the edge is the last complete segment.
    const window = liveWindow(recording, ANCHOR, ANCHOR + 62_000, 4)
    expect(segmentsOf(window.playlist)).toEqual(['seg_001.m4s', 'seg_002.m4s', 'seg_003.m4s', 'seg_004.m4s'])
    const later = liveWindow(recording, ANCHOR, ANCHOR + 66_000, 4)
    expect(segmentsOf(later.playlist)).toEqual(['seg_002.m4s', 'seg_003.m4s', 'seg_004.m4s', 'seg_000.m4s'])
    const afterLoop = later.playlist.split('#EXT-X-DISCONTINUITY\n')[1]!
    expect(afterLoop.startsWith('#EXT-X-MAP:URI="init.mp4"\n#EXT-X-PROGRAM-DATE-TIME:2025-07-01T00:01:00.000Z')).toBe(true)
    expect(later.discontinuitySequence).toBe(2)
  })

  it('the first moments after the anchor show the start of the recording', () => {
    const window = liveWindow(recording, ANCHOR, ANCHOR + 1000, 3)
    expect(window.mediaSequence).toBe(0)
    expect(segmentsOf(window.playlist)).toEqual(['seg_000.m4s', 'seg_001.m4s', 'seg_002.m4s'])
    expect(window.playlist).toContain('#EXT-X-PROGRAM-DATE-TIME:2025-07-01T00:00:00.000Z')
  })

  it('refuses a playlist without segments or with a zero duration', () => {
    expect(parseRecording('#EXTM3U\n#EXT-X-ENDLIST\n')).toBeNull()
    expect(parseRecording('#EXTM3U\n#EXTINF:0,\na.ts\n')).toBeNull()
  })

  it('points a multivariant playlist at the live playlists of its variants', () => {
    const master =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=250000,RESOLUTION=426x240\n240p/index.m3u8\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",URI="audio/index.m3u8"\n'
    expect(liveMultivariant(master)).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=250000,RESOLUTION=426x240\n240p/live.m3u8\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",URI="audio/live.m3u8"\n',
    )
  })
})
