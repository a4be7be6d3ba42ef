import { describe, expect, it } from 'vitest'
import { entryPointFor, livePlayerPath, returnPathFor, videoEntryPath } from '../../shared/rules/video-entry-point'

// SPEC §2.5, §2.6: the route a video is opened from, and where closing the player goes.
describe('entry point stored when a video opens', () => {
  it.each<[string, { url: string; routeName: string }, string | null, string | null]>([
    ['from home', { url: '/', routeName: 'home' }, null, '/'],
    ['from a search on a news page, with its query', { url: '/news?page=2', routeName: 'newsListing' }, null, '/news?page=2'],
    ['from the match centre', { url: '/match/mens/2025-26/101', routeName: 'matchCentre' }, '/old', '/match/mens/2025-26/101'],
    [
      'from the hub',
      { url: '/videos/browse?category=Full-Match-Replay', routeName: 'videosBrowse' },
      null,
      '/videos/browse?category=Full-Match-Replay',
    ],
    ['from the sidebar keeps the first page', { url: '/videos/abc', routeName: 'videoEntry' }, '/news', '/news'],
    ['from the sidebar of a direct load keeps none', { url: '/videos/abc', routeName: 'videoEntry' }, null, null],
    [
      'from the sidebar over a live player keeps the first page',
      { url: '/live/video/live-match-video', routeName: 'livePlayer' },
      '/match/21',
      '/match/21',
    ],
    [
      'from a playlist page (/videos/player/{slug})',
      { url: '/videos/player/interviews', routeName: 'videoPlayerSlug' },
      '/',
      '/videos/player/interviews',
    ],
  ])('%s', (_name, current, stored, expected) => {
    expect(entryPointFor(current, stored)).toBe(expected)
  })
})

describe('return path on close', () => {
  it.each<[string | null, string]>([
    [null, '/videos'],
    ['', '/videos'],
    ['/', '/'],
    ['/news?page=2', '/news?page=2'],
    ['/videos/browse?category=Full-Match-Replay', '/videos/browse?category=Full-Match-Replay'],
    ['//evil.example', '/videos'],
    ['/\\evil.example', '/videos'],
    ['https://evil.example/', '/videos'],
    ['javascript:alert(1)', '/videos'],
  ])('%j returns to %s', (entryPoint, path) => {
    expect(returnPathFor(entryPoint)).toBe(path)
  })

  it.each<[string | null, string]>([
    [null, '/live'],
    ['//evil.example', '/live'],
    ['/match/first-team/2025-26/21', '/match/first-team/2025-26/21'],
  ])('a live stream opened from %j returns to %s', (entryPoint, path) => {
    expect(returnPathFor(entryPoint, true)).toBe(path)
  })
})

describe('entry page path', () => {
  it.each([
    ['1_abc123', '/videos/1_abc123'],
    ['a b', '/videos/a%20b'],
  ])('%s → %s', (id, path) => expect(videoEntryPath(id)).toBe(path))

  it('a live stream’s player page', () => {
    expect(livePlayerPath('video', 'live-match-video')).toBe('/live/video/live-match-video')
    expect(livePlayerPath('audio', 'a b')).toBe('/live/audio/a%20b')
  })
})
