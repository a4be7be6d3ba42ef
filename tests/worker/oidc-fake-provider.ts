import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { base64url, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { expect, vi } from 'vitest'
import type { SessionUser } from '../../shared/types/account'
import app from '../../worker/index'

/**
 * A fake OpenID Connect provider for the worker tests (IDENTITY_PROVIDER=oidc):
 * the outside world (discovery, JWKS, token and UserInfo endpoints) is answered
 * by intercepting the worker's outbound fetch; everything else (D1, cookies,
 * sessions) is real. It produces the error cases a real provider will not
 * (tests/e2e/oidc-sign-in.spec.ts signs in against a real one).
 */
export const CLIENT_ID = 'club-site-web'
export const CLIENT_SECRET = 'provider-issued-secret'
export const REDIRECT_URI = `${env.PUBLIC_ORIGIN}/api/auth/oidc/callback`
const KID = 'provider-key-1'

/** The provider's signing key, and a key that is not the provider's; made once per test file. */
const keys = (async () => {
  const pair = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  return { provider: pair.privateKey, jwk, other: (await generateKeyPair('RS256')).privateKey }
})()

export type Claims = Record<string, unknown>

/** Signed with the provider's key, or ('other') with a key that is not the provider's. */
export async function sign(claims: Claims, key: 'provider' | 'other' = 'provider'): Promise<string> {
  const { provider, other } = await keys
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key === 'provider' ? provider : other)
}

async function s256(verifier: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
}

/** The external provider: one per test, at an issuer of its own (the worker caches discovery per issuer). */
export class FakeProvider {
  readonly issuer = `https://id-${crypto.randomUUID().slice(0, 8)}.example`
  discoveryRequests = 0
  readonly tokenRequests: URLSearchParams[] = []
  /** Who signs in at the provider. */
  user: Claims = { sub: 'user-1', email: 'ada@example.org', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' }
  /** The ID token the token endpoint issues for the claims it would normally sign. */
  idToken: (claims: Claims) => Promise<string> = (claims) => sign(claims)
  discoveryStatus = 200
  /**
   * A UserInfo endpoint: off by default (not in the metadata). On, it answers a
   * valid access token with these claims (the signed-in user's unless changed),
   * or with the status given.
   */
  userInfo: { claims?: Claims; status?: number } | null = null
  readonly userInfoRequests: string[] = []
  private readonly codes = new Map<string, URLSearchParams>()
  private readonly accessTokens = new Set<string>()

  /** The supporter signs in at the provider, which redirects back with a code (the callback path). */
  authorize(location: string | null, answer: (query: URLSearchParams) => URLSearchParams = (q) => q): string {
    const url = new URL(location ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${this.issuer}/authorize`)
    const code = crypto.randomUUID()
    this.codes.set(code, url.searchParams)
    const back = answer(new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }))
    const redirect = new URL(url.searchParams.get('redirect_uri') ?? '')
    return `${redirect.pathname}?${back}`
  }

  async handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/.well-known/openid-configuration') {
      this.discoveryRequests += 1
      return Response.json(
        {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          // Some providers still advertise 'none'; the worker must never accept it.
          id_token_signing_alg_values_supported: ['RS256', 'none'],
          code_challenge_methods_supported: ['S256'],
          ...(this.userInfo ? { userinfo_endpoint: `${this.issuer}/userinfo` } : {}),
        },
        { status: this.discoveryStatus },
      )
    }
    if (pathname === '/userinfo' && this.userInfo) return this.userInfoAnswer(request.headers.get('Authorization') ?? '')
    if (pathname === '/jwks') return Response.json({ keys: [(await keys).jwk] })
    if (pathname === '/token' && request.method === 'POST') {
      return this.token(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())))
    }
    return new Response('not found', { status: 404 })
  }

  private async token(form: URLSearchParams): Promise<Response> {
    this.tokenRequests.push(form)
    const authorized = this.codes.get(form.get('code') ?? '')
    this.codes.delete(form.get('code') ?? '')
    const valid =
      authorized &&
      form.get('grant_type') === 'authorization_code' &&
      form.get('client_id') === CLIENT_ID &&
      form.get('client_secret') === CLIENT_SECRET &&
      form.get('redirect_uri') === authorized.get('redirect_uri') &&
      (await s256(form.get('code_verifier') ?? '')) === authorized.get('code_challenge')
    if (!valid) return Response.json({ error: 'invalid_grant' }, { status: 400 })
    const now = Math.floor(Date.now() / 1000)
    const claims = { iss: this.issuer, aud: CLIENT_ID, iat: now, exp: now + 300, nonce: authorized.get('nonce'), ...this.user }
    const accessToken = crypto.randomUUID()
    this.accessTokens.add(accessToken)
    return Response.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: await this.idToken(claims) })
  }

  private userInfoAnswer(authorization: string): Response {
    this.userInfoRequests.push(authorization)
    const { claims = this.user, status = 200 } = this.userInfo ?? {}
    if (status === 401 || !this.accessTokens.has(authorization.replace(/^Bearer /, ''))) {
      return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } })
    }
    return status === 200 ? Response.json(claims) : Response.json({ error: 'server_error' }, { status })
  }
}

let restoreFetch: (() => void) | null = null

/** The worker's fetch as it was: each test file calls this after each test. */
export function restoreProviderFetch(): void {
  restoreFetch?.()
  restoreFetch = null
}

/** Answers the worker's requests to the provider; anything else goes out as usual. */
export function fakeProvider(): FakeProvider {
  const provider = new FakeProvider()
  const realFetch = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return url.startsWith(`${provider.issuer}/`) ? provider.handle(new Request(input, init)) : realFetch(input, init)
  })
  restoreFetch = () => spy.mockRestore()
  return provider
}

/** A browser's cookie jar against the worker configured for this provider. */
export class OidcBrowser {
  readonly cookies = new Map<string, string>()
  private readonly address = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`

  constructor(
    private readonly provider: FakeProvider,
    private readonly settings: Partial<Cloudflare.Env> = {},
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (!headers.has('Accept')) headers.set('Accept', 'text/html')
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    headers.set('CF-Connecting-IP', this.address)
    const bindings = {
      ...env,
      IDENTITY_PROVIDER: 'oidc',
      OIDC_ISSUER: this.provider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      ...this.settings,
    }
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(`http://localhost${path}`, { ...init, headers, redirect: 'manual' }), bindings, ctx)
    await waitOnExecutionContext(ctx)
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)]
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  start(returnTo = '/videos'): Promise<Response> {
    return this.fetch(`/api/auth/sso/start?flow=login&returnTo=${encodeURIComponent(returnTo)}`)
  }

  /** Start, sign in at the provider, come back: the callback's response. */
  async signIn(returnTo = '/videos', answer?: (query: URLSearchParams) => URLSearchParams): Promise<Response> {
    const start = await this.start(returnTo)
    expect(start.status).toBe(302)
    return this.fetch(this.provider.authorize(start.headers.get('Location'), answer))
  }

  async session(): Promise<SessionUser | null> {
    const response = await this.fetch('/api/auth/session', { headers: { Accept: 'application/json' } })
    return response.status === 200 ? ((await response.json()) as { data: { attributes: SessionUser } }).data.attributes : null
  }
}

export async function count(table: 'accounts' | 'identity_links' | 'refresh_tokens'): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? -1
}

export const cookieNames = (response: Response) => response.headers.getSetCookie().map((line) => line.split('=')[0])
