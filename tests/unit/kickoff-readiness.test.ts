import { describe, expect, it } from 'vitest'
import { type KickoffReadiness, kickoffReadiness, type ReadinessAnswer } from '../../shared/rules/kickoff-readiness'

// Issue 10 §8 "Ready for kick-off?": from here, with this account, on this device.
describe('ready for kick-off', () => {
  it.each<[string, ReadinessAnswer, KickoffReadiness]>([
    [
      'ready and on air',
      { state: 'ready', cause: null, online: true },
      { verdict: 'ready', place: 'ok', account: 'ok', device: 'ok', offAir: false },
    ],
    [
      'ready before the stream goes on air',
      { state: 'ready', cause: null, online: false },
      { verdict: 'ready', place: 'ok', account: 'ok', device: 'ok', offAir: true },
    ],
    [
      'signed out: log in to find out',
      { state: 'refused', cause: 'notSignedIn', online: true },
      { verdict: 'logIn', place: 'unchecked', account: 'unchecked', device: 'unchecked', offAir: false },
    ],
    [
      'blocked: the account, nothing after it checked',
      { state: 'refused', cause: 'blocked', online: true },
      { verdict: 'notReady', place: 'unchecked', account: 'no', device: 'unchecked', offAir: false },
    ],
    [
      'the UK blackout: not from here; the account was not checked',
      { state: 'refused', cause: 'blackout', online: false },
      { verdict: 'notReady', place: 'no', account: 'unchecked', device: 'unchecked', offAir: true },
    ],
    [
      'a sold territory: not from here',
      { state: 'refused', cause: 'notUnsoldTerritory', online: true },
      { verdict: 'notReady', place: 'no', account: 'unchecked', device: 'unchecked', offAir: false },
    ],
    [
      'an unknown country: not from here',
      { state: 'refused', cause: 'unknownCountry', online: true },
      { verdict: 'notReady', place: 'no', account: 'unchecked', device: 'unchecked', offAir: false },
    ],
    [
      'not subscribed: fine from here, not with this account',
      { state: 'refused', cause: 'notSubscribed', online: true },
      { verdict: 'notReady', place: 'ok', account: 'no', device: 'unchecked', offAir: false },
    ],
    [
      'a pass for another match: fine from here, not with this account',
      { state: 'refused', cause: 'passForAnotherMatch', online: true },
      { verdict: 'notReady', place: 'ok', account: 'no', device: 'unchecked', offAir: false },
    ],
    [
      'the device limit: only this device is the problem',
      { state: 'refused', cause: 'deviceLimit', online: true },
      { verdict: 'notReady', place: 'ok', account: 'ok', device: 'no', offAir: false },
    ],
    [
      'a missing stream: nothing could be checked',
      { state: 'refused', cause: 'offline', online: false },
      { verdict: 'notReady', place: 'unchecked', account: 'unchecked', device: 'unchecked', offAir: true },
    ],
    [
      'a refusal without a cause is never read as ready',
      { state: 'refused', cause: null, online: true },
      { verdict: 'notReady', place: 'unchecked', account: 'unchecked', device: 'unchecked', offAir: false },
    ],
  ])('%s', (_name, answer, expected) => {
    expect(kickoffReadiness(answer)).toEqual(expected)
  })
})
