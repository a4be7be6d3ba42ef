/**
 * The provider's answer, checked through oauth4webapi: the flow cookie this
 * browser got at the start, the state, the provider's error if any, then the
 * code exchanged on the server (with the PKCE verifier) for an ID token whose
 * issuer, audience, expiry, nonce, algorithm and signature (against the
 * provider's JWKS) are all verified before anyone is signed in; then the
 * address and names, from UserInfo where the ID token lacks them (./userinfo.ts).
 */
import type { Context } from 'hono'
import * as oauth from 'oauth4webapi'
import type { AppEnv } from '../../env'
import { type ExternalIdentity, identityFromClaims } from './account'
import type { OidcConfig } from './config'
import { clientAuthentication, discover, httpOptions, oidcClient } from './discovery'
import { takeFlowCookie } from './flow-cookie'
import type { RefusalReason } from './refusal'
import { profileFor } from './userinfo'

export type CallbackOutcome =
  | { outcome: 'verified'; identity: ExternalIdentity; returnTo: string }
  | { outcome: 'refused'; reason: RefusalReason; detail: string }
  | { outcome: 'unavailable' }

const refused = (reason: RefusalReason, detail = ''): CallbackOutcome => ({ outcome: 'refused', reason, detail })

/** What went wrong, for the log: oauth4webapi's errors carry a code, the provider's an OAuth error. */
function describe(err: unknown): string {
  if (err instanceof oauth.AuthorizationResponseError || err instanceof oauth.ResponseBodyError) {
    return `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code
    return `${typeof code === 'string' ? `${code}: ` : ''}${err.message}`
  }
  return String(err)
}

/** The provider refused the code or could not be reached (as opposed to a bad ID token). */
function isExchangeFailure(err: unknown): boolean {
  return (
    err instanceof oauth.ResponseBodyError ||
    err instanceof oauth.WWWAuthenticateChallengeError ||
    (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError')) ||
    (err instanceof TypeError && !('code' in err))
  )
}

export async function completeSignIn(c: Context<AppEnv>, config: OidcConfig): Promise<CallbackOutcome> {
  const flow = await takeFlowCookie(c, config)
  if (!flow) return refused('no_flow')
  let server: oauth.AuthorizationServer
  try {
    server = await discover(config)
  } catch (err) {
    console.error(`OIDC discovery failed for ${config.issuer}: ${describe(err)}`)
    return { outcome: 'unavailable' }
  }
  const client = oidcClient(config)

  let parameters: URLSearchParams
  try {
    parameters = oauth.validateAuthResponse(server, client, new URL(c.req.url), flow.state)
  } catch (err) {
    // validateAuthResponse checks state (and iss) before it looks at error=, so a provider error is ours.
    if (err instanceof oauth.AuthorizationResponseError) return refused('provider_error', describe(err))
    return refused('bad_authorization_response', describe(err))
  }

  let claims: oauth.IDToken | undefined
  let tokens: oauth.TokenEndpointResponse
  try {
    const options = httpOptions(config)
    const grant = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      clientAuthentication(config),
      parameters,
      config.redirectUri,
      flow.verifier,
      options,
    )
    tokens = await oauth.processAuthorizationCodeResponse(server, client, grant, { expectedNonce: flow.nonce, requireIdToken: true })
    // oauth4webapi trusts TLS for the token endpoint; we also check the signature against the JWKS.
    await oauth.validateApplicationLevelSignature(server, grant, options)
    claims = oauth.getValidatedIdTokenClaims(tokens)
  } catch (err) {
    return refused(isExchangeFailure(err) ? 'token_exchange_failed' : 'id_token_invalid', describe(err))
  }
  if (!claims) return refused('id_token_invalid', 'no ID token')
  // Issue 18 §10: the address and names from UserInfo when the ID token has only the subject.
  const profile = await profileFor(server, config, tokens, claims)
  if (!profile.ok) return refused(profile.reason, describe(profile.error))
  const identity = identityFromClaims(profile.claims)
  if (!identity) return refused('id_token_invalid', 'no usable subject')
  return { outcome: 'verified', identity, returnTo: flow.returnTo }
}

/**
 * SPEC §4.6: the page the supporter returns to shows 'Logged In' when its
 * address says loginSuccess=true. The path is extended as text, never parsed
 * and rebuilt, so the return-path rule's verdict on it still holds.
 */
export function withLoginSuccess(path: string): string {
  const hashAt = path.indexOf('#')
  const [base, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)]
  return `${base}${base.includes('?') ? '&' : '?'}loginSuccess=true${hash}`
}
