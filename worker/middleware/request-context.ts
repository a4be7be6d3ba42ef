import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { cookieDomainFor } from '../../shared/rules/cookie-domain'
import { CONSENT_CATEGORIES_COOKIE, CONSENT_GIVEN_COOKIE, readConsent } from '../../shared/rules/cookie-consent'
import { CHILD_FRIENDLY_COOKIE } from '../../shared/schemas/preferences'
import type { AppEnv } from '../env'
import { configOf } from '../config'

export { CHILD_FRIENDLY_COOKIE }

/**
 * Country, child-friendly mode, cookie consent and (later) the viewer, once
 * per request. Country comes from request.cf.country only: never from a
 * header the client sent (ARCHITECTURE "The edge").
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const cf = c.req.raw.cf as { country?: unknown } | undefined
  c.set('country', typeof cf?.country === 'string' && cf.country.length === 2 ? cf.country : 'XX')
  // SPEC §4.2: childFriendly defaults to true; only an explicit 'off' turns it off.
  c.set('childFriendly', getCookie(c, CHILD_FRIENDLY_COOKIE) !== 'off')
  // SPEC §4.7: read on the server so the cookie popup is rendered (or not) in the HTML itself.
  c.set('cookieConsent', readConsent(getCookie(c, CONSENT_GIVEN_COOKIE), getCookie(c, CONSENT_CATEGORIES_COOKIE)))
  c.set('cookieDomain', cookieDomainFor(configOf(c.env).site.COOKIE_DOMAIN, new URL(c.req.url).hostname))
  await next()
})
