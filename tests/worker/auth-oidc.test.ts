import { env } from 'cloudflare:workers'
import { base64url } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { identityFromClaims } from '../../worker/identity/oidc/account'
import { withLoginSuccess } from '../../worker/identity/oidc/callback'
import type { ApiError } from './auth-helpers'
import { takeConsoleErrors } from './console-guard'
import { seedDemo } from './helpers'
import {
  CLIENT_ID,
  type Claims,
  cookieNames,
  count,
  fakeProvider,
  OidcBrowser,
  REDIRECT_URI,
  restoreProviderFetch,
  sign,
} from './oidc-fake-provider'

/**
 * IDENTITY_PROVIDER=oidc against a fake OpenID Connect provider
 * (./oidc-fake-provider.ts): the outside world is answered by intercepting the
 * worker's outbound fetch; everything else (D1, cookies, sessions) is real.
 */
afterEach(restoreProviderFetch)

describe('OIDC sign-on: the start', () => {
  it('sends the supporter to the provider with PKCE (S256), state, nonce, our redirect URI and the scopes, and sets only the flow cookie', async () => {
    const provider = fakeProvider()
    const response = await new OidcBrowser(provider).start('/videos')
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`)
    const query = Object.fromEntries(location.searchParams)
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/)

    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    const [flowCookie = ''] = cookies
    expect(flowCookie).toMatch(/^club_oidc_flow=[^;]+;/)
    for (const attribute of [/HttpOnly/i, /Secure/i, /SameSite=Lax/i, /Path=\/api\/auth\/oidc(;|$)/i, /Max-Age=600/i]) {
      expect(flowCookie).toMatch(attribute)
    }
    // Sealed: neither the state nor the nonce (nor the verifier) can be read from it.
    expect(flowCookie).not.toContain(query.state)
    expect(flowCookie).not.toContain(query.nonce)
    expect(await count('accounts')).toBe(0)
    expect(await count('refresh_tokens')).toBe(0)
  })

  it('fetches the provider metadata once and reuses it for the next sign-ins', async () => {
    const provider = fakeProvider()
    await new OidcBrowser(provider).start()
    await new OidcBrowser(provider).start()
    expect(provider.discoveryRequests).toBe(1)
  })

  it('the whole site answers 503 not_configured while the settings are incomplete, logging the problem once (issue 18 §2)', async () => {
    const provider = fakeProvider()
    const browser = new OidcBrowser(provider, { OIDC_CLIENT_ID: '  ' })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await browser.start()
      expect(response.status).toBe(503)
      expect(((await response.json()) as ApiError).errors[0]?.code).toBe('not_configured')
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(takeConsoleErrors()).toEqual([
      'configuration: IDENTITY_PROVIDER is oidc, but OIDC_CLIENT_ID is not set; the site answers 503 until it is fixed',
    ])
    expect(provider.discoveryRequests).toBe(0)
  })

  it('answers 503 sign_on_unavailable while the provider cannot be discovered', async () => {
    const provider = fakeProvider()
    provider.discoveryStatus = 500
    const response = await new OidcBrowser(provider).start()
    expect(response.status).toBe(503)
    expect(((await response.json()) as ApiError).errors[0]?.code).toBe('sign_on_unavailable')
    expect(takeConsoleErrors()).toEqual([expect.stringContaining(`OIDC discovery failed for ${provider.issuer}`)])
  })
})

describe('OIDC sign-on: the callback', () => {
  it('a new supporter signs in: an account is made and linked, the site session starts, and they land back with loginSuccess=true', async () => {
    const provider = fakeProvider()
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn('/videos/highlights?page=2#latest')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/videos/highlights?page=2&loginSuccess=true#latest')
    const setCookies = response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/__Host-club_session=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/__Host-club_refresh=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/club_oidc_flow=;.*Max-Age=0/i)
    // The code was exchanged on the server, with the PKCE verifier and the client secret.
    expect(provider.tokenRequests).toHaveLength(1)
    expect(provider.tokenRequests[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/)

    const user = await browser.session()
    expect(user?.displayName).toBe('Ada Lovelace')
    expect(user?.email).toBe('ada@example.org')
    const account = await env.DB.prepare('SELECT id, password_hash, email_confirmed_at FROM accounts WHERE email = ?')
      .bind('ada@example.org')
      .first<{ id: number; password_hash: string | null; email_confirmed_at: string | null }>()
    expect(account?.password_hash).toBeNull()
    expect(account?.email_confirmed_at).not.toBeNull()
    const link = await env.DB.prepare('SELECT account_id FROM identity_links WHERE issuer = ? AND subject = ?')
      .bind(provider.issuer, 'user-1')
      .first<{ account_id: number }>()
    expect(link?.account_id).toBe(account?.id)
  })

  it('a second sign-in with the same subject is the same account, even after the email changed at the provider', async () => {
    const provider = fakeProvider()
    await new OidcBrowser(provider).signIn()
    const first = await count('accounts')
    provider.user = { ...provider.user, email: 'ada.new@example.org' }
    const again = new OidcBrowser(provider)
    expect((await again.signIn()).status).toBe(302)
    expect((await again.session())?.email).toBe('ada@example.org')
    expect(await count('accounts')).toBe(first)
    expect(await count('identity_links')).toBe(1)
    expect(provider.discoveryRequests).toBe(1)
  })

  it('an email the provider has verified finds the existing account and links it', async () => {
    await seedDemo()
    const provider = fakeProvider()
    provider.user = { sub: 'g-123', email: 'Supporter@Example.com', email_verified: true, name: 'Someone Else' }
    const browser = new OidcBrowser(provider)
    expect((await browser.signIn()).status).toBe(302)
    const user = await browser.session()
    expect(user?.ssoID).toBe('demo-supporter')
    const linked = await env.DB.prepare('SELECT COUNT(*) AS n FROM identity_links WHERE subject = ?').bind('g-123').first<{ n: number }>()
    expect(linked?.n).toBe(1)
  })

  it('an unverified email never opens the account that has it', async () => {
    await seedDemo()
    const accounts = await count('accounts')
    const provider = fakeProvider()
    provider.user = { sub: 'squatter', email: 'subscriber@example.com', email_verified: false, name: 'Not Sid' }
    const browser = new OidcBrowser(provider)
    const response = await browser.signIn()
    expect(response.status).toBe(400)
    expect(cookieNames(response)).not.toContain('__Host-club_session')
    expect(await browser.session()).toBeNull()
    expect(await count('identity_links')).toBe(0)
    expect(await count('accounts')).toBe(accounts)
  })

  it('a return path to another host (//evil.example) is replaced by the home page', async () => {
    const provider = fakeProvider()
    const response = await new OidcBrowser(provider).signIn('//evil.example')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/?loginSuccess=true')
  })

  it('a captured flow cookie and callback address cannot be replayed', async () => {
    const provider = fakeProvider()
    const browser = new OidcBrowser(provider)
    const start = await browser.start()
    const flowCookie = browser.cookies.get('club_oidc_flow') ?? ''
    const callback = provider.authorize(start.headers.get('Location'))
    expect((await browser.fetch(callback)).status).toBe(302)
    const attacker = new OidcBrowser(provider)
    attacker.cookies.set('club_oidc_flow', flowCookie)
    const replay = await attacker.fetch(callback)
    expect(replay.status).toBe(400)
    expect(cookieNames(replay)).not.toContain('__Host-club_session')
  })

  it('answers JSON to a caller that does not ask for a page', async () => {
    const provider = fakeProvider()
    const response = await new OidcBrowser(provider).fetch('/api/auth/oidc/callback?code=x&state=y', {
      headers: { Accept: 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()) as ApiError).toEqual({
      errors: [{ code: 'sign_on_failed', message: 'There was a problem logging in. Please try again in a few minutes' }],
    })
  })

  it('is not there while the embedded portal is the provider', async () => {
    const provider = fakeProvider()
    const response = await new OidcBrowser(provider, { IDENTITY_PROVIDER: 'embedded' }).fetch('/api/auth/oidc/callback?code=x&state=y')
    expect(response.status).toBe(404)
  })
})

/** Turns a signed ID token's payload into other claims, keeping the original signature. */
function tampered(token: string, change: (claims: Claims) => Claims): string {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const claims = change(JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Claims)
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`
}

function unsigned(claims: Claims): string {
  return `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify(claims))}.`
}

const now = () => Math.floor(Date.now() / 1000)

const refusals: Array<{
  name: string
  /** Why the worker refused (a pattern for its log line): each case must fail for its own reason. */
  reason: string
  idToken?: (claims: Claims) => Promise<string> | string
  answer?: (query: URLSearchParams) => URLSearchParams
  withoutFlowCookie?: boolean
}> = [
  {
    name: 'the state does not match',
    reason: 'bad_authorization_response.*"state"',
    answer: (q) => new URLSearchParams({ code: q.get('code') ?? '', state: 'someone-elses-state' }),
  },
  {
    name: 'the state is missing',
    reason: 'bad_authorization_response.*"state" missing',
    answer: (q) => new URLSearchParams({ code: q.get('code') ?? '' }),
  },
  { name: 'the flow cookie is missing', reason: 'no_flow', withoutFlowCookie: true },
  {
    name: 'the provider answers with an error',
    reason: 'provider_error \\(access_denied',
    answer: (q) => new URLSearchParams({ error: 'access_denied', error_description: 'The user said no', state: q.get('state') ?? '' }),
  },
  {
    name: 'the ID token carries another nonce',
    reason: 'id_token_invalid.*"nonce" claim value',
    idToken: (claims) => sign({ ...claims, nonce: 'a-nonce-from-another-flow' }),
  },
  {
    name: 'the ID token has no nonce',
    reason: 'id_token_invalid.*"nonce".*missing',
    idToken: ({ nonce: _nonce, ...claims }) => sign(claims),
  },
  {
    name: 'the ID token is for another client',
    reason: 'id_token_invalid.*"aud"',
    idToken: (claims) => sign({ ...claims, aud: 'another-client' }),
  },
  {
    name: 'the ID token is from another issuer',
    reason: 'id_token_invalid.*"iss"',
    idToken: (claims) => sign({ ...claims, iss: 'https://evil.example' }),
  },
  {
    name: 'the ID token has expired',
    reason: 'id_token_invalid.*"exp"',
    idToken: (claims) => sign({ ...claims, iat: now() - 7200, exp: now() - 3600 }),
  },
  { name: 'the ID token is unsigned (alg none)', reason: 'id_token_invalid.*"alg"', idToken: (claims) => unsigned(claims) },
  {
    name: 'the ID token was tampered with after signing',
    reason: 'id_token_invalid.*signature verification failed',
    idToken: async (claims) => tampered(await sign(claims), (c) => ({ ...c, sub: 'admin', email: 'admin@example.com' })),
  },
  {
    name: 'the ID token is signed with a key that is not the provider’s',
    reason: 'id_token_invalid.*signature verification failed',
    idToken: (claims) => sign(claims, 'other'),
  },
]

describe('OIDC sign-on: refused callbacks (400, SPEC §8.3 wording, no session)', () => {
  it.each(refusals)('$name', async ({ reason, idToken, answer, withoutFlowCookie }) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider()
    if (idToken) provider.idToken = async (claims) => idToken(claims)
    const browser = new OidcBrowser(provider)
    const start = await browser.start('/videos')
    const callback = provider.authorize(start.headers.get('Location'), answer)
    if (withoutFlowCookie) browser.cookies.clear()
    const response = await browser.fetch(callback)
    expect(warnings.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(new RegExp(`^OIDC sign-in refused: ${reason}`)),
    ])
    warnings.mockRestore()
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).toContain('There was a problem logging in')
    expect(page).toContain('Please try again in a few minutes')
    expect(page).not.toMatch(/at \w+ \(|Error:/)
    expect(cookieNames(response)).not.toContain('__Host-club_session')
    expect(cookieNames(response)).not.toContain('__Host-club_refresh')
    expect(await browser.session()).toBeNull()
    expect(await count('accounts')).toBe(0)
    expect(await count('refresh_tokens')).toBe(0)
  })
})

describe('OIDC sign-on: the rules beside it', () => {
  it.each([
    ['/videos', '/videos?loginSuccess=true'],
    ['/', '/?loginSuccess=true'],
    ['/news?page=2', '/news?page=2&loginSuccess=true'],
    ['/news#top', '/news?loginSuccess=true#top'],
    ['/news?q=a#top', '/news?q=a&loginSuccess=true#top'],
  ])('return path %s comes back as %s', (path, expected) => {
    expect(withLoginSuccess(path)).toBe(expected)
  })

  const base = { iss: 'https://id.example', sub: 'abc' }
  it.each<[string, Claims, ReturnType<typeof identityFromClaims>]>([
    [
      'given and family names, verified email folded like every address',
      { ...base, given_name: 'Ada', family_name: 'Lovelace', email: ' Ada@Example.ORG ', email_verified: true },
      { issuer: base.iss, subject: 'abc', email: 'ada@example.org', emailVerified: true, forename: 'Ada', surname: 'Lovelace' },
    ],
    [
      'only a full name',
      { ...base, name: 'Ada King', email: 'ada@example.org', email_verified: 'true' },
      { issuer: base.iss, subject: 'abc', email: 'ada@example.org', emailVerified: false, forename: 'Ada King', surname: '' },
    ],
    [
      'no name: the address before the @',
      { ...base, email: 'ada@example.org' },
      { issuer: base.iss, subject: 'abc', email: 'ada@example.org', emailVerified: false, forename: 'ada', surname: '' },
    ],
    [
      'invisible characters and overlong names are cut',
      { ...base, given_name: `A\u202Eda\u0000${'x'.repeat(100)}`, email: 'not an email' },
      { issuer: base.iss, subject: 'abc', email: null, emailVerified: false, forename: `Ada${'x'.repeat(57)}`, surname: '' },
    ],
    ['no subject', { iss: base.iss, email: 'ada@example.org' }, null],
    ['an oversized subject', { ...base, sub: 's'.repeat(256) }, null],
  ])('%s', (_name, claims, expected) => {
    expect(identityFromClaims(claims)).toEqual(expected)
  })
})
