import { describe, expect, it } from 'vitest'
import {
  type PlaybackMedium,
  type PlaybackNotice,
  type PlaybackOutcome,
  type PlaybackPrompt,
  playbackNotice,
  playbackOutcome,
  playbackPrompt,
} from '../../shared/rules/playback-outcome'

// SPEC §4.4: the grant's Status codes.
describe('playback outcome of a grant status', () => {
  it.each<[unknown, PlaybackOutcome]>([
    [-1, 'granted'],
    [0, 'requireLogin'],
    [1, 'noSubscription'],
    [2, 'notSubscribed'],
    [3, 'blocked'],
    [4, 'problem'],
    [-2, 'problem'],
    [500, 'problem'],
    ['-1', 'problem'], // a string is not the number the service sends
    [null, 'problem'],
    [undefined, 'problem'],
    [Number.NaN, 'problem'],
  ])('%j is %s', (status, outcome) => {
    expect(playbackOutcome(status)).toBe(outcome)
  })
})

// SPEC §4.4 "Effect": prompts open for video only.
describe('prompt opened by an outcome', () => {
  it.each<[PlaybackOutcome, PlaybackMedium, PlaybackPrompt]>([
    ['granted', 'video', null],
    ['requireLogin', 'video', 'loginPrompt'],
    ['noSubscription', 'video', 'upgradePromo'],
    ['notSubscribed', 'video', 'upgradePromo'],
    ['blocked', 'video', null],
    ['problem', 'video', null],
    ['granted', 'audio', null],
    ['requireLogin', 'audio', null],
    ['noSubscription', 'audio', null],
    ['notSubscribed', 'audio', null],
    ['blocked', 'audio', null],
    ['problem', 'audio', null],
  ])('%s on %s opens %s', (outcome, medium, prompt) => {
    expect(playbackPrompt(outcome, medium)).toBe(prompt)
  })
})

// SPEC §8.2: each message and what goes with it.
describe('notice shown for a status', () => {
  const none = { login: null, upgradeLinks: false, support: false, code: null }
  it.each<[string, unknown, PlaybackMedium, PlaybackNotice | null]>([
    ['granted shows no notice', -1, 'video', null],
    ['granted audio shows no notice', -1, 'audio', null],
    ['not logged in: a button that opens the prompt', 0, 'video', { ...none, outcome: 'requireLogin', login: 'prompt' }],
    ['not logged in on audio: the /account/login link', 0, 'audio', { ...none, outcome: 'requireLogin', login: 'link' }],
    ['no subscription: upgrade, FAQs and support', 1, 'video', { ...none, outcome: 'noSubscription', upgradeLinks: true, support: true }],
    ['not subscribed: upgrade, FAQs and support', 2, 'audio', { ...none, outcome: 'notSubscribed', upgradeLinks: true, support: true }],
    ['blocked: support only', 3, 'video', { ...none, outcome: 'blocked', support: true }],
    ['other: support and the code', 7, 'video', { ...none, outcome: 'problem', support: true, code: '7' }],
    ['an HTTP status passed on as the code', 404, 'audio', { ...none, outcome: 'problem', support: true, code: '404' }],
    ['a word code is shown as it is', 'network', 'video', { ...none, outcome: 'problem', support: true, code: 'network' }],
    ['a missing status still names a code', undefined, 'video', { ...none, outcome: 'problem', support: true, code: 'unknown' }],
    ['markup is never echoed as a code', '<b>x</b>', 'video', { ...none, outcome: 'problem', support: true, code: 'unknown' }],
  ])('%s', (_name, status, medium, notice) => {
    expect(playbackNotice(status, medium)).toEqual(notice)
  })
})
