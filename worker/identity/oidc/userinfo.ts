/**
 * Issue 18 §10: the supporter's address and names from the provider's
 * UserInfo endpoint, when the verified ID token lacks them (a conforming
 * provider may put only `sub` there with the code flow, OIDC Core 5.4). Read
 * with the access token of the same exchange, through oauth4webapi, which
 * checks the answer's `sub` is the ID token's (Core 5.3.2): a UserInfo
 * answer about anyone else is refused, never merged.
 */
import * as oauth from 'oauth4webapi'
import { needsUserInfo, profileClaims } from '../../../shared/rules/oidc-profile-claims'
import type { OidcConfig } from './config'
import { httpOptions, oidcClient } from './discovery'

export type ProfileOutcome =
  | { ok: true; claims: Record<string, unknown> }
  /** invalid: the answer is about another subject; failed: anything else (unreachable, an error, a bad answer). */
  | { ok: false; reason: 'userinfo_failed' | 'userinfo_invalid'; error: unknown }

/** The answer is about another subject (Core 5.3.2), as opposed to an endpoint that failed. */
function isSubjectMismatch(err: unknown): boolean {
  return err instanceof oauth.OperationProcessingError && err.code === oauth.JSON_ATTRIBUTE_COMPARISON
}

export async function profileFor(
  server: oauth.AuthorizationServer,
  config: OidcConfig,
  tokens: oauth.TokenEndpointResponse,
  idToken: oauth.IDToken,
): Promise<ProfileOutcome> {
  // A provider without the endpoint (or an ID token that has it all) leaves the ID token to speak alone.
  if (!needsUserInfo(idToken) || !server.userinfo_endpoint) return { ok: true, claims: profileClaims(idToken, null) }
  const client = oidcClient(config)
  try {
    const response = await oauth.userInfoRequest(server, client, tokens.access_token, httpOptions(config))
    const signed = (response.headers.get('Content-Type') ?? '').startsWith('application/jwt')
    const userInfo = await oauth.processUserInfoResponse(server, client, idToken.sub, response)
    // A signed answer is held to the ID token's standard: checked against the provider's JWKS.
    if (signed) await oauth.validateApplicationLevelSignature(server, response, httpOptions(config))
    return { ok: true, claims: profileClaims(idToken, userInfo) }
  } catch (err) {
    return { ok: false, reason: isSubjectMismatch(err) ? 'userinfo_invalid' : 'userinfo_failed', error: err }
  }
}
