/**
 * The OIDC provider (IDENTITY_PROVIDER=oidc; ARCHITECTURE "Identity"):
 * authorization code with PKCE against any standard OpenID Connect provider,
 * through oauth4webapi. The start sends the supporter to the provider's
 * authorization endpoint and remembers the flow in a sealed cookie; it changes
 * nothing else. The code comes back to ../../routes/oidc-callback.ts.
 */
import * as oauth from 'oauth4webapi'
import type { IdentityProvider } from '../provider'
import { configOf } from '../../config'
import { discover } from './discovery'
import { setFlowCookie } from './flow-cookie'
import { signOnUnavailable } from './refusal'

export const OIDC_SCOPE = 'openid email profile'

export const oidcProvider: IdentityProvider = {
  name: 'oidc',
  async start(c, { flow, returnTo }) {
    // Read once with every other setting: with them wrong the whole site answers 503 (worker/config.ts).
    const config = configOf(c.env).oidc
    if (!config) return signOnUnavailable(c)
    let server: oauth.AuthorizationServer
    try {
      server = await discover(config)
    } catch (err) {
      console.error(`OIDC discovery failed for ${config.issuer}: ${err instanceof Error ? err.message : String(err)}`)
      return signOnUnavailable(c)
    }
    const verifier = oauth.generateRandomCodeVerifier()
    const state = oauth.generateRandomState()
    const nonce = oauth.generateRandomNonce()
    await setFlowCookie(c, config, { verifier, state, nonce, returnTo, issuer: config.issuer, clientId: config.clientId })

    const authorize = new URL(server.authorization_endpoint as string)
    authorize.searchParams.set('response_type', 'code')
    authorize.searchParams.set('client_id', config.clientId)
    authorize.searchParams.set('redirect_uri', config.redirectUri)
    authorize.searchParams.set('scope', OIDC_SCOPE)
    authorize.searchParams.set('state', state)
    authorize.searchParams.set('nonce', nonce)
    authorize.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier))
    authorize.searchParams.set('code_challenge_method', 'S256')
    // 'Register' opens the provider's sign-up page where it says it has one (OpenID Connect Prompt Create).
    if (flow === 'register' && (server.prompt_values_supported as unknown[] | undefined)?.includes('create')) {
      authorize.searchParams.set('prompt', 'create')
    }
    c.header('Cache-Control', 'no-store')
    return c.redirect(authorize.href, 302)
  },
  // The provider's own session lives on its host, out of the site's reach; the site session alone ends.
  signOut() {},
}
