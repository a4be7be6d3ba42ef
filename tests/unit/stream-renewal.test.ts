import { describe, expect, it } from 'vitest'
import { type StreamRecovery, type StreamRenewalInput, streamRecovery, withCurrentToken } from '../../shared/rules/stream-renewal'

// Issue 9 §4: 5-minute playback tokens; a long replay renews its grant each time one runs out.
describe('stream recovery after a fatal stream failure', () => {
  it.each<[string, StreamRenewalInput, StreamRecovery]>([
    ['first expiry of an entry renews', { failure: 'expired', position: 301, lastRenewalAt: null }, 'renew'],
    ['a network failure may hide an expiry (native HLS): renews', { failure: 'network', position: 301, lastRenewalAt: null }, 'renew'],
    ['a network failure again with no playback since is shown', { failure: 'network', position: 301, lastRenewalAt: 301 }, 'show'],
    ['an expiry right at the start renews once', { failure: 'network', position: 0, lastRenewalAt: null }, 'renew'],
    ['second expiry after playing on renews again', { failure: 'expired', position: 602, lastRenewalAt: 301 }, 'renew'],
    ['the twentieth expiry of a 90-minute replay still renews', { failure: 'expired', position: 5700, lastRenewalAt: 5400 }, 'renew'],
    ['failing again where the last renewal left it is shown', { failure: 'expired', position: 301, lastRenewalAt: 301 }, 'show'],
    [
      'failing before the renewal point (seeked back, nothing played) is shown',
      { failure: 'network', position: 120, lastRenewalAt: 301 },
      'show',
    ],
    ['failing at once after a renewal at the start is shown', { failure: 'network', position: 0, lastRenewalAt: 0 }, 'show'],
    ['a media failure is never a token: shown', { failure: 'media', position: 301, lastRenewalAt: null }, 'show'],
    ['an unsupported browser is shown', { failure: 'unsupported', position: 0, lastRenewalAt: null }, 'show'],
    ['a media failure after renewals is shown', { failure: 'media', position: 900, lastRenewalAt: 600 }, 'show'],
  ])('%s', (_name, input, expected) => {
    expect(streamRecovery(input)).toBe(expected)
  })
})

// Issue 10 §8: every request of a live stream carries the newest token from the socket.
describe('a live request with the current token', () => {
  const origin = 'https://club.example'
  it.each<[string, string, string]>([
    [
      'the live playlist gets the new token',
      'https://club.example/media/live-audio/a64/live.m3u8?token=old',
      'https://club.example/media/live-audio/a64/live.m3u8?token=new',
    ],
    [
      'the live playlist keeps its other parameters',
      'https://club.example/media/live-audio/a64/live.m3u8?x=1&token=old',
      'https://club.example/media/live-audio/a64/live.m3u8?x=1&token=new',
    ],
    [
      'issue 18 §7: a segment keeps the segment token its live playlist gave it',
      'https://club.example/media/live-audio/a64/seg_003.m4s?token=segment',
      'https://club.example/media/live-audio/a64/seg_003.m4s?token=segment',
    ],
    [
      'a static playlist is never given the live token',
      'https://club.example/media/live-audio/a64/index.m3u8?token=old',
      'https://club.example/media/live-audio/a64/index.m3u8?token=old',
    ],
    [
      'a relative address is read against our origin',
      '/media/live-video/live.m3u8?token=old',
      'https://club.example/media/live-video/live.m3u8?token=new',
    ],
    [
      'another host never receives our token',
      'https://cdn.example/media/live.m3u8?token=old',
      'https://cdn.example/media/live.m3u8?token=old',
    ],
    [
      'an address without a token is left alone',
      'https://club.example/media/live-video/init.mp4',
      'https://club.example/media/live-video/init.mp4',
    ],
    ['only media addresses carry it', 'https://club.example/api/page?token=old', 'https://club.example/api/page?token=old'],
    ['a protocol-relative address is another host', '//evil.example/media/x.m3u8?token=old', '//evil.example/media/x.m3u8?token=old'],
    [
      'a lookalike host is another host',
      'https://club.example.evil/media/x.m3u8?token=old',
      'https://club.example.evil/media/x.m3u8?token=old',
    ],
  ])('%s', (_name, url, expected) => {
    expect(withCurrentToken(url, 'new', origin)).toBe(expected)
  })
})
