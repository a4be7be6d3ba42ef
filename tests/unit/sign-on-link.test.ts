import { describe, expect, it } from 'vitest'
import { accountLinkFor, hasLoginForm, returnPathFrom, type SignOnProvider, withReturnTo } from '../../shared/rules/sign-on-link'

describe('SPEC §1, §2.4: sign-on links carry the page to come back to', () => {
  it.each<[string, string, string, string]>([
    ['the home page', '/api/auth/sso/start?flow=login', '/', '/api/auth/sso/start?flow=login&returnTo=%2F'],
    [
      'a page with a query',
      '/api/auth/sso/start?flow=register',
      '/news?page=2',
      '/api/auth/sso/start?flow=register&returnTo=%2Fnews%3Fpage%3D2',
    ],
    [
      'an Arabic page',
      '/api/auth/sso/start?flow=login',
      '/category/arabic',
      '/api/auth/sso/start?flow=login&returnTo=%2Fcategory%2Farabic',
    ],
    ['a link without a query', '/sso/login', '/teams', '/sso/login?returnTo=%2Fteams'],
    ['an existing returnTo is replaced', '/sso/login?returnTo=%2Fold', '/teams', '/sso/login?returnTo=%2Fteams'],
    ['an outside portal is left as configured', 'https://portal.example/login', '/teams', 'https://portal.example/login'],
    ['a scheme-relative link is left alone', '//portal.example/login', '/teams', '//portal.example/login'],
  ])('%s', (_, link, here, expected) => {
    expect(withReturnTo(link, here)).toBe(expected)
  })
})

describe('the return path is our own plain path, without one-off notices', () => {
  it.each<[string, string, string]>([
    ['a plain path is kept', '/matches/u21/2025-26', '/matches/u21/2025-26'],
    ['the query is kept', '/videos/browse?category=Full-Match-Replay', '/videos/browse?category=Full-Match-Replay'],
    ['loginSuccess is dropped', '/news?loginSuccess=true', '/news'],
    ['logoutSuccess is dropped, other parameters stay', '/news?page=2&logoutSuccess=true', '/news?page=2'],
    ['the login page returns to where it was sent from', '/account/login?returnTo=%2Fvideos', '/videos'],
    ['the login page without returnTo returns home', '/account/login', '/'],
    ['the login page with a foreign returnTo returns home', '/account/login?returnTo=%2F%2Fevil.example', '/'],
    ['a scheme-relative address is refused', '//evil.example/x', '/'],
    ['a backslash trick is refused', '/\\evil.example', '/'],
    ['an absolute address is refused', 'https://evil.example/', '/'],
    ['an empty address is home', '', '/'],
  ])('%s', (_, here, expected) => {
    expect(returnPathFrom(here)).toBe(expected)
  })
})

describe('kept query pairs are returned as written', () => {
  it.each<[string, string]>([
    ['/videos/browse?category=Full/Match&loginSuccess=true', '/videos/browse?category=Full/Match'],
    ['/search?q=a+b&loginSuccess=true&x=1', '/search?q=a+b&x=1'],
    ['/news?', '/news'],
  ])('%s', (here, expected) => {
    expect(returnPathFrom(here)).toBe(expected)
  })
})

describe('a "?" inside the query stays part of it', () => {
  it('keeps everything after the first "?"', () => {
    expect(returnPathFrom('/search?q=why?&loginSuccess=true')).toBe('/search?q=why?')
    expect(withReturnTo('/sso/start?a=b?c#top', '/')).toBe('/sso/start?a=b?c&returnTo=%2F#top')
  })
})

describe('IDENTITY_PROVIDER=oidc replaces the embedded portal: its account links are not offered', () => {
  it.each<[string, string, SignOnProvider, string | null]>([
    ['forgot password on the portal, embedded', '/sso/forgot-password', 'embedded', '/sso/forgot-password'],
    ['manage account on the portal, embedded', '/sso/profile', 'embedded', '/sso/profile'],
    ['forgot password on the portal, OIDC', '/sso/forgot-password', 'oidc', null],
    ['manage account on the portal, OIDC', '/sso/profile', 'oidc', null],
    ['the portal root, OIDC', '/sso', 'oidc', null],
    ['a portal page with a query, OIDC', '/sso/profile?client_id=club-site', 'oidc', null],
    ['a portal page with a fragment, OIDC', '/sso/profile#details', 'oidc', null],
    ["the provider's own account page, OIDC", 'https://id.example.org/account', 'oidc', 'https://id.example.org/account'],
    ['a site path that only starts with the letters, OIDC', '/ssong-book', 'oidc', '/ssong-book'],
    ['the sign-on start, OIDC', '/api/auth/sso/start?flow=login', 'oidc', '/api/auth/sso/start?flow=login'],
  ])('%s', (_name, link, provider, expected) => {
    expect(accountLinkFor(link, provider)).toBe(expected)
  })

  it.each<[SignOnProvider, boolean]>([
    ['embedded', true],
    ['oidc', false],
  ])('the in-product login form with %s: %s', (provider, expected) => {
    expect(hasLoginForm(provider)).toBe(expected)
  })
})
