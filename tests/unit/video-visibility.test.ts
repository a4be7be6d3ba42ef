import { describe, expect, it } from 'vitest'
import { type VideoVisibilityFacts, videoPlayable } from '../../shared/rules/video-visibility'

// Issue 20 §2: listed and playable only when published, released and ready.
const NOW = new Date('2026-11-27T12:00:00.000Z')
const READY: VideoVisibilityFacts = {
  status: 'published',
  releaseFrom: '2026-11-01T00:00:00.000Z',
  releaseUntil: null,
  processingState: 'ready',
}

describe('videoPlayable', () => {
  it.each<[string, Partial<VideoVisibilityFacts>, boolean]>([
    ['published, released, ready, no end', {}, true],
    ['a draft', { status: 'draft' }, false],
    ['released this very instant', { releaseFrom: NOW.toISOString() }, true],
    ['released a second from now', { releaseFrom: '2026-11-27T12:00:01.000Z' }, false],
    ['a release ending later', { releaseUntil: '2026-12-01T00:00:00.000Z' }, true],
    ['a release ending this very instant', { releaseUntil: NOW.toISOString() }, false],
    ['a release that ended', { releaseUntil: '2026-11-20T00:00:00.000Z' }, false],
    ['still uploading', { processingState: 'uploading' }, false],
    ['waiting for packaging', { processingState: 'waiting_for_packaging' }, false],
    ['processing', { processingState: 'processing' }, false],
    ['failed', { processingState: 'failed' }, false],
  ])('%s → %s', (_name, change, playable) => {
    expect(videoPlayable({ ...READY, ...change }, NOW)).toBe(playable)
  })
})
