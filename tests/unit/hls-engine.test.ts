import { describe, expect, it } from 'vitest'
import { type HlsEngine, type HlsSupport, hlsEngine } from '../../shared/rules/hls-engine'

// Issue 9 §5: hls.js where Media Source Extensions exist, the browser's own HLS only where they do not.
describe('hlsEngine', () => {
  it.each<[string, HlsSupport, HlsEngine]>([
    ['Chromium: MSE, and "maybe" to native HLS it cannot play → hls.js', { mediaSource: true, nativeHls: 'maybe' }, 'hlsjs'],
    ['Firefox: MSE, no native HLS → hls.js', { mediaSource: true, nativeHls: '' }, 'hlsjs'],
    ['desktop Safari: MSE and native HLS → hls.js, as everywhere MSE is', { mediaSource: true, nativeHls: 'probably' }, 'hlsjs'],
    ['Safari on an older iPhone: no MSE, native HLS → native, no hls.js', { mediaSource: false, nativeHls: 'maybe' }, 'native'],
    ['no MSE, native HLS "probably" → native', { mediaSource: false, nativeHls: 'probably' }, 'native'],
    ['neither → nothing can play', { mediaSource: false, nativeHls: '' }, 'none'],
    ['an answer canPlayType never gives counts as no', { mediaSource: false, nativeHls: 'no' }, 'none'],
  ])('%s', (_name, support, expected) => {
    expect(hlsEngine(support)).toBe(expected)
  })
})
