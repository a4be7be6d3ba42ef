import { describe, expect, it } from 'vitest'
import { cookieDomainFor } from '../../shared/rules/cookie-domain'

// SPEC §9.5: cookies go on the club's main domain where the request is on it.
describe('cookieDomainFor', () => {
  it.each([
    { configured: 'itfc.co.uk', host: 'www.itfc.co.uk', expected: 'itfc.co.uk' },
    { configured: 'itfc.co.uk', host: 'itfc.co.uk', expected: 'itfc.co.uk' },
    { configured: 'itfc.co.uk', host: 'tv.itfc.co.uk', expected: 'itfc.co.uk' },
    { configured: '.ITFC.co.uk ', host: 'WWW.itfc.co.uk', expected: 'itfc.co.uk' },
    { configured: 'itfc.co.uk', host: 'club-site.workers.dev', expected: null },
    { configured: 'itfc.co.uk', host: 'evilitfc.co.uk', expected: null },
    { configured: 'itfc.co.uk', host: 'localhost', expected: null },
    { configured: '', host: 'www.itfc.co.uk', expected: null },
    { configured: undefined, host: 'localhost', expected: null },
  ])('$configured on $host → $expected', ({ configured, host, expected }) => {
    expect(cookieDomainFor(configured, host)).toBe(expected)
  })
})
