import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { parse as parseCookies } from 'hono/utils/cookie'
import { decodeJwt, decodeProtectedHeader, type JWK } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import app from '../../worker/index'
import { TOKEN_KINDS, signToken, verifyToken } from '../../worker/identity/tokens'
import { compact, ourSigner } from '../attack/jws'
import { type Genuine, type Mutation, tokenMutations } from '../attack/token-mutations'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'

// issue 8 "Tests that must exist": mutations of a valid session token, zero accepted.
// npm test runs a few hundred; npm run test:attack (ATTACK=1) at least 10,000.
const ATTACK = env.ATTACK === '1'
const CHUNK = 50

/** Signs the supporter in and gathers what the mutations are made from; the clock stands at the token's iat. */
async function genuineSession(): Promise<Genuine & { browser: Browser }> {
  const [account, admin] = await Promise.all([makeAccount(), makeAccount({ role: 'admin' })])
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  const token = browser.cookies.get('__Host-club_session')!
  const privateJwk = JSON.parse(env.AUTH_SIGNING_KEY!) as JWK
  const { d: _d, ...publicJwk } = privateJwk
  const claims = decodeJwt(token) as Record<string, unknown>
  return {
    browser,
    token,
    header: decodeProtectedHeader(token) as Record<string, unknown>,
    claims,
    ours: await ourSigner(privateJwk),
    publicJwk,
    now: claims.iat as number,
    ttlSeconds: TOKEN_KINDS.session.ttlSeconds,
    victimSub: admin.ssoId,
  }
}

/** What the site's viewer middleware would make of a token: a signed-in session or nobody. */
async function signsIn(token: string, now: number): Promise<boolean> {
  const claims = await verifyToken(env, 'session', token, new Date(now * 1000))
  return claims !== null && typeof claims.sid === 'string'
}

async function inChunks<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += CHUNK) results.push(...(await Promise.all(items.slice(i, i + CHUNK).map(run))))
  return results
}

/** The request a browser would send with this token as its session cookie, or null when no HTTP client could send it. */
function sessionRequest(path: string, token: string): Request | null {
  // Browsers refuse header values outside printable ASCII (fetch throws); verifyToken is asked about those directly.
  if (/[^\x20-\x7e]/.test(token)) return null
  return new Request(`http://localhost${path}`, { headers: { Cookie: `__Host-club_session=${token}`, 'CF-Connecting-IP': '203.0.113.9' } })
}

interface Answer {
  mutation: Mutation
  status: number
  code: string | undefined
  setsSession: boolean
}

async function ask(path: string, mutation: Mutation): Promise<Answer | null> {
  const request = sessionRequest(path, mutation.token)
  if (!request) return null
  // The worker's own fetch handler, every middleware included. exports.default.fetch grows slower with every
  // request a test file sends (about 0.3 s per 50 after a few hundred), which thousands of requests cannot afford.
  const ctx = createExecutionContext()
  const response = await app.fetch(request, env, ctx)
  await waitOnExecutionContext(ctx)
  const body = (await response.json()) as { errors?: Array<{ code: string }> }
  const setsSession = response.headers.getSetCookie().some((line) => /^__Host-club_session=[^;]/.test(line))
  return { mutation, status: response.status, code: body.errors?.[0]?.code, setsSession }
}

/** Mutations the cookie parser turns back into the genuine token (trailing blanks, percent-encoding) are not attacks over HTTP. */
function deliveredAsGenuine(mutation: Mutation, genuine: string): boolean {
  try {
    return parseCookies(`__Host-club_session=${mutation.token}`, '__Host-club_session')['__Host-club_session'] === genuine
  } catch {
    return false
  }
}

describe('session token mutations (issue 8: zero accepted)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the genuine token and its exact edges are accepted, so every refusal below is about the one thing changed', async () => {
    const g = await genuineSession()
    vi.setSystemTime(g.now * 1000)
    expect(await signsIn(g.token, g.now)).toBe(true)
    expect(await signsIn(await compact(g.header, g.claims, g.ours), g.now)).toBe(true)
    expect(await signsIn(await compact(g.header, { ...g.claims, exp: g.now + 1 }, g.ours), g.now)).toBe(true)
    expect(await signsIn(await compact(g.header, { ...g.claims, nbf: g.now, iat: g.now }, g.ours), g.now)).toBe(true)
    const oldest = g.now - g.ttlSeconds
    expect(await signsIn(await compact(g.header, { ...g.claims, iat: oldest, nbf: oldest }, g.ours), g.now)).toBe(true)
    const session = await g.browser.fetch('/api/auth/session')
    expect(session.status).toBe(200)
  })

  it(`${ATTACK ? 'at least 10,000' : 'a fast set of'} mutations: verifyToken signs none of them in`, async () => {
    const g = await genuineSession()
    const mutations = await tokenMutations(g, ATTACK ? 'full' : 'fast')
    expect(mutations.length).toBeGreaterThanOrEqual(ATTACK ? 10_000 : 300)
    const accepted = (await inChunks(mutations, async (m) => ((await signsIn(m.token, g.now)) ? m : null))).filter((m) => m !== null)
    expect(accepted.map((m) => `${m.family}: ${m.name}`)).toEqual([])
  }, 120_000)

  it('over HTTP every one answers 401 not_signed_in on /api/auth/session and sets no session', async () => {
    const g = await genuineSession()
    vi.setSystemTime(g.now * 1000)
    const mutations = (await tokenMutations(g, ATTACK ? 'full' : 'fast')).filter((m) => !deliveredAsGenuine(m, g.token))
    const answers = (await inChunks(mutations, (m) => ask('/api/auth/session', m))).filter((a) => a !== null)
    // Only tokens no HTTP client can put in a header (controls, non-ASCII) are left to verifyToken alone.
    expect(answers.length).toBeGreaterThan(mutations.length * 0.95)
    const wrong = answers.filter((a) => a.status !== 401 || a.code !== 'not_signed_in' || a.setsSession)
    expect(wrong.map((a) => `${a.mutation.family}: ${a.mutation.name} → ${a.status} ${a.code}`)).toEqual([])
    // The genuine token still works afterwards: nothing above was refused for want of a live session.
    expect((await g.browser.fetch('/api/auth/session')).status).toBe(200)
  }, 300_000)

  it("over HTTP the token holder's entitlements stay a 404 for every one", async () => {
    const g = await genuineSession()
    vi.setSystemTime(g.now * 1000)
    const mutations = (await tokenMutations(g, ATTACK ? 'full' : 'fast')).filter((m) => !deliveredAsGenuine(m, g.token))
    const path = `/api/streamline/users/entitlements/${g.claims.sub}`
    const answers = (await inChunks(mutations, (m) => ask(path, m))).filter((a) => a !== null)
    expect(answers.filter((a) => a.status !== 404).map((a) => `${a.mutation.family}: ${a.mutation.name} → ${a.status}`)).toEqual([])
    expect((await g.browser.fetch(path)).status).toBe(200)
  }, 300_000)

  it('a hand-off or portal token, signed with our key, is not a session', async () => {
    const g = await genuineSession()
    for (const kind of ['handoff', 'portal'] as const) {
      const token = await signToken(env, kind, String(g.claims.sub), { sid: g.claims.sid, state: 'x' })
      expect(await signsIn(token, Math.floor(Date.now() / 1000))).toBe(false)
      const answer = await ask('/api/auth/session', { family: 'kind', name: kind, token })
      expect(answer).toMatchObject({ status: 401, code: 'not_signed_in', setsSession: false })
    }
  })
})
