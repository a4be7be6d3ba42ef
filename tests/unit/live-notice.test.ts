import { describe, expect, it } from 'vitest'
import { type LiveNotice, type LiveRefusal, liveNotice, noSessionDataNotice } from '../../shared/rules/live-notice'
import { SESSION_CHECK_CODES as CODES } from '../../shared/rules/stream-access'

type Expected = Pick<LiveNotice, 'message' | 'preventedAs' | 'notInRegion' | 'cause' | 'remedies'> & Partial<LiveNotice>

// SPEC §8.1 codes, their classes (§4.5) and messages; issue 10 §8: the cause named and what to do instead.
describe('the live notice of a session check refusal', () => {
  it.each<[string, LiveRefusal, Expected]>([
    [
      'not signed in: log in',
      { code: CODES.requireLogin, cause: 'notSignedIn', country: 'GB' },
      {
        message: 'requireLogin',
        preventedAs: 'requireLogin',
        notInRegion: false,
        cause: 'notSignedIn',
        remedies: ['logIn'],
        country: null,
      },
    ],
    [
      'a stream issue (offline): the contact',
      { code: CODES.streamIssue, cause: 'offline' },
      { message: 'streamIssue', preventedAs: 'blocked', notInRegion: false, cause: 'offline', remedies: ['contactSupport'] },
    ],
    [
      'not subscribed: upgrade or read the FAQs',
      { code: CODES.notSubscribed, cause: 'notSubscribed' },
      {
        message: 'notSubscribed',
        preventedAs: 'requirePremium',
        notInRegion: false,
        cause: 'notSubscribed',
        remedies: ['upgrade', 'faqs', 'contactSupport'],
      },
    ],
    [
      'a pass for another match is the same code, its own cause',
      { code: CODES.notSubscribed, cause: 'passForAnotherMatch' },
      {
        message: 'notSubscribed',
        preventedAs: 'requirePremium',
        notInRegion: false,
        cause: 'passForAnotherMatch',
        remedies: ['upgrade', 'faqs', 'contactSupport'],
      },
    ],
    [
      'the UK blackout names the country and offers the commentary in its place',
      { code: CODES.country, cause: 'blackout', country: 'GB', alternativeAssetId: 'live-audio-commentary' },
      {
        message: 'country',
        preventedAs: 'blocked',
        notInRegion: true,
        cause: 'blackout',
        country: 'GB',
        remedies: ['listenInstead', 'faqs'],
        alternativeAssetId: 'live-audio-commentary',
      },
    ],
    [
      'a sold territory without audio on the subscription offers no commentary',
      { code: CODES.country, cause: 'notUnsoldTerritory', country: 'US', alternativeAssetId: null },
      {
        message: 'country',
        preventedAs: 'blocked',
        notInRegion: true,
        cause: 'notUnsoldTerritory',
        country: 'US',
        remedies: ['faqs'],
        alternativeAssetId: null,
      },
    ],
    [
      'an unknown country (XX) has its own cause and may try again without a VPN',
      { code: CODES.country, cause: 'unknownCountry', country: 'XX', alternativeAssetId: 'live-audio-commentary' },
      {
        message: 'country',
        preventedAs: 'blocked',
        notInRegion: true,
        cause: 'unknownCountry',
        country: 'XX',
        remedies: ['listenInstead', 'retry', 'faqs'],
      },
    ],
    [
      'Tor (T1) is an unknown country too',
      { code: CODES.country, cause: 'unknownCountry', country: 'T1' },
      {
        message: 'country',
        preventedAs: 'blocked',
        notInRegion: true,
        cause: 'unknownCountry',
        country: 'T1',
        remedies: ['retry', 'faqs'],
      },
    ],
    [
      'blocked: the contact',
      { code: CODES.blocked, cause: 'blocked' },
      { message: 'blocked', preventedAs: 'blocked', notInRegion: false, cause: 'blocked', remedies: ['contactSupport'] },
    ],
    [
      'the device limit: the account’s devices, then try again',
      { code: CODES.concurrency, cause: 'deviceLimit' },
      { message: 'concurrency', preventedAs: 'blocked', notInRegion: false, cause: 'deviceLimit', remedies: ['manageDevices', 'retry'] },
    ],
    [
      'a bare code (a provider, no meta) still names the cause it stands for',
      { code: CODES.concurrency },
      { message: 'concurrency', preventedAs: 'blocked', notInRegion: false, cause: 'deviceLimit', remedies: ['manageDevices', 'retry'] },
    ],
    [
      'a bare region code names no cause and is still not available in your region',
      { code: CODES.country },
      { message: 'country', preventedAs: 'blocked', notInRegion: true, cause: null, country: null, remedies: ['faqs'] },
    ],
    [
      'a cause that does not belong to the code is not believed',
      { code: CODES.blocked, cause: 'blackout', country: 'GB', alternativeAssetId: 'live-audio-commentary' },
      {
        message: 'blocked',
        preventedAs: 'blocked',
        notInRegion: false,
        cause: 'blocked',
        country: null,
        remedies: ['contactSupport'],
        alternativeAssetId: null,
      },
    ],
    [
      'an unknown cause falls back to the code’s own',
      { code: CODES.notSubscribed, cause: 'somethingNew' },
      {
        message: 'notSubscribed',
        preventedAs: 'requirePremium',
        notInRegion: false,
        cause: 'notSubscribed',
        remedies: ['upgrade', 'faqs', 'contactSupport'],
      },
    ],
    [
      'any other code: the problem message with the code',
      { code: 'ERR_99_9' },
      { message: 'other', preventedAs: 'blocked', notInRegion: false, cause: null, remedies: ['contactSupport'], code: 'ERR_99_9' },
    ],
    [
      'a stream failure is another problem with its code',
      { code: 'playback-media' },
      { message: 'other', preventedAs: 'blocked', notInRegion: false, cause: null, remedies: ['contactSupport'], code: 'playback-media' },
    ],
    [
      'a code that is not a plain token is never shown as it came',
      { code: '<script>alert(1)</script>' },
      { message: 'other', preventedAs: 'blocked', notInRegion: false, cause: null, remedies: ['contactSupport'], code: 'unknown' },
    ],
    [
      'a country that is not two letters is not shown',
      { code: CODES.country, cause: 'blackout', country: 'Great Britain' },
      { message: 'country', preventedAs: 'blocked', notInRegion: true, cause: 'blackout', country: null, remedies: ['faqs'] },
    ],
  ])('%s', (_name, refusal, expected) => {
    expect(liveNotice(refusal)).toMatchObject(expected)
  })

  it("'No Session Data' when there is no streaming session: try again", () => {
    expect(noSessionDataNotice()).toEqual({
      message: 'noSessionData',
      preventedAs: 'blocked',
      notInRegion: false,
      cause: null,
      country: null,
      remedies: ['retry'],
      alternativeAssetId: null,
      code: null,
    })
  })

  it('only the region code carries a country or offers the commentary', () => {
    for (const code of Object.values(CODES).filter((c) => c !== CODES.country)) {
      const notice = liveNotice({ code, country: 'JP', alternativeAssetId: 'live-audio-commentary' })
      expect(notice.country).toBeNull()
      expect(notice.alternativeAssetId).toBeNull()
      expect(notice.remedies).not.toContain('listenInstead')
    }
  })
})
