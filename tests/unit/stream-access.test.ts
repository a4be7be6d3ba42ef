import { describe, expect, it } from 'vitest'
import {
  preventionType,
  SESSION_CHECK_CODES,
  type StreamAccessInput,
  streamAccess,
  streamEntitlement,
} from '../../shared/rules/stream-access'

const ok: StreamAccessInput = {
  signedIn: true,
  blocked: false,
  bypass: false,
  online: true,
  rights: 'allowed',
  entitlement: 'entitled',
  leaseGranted: true,
}

describe('stream access (SPEC §4.5, §6, §8.1)', () => {
  it.each<[string, Partial<StreamAccessInput>, string | null]>([
    ['everything in order is granted', {}, null],
    ['not signed in asks to log in', { signedIn: false, blocked: true, online: false }, SESSION_CHECK_CODES.requireLogin],
    [
      'a blocked account is refused before anything else it lacks',
      { blocked: true, online: false, rights: 'blackout' },
      SESSION_CHECK_CODES.blocked,
    ],
    [
      'an offline stream is a stream issue',
      { online: false, rights: 'blackout', entitlement: 'notSubscribed' },
      SESSION_CHECK_CODES.streamIssue,
    ],
    ['a blacked-out country is refused even with the entitlement', { rights: 'blackout' }, SESSION_CHECK_CODES.country],
    ['a sold territory is refused', { rights: 'notUnsoldTerritory' }, SESSION_CHECK_CODES.country],
    ['an unknown country is refused', { rights: 'unknownCountry' }, SESSION_CHECK_CODES.country],
    ['region comes before the product', { rights: 'blackout', entitlement: 'notSubscribed' }, SESSION_CHECK_CODES.country],
    ['no entitlement asks to subscribe', { entitlement: 'notSubscribed' }, SESSION_CHECK_CODES.notSubscribed],
    ['a pass for another match asks to subscribe', { entitlement: 'passForAnotherMatch' }, SESSION_CHECK_CODES.notSubscribed],
    ['the device limit comes last', { leaseGranted: false }, SESSION_CHECK_CODES.concurrency],
    ['a bypassed account skips the region', { bypass: true, rights: 'blackout' }, null],
    ['a bypassed account skips the device limit', { bypass: true, leaseGranted: false }, null],
    ['a bypassed account still needs the entitlement', { bypass: true, entitlement: 'notSubscribed' }, SESSION_CHECK_CODES.notSubscribed],
    ['a bypassed account is still blocked when blocked', { bypass: true, blocked: true }, SESSION_CHECK_CODES.blocked],
    ['not asked for a lease yet is not a refusal', { leaseGranted: undefined }, null],
  ])('%s', (_name, change, code) => {
    const access = streamAccess({ ...ok, ...change })
    expect(access.state === 'refused' ? access.code : null).toBe(code)
  })

  it.each<['audio' | 'video', string[], number | null, string]>([
    ['audio', ['freemium', 'subscriber'], 21, 'entitled'],
    ['audio', ['freemium', 'subscriber', 'plus'], 21, 'entitled'],
    ['audio', ['freemium', 'match-pass', 'match-pass:21'], 21, 'entitled'],
    ['audio', ['freemium', 'match-pass', 'match-pass:20'], 21, 'passForAnotherMatch'],
    ['audio', ['freemium'], 21, 'notSubscribed'],
    ['video', ['freemium', 'subscriber'], 21, 'notSubscribed'],
    ['video', ['freemium', 'subscriber', 'plus'], 21, 'entitled'],
    ['video', ['freemium', 'match-pass', 'match-pass:21'], 21, 'entitled'],
    ['video', ['freemium', 'match-pass', 'match-pass:21'], null, 'passForAnotherMatch'],
    ['video', ['freemium', 'match-pass', 'match-pass:7'], 21, 'passForAnotherMatch'],
  ])('%s with %j for match %s is %s', (content, entitlements, matchId, expected) => {
    expect(streamEntitlement(content, entitlements, matchId)).toBe(expected)
  })

  it.each([
    [SESSION_CHECK_CODES.requireLogin, 'requireLogin'],
    [SESSION_CHECK_CODES.notSubscribed, 'requirePremium'],
    [SESSION_CHECK_CODES.blocked, 'blocked'],
    [SESSION_CHECK_CODES.country, 'blocked'],
    [SESSION_CHECK_CODES.concurrency, 'blocked'],
    [SESSION_CHECK_CODES.streamIssue, 'blocked'],
    ['ERR_UNKNOWN', 'blocked'],
  ])('code %s prevents playback as %s (§8.1 class)', (code, type) => {
    expect(preventionType(code)).toBe(type)
  })
})
