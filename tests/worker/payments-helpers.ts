import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import Stripe from 'stripe'
import { insertRefreshToken } from '../../worker/db/refresh-tokens'
import { randomToken, sha256 } from '../../worker/identity/crypto-text'
import { signToken } from '../../worker/identity/tokens'
import app from '../../worker/index'

/** The real SDK against our fake api.stripe.com (issue 11 "Tests that must exist"). */
export const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_test' }
/** The embedded sandbox, whatever .dev.vars holds. */
export const SANDBOX_ENV = { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }
export type EnvOverrides = Partial<Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET', string | undefined>>

type Init = RequestInit & { cf?: Record<string, unknown> }

/** One request through the whole worker with these bindings; waits for its waitUntil work (a reconciliation, say). */
export async function call(path: string, init: Init = {}, overrides: EnvOverrides = STRIPE_ENV): Promise<Response> {
  const ctx = createExecutionContext()
  const url = path.startsWith('http') ? path : `http://localhost${path}`
  const response = await app.fetch(new Request(url, { redirect: 'manual', ...init }), { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** A supporter's browser (cookie jar, own address) on a site with the given payments configuration. */
export class Shopper {
  readonly cookies = new Map<string, string>()
  readonly address = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`

  constructor(
    readonly overrides: EnvOverrides = STRIPE_ENV,
    readonly country = 'JP',
    /** The site's origin as the browser sees it. */
    readonly origin = 'http://localhost',
  ) {}

  async fetch(path: string, init: Init = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    headers.set('CF-Connecting-IP', this.address)
    const response = await call(`${this.origin}${path}`, { cf: { country: this.country }, ...init, headers }, this.overrides)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (value.join('=') === '' || /max-age=0/i.test(line)) this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value.join('='))
    }
    return response
  }

  post(path: string, body?: unknown, init: Init = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (body !== undefined) headers.set('Content-Type', 'application/json')
    return this.fetch(path, { ...init, method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
  }

  /**
   * Signed in as the login form would leave it (a session family and its
   * access token), without the form: its per-account limit (5 a minute) is for
   * people, and these tests sign the same demo accounts in many times a minute.
   */
  async signIn(email: string): Promise<this> {
    const account = await env.DB.prepare('SELECT id, sso_id, role FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ id: number; sso_id: string; role: string }>()
    if (!account) throw new Error(`no account ${email}`)
    const familyId = crypto.randomUUID()
    await insertRefreshToken(env.DB, { hash: await sha256(randomToken()), familyId, accountId: account.id, userAgent: 'tests' }, new Date())
    this.cookies.set('__Host-club_session', await signToken(env, 'session', account.sso_id, { sid: familyId, role: account.role }))
    return this
  }
}

/** A Stripe-Signature header as Stripe makes it (the SDK's own test helper). */
export function signature(payload: string, options: { secret?: string; timestamp?: number } = {}): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  })
}

/** Delivers an event to the webhook as Stripe would; `header` replaces the signature when given. */
export async function deliver(event: unknown, options: { secret?: string; timestamp?: number; header?: string; body?: string } = {}) {
  const payload = options.body ?? JSON.stringify(event)
  const header = options.header ?? (await signature(payload, options))
  return call('/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  })
}

let eventCounter = 0
export function stripeEvent(type: string, object: unknown, id = `evt_test_${++eventCounter}_${crypto.randomUUID().slice(0, 8)}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    type,
  }
}

/** Grants rows of one account, for "what the supporter holds" assertions. */
export async function grantsOf(email: string) {
  const { results } = await env.DB.prepare(
    `SELECT e.code, e.source, e.purchase_id, e.match_id, e.starts_at, e.ends_at FROM entitlements e JOIN accounts a ON a.id = e.account_id
      WHERE a.email = ? AND e.code <> 'freemium' ORDER BY e.id`,
  )
    .bind(email)
    .all<{ code: string; source: string; purchase_id: number | null; match_id: number | null; starts_at: string; ends_at: string | null }>()
  return results
}

/** Codes an account holds now, through the same function every check uses. */
export async function activeCodes(email: string): Promise<string[]> {
  const { accountEntitlements } = await import('../../worker/identity/entitlements')
  const row = await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(email).first<{ id: number }>()
  return accountEntitlements(env.DB, row!.id, new Date())
}

/** The CSRF token of the sandbox page's form that posts to `action`. */
export function formToken(html: string, action: string): string {
  const form = new RegExp(`action="${action.replaceAll('/', '\\/')}"[^]*?name="token" value="([^"]+)"`).exec(html)
  if (!form) throw new Error(`no form for ${action}`)
  return form[1]!
}

/** A sandbox page's form submitted as the browser would (its Origin, the form's token). */
export function submitForm(shopper: Shopper, path: string, token: string, origin = 'http://localhost') {
  return shopper.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ token }).toString(),
  })
}
