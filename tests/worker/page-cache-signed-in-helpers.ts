import { env } from 'cloudflare:workers'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import { pageVariantKey } from '../../shared/rules/page-cache'
import type { SessionUser } from '../../shared/types/account'
import { pageCacheKey } from '../../worker/render/page-cache'
import { edgeCache, pageGeneration } from '../../worker/render/page-cache-purge'
import { makeAccount, type TestAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { get } from './helpers'

/**
 * Issue 22 §1 (signed-in pages from the edge cache): what a viewer's page
 * says about them, and the copy the cache keeps, read straight from the Cache API.
 */
export const ORIGIN = 'http://localhost'

export interface Seen {
  status: number
  cache: string | null
  cacheControl: string | null
  html: string
  /** The profile button's text as a sighted supporter reads it: their first name, 'Profile', or 'Log In'. */
  button: string
  /** self.__VIEWER__ as the edge wrote it, or null (anonymous). */
  viewer: SessionUser | null
  /** Per video card, in order: 'plays' or the §8.3 lock message it shows. */
  locks: string[]
  nonce: string | null
}

function buttonOf(html: string): string {
  const button = /<button[^>]*class="sticky-nav__profile"[^>]*>([\s\S]*?)<\/button>/.exec(html)?.[1] ?? ''
  const named = /data-personal="display-name"[^>]*>([^<]*)</.exec(button)?.[1]
  return (
    named ??
    button
      .replace(/<svg[\s\S]*?<\/svg>/, '')
      .replace(/<[^>]+>/g, '')
      .trim()
  )
}

export function locksOf(html: string): string[] {
  return [...html.matchAll(/<article class="video-card( video-card--locked)?">([\s\S]*?)<\/article>/g)].map(
    (card) => /class="video-card__locked"[^>]*>[\s\S]*?<span>([^<]*)<\/span>/.exec(card[2] ?? '')?.[1] ?? 'plays',
  )
}

export function seen(response: Response, html: string): Seen {
  const viewer = /self\.__VIEWER__=(\{.*?\})<\/script>/s.exec(html)?.[1]
  return {
    status: response.status,
    cache: response.headers.get('X-Cache'),
    cacheControl: response.headers.get('Cache-Control'),
    html,
    button: buttonOf(html),
    viewer: viewer ? (JSON.parse(viewer) as SessionUser) : null,
    locks: locksOf(html),
    nonce: /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1] ?? null,
  }
}

/** A page as `browser`'s supporter gets it (null: a visitor without cookies). */
export async function visit(browser: Browser | null, path: string, init: RequestInit = {}): Promise<Seen> {
  const headers = new Headers(init.headers)
  headers.set('Accept', 'text/html')
  const response = browser ? await browser.fetch(path, { ...init, headers }) : await get(path, { ...init, headers })
  return seen(response, await response.text())
}

/** The copy is stored after the response (waitUntil): visit again until the cache answers, a bounded number of times. */
export async function visitUntilCached(browser: Browser | null, path: string, init: RequestInit = {}): Promise<Seen> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const page = await visit(browser, path, init)
    if (page.cache === 'HIT') return page
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} never came from the cache`)
}

/** The copy kept for `path` and a viewer class key, as the Cache API holds it (default variant: child-friendly, no cookie choice). */
export async function storedCopy(path: string, viewerClassKey: string): Promise<string | null> {
  const url = new URL(path, ORIGIN)
  const variant = pageVariantKey({ childFriendly: true, consent: NO_CONSENT, viewerClassKey })
  const copy = await edgeCache().match(pageCacheKey(url, await pageGeneration(ORIGIN, url.pathname), variant))
  return copy ? copy.text() : null
}

/** The page without what is written per response (the viewer's script, the name, the nonce): what the class shares. */
export function sharedPart(page: Seen): string {
  return (
    page.html
      .replace(/<script nonce="[^"]*">self\.__VIEWER__=[\s\S]*?<\/script>/, '')
      .replace(/(data-personal="display-name"[^>]*>)[^<]*</, '$1<')
      .replaceAll(page.nonce ?? '\u0000', '')
      // The rewriter writes an element whose nonce it set as `<link … />`; React wrote `<link …/>`.
      .replaceAll(' />', '/>')
  )
}

/** A fresh supporter with a name of their own, signed in. */
export async function supporter(
  forename: string,
  grants: string[] = [],
  options: { role?: 'admin' | 'editor' } = {},
): Promise<{ account: TestAccount; browser: Browser }> {
  const account = await makeAccount({ grants, role: options.role })
  await env.DB.prepare('UPDATE accounts SET forename = ?, surname = ?, display_name = ? WHERE id = ?')
    .bind(forename, 'Tester', `${forename} Tester`, account.id)
    .run()
  const browser = new Browser()
  await browser.signIn(account.email, account.password)
  return { account, browser }
}

/** Where two pages first differ, with a little context either side; null when they are the same (short failure messages). */
export function firstDifference(a: string, b: string): string | null {
  if (a === b) return null
  let at = 0
  while (at < a.length && a[at] === b[at]) at += 1
  return `at ${at}: …${a.slice(Math.max(0, at - 80), at + 80)}… vs …${b.slice(Math.max(0, at - 80), at + 80)}…`
}
