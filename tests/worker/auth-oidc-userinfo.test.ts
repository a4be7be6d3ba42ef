import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type Claims,
  cookieNames,
  count,
  type FakeProvider,
  fakeProvider,
  OidcBrowser,
  restoreProviderFetch,
  sign,
} from './oidc-fake-provider'

/**
 * Issue 18 §10: with the code flow a conforming provider may put only `sub` in
 * the ID token (OIDC Core 5.4); the address and names then come from its
 * UserInfo endpoint, whose `sub` must be the ID token's (Core 5.3.2).
 */
afterEach(restoreProviderFetch)

/** The ID token carries only what a conforming provider puts there by default: no address, no names. */
function subjectOnly(provider: FakeProvider): void {
  provider.idToken = ({ email: _e, email_verified: _v, given_name: _g, family_name: _f, name: _n, ...claims }: Claims) => sign(claims)
}

/** The callback's refusal: the SPEC §8.3 page, 400, nobody signed in, the reason in the log. */
async function expectRefused(browser: OidcBrowser, response: Response, warnings: { mock: { calls: unknown[][] } }, reason: RegExp) {
  expect(warnings.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(reason)])
  expect(response.status).toBe(400)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const page = await response.text()
  expect(page).toContain('There was a problem logging in')
  expect(page).toContain('Please try again in a few minutes')
  expect(cookieNames(response)).not.toContain('club_session')
  expect(await browser.session()).toBeNull()
  expect(await count('accounts')).toBe(0)
  expect(await count('identity_links')).toBe(0)
}

describe('OIDC sign-on: the address and names from UserInfo', () => {
  it('an ID token with only the subject: UserInfo is read with the access token and the new account gets its address and names', async () => {
    const provider = fakeProvider()
    provider.userInfo = {}
    subjectOnly(provider)
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn('/videos')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/videos?loginSuccess=true')
    expect(provider.userInfoRequests).toEqual([expect.stringMatching(/^Bearer [0-9a-f-]{36}$/)])

    const user = await browser.session()
    expect(user?.email).toBe('ada@example.org')
    expect(user?.displayName).toBe('Ada Lovelace')
    const link = await env.DB.prepare('SELECT COUNT(*) AS n FROM identity_links WHERE issuer = ? AND subject = ?')
      .bind(provider.issuer, 'user-1')
      .first<{ n: number }>()
    expect(link?.n).toBe(1)

    // Returning: the same account, found by its link.
    const again = new OidcBrowser(provider)
    expect((await again.signIn()).status).toBe(302)
    expect((await again.session())?.ssoID).toBe(user?.ssoID)
    expect(await count('accounts')).toBe(1)
  })

  it('an ID token with the address and names: UserInfo is not asked', async () => {
    const provider = fakeProvider()
    provider.userInfo = { claims: { sub: 'user-1', email: 'someone.else@example.org', email_verified: true, name: 'Someone Else' } }
    const browser = new OidcBrowser(provider)
    expect((await browser.signIn()).status).toBe(302)
    expect(provider.userInfoRequests).toEqual([])
    expect((await browser.session())?.email).toBe('ada@example.org')
  })

  it('an address UserInfo says is unverified opens no account', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider()
    provider.userInfo = { claims: { sub: 'user-1', email: 'ada@example.org', email_verified: false, name: 'Ada' } }
    subjectOnly(provider)
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn()
    await expectRefused(browser, response, warnings, /^OIDC sign-in refused: no_usable_email/)
    warnings.mockRestore()
  })

  it('UserInfo about another subject is refused, never merged', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider()
    provider.userInfo = { claims: { sub: 'user-2', email: 'admin@example.com', email_verified: true, name: 'Admin' } }
    subjectOnly(provider)
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn()
    await expectRefused(browser, response, warnings, /^OIDC sign-in refused: userinfo_invalid \(.*"sub"/)
    warnings.mockRestore()
  })

  it.each([
    ['answers 500', { status: 500 }],
    ['refuses the access token', { status: 401 }],
    ['answers without a subject', { claims: { email: 'ada@example.org', email_verified: true } }],
  ])('UserInfo that %s: the problem page, not a 500', async (_name, userInfo) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider()
    provider.userInfo = userInfo
    subjectOnly(provider)
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn()
    await expectRefused(browser, response, warnings, /^OIDC sign-in refused: userinfo_failed \(/)
    expect(provider.userInfoRequests).toHaveLength(1)
    warnings.mockRestore()
  })

  it('a provider without a UserInfo endpoint and an ID token without an address: refused as before', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider()
    subjectOnly(provider)
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn()
    await expectRefused(browser, response, warnings, /^OIDC sign-in refused: no_usable_email/)
  })
})
