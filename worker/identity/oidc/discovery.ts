/**
 * The provider's metadata from OpenID Connect discovery, through oauth4webapi,
 * kept per isolate so a sign-in does not refetch it. oauth4webapi keeps the
 * provider's JWKS in a cache keyed by the metadata object (refetched after 5
 * minutes or on an unknown kid), so reusing the object reuses the keys too.
 */
import * as oauth from 'oauth4webapi'
import type { OidcConfig } from './config'

/** How long discovered metadata is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000
/** A provider that does not answer must not hold the request (and the supporter) for long. */
const REQUEST_TIMEOUT_MS = 10_000

/**
 * ID tokens are accepted only with an asymmetric signature checked against the
 * provider's JWKS: never 'none', never HMAC (a shared secret is not a key the
 * provider alone holds), whatever the provider's metadata offers.
 */
const ASYMMETRIC_ALGORITHMS = new Set(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'])

interface CachedMetadata {
  server: Promise<oauth.AuthorizationServer>
  expiresAt: number
}

const cache = new Map<string, CachedMetadata>()

/** Options for every outbound request to the provider (discovery, token endpoint, JWKS). */
export function httpOptions(config: OidcConfig): { signal: AbortSignal; [oauth.allowInsecureRequests]: boolean } {
  return { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), [oauth.allowInsecureRequests]: config.allowHttp }
}

/** The provider's metadata; rejects when discovery fails or the metadata cannot serve this flow. */
export function discover(config: OidcConfig, now = Date.now()): Promise<oauth.AuthorizationServer> {
  const cached = cache.get(config.issuer)
  if (cached && cached.expiresAt > now) return cached.server
  const server = fetchMetadata(config)
  cache.set(config.issuer, { server, expiresAt: now + DISCOVERY_TTL_MS })
  // A failed discovery is not remembered: the next sign-in tries again.
  server.catch(() => {
    if (cache.get(config.issuer)?.server === server) cache.delete(config.issuer)
  })
  return server
}

async function fetchMetadata(config: OidcConfig): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(config.issuer)
  const response = await oauth.discoveryRequest(issuer, { ...httpOptions(config), algorithm: 'oidc' })
  const server = await oauth.processDiscoveryResponse(issuer, response)
  if (!server.authorization_endpoint || !server.token_endpoint || !server.jwks_uri) {
    throw new Error('the provider metadata lacks an authorization, token or JWKS endpoint')
  }
  // oauth4webapi checks the endpoints it calls itself; the browser is sent to this one by us.
  const authorize = new URL(server.authorization_endpoint)
  if (authorize.protocol !== 'https:' && !(config.allowHttp && authorize.protocol === 'http:')) {
    throw new Error('the provider authorization endpoint is not https')
  }
  const offered = server.id_token_signing_alg_values_supported ?? ['RS256']
  const algorithms = offered.filter((alg) => ASYMMETRIC_ALGORITHMS.has(alg))
  if (algorithms.length === 0) throw new Error(`the provider signs ID tokens only with ${offered.join(', ')}`)
  return { ...server, id_token_signing_alg_values_supported: algorithms }
}

/** Our client as oauth4webapi sees it. */
export function oidcClient(config: OidcConfig): oauth.Client {
  return { client_id: config.clientId }
}

/** client_secret_post for a confidential client, none (PKCE alone) for a public one. */
export function clientAuthentication(config: OidcConfig): oauth.ClientAuth {
  return config.clientSecret ? oauth.ClientSecretPost(config.clientSecret) : oauth.None()
}
