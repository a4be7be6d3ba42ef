import { env } from 'cloudflare:workers'
import { createAccount } from '../../worker/db/accounts'
import { hashPassword } from '../../worker/identity/passwords'
import { Browser } from './auth-helpers'
import { countingD1, type D1RoundTrips } from './counting-d1'

/**
 * A browser on the embedded sign-on portal: reads the CSRF token from a form
 * page and posts forms as a browser does (url-encoded, with its Origin).
 */
export class PortalBrowser extends Browser {
  /** GETs a portal page and returns it with its form token. */
  async page(path: string): Promise<{ response: Response; html: string; csrf: string }> {
    const response = await this.fetch(path, { headers: { Accept: 'text/html' } })
    const html = await response.text()
    return { response, html, csrf: csrfOf(html) }
  }

  submit(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', Accept: 'text/html', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  }

  /** The site's Log In link: GET /api/auth/sso/start, answering the portal address it redirects to. */
  async startSignIn(returnTo = '/videos', flow: 'login' | 'register' = 'login'): Promise<string> {
    const response = await this.fetch(`/api/auth/sso/start?flow=${flow}&returnTo=${encodeURIComponent(returnTo)}`)
    const location = response.headers.get('Location')
    if (response.status !== 302 || !location) throw new Error(`sso start answered ${response.status}`)
    return location
  }

  /** Opens the portal page at `path` and signs in there; answers the portal's response. */
  async portalSignIn(path: string, email: string, password: string): Promise<Response> {
    const { csrf } = await this.page(path)
    return this.submit(path, { csrf, email, password })
  }
}

export function csrfOf(html: string): string {
  return /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? ''
}

/** The hand-off token of a hand-back Location (`…#sso_token=…`). */
export function handoffTokenOf(location: string | null): string {
  const token = /#sso_token=([^&]+)$/.exec(location ?? '')?.[1]
  if (!token) throw new Error(`no hand-off token in ${location}`)
  return decodeURIComponent(token)
}

export const PASSWORD = 'correct horse battery'

/** A supporter of our own (unique address, so no test meets another's per-account rate limit). */
export async function makeAccount(
  options: { confirmed?: boolean; passwordChangeRequired?: boolean; blocked?: boolean; forename?: string } = {},
): Promise<{ id: number; email: string; ssoId: string }> {
  const email = `fan-${crypto.randomUUID().slice(0, 12)}@example.com`
  const now = new Date()
  const account = await createAccount(
    env.DB,
    {
      email,
      passwordHash: await hashPassword(PASSWORD),
      forename: options.forename ?? 'Terry',
      surname: 'Butcher',
      emailConfirmedAt: options.confirmed === false ? null : now.toISOString(),
    },
    now,
  )
  if (options.passwordChangeRequired)
    await env.DB.prepare('UPDATE accounts SET password_change_required = 1 WHERE id = ?').bind(account.id).run()
  if (options.blocked) await env.DB.prepare('UPDATE accounts SET blocked = 1 WHERE id = ?').bind(account.id).run()
  return { id: account.id, email, ssoId: account.ssoId }
}

export interface OutboxMail {
  recipient: string
  subject: string
  body_text: string
  link: string
}

export async function mailTo(recipient: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare('SELECT recipient, subject, body_text, link FROM outbox WHERE recipient = ? ORDER BY id')
    .bind(recipient)
    .all<OutboxMail>()
  return results
}

/** A mailed absolute link as the path the test browser fetches. */
export function pathOf(link: string): string {
  const url = new URL(link)
  return url.pathname + url.search
}

/** The page's text as a reader sees it, without the one-per-browser form token. */
export function pageText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Posts the form of portal page `formPage` to `path` as a new browser would,
 * the worker reaching D1 through a counter of its round trips
 * (./counting-d1.ts): issue 8's "no answer says whether an email has an
 * account" includes how much work the answer took.
 */
export async function countedSubmit(
  formPage: string,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; text: string; cookieNames: string[]; trips: D1RoundTrips }> {
  const browser = new PortalBrowser()
  const { csrf } = await browser.page(formPage)
  const app = (await import('../../worker/index')).default
  const { db, trips } = countingD1(env.DB)
  const response = await app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'http://localhost',
        Cookie: browser.cookieHeader(),
        'CF-Connecting-IP': browser.address,
      },
      body: new URLSearchParams({ csrf, ...fields }).toString(),
    }),
    { ...env, DB: db },
    { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
  )
  const cookieNames = response.headers.getSetCookie().map((line) => line.split('=')[0] as string)
  return { status: response.status, text: pageText(await response.text()), cookieNames, trips }
}

/** The portal's registration form as a supporter fills it in (issue 8), with any field changed. */
export function registration(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    forename: 'Kieran',
    surname: 'McKenna',
    email,
    password: 'blue-army-1878',
    passwordConf: 'blue-army-1878',
    dateOfBirth: '1986-05-14',
    postcode: 'IP1 2DA',
    country: 'GB',
    terms: 'on',
    ...overrides,
  }
}
