import { describe, expect, it } from 'vitest'
import { readConsent } from '../../shared/rules/cookie-consent'
import { withServerConsent } from '../../shared/rules/event-consent'

const ANALYTICS = readConsent('true', 'analytics')
const ESSENTIAL = readConsent('true', '')
const MARKETING = readConsent('true', 'marketing')
const NONE = readConsent(undefined, undefined)

const ids = { sessionID: '123456', ssoID: 'sso-1' }
const advert = { advertID: 1, advertName: 'Hospitality', advertRef: 'ADV-1', campaignRef: 'CMP-1' }

describe('what the server keeps of an event, by the consent it reads (SPEC §3, §4.7)', () => {
  it.each([
    ['advert click, analytics consent, browser said false', 'advertClick', { ...advert, userAllowTracking: false }, ANALYTICS, ids, true],
    ['advert click, no consent, browser said true', 'advertClick', { ...advert, userAllowTracking: true }, NONE, null, false],
    ['impression, essential only, browser sent nothing', 'advertImpression', advert, ESSENTIAL, null, false],
    ['impression, analytics consent, browser sent nothing', 'advertImpression', advert, ANALYTICS, ids, true],
    ['impression, marketing without analytics', 'advertImpression', { ...advert, userAllowTracking: true }, MARKETING, null, false],
    ['page view carrying the field, no consent', 'pageView', { path: '/', userAllowTracking: true }, NONE, null, false],
  ] as const)('%s', (_name, action, data, consent, keptIds, allowed) => {
    const kept = withServerConsent({ action, ...ids, data }, consent)
    expect(kept.sessionID).toBe(keptIds ? keptIds.sessionID : 'no tracking')
    expect(kept.ssoID).toBe(keptIds ? keptIds.ssoID : 'no tracking')
    expect(kept.data).toEqual({ ...data, userAllowTracking: allowed })
  })

  it.each([
    ['with analytics consent', ANALYTICS, '123456'],
    ['without', NONE, 'no tracking'],
  ])('a page view without the field gets none added (%s)', (_name, consent, sessionID) => {
    const kept = withServerConsent({ action: 'pageView', ...ids, data: { path: '/news' } }, consent)
    expect(kept.data).toEqual({ path: '/news' })
    expect(kept.sessionID).toBe(sessionID)
  })
})
