import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { imageUrl } from '../../shared/images'
import { ALLOW_ENTRY_COOKIE } from '../../shared/schemas/site-lock'
import type { Chrome, PagePayload } from '../../shared/types/page-payload'
import type { Menus } from '../../shared/types/site'
import { getWebSettings } from '../db/site'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { identityProvider } from '../identity/provider'
import { renderDocument } from '../render/render-document'
import { verifyAllowEntry } from './allow-entry'
import { configOf } from '../config'

/**
 * The lock's own API, and files the lock box itself needs, pass while locked;
 * so do Stripe's webhook deliveries, which carry no cookie and are checked by
 * their signature (issue 11 §5).
 */
const OPEN_PATHS = [/^\/api\/site-lock\//, /^\/assets\//, /^\/favicon\.(svg|ico)$/, /^\/robots\.txt$/, /^\/api\/payments\/webhook$/]

const NO_MENUS: Menus = { primary: [], secondary: [], sticky: [], main: [], featured: [], footer: [], subFooter1: [], subFooter2: [] }

/**
 * SPEC §2.10, §4.8, §6: the development site lock. With SITE_LOCK_PASSWORD
 * set, a visitor without a valid allow_entry cookie gets the lock box on
 * every page and 403 from every API; unset, the site is open.
 */
export const siteLock = createMiddleware<AppEnv>(async (c, next) => {
  const password = configOf(c.env).site.SITE_LOCK_PASSWORD
  if (!password) return next()
  const path = c.req.path
  if (OPEN_PATHS.some((open) => open.test(path))) return next()
  if ((await verifyAllowEntry(password, getCookie(c, ALLOW_ENTRY_COOKIE), new Date())) === 'valid') return next()
  if (path.startsWith('/api/')) return c.json(apiErrorBody('site_locked', 'This site is locked'), 403)
  const settings = await getWebSettings(c.env.DB)
  // The lock box shows the club logo, and nothing else of the site.
  if (path === imageUrl(settings.logoKey)) return next()
  if (path.startsWith('/images/') || path.startsWith('/media/')) return c.json(apiErrorBody('site_locked', 'This site is locked'), 403)
  return renderLockBox(c, settings)
})

async function renderLockBox(c: Context<AppEnv>, settings: Awaited<ReturnType<typeof getWebSettings>>): Promise<Response> {
  const url = new URL(c.req.url)
  const payload: PagePayload = {
    status: 401,
    url: url.pathname + url.search,
    route: { name: 'home', layout: 'site', headerStyle: 'solid' },
    title: settings.pageTitlePrefix.site,
    description: '',
    locale: 'en',
    canonicalUrl: null,
    robots: 'noindex,nofollow',
    page: { kind: 'error', statusCode: 401, reason: 'badRequest' },
  }
  // Nothing of the site's content goes out with the lock box: no menus, sponsors or adverts.
  const chrome: Chrome = {
    settings,
    menus: NO_MENUS,
    sponsorRows: [],
    childFriendly: c.get('childFriendly'),
    footerAdverts: [],
    footerSlots: [],
    promos: [],
    cookieConsent: c.get('cookieConsent'),
    siteLocked: true,
    cookieDomain: c.get('cookieDomain'),
    signOn: identityProvider(c.env).name,
  }
  const response = await renderDocument(payload, chrome, c.get('nonce'))
  response.headers.set('Cache-Control', 'no-store')
  return response
}
