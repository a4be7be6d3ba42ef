import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { D1_BOOKMARK_COOKIE } from '../../shared/rules/d1-bookmark'
import type { AuthenticationResponse } from '../../shared/types/account'
import { insertRefreshToken } from '../../worker/db/refresh-tokens'
import { randomToken, sha256 } from '../../worker/identity/crypto-text'
import { signToken, TOKEN_KINDS } from '../../worker/identity/tokens'
import app from '../../worker/index'
import { makeAccount } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

// Issue 18 §5: the session and refresh cookies are host-only `__Host-` cookies whatever COOKIE_DOMAIN
// says; a visitor signed in under the old names is moved over on the next request, still signed in.

const NEW_SESSION = '__Host-club_session'
const NEW_REFRESH = '__Host-club_refresh'

/** A browser on www of the club's main domain, with COOKIE_DOMAIN set as in production. */
class MainDomainBrowser extends Browser {
  protected override readonly origin = 'https://www.itfc.co.uk'

  protected override async send(request: Request): Promise<Response> {
    const ctx = createExecutionContext()
    const response = await app.fetch(request, { ...env, COOKIE_DOMAIN: 'itfc.co.uk' }, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }
}

/** Each Set-Cookie line of a name, as attribute → value (the cookie's own value under 'value'). */
function setCookies(response: Response, name: string): Array<Record<string, string>> {
  return response.headers
    .getSetCookie()
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const entries = attributes.map((a) => {
        const at = a.indexOf('=')
        return at < 0 ? [a.toLowerCase(), 'true'] : [a.slice(0, at).toLowerCase(), a.slice(at + 1)]
      })
      return { value: pair!.slice(name.length + 1), ...Object.fromEntries(entries) }
    })
}

async function signedIn(browser: Browser) {
  const account = await makeAccount()
  const login = await browser.signIn(account.email, account.password)
  const { AuthenticationToken: sessionId } = (await login.clone().json()) as AuthenticationResponse
  return { account, login, sessionId }
}

/**
 * A visitor signed in before issue 18 §5, as the old code left them: a session family in D1, and its
 * tokens (unmarked: no `hc` claim, no `h.` prefix) in the old-named cookies. `cookies` picks which are left.
 */
async function signedInBeforeTheChange(browser: Browser, cookies: { session: boolean } = { session: true }) {
  const account = await makeAccount()
  const sessionId = crypto.randomUUID()
  const refresh = randomToken()
  await insertRefreshToken(
    env.DB,
    { hash: await sha256(refresh), familyId: sessionId, accountId: account.id, userAgent: 'tests' },
    new Date(),
  )
  if (cookies.session)
    browser.cookies.set('club_session', await signToken(env, 'session', account.ssoId, { sid: sessionId, role: 'supporter' }))
  browser.cookies.set('club_refresh', refresh)
  return { account, sessionId }
}

async function familiesOf(accountId: number) {
  const { results } = await env.DB.prepare('SELECT DISTINCT family_id, revoked_at FROM refresh_tokens WHERE account_id = ?')
    .bind(accountId)
    .all<{ family_id: string; revoked_at: string | null }>()
  return results
}

describe('the session cookies are __Host- cookies (issue 18 §5)', () => {
  it('sign-in sets both Secure, HttpOnly, Path=/, SameSite=Lax and without Domain, though COOKIE_DOMAIN is set', async () => {
    const { login } = await signedIn(new MainDomainBrowser())
    for (const name of [NEW_SESSION, NEW_REFRESH]) {
      const [cookie, ...more] = setCookies(login, name)
      expect(more).toEqual([])
      expect(cookie).toMatchObject({ secure: 'true', httponly: 'true', path: '/', samesite: 'Lax' })
      expect(cookie!.value).not.toBe('')
      expect(cookie).not.toHaveProperty('domain')
    }
    // Nothing is set under the old names (a fresh browser has none to expire either).
    expect(login.headers.getSetCookie().some((line) => /^club_(session|refresh)=/.test(line))).toBe(false)
  })

  it('the refresh flow reads and rotates the new refresh cookie', async () => {
    const browser = new Browser()
    await signedIn(browser)
    const before = browser.cookies.get(NEW_REFRESH)
    const refreshed = await browser.post('/api/auth/refresh')
    expect(refreshed.status).toBe(200)
    expect(setCookies(refreshed, NEW_REFRESH)[0]).toMatchObject({ path: '/', httponly: 'true', secure: 'true' })
    expect(browser.cookies.get(NEW_REFRESH)).not.toBe(before)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)
  })
})

describe('a visitor signed in under the old cookie names', () => {
  it('is moved to the new cookies on the next request and stays signed in, in the same session', async () => {
    const browser = new MainDomainBrowser()
    const { account, sessionId } = await signedInBeforeTheChange(browser)
    const token = browser.cookies.get('club_session')

    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(200)
    // The same access token, now in the host-only cookie; the old one expired on the domain it lived on.
    expect(setCookies(session, NEW_SESSION)[0]).toMatchObject({ value: token, path: '/', httponly: 'true', secure: 'true' })
    expect(setCookies(session, NEW_SESSION)[0]).not.toHaveProperty('domain')
    expect(setCookies(session, 'club_session').map((c) => [c['max-age'], c.path, c.domain])).toEqual([
      ['0', '/', undefined],
      ['0', '/', 'itfc.co.uk'],
    ])
    // The old refresh cookie is the browser's only refresh token until the next refresh: it stays.
    expect(setCookies(session, 'club_refresh')).toEqual([])
    expect(browser.cookies.has('club_session')).toBe(false)

    const refreshed = await browser.post('/api/auth/refresh')
    expect(refreshed.status).toBe(200)
    expect(setCookies(refreshed, 'club_refresh').map((c) => [c['max-age'], c.path, c.domain])).toEqual([
      ['0', '/api/auth', undefined],
      ['0', '/api/auth', 'itfc.co.uk'],
    ])
    expect([...browser.cookies.keys()].filter((name) => name !== D1_BOOKMARK_COOKIE).sort()).toEqual([NEW_REFRESH, NEW_SESSION])
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)
    // No new sign-in: one session family, never revoked, the one the old sign-in made.
    expect(decodeJwt(browser.cookies.get(NEW_SESSION)!).sid).toBe(sessionId)
    expect(await familiesOf(account.id)).toEqual([{ family_id: sessionId, revoked_at: null }])
  })

  it('with only the old refresh cookie left (access token expired), is asked to refresh and the refresh moves it', async () => {
    const browser = new Browser()
    const { account, sessionId } = await signedInBeforeTheChange(browser, { session: false })
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    expect(((await session.json()) as ApiError).errors[0]?.code).toBe('refresh_required')

    const refreshed = await browser.post('/api/auth/refresh')
    expect(refreshed.status).toBe(200)
    expect(browser.cookies.has('club_refresh')).toBe(false)
    expect(browser.cookies.has(NEW_REFRESH) && browser.cookies.has(NEW_SESSION)).toBe(true)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)
    expect(await familiesOf(account.id)).toEqual([{ family_id: sessionId, revoked_at: null }])
  })

  it('an old session cookie whose token has expired is dropped, not moved', async () => {
    const browser = new Browser()
    const { account, sessionId } = await signedInBeforeTheChange(browser, { session: false })
    const longAgo = new Date(Date.now() - (TOKEN_KINDS.session.ttlSeconds + 5) * 1000)
    browser.cookies.set('club_session', await signToken(env, 'session', account.ssoId, { sid: sessionId, role: 'supporter' }, longAgo))
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    expect(setCookies(session, NEW_SESSION)).toEqual([])
    expect(browser.cookies.has('club_session')).toBe(false)
    expect(browser.cookies.has('club_refresh')).toBe(true)
  })

  it('signing out clears the new cookies and the old ones, with their old Path and Domain', async () => {
    const browser = new MainDomainBrowser()
    const { account, sessionId } = await signedInBeforeTheChange(browser, { session: false })
    const logout = await browser.post('/api/auth/logout')
    expect(logout.status).toBe(200)
    for (const name of [NEW_SESSION, NEW_REFRESH]) {
      expect(setCookies(logout, name).at(-1)).toMatchObject({ value: '', 'max-age': '0', path: '/', secure: 'true' })
      expect(setCookies(logout, name).at(-1)).not.toHaveProperty('domain')
    }
    const expiredOld = (name: string) =>
      setCookies(logout, name)
        .filter((c) => c['max-age'] === '0')
        .map((c) => [c.path, c.domain])
    expect(expiredOld('club_refresh')).toContainEqual(['/api/auth', 'itfc.co.uk'])
    expect(expiredOld('club_refresh')).toContainEqual(['/api/auth', undefined])
    expect(expiredOld('club_session')).toContainEqual(['/', 'itfc.co.uk'])
    expect([...browser.cookies.keys()].filter((name) => name !== D1_BOOKMARK_COOKIE)).toEqual([])
    // The old refresh cookie named the sign-in, so it is revoked.
    expect(await familiesOf(account.id)).toEqual([{ family_id: sessionId, revoked_at: expect.any(String) }])
  })

  it('old-named cookies holding tokens issued since (planted by a sibling subdomain) are refused and never moved', async () => {
    const attacker = new Browser()
    await signedIn(attacker)
    const victim = new Browser()
    victim.cookies.set('club_session', attacker.cookies.get(NEW_SESSION)!)
    victim.cookies.set('club_refresh', attacker.cookies.get(NEW_REFRESH)!)
    const session = await victim.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    expect(((await session.json()) as ApiError).errors[0]?.code).toBe('not_signed_in')
    expect(setCookies(session, NEW_SESSION)).toEqual([])
    const refreshed = await victim.post('/api/auth/refresh')
    expect(refreshed.status).toBe(401)
    expect([...victim.cookies.keys()].filter((name) => name !== D1_BOOKMARK_COOKIE)).toEqual([])
    // The attacker's own sign-in is untouched (the planted copy was never used).
    expect((await attacker.fetch('/api/auth/session')).status).toBe(200)
  })
})
