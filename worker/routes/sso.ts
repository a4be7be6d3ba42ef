import { Hono } from 'hono'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import type { AppEnv } from '../env'
import { identityProvider } from '../identity/provider'
import { isCrossSite } from '../identity/embedded/form-csrf'
import { configOf } from '../config'
import { notFoundPage, refusedPage } from '../identity/embedded/message-page'
import { portalResponse } from '../identity/embedded/portal-html'
import { profileRoutes } from '../identity/embedded/profile-routes'
import { registerRoutes } from '../identity/embedded/register-routes'
import { resetRoutes } from '../identity/embedded/reset-routes'
import { signInRoutes } from '../identity/embedded/sign-in-routes'
import { capBody } from './body-reader'
import { renderErrorPage } from './pages'

/**
 * The embedded sign-on portal (ARCHITECTURE "Identity"; SPEC §1: login,
 * registration, forgot-password and profile pages are an external portal the
 * site links out to). Served by this worker but kept apart like a separate
 * service: it reads none of the site's cookies, keeps its own (Path=/sso), and
 * hands a supporter back only through the §4.6 token flow.
 */
export const sso = new Hono<AppEnv>()

// IDENTITY_PROVIDER=oidc replaces the portal (README): none of its pages exist then, only the site's 404.
sso.use('*', async (c, next) => (identityProvider(c.env).name === 'embedded' ? next() : renderErrorPage(c, 404)))

/** Far more than the longest form (the registration form's fields at their limits); issue 18 §8. */
const MAX_FORM_BYTES = BODY_CAPS.form

// Every portal answer is private, and its address (states, one-time tokens) never leaves in a Referer.
sso.use('*', async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  c.res.headers.set('Referrer-Policy', 'no-referrer')
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
})

// A form posted from another site's page is refused before anything reads it (CSRF; the token is checked per form).
sso.use('*', async (c, next) => {
  if (c.req.method !== 'POST') return next()
  if (isCrossSite(c)) {
    return portalResponse(c, 403, refusedPage('This form was sent from another site', 'For your security we did not act on it.'))
  }
  // The one capped reader (body-reader.ts): counted in bytes, a chunked body abandoned at the cap.
  return capBody(MAX_FORM_BYTES, (limited) =>
    portalResponse(limited, 413, refusedPage('That was too much to send', 'Go back and try again.')),
  )(c, next)
})

// Issue 18 §4: the developer's outbox lists mail with live links; outside development and test it does not exist.
sso.get('/outbox', (c, next) => (configOf(c.env).developmentFeatures ? next() : renderErrorPage(c, 404)))

sso.route('/', signInRoutes)
sso.route('/', registerRoutes)
sso.route('/', resetRoutes)
sso.route('/', profileRoutes)
sso.get('/', (c) => c.redirect('/sso/login', 303))
sso.all('*', (c) => portalResponse(c, 404, notFoundPage()))
