import { describe, expect, it } from 'vitest'
import { isUnlocked, videoLockState, type VideoLockState, type VideoViewer } from '../../shared/rules/video-lock'

const anonymous: VideoViewer = { loggedIn: false, entitlements: [] }
const freemium: VideoViewer = { loggedIn: true, entitlements: ['freemium'] }
const subscriber: VideoViewer = { loggedIn: true, entitlements: ['freemium', 'subscriber'] }

// SPEC §4.3, rule by rule, in order.
describe('video lock state', () => {
  it.each<[string, string[], VideoViewer, boolean, VideoLockState]>([
    ["'?' opens a video to an anonymous visitor", ['?'], anonymous, true, 'openToEveryone'],
    ["'?' wins even beside other codes", ['subscriber', '?'], anonymous, true, 'openToEveryone'],
    ['an anonymous visitor must log in for a members video', ['*'], anonymous, false, 'requireLogin'],
    ['an anonymous visitor must log in for a premium video', ['subscriber'], anonymous, false, 'requireLogin'],
    ['an anonymous visitor must log in for an empty list', [], anonymous, false, 'requireLogin'],
    ["'*' opens a video to any logged-in user", ['*'], freemium, true, 'openToMembers'],
    ['an empty list follows the flag when it is off', [], freemium, false, 'openByEmptyList'],
    ['an empty list follows the flag when it is on', [], freemium, true, 'lockedByEmptyList'],
    ['a subscriber holds a listed entitlement', ['subscriber', 'plus'], subscriber, true, 'entitled'],
    ['a freemium user lacks the premium entitlement', ['subscriber', 'plus'], freemium, true, 'requireUpgrade'],
    ['one matching code among many is enough', ['plus', 'freemium'], freemium, true, 'entitled'],
  ])('%s', (_name, required, viewer, lockEmpty, expected) => {
    expect(videoLockState(required, viewer, lockEmpty)).toBe(expected)
  })

  it.each<[VideoLockState, boolean]>([
    ['openToEveryone', true],
    ['openToMembers', true],
    ['openByEmptyList', true],
    ['entitled', true],
    ['requireLogin', false],
    ['lockedByEmptyList', false],
    ['requireUpgrade', false],
  ])('%s counts as unlocked: %s', (state, unlocked) => {
    expect(isUnlocked(state)).toBe(unlocked)
  })
})
