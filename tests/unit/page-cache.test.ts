import { describe, expect, it } from 'vitest'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { mayUsePageCache, pageCacheState, pageCacheTtl, pageVariantKey } from '../../shared/rules/page-cache'
import { viewerClassOf } from '../../shared/rules/viewer-class'

const ANONYMOUS = viewerClassOf(null)
const held = { entitlements: ['SUB'], ownedEntitlements: ['SUB'], blocked: false, bypassed: false }
const SUPPORTER = viewerClassOf({ role: 'supporter', ...held })
const EDITOR = viewerClassOf({ role: 'editor', ...held })
const ADMIN = viewerClassOf({ role: 'admin', ...held })

describe('which requests may use the page cache (issue 13 §2, issue 22 §1)', () => {
  it.each([
    ['GET, anonymous', { method: 'GET', cookieNames: [], siteLocked: false, viewerClass: ANONYMOUS }, true],
    [
      'HEAD',
      {
        method: 'HEAD',
        cookieNames: ['child_friendly', '__Host-club_session', '__Host-club_refresh'],
        siteLocked: false,
        viewerClass: ANONYMOUS,
      },
      true,
    ],
    [
      'a signed-in supporter (issue 22 §1: their class has a copy)',
      { method: 'GET', cookieNames: [], siteLocked: false, viewerClass: SUPPORTER },
      true,
    ],
    ['an editor (staff keep a page of their own)', { method: 'GET', cookieNames: [], siteLocked: false, viewerClass: EDITOR }, false],
    ['an administrator', { method: 'GET', cookieNames: [], siteLocked: false, viewerClass: ADMIN }, false],
    ['POST', { method: 'POST', cookieNames: [], siteLocked: false, viewerClass: ANONYMOUS }, false],
    [
      'an old-named session cookie being moved (issue 18 §5)',
      { method: 'GET', cookieNames: ['club_session'], siteLocked: false, viewerClass: SUPPORTER },
      false,
    ],
    [
      'an old-named refresh cookie being moved',
      { method: 'GET', cookieNames: ['club_refresh'], siteLocked: false, viewerClass: ANONYMOUS },
      false,
    ],
    [
      'a cookie named like a variant decides nothing',
      { method: 'GET', cookieNames: ['cf0.c-.u0123456789abcdef', 'anon'], siteLocked: false, viewerClass: ANONYMOUS },
      true,
    ],
    ['the site lock on', { method: 'GET', cookieNames: [], siteLocked: true, viewerClass: ANONYMOUS }, false],
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

  // Pages personal by nature (issue 22 §1: they keep bypassing, signed in or not).
  it.each([
    ['accountLogin'],
    ['advertsReport'],
    ['paymentSuccessful'],
    ['cancelledPayment'],
    ['admin'],
    ['articlePreview'],
    ['pagePreview'],
  ] as const)('%s is never cached', (route) => {
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
  const base = { childFriendly: true, consent: NO_CONSENT, viewerClassKey: 'anon' }
  it.each([
    ['child-friendly, no choice made', base, 'cf1.c-.anon'],
    ['child-friendly off', { ...base, childFriendly: false }, 'cf0.c-.anon'],
    ['a viewer class (issue 22 §1)', { ...base, viewerClassKey: 'u0123456789abcdef' }, 'cf1.c-.u0123456789abcdef'],
    ['anything but [a-z0-9] never reaches the key', { ...base, viewerClassKey: '../u1/?x=' }, 'cf1.c-.u1x'],
    ['an empty class key is the anonymous one', { ...base, viewerClassKey: '' }, 'cf1.c-.anon'],
    [
      'every category refused',
      { ...base, consent: { given: true, analytics: false, marketing: false, personalisation: false } },
      'cf1.c000.anon',
    ],
    [
      'analytics and personalisation',
      { ...base, consent: { given: true, analytics: true, marketing: false, personalisation: true } },
      'cf1.c101.anon',
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
      pageVariantKey({ ...base, viewerClassKey: 'u0123456789abcdef' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    expect(pageVariantKey({ ...base })).toBe(keys[0])
  })
})
