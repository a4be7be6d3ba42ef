import { describe, expect, it } from 'vitest'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { mayUsePageCache, pageCacheState, pageCacheTtl, pageVariantKey } from '../../shared/rules/page-cache'

describe('which requests may use the page cache (issue 13 §2)', () => {
  it.each([
    ['GET without cookies', { method: 'GET', cookieNames: [], siteLocked: false }, true],
    ['HEAD', { method: 'HEAD', cookieNames: ['child_friendly'], siteLocked: false }, true],
    ['a session cookie', { method: 'GET', cookieNames: ['__Host-club_session'], siteLocked: false }, false],
    ['a refresh cookie only', { method: 'GET', cookieNames: ['__Host-club_refresh'], siteLocked: false }, false],
    ['an old-named session cookie (issue 18 §5)', { method: 'GET', cookieNames: ['club_session'], siteLocked: false }, false],
    ['an old-named refresh cookie', { method: 'GET', cookieNames: ['club_refresh'], siteLocked: false }, false],
    ['POST', { method: 'POST', cookieNames: [], siteLocked: false }, false],
    ['the site lock on', { method: 'GET', cookieNames: [], siteLocked: true }, false],
  ])('%s → %s', (_name, request, expected) => {
    expect(mayUsePageCache(request)).toBe(expected)
  })
})

describe('how long each page kind is kept', () => {
  it.each([
    ['matchCentre', 5],
    ['home', 30],
    ['newsArticle', 120],
    ['cmsPage', 600],
  ] as const)('%s is fresh for %i s', (route, fresh) => {
    expect(pageCacheTtl(route)?.fresh).toBe(fresh)
  })

  it.each([['accountLogin'], ['advertsReport'], ['paymentSuccessful'], ['cancelledPayment']] as const)('%s is never cached', (route) => {
    expect(pageCacheTtl(route)).toBeNull()
  })

  it('an unknown path is not cached', () => {
    expect(pageCacheTtl(null)).toBeNull()
  })

  it.each([
    [0, 'fresh'],
    [119.9, 'fresh'],
    [120, 'stale'],
    [719.9, 'stale'],
    [720, 'expired'],
  ] as const)('a news copy %f s old is %s', (age, state) => {
    expect(pageCacheState(age, { fresh: 120, staleWhileRevalidate: 600 })).toBe(state)
  })
})

describe('the variant part of the key', () => {
  const base = { childFriendly: true, consent: NO_CONSENT }
  it.each([
    ['child-friendly, no choice made', base, 'cf1.c-'],
    ['child-friendly off', { ...base, childFriendly: false }, 'cf0.c-'],
    [
      'every category refused',
      { ...base, consent: { given: true, analytics: false, marketing: false, personalisation: false } },
      'cf1.c000',
    ],
    [
      'analytics and personalisation',
      { ...base, consent: { given: true, analytics: true, marketing: false, personalisation: true } },
      'cf1.c101',
    ],
  ])('%s → %s', (_name, variant, key) => {
    // Nothing else: the country the edge saw changes no server-rendered HTML, so it splits no copy.
    expect(pageVariantKey(variant)).toBe(key)
  })

  it('differs for each thing that changes the HTML, and only for those', () => {
    const keys = [
      pageVariantKey(base),
      pageVariantKey({ ...base, childFriendly: false }),
      pageVariantKey({ ...base, consent: { given: true, analytics: false, marketing: false, personalisation: false } }),
      pageVariantKey({ ...base, consent: { given: true, analytics: true, marketing: false, personalisation: false } }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    expect(pageVariantKey({ ...base })).toBe(keys[0])
  })
})
