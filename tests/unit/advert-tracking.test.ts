import { describe, expect, it } from 'vitest'
import { IMPRESSION_DWELL_MS, impressionState } from '../../shared/rules/advert-impression'
import {
  type AdvertMoment,
  advertEventData,
  advertKindOf,
  advertTrackingPlan,
  eventIds,
  routeAnalyticsPlan,
  type TrackedAdvert,
} from '../../shared/rules/advert-tracking'
import { type CookieConsent, NO_CONSENT, NO_TRACKING, readConsent } from '../../shared/rules/cookie-consent'

const ALL = readConsent('true', 'analytics.marketing.personalisation')
const ESSENTIAL = readConsent('true', '')
const ANALYTICS = readConsent('true', 'analytics')
const MARKETING = readConsent('true', 'marketing')
// A categories cookie without the consent cookie grants nothing (shared/rules/cookie-consent.ts).
const UNANSWERED: CookieConsent = { ...NO_CONSENT, analytics: true, marketing: true }

describe('what an advert moment sends, by consent (SPEC §3, §4.7, §7; issue 12 §3)', () => {
  it.each<[string, AdvertMoment, CookieConsent, ReturnType<typeof advertTrackingPlan>]>([
    ['loaded, all cookies', 'loaded', ALL, { eventLog: null, dataLayer: 'adLoad' }],
    ['loaded, marketing only', 'loaded', MARKETING, { eventLog: null, dataLayer: 'adLoad' }],
    ['loaded, analytics only', 'loaded', ANALYTICS, { eventLog: null, dataLayer: null }],
    ['loaded, only essential', 'loaded', ESSENTIAL, { eventLog: null, dataLayer: null }],
    ['loaded, not answered', 'loaded', UNANSWERED, { eventLog: null, dataLayer: null }],
    ['seen, all cookies', 'seen', ALL, { eventLog: { action: 'advertImpression', identity: 'full' }, dataLayer: null }],
    ['seen, analytics only', 'seen', ANALYTICS, { eventLog: { action: 'advertImpression', identity: 'full' }, dataLayer: null }],
    ['seen, marketing only', 'seen', MARKETING, { eventLog: { action: 'advertImpression', identity: 'anonymous' }, dataLayer: null }],
    ['seen, only essential', 'seen', ESSENTIAL, { eventLog: { action: 'advertImpression', identity: 'anonymous' }, dataLayer: null }],
    ['seen, not answered', 'seen', UNANSWERED, { eventLog: { action: 'advertImpression', identity: 'anonymous' }, dataLayer: null }],
    ['clicked, all cookies', 'clicked', ALL, { eventLog: { action: 'advertClick', identity: 'full' }, dataLayer: 'adClick' }],
    ['clicked, analytics only', 'clicked', ANALYTICS, { eventLog: { action: 'advertClick', identity: 'full' }, dataLayer: null }],
    ['clicked, marketing only', 'clicked', MARKETING, { eventLog: { action: 'advertClick', identity: 'anonymous' }, dataLayer: 'adClick' }],
    ['clicked, only essential', 'clicked', ESSENTIAL, { eventLog: { action: 'advertClick', identity: 'anonymous' }, dataLayer: null }],
    ['clicked, not answered', 'clicked', UNANSWERED, { eventLog: { action: 'advertClick', identity: 'anonymous' }, dataLayer: null }],
  ])('%s', (_name, moment, consent, plan) => {
    expect(advertTrackingPlan(moment, consent)).toEqual(plan)
  })

  it.each([
    [ALL, 'send'],
    [ANALYTICS, 'send'],
    [MARKETING, 'skip'],
    [ESSENTIAL, 'skip'],
    [UNANSWERED, 'skip'],
  ] as const)('route analytics (§9.4) with %j: %s', (consent, plan) => {
    expect(routeAnalyticsPlan(consent)).toBe(plan)
  })
})

describe('the ids an event carries (SPEC §3)', () => {
  it.each([
    ['full', { sessionID: 4242, ssoID: 'sso-1' }, { sessionID: '4242', ssoID: 'sso-1', userAllowTracking: true }],
    ['full', { sessionID: 4242, ssoID: '' }, { sessionID: '4242', ssoID: '', userAllowTracking: true }],
    ['full', { sessionID: 0, ssoID: '' }, { sessionID: '', ssoID: '', userAllowTracking: true }],
    ['anonymous', { sessionID: 4242, ssoID: 'sso-1' }, { sessionID: NO_TRACKING, ssoID: NO_TRACKING, userAllowTracking: false }],
  ] as const)('%s identity of %j', (identity, visitor, ids) => {
    expect(eventIds(identity, visitor)).toEqual(ids)
  })
})

describe('the advert event data (SPEC §3 advert event, §7 event log)', () => {
  const slot: TrackedAdvert = {
    placement: 'footerSlot2',
    advertID: 3,
    advertName: 'Stadium tours',
    advertRef: 'ADV-0003',
    campaignRef: 'CMP-footerSlot2-3',
    url: '/portmanroad/stadium-tours',
  }

  it('carries every §3 field but the ids, which are the event’s own, and says which table the id is from', () => {
    const data = advertEventData(slot, { timestamp: new Date('2026-11-22T15:04:05.006Z'), path: '/news', userAllowTracking: false })
    expect(data).toEqual({
      advertID: 3,
      advertName: 'Stadium tours',
      advertRef: 'ADV-0003',
      campaignRef: 'CMP-footerSlot2-3',
      advertKind: 'slot',
      placement: 'footerSlot2',
      timestamp: '2026-11-22T15:04:05.006Z',
      url: '/portmanroad/stadium-tours',
      path: '/news',
      userAllowTracking: false,
    })
  })

  it.each([
    ['footer', 'footer'],
    ['footerSlot1', 'slot'],
    ['footerSlot3', 'slot'],
    ['aggregatedFeed', 'feed'],
    ['news-article', 'other'],
    ['matches', 'other'],
  ] as const)('%s adverts are of kind %s', (placement, kind) => {
    expect(advertKindOf(placement)).toBe(kind)
  })
})

describe('when an advert counts as seen (issue 12 §3)', () => {
  it.each([
    [{ visibleRatio: 0, visibleForMs: 5000, countedThisRoute: false }, 'notSeen'],
    [{ visibleRatio: 0.49, visibleForMs: 5000, countedThisRoute: false }, 'notSeen'],
    [{ visibleRatio: 0.5, visibleForMs: IMPRESSION_DWELL_MS - 1, countedThisRoute: false }, 'seenTooBriefly'],
    [{ visibleRatio: 0.5, visibleForMs: IMPRESSION_DWELL_MS, countedThisRoute: false }, 'impression'],
    [{ visibleRatio: 1, visibleForMs: 60_000, countedThisRoute: false }, 'impression'],
    [{ visibleRatio: 1, visibleForMs: 60_000, countedThisRoute: true }, 'alreadyCounted'],
    [{ visibleRatio: 0, visibleForMs: 0, countedThisRoute: true }, 'alreadyCounted'],
  ] as const)('%j is %s', (input, state) => {
    expect(impressionState(input)).toBe(state)
  })
})
