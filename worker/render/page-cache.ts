/**
 * The edge cache for HTML (issue 13 §2) over the Workers Cache API, with the
 * rules of shared/rules/page-cache.ts. A copy is stored per URL and variant,
 * served as HIT while fresh, as STALE while a new copy renders in the
 * background, and as STALE instead of an error page when rendering fails (D1
 * down). Each served copy gets this response's CSP nonce, so no two
 * visitors' pages share one. Responses say X-Cache: HIT, MISS, STALE or BYPASS.
 *
 * Issue 22 §1: signed-in supporters too. The verified session and the account
 * read now (one D1 round trip) give the viewer's class; the page is rendered
 * and stored for the class, and the viewer's personal parts are written into
 * the response on its way out (./personal-parts.ts), after the copy was taken.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { mayUsePageCache, pageCacheState, pageCacheTtl, pageVariantKey, STALE_IF_ERROR_SECONDS } from '../../shared/rules/page-cache'
import { type ClassUser, type ViewerClass, viewerClassOf } from '../../shared/rules/viewer-class'
import { matchRoute } from '../../shared/routes'
import type { AppEnv } from '../env'
import { clientAssets } from '../generated/client-assets'
import { sessionUser } from '../identity/session-user'
import { loadViewerAccount } from '../identity/viewer'
import { edgeCache, pageGeneration } from './page-cache-purge'
import { type PersonalParts, personalised } from './personal-parts'
import { configOf } from '../config'

const STORED_AT = 'X-Page-Stored-At'

/**
 * The build a copy belongs to: the content hashes of the client entry and of
 * its style sheets. A copy names that build's hashed scripts and styles, which
 * are gone once a new build is deployed (the Cache API outlives deploys): a new
 * build never serves an older build's copy, whose page would not hydrate, nor
 * (a change of styles only: the entry's hash stays) one whose style sheet is gone.
 */
export function buildOf(assets: { entry: string; css: readonly string[] }): string {
  return [assets.entry, ...assets.css].map((path) => /-([^/.-]+)\.(?:js|css)$/.exec(path)?.[1] ?? path).join('-')
}

const BUILD = buildOf(clientAssets)

/**
 * Keys whose new copy is rendering in this isolate. On matchday a page's
 * stale window is met by many supporters at once: one background render per
 * key, not one per visitor served STALE (that would be the stampede the cache
 * is there to prevent).
 */
const revalidating = new Set<string>()

/** Where the copy of `url` for `variant` (pageVariantKey) is kept: tests read copies straight from the Cache API with it. */
export function pageCacheKey(url: URL, generation: string, variant: string): Request {
  return new Request(new URL(`/__page-cache/g${generation}/${BUILD}/${variant}${url.pathname}${url.search}`, url.origin))
}

function cacheKey(c: Context<AppEnv>, url: URL, generation: string, viewerClassKey: string): Request {
  const variant = pageVariantKey({ childFriendly: c.get('childFriendly'), consent: c.get('cookieConsent'), viewerClassKey })
  return pageCacheKey(url, generation, variant)
}

/**
 * Who is asking, as the page may depend on it: the class from the account as
 * D1 has it now (a sign-out, a purchase or a block shows on the next request),
 * and the viewer's personal parts. A forged, expired or revoked session, a
 * deleted account: the anonymous class. D1 failing here: anonymous too, so the
 * anonymous copy can still be served instead of an error page.
 */
async function viewerOf(c: Context<AppEnv>): Promise<{ viewerClass: ViewerClass; viewer: PersonalParts }> {
  if (!c.get('viewer')) return { viewerClass: viewerClassOf(null), viewer: null }
  const account = await loadViewerAccount(c).catch((err: unknown) => {
    console.error('viewer account unreadable; the page is the anonymous one', err instanceof Error ? err.message : String(err))
    return null
  })
  if (!account) return { viewerClass: viewerClassOf(null), viewer: null }
  const user = sessionUser(account)
  const viewerClass = viewerClassOf({ ...user, role: account.account.role })
  // The client store starts from these: the codes in the order the copy was rendered with.
  return {
    viewerClass,
    viewer: { ...user, entitlements: viewerClass.user.entitlements, ownedEntitlements: viewerClass.user.ownedEntitlements },
  }
}

/** The stored copy as this visitor's response: their nonce and personal parts, our marker header gone. */
function served(copy: Response, nonce: string, viewer: PersonalParts, state: 'HIT' | 'STALE'): Response {
  const rewritten = personalised(copy, { nonce, renonce: true, viewer })
  const response = new Response(rewritten.body, copy)
  response.headers.delete(STORED_AT)
  // The viewer's parts change the length: the stored copy's Content-Length (if the cache gave one) is not this body's.
  response.headers.delete('Content-Length')
  // The browser revalidates as it does for a rendered page; only the edge keeps the copy.
  response.headers.set('Cache-Control', 'private, no-cache')
  response.headers.set('X-Cache', state)
  return response
}

/** The copy the cache keeps: when it was made, and kept long enough to stand in when rendering fails. */
function storable(response: Response, keepSeconds: number): Response {
  const copy = new Response(response.body, response)
  copy.headers.set(STORED_AT, String(Date.now()))
  copy.headers.set('Cache-Control', `public, max-age=${keepSeconds}`)
  return copy
}

/** Keeps a copy of a good page; the visitor's stream is not held up by it. */
function store(c: Context<AppEnv>, key: Request, response: Response, keepSeconds: number): Response {
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return response
  c.executionCtx.waitUntil(edgeCache().put(key, storable(response.clone(), keepSeconds)))
  return response
}

/**
 * A page rendered for a viewer class: `user` goes into the server's client
 * store (client/state/user-state.ts userFromClass); it names nobody.
 */
export type ClassRender = (user: ClassUser) => Promise<Response>

export async function cachedPage(c: Context<AppEnv>, renderFor: ClassRender): Promise<Response> {
  const url = new URL(c.req.url)
  const ttl = pageCacheTtl(matchRoute(url.pathname)?.name ?? null)
  const cookieNames = Object.keys(getCookie(c))
  const { PAGE_CACHE, SITE_LOCK_PASSWORD } = configOf(c.env).site
  const enabled = PAGE_CACHE !== 'off'
  const nonce = c.get('nonce')
  const { viewerClass, viewer } = await viewerOf(c)
  const render = () => renderFor(viewerClass.user)
  // The rendered page carries this response's nonce already; only the viewer is written in.
  const outgoing = (response: Response) => personalised(response, { nonce, renonce: false, viewer })
  if (
    !enabled ||
    !ttl ||
    !viewerClass.shared ||
    !mayUsePageCache({ method: c.req.method, cookieNames, siteLocked: Boolean(SITE_LOCK_PASSWORD), viewerClass })
  ) {
    const response = outgoing(await render())
    response.headers.set('X-Cache', 'BYPASS')
    return response
  }
  const key = cacheKey(c, url, await pageGeneration(url.origin, url.pathname), viewerClass.key)
  const keepSeconds = ttl.fresh + ttl.staleWhileRevalidate + STALE_IF_ERROR_SECONDS
  const copy = await edgeCache().match(key)
  const age = copy ? (Date.now() - Number(copy.headers.get(STORED_AT))) / 1000 : Number.POSITIVE_INFINITY
  const state = copy ? pageCacheState(age, ttl) : 'expired'
  if (copy && state === 'fresh') return served(copy, nonce, viewer, 'HIT')
  if (copy && state === 'stale') {
    if (!revalidating.has(key.url)) {
      revalidating.add(key.url)
      c.executionCtx.waitUntil(revalidate(key, render, keepSeconds).finally(() => revalidating.delete(key.url)))
    }
    return served(copy, nonce, viewer, 'STALE')
  }
  let response: Response
  try {
    response = await render()
  } catch (err) {
    if (!copy) throw err
    console.error('page render failed; serving the stored copy', err instanceof Error ? err.message : String(err))
    return served(copy, nonce, viewer, 'STALE')
  }
  if (response.status >= 500 && copy) return served(copy, nonce, viewer, 'STALE')
  // The copy is taken before the personal parts are written: only the class's page is stored.
  const stored = store(c, key, response, keepSeconds)
  const answer = outgoing(stored)
  answer.headers.set('X-Cache', 'MISS')
  return answer
}

async function revalidate(key: Request, render: () => Promise<Response>, keepSeconds: number): Promise<void> {
  try {
    const response = await render()
    if (response.status !== 200 || response.headers.has('Set-Cookie')) return
    await edgeCache().put(key, storable(response, keepSeconds))
  } catch (err) {
    // The stale copy stays; the next visitor tries again.
    console.error('page revalidation failed', err instanceof Error ? err.message : String(err))
  }
}
