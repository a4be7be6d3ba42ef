import { describe, expect, it } from 'vitest'
import { type PlaybackAccess, type PlaybackViewer, playbackAccess, playbackAccessCode } from '../../shared/rules/playback-access'

const anonymous: PlaybackViewer = { loggedIn: false, blocked: false, entitlements: [] }
const freemium: PlaybackViewer = { loggedIn: true, blocked: false, entitlements: ['freemium'] }
const noCodes: PlaybackViewer = { loggedIn: true, blocked: false, entitlements: [] }
const subscriber: PlaybackViewer = { loggedIn: true, blocked: false, entitlements: ['freemium', 'subscriber'] }
const matchPass: PlaybackViewer = { loggedIn: true, blocked: false, entitlements: ['freemium', 'match-pass', 'match-pass:7'] }
const blocked: PlaybackViewer = { loggedIn: true, blocked: true, entitlements: ['freemium', 'subscriber'] }
const blockedFreemium: PlaybackViewer = { ...freemium, blocked: true }

const FREE = ['?']
const MEMBERS = ['*']
const PREMIUM = ['subscriber', 'plus']
const PLUS = ['plus']
const EMPTY: string[] = []

// SPEC §4.4 over §4.3, branch by branch.
describe('playback access (SPEC §4.4)', () => {
  it.each<[string, string[], PlaybackViewer, boolean, PlaybackAccess]>([
    ["anyone plays a '?' video, even anonymous", FREE, anonymous, false, 'granted'],
    ["a blocked account still plays a '?' video: free content stays free", FREE, blocked, false, 'granted'],
    ["'?' beside other codes is still free", ['plus', '?'], anonymous, true, 'granted'],
    ['an anonymous visitor must log in for a premium video', PREMIUM, anonymous, false, 'notLoggedIn'],
    ["an anonymous visitor must log in for a '*' video", MEMBERS, anonymous, false, 'notLoggedIn'],
    ['an anonymous visitor must log in for an empty list, whatever the flag', EMPTY, anonymous, false, 'notLoggedIn'],
    ["a freemium account plays a '*' video", MEMBERS, freemium, false, 'granted'],
    ['a subscriber plays a premium video', PREMIUM, subscriber, false, 'granted'],
    ['a freemium account has no subscription for a premium video', PREMIUM, freemium, false, 'noSubscription'],
    ['an account with no codes at all has no subscription either', PREMIUM, noCodes, false, 'noSubscription'],
    ['a subscriber lacks the plus tier', PLUS, subscriber, false, 'insufficientEntitlements'],
    ['a match pass is a paid entitlement, not the one listed', PREMIUM, matchPass, false, 'insufficientEntitlements'],
    ['an empty list plays when the flag is off', EMPTY, freemium, false, 'granted'],
    ['an empty list is locked for freemium when the flag is on', EMPTY, freemium, true, 'noSubscription'],
    ['an empty list is locked for a subscriber too when the flag is on', EMPTY, subscriber, true, 'insufficientEntitlements'],
    ['a blocked subscriber is refused a premium video it would hold', PREMIUM, blocked, false, 'blocked'],
    ["a blocked account is refused a '*' video", MEMBERS, blockedFreemium, false, 'blocked'],
    ['a blocked account is refused before the empty-list flag', EMPTY, blockedFreemium, false, 'blocked'],
  ])('%s', (_name, required, viewer, lockEmpty, expected) => {
    expect(playbackAccess(required, viewer, lockEmpty)).toBe(expected)
  })

  it.each<[PlaybackAccess, number]>([
    ['granted', -1],
    ['notLoggedIn', 0],
    ['noSubscription', 1],
    ['insufficientEntitlements', 2],
    ['blocked', 3],
  ])('%s answers status %i', (access, code) => {
    expect(playbackAccessCode(access)).toBe(code)
  })
})

describe('playback access follows entitlement changes', () => {
  it('signing in, subscribing, lapsing and being blocked move one premium video through every code', () => {
    const steps: Array<[PlaybackViewer, PlaybackAccess]> = [
      [anonymous, 'notLoggedIn'],
      [freemium, 'noSubscription'],
      [{ ...freemium, entitlements: ['freemium', 'match-pass', 'match-pass:7'] }, 'insufficientEntitlements'],
      [subscriber, 'granted'],
      [{ ...subscriber, entitlements: ['freemium'] }, 'noSubscription'],
      [{ ...subscriber, blocked: true }, 'blocked'],
      [{ ...subscriber, blocked: false }, 'granted'],
    ]
    expect(steps.map(([viewer]) => playbackAccess(PREMIUM, viewer, false))).toEqual(steps.map(([, expected]) => expected))
  })

  it('the same account gets the plus-only video once it holds plus', () => {
    expect(playbackAccess(PLUS, subscriber, false)).toBe('insufficientEntitlements')
    expect(playbackAccess(PLUS, { ...subscriber, entitlements: [...subscriber.entitlements, 'plus'] }, false)).toBe('granted')
  })
})
