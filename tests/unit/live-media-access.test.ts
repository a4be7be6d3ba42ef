import { describe, expect, it } from 'vitest'
import {
  type LiveMediaDecision,
  type LiveMediaRequest,
  liveMediaAccess,
  liveSegmentTokenSeconds,
  scopeOfClaims,
} from '../../shared/rules/live-media-access'

const serve: LiveMediaDecision = { action: 'serve' }
const checkLease: LiveMediaDecision = { action: 'checkLease' }
const refused = (reason: string) => ({ action: 'refuse', reason })

describe('which token opens which file of a stream folder (issue 18 §7)', () => {
  it.each<[string, LiveMediaRequest, LiveMediaDecision | ReturnType<typeof refused>]>([
    // On demand: exactly as before, and never live.
    ['on-demand token, static playlist', { scope: 'onDemand', hasLease: false, kind: 'staticPlaylist', namedByToken: false }, serve],
    ['on-demand token, segment', { scope: 'onDemand', hasLease: false, kind: 'media', namedByToken: false }, serve],
    [
      'on-demand token, live playlist',
      { scope: 'onDemand', hasLease: false, kind: 'livePlaylist', namedByToken: false },
      refused('noLease'),
    ],
    // Live: live playlists only, each checked against the lease.
    ['live token, live playlist', { scope: 'live', hasLease: true, kind: 'livePlaylist', namedByToken: false }, checkLease],
    [
      'live token without its lease, live playlist',
      { scope: 'live', hasLease: false, kind: 'livePlaylist', namedByToken: false },
      refused('noLease'),
    ],
    [
      'live token, the recording’s master/index',
      { scope: 'live', hasLease: true, kind: 'staticPlaylist', namedByToken: false },
      refused('wrongScope'),
    ],
    ['live token, a segment of the recording', { scope: 'live', hasLease: true, kind: 'media', namedByToken: true }, refused('wrongScope')],
    // Segment tokens: the files of their window, nothing else.
    ['segment token, a file of its window', { scope: 'liveSegment', hasLease: true, kind: 'media', namedByToken: true }, serve],
    [
      'segment token, another segment',
      { scope: 'liveSegment', hasLease: true, kind: 'media', namedByToken: false },
      refused('outsideWindow'),
    ],
    [
      'segment token, a live playlist',
      { scope: 'liveSegment', hasLease: true, kind: 'livePlaylist', namedByToken: false },
      refused('wrongScope'),
    ],
    [
      'segment token, a static playlist',
      { scope: 'liveSegment', hasLease: true, kind: 'staticPlaylist', namedByToken: true },
      refused('wrongScope'),
    ],
    ['segment token without a lease', { scope: 'liveSegment', hasLease: false, kind: 'media', namedByToken: true }, refused('wrongScope')],
  ])('%s', (_name, request, decision) => {
    expect(liveMediaAccess(request)).toEqual(decision)
  })
})

describe('a token’s scope from its claims', () => {
  it.each<[string, unknown, unknown, string | null]>([
    ['no scope, no lease: on demand', undefined, undefined, 'onDemand'],
    ['no scope, a lease: a live token signed before scopes', undefined, 'lease-1', 'live'],
    ['live', 'live', 'lease-1', 'live'],
    ['liveSegment', 'liveSegment', 'lease-1', 'liveSegment'],
    ['an unknown scope is no token of ours', 'admin', undefined, null],
    ['a scope that is not a string', 1, 'lease-1', null],
  ])('%s', (_name, scope, lease, expected) => {
    expect(scopeOfClaims(scope, lease)).toBe(expected)
  })
})

describe('segment token lifetime', () => {
  it.each<[number, number]>([
    [4, 12],
    [6, 18],
    [10, 30],
    [30, 60],
    [Number.NaN, 12],
  ])('target duration %s s → %s s', (target, seconds) => {
    expect(liveSegmentTokenSeconds(target)).toBe(seconds)
  })
})
