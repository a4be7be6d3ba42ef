import { describe, expect, it } from 'vitest'
import { type LadderSource, ladderFps, planLadder } from '../../shared/rules/hls-ladder'

const source = (width: number, height: number, fps: number, extra: Partial<LadderSource> = {}): LadderSource => ({
  width,
  height,
  fps,
  hasAudio: true,
  hasVideo: true,
  ...extra,
})
const sizes = (s: LadderSource) => planLadder(s, 'aac-lc').video.map((r) => `${r.name} ${r.width}x${r.height}`)

describe("the r2 ladder from a source's size (issue 20 §3)", () => {
  it.each([
    ['a 1080p source gets every rung', source(1920, 1080, 25), ['360p 640x360', '540p 960x540', '720p 1280x720', '1080p 1920x1080']],
    ['a 720p source stops at 720p', source(1280, 720, 24), ['360p 640x360', '540p 960x540', '720p 1280x720']],
    ['a 4K source is capped at 1080p', source(3840, 2160, 50), ['360p 640x360', '540p 960x540', '720p 1280x720', '1080p 1920x1080']],
    ['a 480p source is never upscaled to 540p', source(854, 480, 30), ['360p 640x360']],
    ['a source under 360p gets one rendition at its own size, even sides', source(321, 241, 30), ['240p 320x240']],
    ['a wide source keeps its shape', source(1920, 800, 25), ['360p 864x360', '540p 1296x540', '720p 1728x720']],
    [
      'a portrait source steps on its short side',
      source(1080, 1920, 30),
      ['360p 360x640', '540p 540x960', '720p 720x1280', '1080p 1080x1920'],
    ],
  ])('%s', (_, s, expected) => {
    expect(sizes(s)).toEqual(expected)
  })

  it('never makes a rendition larger than the source', () => {
    for (const [w, h] of [
      [640, 360],
      [1000, 562],
      [1279, 719],
      [2000, 1100],
    ]) {
      for (const rung of planLadder(source(w, h, 30), 'aac-lc').video) {
        expect(rung.width).toBeLessThanOrEqual(w + 1)
        expect(rung.height).toBeLessThanOrEqual(h)
        expect(rung.width % 2).toBe(0)
        expect(rung.height % 2).toBe(0)
      }
    }
  })

  it.each([
    ['25 fps', 25, 25, 100, 2800],
    ['29.97 fps', 30000 / 1001, 29.97, 120, 2800],
    ['50 fps keeps 50, cap ×1.5', 50, 50, 200, 4200],
    ['60 fps keeps 60', 60, 60, 240, 4200],
    ['120 fps is capped at 60', 120, 60, 240, 4200],
    ['an unknown rate counts as 30', 0, 30, 120, 2800],
  ])('frame rate, keyframes every 4 s and the bit rate cap: %s', (_, fps, kept, keyframes, cap720) => {
    const rung720 = planLadder(source(1280, 720, fps), 'aac-lc').video.find((r) => r.name === '720p')
    expect(rung720).toMatchObject({ fps: kept, keyframeInterval: keyframes, maxKbps: cap720 })
  })

  it('caps each rung: 800k, 1400k, 2800k, 5000k at 30 fps', () => {
    expect(planLadder(source(1920, 1080, 30), 'aac-lc').video.map((r) => r.maxKbps)).toEqual([800, 1400, 2800, 5000])
  })

  it('keyframe interval follows the segment length', () => {
    expect(planLadder(source(1280, 720, 25), 'aac-lc', 6).video[0].keyframeInterval).toBe(150)
    expect(ladderFps(23.976)).toBe(23.976)
  })

  it.each([
    ['HE-AAC when libfdk_aac is there', 'he-aac', 'mp4a.40.5'],
    ['AAC-LC 48 kbit/s otherwise', 'aac-lc', 'mp4a.40.2'],
  ] as const)('an audio-only rendition always: %s', (_, codec, codecs) => {
    expect(planLadder(source(1280, 720, 25), codec).audio).toEqual({ kind: 'audio', name: 'audio', codec, codecs, kbps: 48 })
  })

  it('a silent video has no audio rung; a sound file has only the audio rung', () => {
    expect(planLadder(source(1280, 720, 25, { hasAudio: false }), 'aac-lc').audio).toBeNull()
    expect(planLadder(source(0, 0, 0, { hasVideo: false }), 'aac-lc')).toMatchObject({ video: [], audio: { name: 'audio' } })
  })
})
