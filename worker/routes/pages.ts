import { Hono } from 'hono'
import type { Context } from 'hono'
import { NO_CONSENT } from '../../shared/rules/cookie-consent'
import type { WebSettings } from '../../shared/types/site'
import type { Read } from '../db/read'
import type { AppEnv } from '../env'
import { type ChromeVisitor, documentReads, loadChrome, toChrome } from '../pages/load-chrome'
import { identityProvider } from '../identity/provider'
import { loadViewerAccount, viewerContext } from '../identity/viewer'
import { errorPayload, loadPage, type PageRequest } from '../pages/load-page'
import { type PageReader, pageReader } from '../pages/page-reader'
import { fallbackErrorResponse } from '../render/fallback-error'
import { cachedPage } from '../render/page-cache'
import { renderDocument } from '../render/render-document'

/** Every path that is not an API, media or asset path is a page (SPEC §2.1). */
export const pages = new Hono<AppEnv>()

// Browsers ask for /favicon.ico on documents that name no icon (JSON, media): the crest answers.
pages.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301))

// Issue 22 §1: every page knows its verified viewer (the account and back-office areas verified it already).
pages.use('*', (c, next) => (c.get('viewer') === undefined ? viewerContext(c, next) : next()))

// Cookies set on the context before the page's own Response exists (old-named session cookies moved,
// issue 18 §5) reach the browser only if c.res exists when the page returns: Hono then merges them in.
pages.use('*', async (c, next) => {
  void c.res
  await next()
})

// Issue 13 §2: served from the edge cache; issue 22 §1: rendered for the viewer's class, signed in or not.
pages.get('*', (c) =>
  cachedPage(c, async (user) => {
    const visitor = visitorOf(c)
    // Issue 13 §3: the settings row and the chrome's reads go out in the same batch as the page's first reads.
    const reader = pageReader(c.env.DB, documentReads(c.env.DB, visitor))
    const payload = await loadPage(pageRequest(c, reader))
    const { settings, ...chrome } = await reader.companion()
    return renderDocument(payload, toChrome(chrome, settings, visitor), c.get('nonce'), user)
  }),
)

/** What the request context learned about the visitor that the chrome needs. */
function visitorOf(c: Context<AppEnv>): ChromeVisitor {
  // The error page can run before the request context did (SPEC §4.2 defaults then).
  return {
    childFriendly: c.get('childFriendly') ?? true,
    cookieConsent: c.get('cookieConsent') ?? NO_CONSENT,
    cookieDomain: c.get('cookieDomain') ?? null,
    signOn: identityProvider(c.env).name,
  }
}

// Pages are read-only: any other method is told so, with the methods that work.
pages.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c) => {
  const response = await renderErrorPage(c, 405)
  response.headers.set('Allow', 'GET, HEAD')
  return response
})

/** What a loader gets for this request: its reads go through `reader`, whose companion carries the settings row. */
export function pageRequest(c: Context<AppEnv>, reader: PageReader<{ settings: Read<WebSettings> }>): PageRequest {
  return {
    env: c.env,
    url: new URL(c.req.url),
    settings: async () => (await reader.companion()).settings,
    childFriendly: c.get('childFriendly'),
    now: new Date(),
    read: reader.read,
    viewerAccount: () => loadViewerAccount(c),
  }
}

/** The error page for a status; the plain fallback if that fails too. */
export async function renderErrorPage(c: Context<AppEnv>, status: number): Promise<Response> {
  try {
    const { settings, chrome } = await loadChrome(c.env.DB, visitorOf(c))
    return await renderDocument(errorPayload({ url: new URL(c.req.url), settings }, status), chrome, c.get('nonce'))
  } catch (err) {
    console.error('error page failed', err instanceof Error ? err.message : String(err))
    return fallbackErrorResponse(status)
  }
}
