import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { D1_BOOKMARK_COOKIE } from '../../shared/rules/d1-bookmark'
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import { REUSE_GRACE_SECONDS } from '../../worker/db/refresh-tokens'
import { sha256 } from '../../worker/identity/crypto-text'
import { signToken, TOKEN_KINDS } from '../../worker/identity/tokens'
import app from '../../worker/index'
import { makeAccount, TEST_PASSWORD } from './account-factory'
import { type ApiError, Browser } from './auth-helpers'

// issue 8 §2, SPEC §4.6: sign in, refresh with rotation, reuse of a rotated token, sign out.

async function code(response: Response): Promise<string | undefined> {
  return ((await response.json()) as ApiError).errors?.[0]?.code
}

/** A second browser holding copies of some of this browser's cookies (a stolen or stale copy). */
function copyOf(browser: Browser, names: string[]): Browser {
  const copy = new Browser()
  for (const name of names) copy.cookies.set(name, browser.cookies.get(name)!)
  return copy
}

async function familyRows(familyId: string) {
  const { results } = await env.DB.prepare('SELECT rotated_at, revoked_at FROM refresh_tokens WHERE family_id = ? ORDER BY created_at')
    .bind(familyId)
    .all<{ rotated_at: string | null; revoked_at: string | null }>()
  return results
}

/** Moves a rotation into the past, as if the copy were presented that many seconds after the refresh. */
async function ageRotation(refreshToken: string, seconds: number) {
  const at = new Date(Date.now() - seconds * 1000).toISOString()
  await env.DB.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?')
    .bind(at, await sha256(refreshToken))
    .run()
}

async function signedIn() {
  const account = await makeAccount()
  const browser = new Browser()
  const body = (await (await browser.signIn(account.email, account.password)).json()) as AuthenticationResponse
  return { account, browser, sessionId: body.AuthenticationToken }
}

describe('registering and signing in', () => {
  it('a newly registered supporter signs in with the address typed another way and holds the free tier', async () => {
    const account = await makeAccount({ email: 'nia.new@example.com' })
    const browser = new Browser()
    const response = await browser.post('/api/auth/login', { username: ' Nia.New@EXAMPLE.com', password: TEST_PASSWORD })
    expect(response.status).toBe(200)
    const body = (await response.json()) as AuthenticationResponse
    expect(body.CurrentCustomerSession).toMatchObject({
      CustomerId: account.ssoId,
      CustomerEntitlements: 'freemium',
      CustomerFirstName: 'Fay',
    })
    expect(browser.cookies.has('__Host-club_session') && browser.cookies.has('__Host-club_refresh')).toBe(true)
    const session = (await (await browser.fetch('/api/auth/session')).json()) as { data: { attributes: SessionUser } }
    expect(session.data.attributes).toMatchObject({ ssoID: account.ssoId, email: 'nia.new@example.com', bypassed: false, blocked: false })
  })

  it('a wrong password is refused with the one message and no cookie', async () => {
    const account = await makeAccount()
    const browser = new Browser()
    const response = await browser.post('/api/auth/login', { username: account.email, password: 'not-the-password' })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      errors: [{ code: 'invalid_credentials', message: 'The email address or password is incorrect' }],
      ModelErrors: { password: 'The email address or password is incorrect' },
    })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(browser.cookies.size).toBe(0)
  })

  it('an unconfirmed address with the right password is told to confirm; with a wrong one it is just wrong', async () => {
    const account = await makeAccount({ confirmed: false })
    const right = await new Browser().post('/api/auth/login', { username: account.email, password: account.password })
    expect(right.status).toBe(403)
    expect(await code(right)).toBe('email_not_confirmed')
    expect(right.headers.getSetCookie()).toEqual([])
    const wrong = await new Browser().post('/api/auth/login', { username: account.email, password: 'not-the-password' })
    expect(wrong.status).toBe(401)
  })
})

describe('the new-password step (SPEC §5, §8.3)', () => {
  it('asks for a new password, takes it, and the old one stops working', async () => {
    const account = await makeAccount({ passwordChangeRequired: true })
    const browser = new Browser()
    const asked = await browser.post('/api/auth/login', { username: account.email, password: account.password })
    expect(asked.status).toBe(403)
    expect(await asked.json()).toEqual({ errors: [{ code: 'passwordChangeRequired', message: 'Please create a new password' }] })
    expect(browser.cookies.size).toBe(0)

    const mismatch = await browser.post('/api/auth/login', {
      username: account.email,
      password: account.password,
      newPassword: 'a-fresh-password',
      newPasswordConf: 'a-fresh-passw0rd',
    })
    expect(mismatch.status).toBe(400)
    expect(((await mismatch.json()) as ApiError).errors[0]?.message).toBe('New Password does not match')
    const same = await browser.post('/api/auth/login', {
      username: account.email,
      password: account.password,
      newPassword: account.password,
      newPasswordConf: account.password,
    })
    expect(same.status).toBe(400)

    const changed = await browser.post('/api/auth/login', {
      username: account.email,
      password: account.password,
      newPassword: 'a-fresh-password',
      newPasswordConf: 'a-fresh-password',
    })
    expect(changed.status).toBe(200)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)

    const old = await new Browser().post('/api/auth/login', { username: account.email, password: account.password })
    expect(old.status).toBe(401)
    expect((await new Browser().post('/api/auth/login', { username: account.email, password: 'a-fresh-password' })).status).toBe(200)
  })

  it('choosing the new password ends the sessions the account had elsewhere', async () => {
    const account = await makeAccount()
    const elsewhere = new Browser()
    await elsewhere.signIn(account.email, account.password)
    await env.DB.prepare('UPDATE accounts SET password_change_required = 1 WHERE id = ?').bind(account.id).run()
    const here = new Browser()
    const changed = await here.post('/api/auth/login', {
      username: account.email,
      password: account.password,
      newPassword: 'a-fresh-password',
      newPasswordConf: 'a-fresh-password',
    })
    expect(changed.status).toBe(200)
    expect((await here.fetch('/api/auth/session')).status).toBe(200)
    expect((await elsewhere.fetch('/api/auth/session')).status).toBe(401)
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(401)
  })

  it('a wrong current password with a new one changes nothing', async () => {
    const account = await makeAccount({ passwordChangeRequired: true })
    const attempt = await new Browser().post('/api/auth/login', {
      username: account.email,
      password: 'a-guess-at-it',
      newPassword: 'a-fresh-password',
      newPasswordConf: 'a-fresh-password',
    })
    expect(attempt.status).toBe(401)
    expect((await new Browser().post('/api/auth/login', { username: account.email, password: account.password })).status).toBe(403)
  })
})

describe('refresh rotates the refresh token (SPEC §4.6 step 3)', () => {
  it('gives a new refresh cookie and a new access token; the old refresh token gives nothing', async () => {
    const { browser } = await signedIn()
    const before = { refresh: browser.cookies.get('__Host-club_refresh')!, access: browser.cookies.get('__Host-club_session')! }
    const response = await browser.post('/api/auth/refresh')
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join('\n')).toMatch(/__Host-club_refresh=[^;]+;.*Path=\/;.*HttpOnly/i)
    expect(browser.cookies.get('__Host-club_refresh')).not.toBe(before.refresh)
    expect(browser.cookies.get('__Host-club_session')).not.toBe(before.access)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)

    const stale = new Browser()
    stale.cookies.set('__Host-club_refresh', before.refresh)
    const again = await stale.post('/api/auth/refresh')
    expect(again.status).toBe(409)
    expect(await code(again)).toBe('refresh_conflict')
    expect(again.headers.getSetCookie().some((line) => /^__Host-club_session=[^;]/.test(line))).toBe(false)
  })

  it('within the grace window a second use answers 409 refresh_conflict and revokes nothing (two tabs)', async () => {
    const { browser, sessionId } = await signedIn()
    const otherTab = copyOf(browser, ['__Host-club_refresh', '__Host-club_session'])
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
    await ageRotation(otherTab.cookies.get('__Host-club_refresh')!, REUSE_GRACE_SECONDS - 2)
    const conflict = await otherTab.post('/api/auth/refresh')
    expect(conflict.status).toBe(409)
    expect(await code(conflict)).toBe('refresh_conflict')
    expect((await familyRows(sessionId)).every((row) => row.revoked_at === null)).toBe(true)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
  })

  it('after the grace window reuse of a rotated token revokes the whole family, newest token and access token too', async () => {
    const { browser, sessionId } = await signedIn()
    const thief = copyOf(browser, ['__Host-club_refresh'])
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
    await ageRotation(thief.cookies.get('__Host-club_refresh')!, REUSE_GRACE_SECONDS + 1)

    const reuse = await thief.post('/api/auth/refresh')
    expect(reuse.status).toBe(401)
    expect(await code(reuse)).toBe('session_expired')
    expect((await familyRows(sessionId)).every((row) => row.revoked_at !== null)).toBe(true)
    // The rightful browser's newest access token fails the family check at once, and its newest refresh token is dead.
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    const refresh = await browser.post('/api/auth/refresh')
    expect(refresh.status).toBe(401)
    expect(await code(refresh)).toBe('session_expired')
    expect(browser.cookies.has('__Host-club_session') || browser.cookies.has('__Host-club_refresh')).toBe(false)
  })

  it('a refresh of one sign-in leaves the same account signed in elsewhere alone', async () => {
    const { account, browser } = await signedIn()
    const elsewhere = new Browser()
    await elsewhere.signIn(account.email, account.password)
    const thief = copyOf(browser, ['__Host-club_refresh'])
    await browser.post('/api/auth/refresh')
    await ageRotation(thief.cookies.get('__Host-club_refresh')!, REUSE_GRACE_SECONDS + 1)
    expect((await thief.post('/api/auth/refresh')).status).toBe(401)
    expect((await elsewhere.fetch('/api/auth/session')).status).toBe(200)
  })

  it('an unknown or missing refresh cookie is session_expired and clears the cookies', async () => {
    const browser = new Browser()
    expect(await code(await browser.post('/api/auth/refresh'))).toBe('session_expired')
    browser.cookies.set('__Host-club_refresh', 'x'.repeat(43))
    const unknown = await browser.post('/api/auth/refresh')
    expect(unknown.status).toBe(401)
    expect(browser.cookies.has('__Host-club_refresh')).toBe(false)
  })

  it('an expired access token with a live refresh cookie asks for a refresh, and the refresh signs back in', async () => {
    const { account, browser, sessionId } = await signedIn()
    const issuedLongAgo = new Date(Date.now() - (TOKEN_KINDS.session.ttlSeconds + 5) * 1000)
    browser.cookies.set(
      '__Host-club_session',
      await signToken(env, 'session', account.ssoId, { sid: sessionId, role: 'supporter' }, issuedLongAgo),
    )
    const session = await browser.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    expect(await code(session)).toBe('refresh_required')
    expect((await browser.post('/api/auth/refresh')).status).toBe(200)
    expect((await browser.fetch('/api/auth/session')).status).toBe(200)
  })
})

describe('signing out', () => {
  it('revokes the session: the old cookies no longer work anywhere', async () => {
    const { browser, sessionId } = await signedIn()
    const saved = copyOf(browser, ['__Host-club_refresh', '__Host-club_session'])
    const response = await browser.post('/api/auth/logout')
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join('\n')).toMatch(/__Host-club_session=;.*Max-Age=0/i)
    // Only the D1 bookmark of the sign-out's own write stays (issue 13 §3): no identity cookie.
    expect([...browser.cookies.keys()].filter((name) => name !== D1_BOOKMARK_COOKIE)).toEqual([])
    expect((await familyRows(sessionId)).every((row) => row.revoked_at !== null)).toBe(true)
    const session = await saved.fetch('/api/auth/session')
    expect(session.status).toBe(401)
    expect((await saved.post('/api/auth/refresh')).status).toBe(401)
  })

  it('signing out without a session is harmless', async () => {
    const response = await new Browser().post('/api/auth/logout')
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((line) => /^__Host-club_session=[^;]/.test(line))).toBe(false)
  })
})

describe('on the club main domain (SPEC §9.5 cookie domain)', () => {
  /** The worker with COOKIE_DOMAIN set as in production, asked on www. */
  async function onMainDomain(path: string, init: RequestInit = {}): Promise<Response> {
    const ctx = createExecutionContext()
    const headers = new Headers(init.headers)
    headers.set('CF-Connecting-IP', '192.0.2.77')
    const response = await app.fetch(
      new Request(`https://www.itfc.co.uk${path}`, { ...init, headers }),
      { ...env, COOKIE_DOMAIN: 'itfc.co.uk' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    return response
  }
  const cookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? ''

  it('the session cookies stay host-only (issue 18 §5), and sign-out also clears the old domain cookies there', async () => {
    const account = await makeAccount()
    const login = await onMainDomain('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    })
    expect(login.status).toBe(200)
    expect(cookieLine(login, '__Host-club_session')).not.toMatch(/Domain=/i)
    expect(cookieLine(login, '__Host-club_refresh')).not.toMatch(/Domain=/i)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const logout = await onMainDomain('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } })
    expect(cookieLine(logout, '__Host-club_session')).toMatch(/Max-Age=0/i)
    expect(cookieLine(logout, '__Host-club_refresh')).toMatch(/Max-Age=0/i)
    // A browser signed in before the change holds club_session/club_refresh on the domain: those go too.
    const expired = logout.headers.getSetCookie().filter((line) => /^club_(session|refresh)=;.*Max-Age=0/i.test(line))
    expect(expired.filter((line) => /Domain=itfc\.co\.uk/i.test(line)).map((line) => line.split('=')[0])).toEqual([
      'club_session',
      'club_refresh',
    ])
  })

  it('the sign-on state cookie is host-only even on the main domain, and cleared when the token comes back', async () => {
    const start = await onMainDomain('/api/auth/sso/start?flow=login&returnTo=/videos')
    const state = cookieLine(start, 'club_sso_state')
    expect(state).not.toMatch(/Domain=/i)
    const token = await onMainDomain('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: state.split(';')[0]! },
      body: JSON.stringify({ token: 'x'.repeat(200) }),
    })
    expect(token.status).toBe(401)
    expect(cookieLine(token, 'club_sso_state')).toMatch(/Max-Age=0/i)
    expect(cookieLine(token, 'club_sso_state')).not.toMatch(/Domain=/i)
  })
})
