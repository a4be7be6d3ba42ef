/** Placeholder replaced by the OIDC provider (authorization code + PKCE through oauth4webapi). */
import type { IdentityProvider } from '../provider'
import { apiErrorBody } from '../../http-errors'

export const oidcProvider: IdentityProvider = {
  name: 'oidc',
  async start(c) {
    return c.json(apiErrorBody('internal_error', 'OIDC sign-on is not configured'), 503)
  },
}
