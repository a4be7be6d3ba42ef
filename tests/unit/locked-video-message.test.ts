import { describe, expect, it } from 'vitest'
import { type LockedVideoMessage, lockedVideoMessage } from '../../shared/rules/locked-video-message'
import { type VideoViewer, videoLockState } from '../../shared/rules/video-lock'

const anonymous: VideoViewer = { loggedIn: false, entitlements: [] }
const freemium: VideoViewer = { loggedIn: true, entitlements: ['freemium'] }
const noCodes: VideoViewer = { loggedIn: true, entitlements: [] }
const subscriber: VideoViewer = { loggedIn: true, entitlements: ['freemium', 'subscriber'] }
const matchPass: VideoViewer = { loggedIn: true, entitlements: ['freemium', 'match-pass', 'match-pass:21'] }

const PREMIUM = ['subscriber', 'plus']
const PLUS_ONLY = ['plus']

// SPEC §8.3 locked-video messages per tier (§6), for each §4.3 lock outcome, before and after entitlements change.
describe('locked video message', () => {
  it.each<[string, string[], VideoViewer, boolean, LockedVideoMessage | null]>([
    ['a free video shows no message to anyone', ['?'], anonymous, true, null],
    ['anonymous, a members video: log in', ['*'], anonymous, false, 'login'],
    ['anonymous, a premium video: log in', PREMIUM, anonymous, false, 'login'],
    ['anonymous, an empty list: log in', [], anonymous, false, 'login'],
    ['freemium, a members video: open', ['*'], freemium, false, null],
    ['freemium, a premium video: the digital-account message', PREMIUM, freemium, false, 'digitalAccount'],
    ['signed in with no codes at all counts as freemium', PREMIUM, noCodes, false, 'digitalAccount'],
    ['freemium, an empty list that locks: the digital-account message', [], freemium, true, 'digitalAccount'],
    ['freemium, an empty list that does not lock: open', [], freemium, false, null],
    ['subscriber, a premium video: open', PREMIUM, subscriber, false, null],
    ['subscriber, a plus-only video: restricted', PLUS_ONLY, subscriber, false, 'restricted'],
    ['subscriber, an empty list that locks: restricted', [], subscriber, true, 'restricted'],
    ['a match pass holder, a premium video: restricted', PREMIUM, matchPass, false, 'restricted'],
    ['a match pass holder, a pass video: open', ['match-pass'], matchPass, false, null],
  ])('%s', (_name, required, viewer, lockEmpty, expected) => {
    expect(lockedVideoMessage(videoLockState(required, viewer, lockEmpty), viewer)).toBe(expected)
  })

  it('follows the viewer as login and entitlements change', () => {
    const steps: Array<[VideoViewer, LockedVideoMessage | null]> = [
      [anonymous, 'login'],
      [freemium, 'digitalAccount'],
      [subscriber, null],
      [freemium, 'digitalAccount'],
      [anonymous, 'login'],
    ]
    for (const [viewer, expected] of steps) expect(lockedVideoMessage(videoLockState(PREMIUM, viewer, false), viewer)).toBe(expected)
  })
})
