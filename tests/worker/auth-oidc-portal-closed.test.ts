import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { identitySnapshot, makeAccount } from './account-factory'
import type { ApiError } from './auth-helpers'
import { bootOf, seedDemo, visibleText } from './helpers'

/**
 * IDENTITY_PROVIDER=oidc replaces the embedded portal (README "Sign-on with an
 * OpenID Connect provider"): its pages, the password login and the portal's
 * hand-off are not there, and the site's Log In goes to the provider. No
 * provider is asked anything here (nothing below starts a sign-in).
 */
const OIDC = {
  IDENTITY_PROVIDER: 'oidc',
  OIDC_ISSUER: 'https://id.example.org',
  OIDC_CLIENT_ID: 'club-site-web',
}

async function fetchWith(settings: Partial<Cloudflare.Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'text/html')
  headers.set('CF-Connecting-IP', `203.0.113.9-${crypto.randomUUID().slice(0, 8)}`)
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`http://localhost${path}`, { ...init, headers, redirect: 'manual' }),
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const withOidc = (path: string, init?: RequestInit) => fetchWith(OIDC, path, init)

function postJson(path: string, body: unknown, settings: Partial<Cloudflare.Env> = OIDC): Promise<Response> {
  return fetchWith(settings, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: 'http://localhost' },
    body: JSON.stringify(body),
  })
}

beforeEach(() => seedDemo())

describe('IDENTITY_PROVIDER=oidc: the embedded portal is closed', () => {
  it.each([
    ['GET', '/sso/login?client_id=club-site&redirect_uri=%2F&state=AbCdEfGhIjKlMnOpQrStUvWxYz012345'],
    ['GET', '/sso/register'],
    ['GET', '/sso/forgot-password'],
    ['GET', '/sso/profile'],
    ['GET', '/sso/outbox'],
    ['GET', '/sso'],
    ['POST', '/sso/login'],
    ['POST', '/sso/forgot-password'],
  ])("%s %s is the site's own 404 page", async (method, path) => {
    const siteNotFound = visibleText(await (await withOidc('/no-such-page-at-all')).text())
    const response = await withOidc(path, {
      method,
      headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' } : {},
      body: method === 'POST' ? 'email=fan%40example.com&password=a-test-password' : undefined,
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).not.toContain('name="password"')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(visibleText(html)).toBe(siteNotFound)
  })

  it('POST /api/auth/login and /api/auth/token answer 404 not_found, even with the right password, and change nothing', async () => {
    const fan = await makeAccount()
    const before = await identitySnapshot()
    for (const [path, body] of [
      ['/api/auth/login', { username: fan.email, password: fan.password }],
      ['/api/auth/token', { token: 'x'.repeat(200) }],
    ] as const) {
      const response = await postJson(path, body)
      expect(response.status, path).toBe(404)
      expect((await response.json()) as ApiError, path).toEqual({ errors: [{ code: 'not_found', message: 'No such API endpoint' }] })
      expect(response.headers.getSetCookie(), path).toEqual([])
    }
    expect(await identitySnapshot()).toBe(before)
    // The same password signs in where the embedded portal is the provider.
    expect((await postJson('/api/auth/login', { username: fan.email, password: fan.password }, {})).status).toBe(200)
  })

  it('the login page offers Log In at the provider instead of a form, and no portal links', async () => {
    const response = await withOidc('/account/login?returnTo=%2Fvideos')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(bootOf(html).chrome.signOn).toBe('oidc')
    expect(html).not.toMatch(/<form class="login-form__form"/)
    expect(html).not.toMatch(/type="password"/)
    expect(html).not.toContain('href="/sso/')
    // Log In and Register go through the site's sign-on start, which sends the supporter to the provider.
    expect(html).toMatch(/<a class="[^"]*login-form__submit" href="\/api\/auth\/sso\/start\?flow=login&amp;returnTo=%2Fvideos">Log In<\/a>/)
    expect(html).toContain('href="/api/auth/sso/start?flow=register&amp;returnTo=%2Fvideos"')
  })

  it('with the embedded portal the chrome says so, and the form is there', async () => {
    const html = await (await fetchWith({}, '/account/login')).text()
    expect(bootOf(html).chrome.signOn).toBe('embedded')
    expect(html).toMatch(/<form class="login-form__form"/)
  })
})
