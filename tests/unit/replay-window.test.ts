import { describe, expect, it } from 'vitest'
import { parseRecording } from '../../shared/rules/live-window'
import { REPLAY_CAP_SECONDS, renditionFolders, replayEndMs, replayWindow } from '../../shared/rules/replay-window'

// Issue 20 §4: the replay is the live window's own sequence of loop segments from kick-off to full time.
const VOD = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-MAP:URI="init.mp4"
${Array.from({ length: 5 }, (_, i) => `#EXTINF:4.000000,\nseg_00${i}.m4s`).join('\n')}
#EXT-X-ENDLIST
`
const recording = parseRecording(VOD)!
const ANCHOR = Date.UTC(2025, 6, 1)
const at = (seconds: number) => ANCHOR + seconds * 1000
const uris = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.m4s'))
const count = (playlist: string, tag: string) => playlist.split('\n').filter((line) => line === tag).length

describe('the replay window (issue 20 §4)', () => {
  it.each([
    // [kick-off s, full time s, first sequence, segments, discontinuities, first uri]
    [40, 60, 10, 5, 0, 'seg_000.m4s'], // exactly one loop, on its boundaries
    [45, 61, 11, 4, 0, 'seg_001.m4s'], // mid-segment: from the one playing at kick-off to the last finished by full time
    [48, 72, 12, 6, 1, 'seg_002.m4s'], // wraps once
    [40, 100, 10, 15, 2, 'seg_000.m4s'], // three loops
  ])('kick-off %d s, full time %d s: from sequence %d, %d segments, %d discontinuities', (ko, ft, sequence, segments, wraps, firstUri) => {
    const window = replayWindow(recording, ANCHOR, at(ko), at(ft))!
    expect(window.mediaSequence).toBe(sequence)
    expect(window.segmentCount).toBe(segments)
    expect(uris(window.playlist)).toHaveLength(segments)
    expect(uris(window.playlist)[0]).toBe(firstUri)
    expect(count(window.playlist, '#EXT-X-DISCONTINUITY')).toBe(wraps)
    expect(window.durationSeconds).toBe(segments * 4)
    expect(window.playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${sequence}`)
    expect(window.playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(window.playlist.endsWith('#EXT-X-ENDLIST\n')).toBe(true)
  })

  it.each([
    [100, 100],
    [100, 50],
    [41, 43], // full time before the segment playing at kick-off finished
  ])('kick-off %d s, full time %d s: no replay', (ko, ft) => {
    expect(replayWindow(recording, ANCHOR, at(ko), at(ft))).toBeNull()
  })

  it.each([
    [0, 95 * 60_000, 95 * 60_000],
    [0, 4 * 3600_000, REPLAY_CAP_SECONDS * 1000],
  ])('kick-off %d, full time %d: ends at %d (capped at three hours)', (ko, ft, end) => {
    expect(replayEndMs(ko, ft)).toBe(end)
  })

  it('a full time four hours on gives three hours of segments', () => {
    expect(replayWindow(recording, ANCHOR, at(40), at(40 + 4 * 3600))!.durationSeconds).toBe(REPLAY_CAP_SECONDS)
  })

  it.each([
    ['#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n240p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2\n360p/index.m3u8\n', ['240p', '360p']],
    [
      '#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="audio",URI="audio/index.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="a"\n540p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2\n720p/index.m3u8\n',
      ['audio', '540p', '720p'],
    ],
    ['#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n../other/index.m3u8\nhttps://x.example/a/index.m3u8\nindex.m3u8\n', []],
  ])('the renditions of a master playlist are read from it: %#', (master, folders) => {
    expect(renditionFolders(master)).toEqual(folders)
  })
})
