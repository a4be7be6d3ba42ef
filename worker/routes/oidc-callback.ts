import { Hono } from 'hono'
import { safeReturnPath } from '../../shared/rules/return-path'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { accountForIdentity } from '../identity/oidc/account'
import { completeSignIn, withLoginSuccess } from '../identity/oidc/callback'
import { configOf } from '../config'
import { refuseSignIn, signOnUnavailable } from '../identity/oidc/refusal'
import { attemptAllowed } from '../identity/rate-limits'
import { startSiteSession } from '../identity/site-session'

/**
 * GET /api/auth/oidc/callback: the OpenID Connect provider sends the supporter
 * back here with a code (IDENTITY_PROVIDER=oidc; ARCHITECTURE "Identity").
 * A protocol callback, so a GET that signs in: it acts only with this
 * browser's sealed flow cookie and a verified ID token, and ends in the same
 * site session as every other way in. Anything wrong is a 400 page (SPEC §8.3
 * wording), never a 500.
 */
export const oidcCallback = new Hono<AppEnv>()

oidcCallback.get('/callback', async (c) => {
  const config = configOf(c.env).oidc
  if (!config) return c.json(apiErrorBody('not_found', 'No such API endpoint'), 404)
  // Issue 8 §9: each callback costs a call to the provider; it counts as a sign-in attempt from this address.
  if (!(await attemptAllowed(c, 'sign-in', null))) return refuseSignIn(c, 'too_many_attempts')

  const result = await completeSignIn(c, config)
  if (result.outcome === 'unavailable') return signOnUnavailable(c)
  if (result.outcome === 'refused') return refuseSignIn(c, result.reason, result.detail)

  const now = new Date()
  const resolved = await accountForIdentity(c.env.DB, result.identity, now)
  if (resolved.outcome === 'refused') return refuseSignIn(c, resolved.reason)
  await startSiteSession(c, resolved.account, now)
  // Issue 8 §10: the return path was checked at the start; checked again here, as every redirect is.
  return c.redirect(withLoginSuccess(safeReturnPath(result.returnTo, '/')), 302)
})
