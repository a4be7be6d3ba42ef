/**
 * Issue 18 §10: where an OIDC sign-in's address and names come from. With the
 * code flow a conforming provider may put only `sub` in the ID token and serve
 * the scope claims (email, profile) from its UserInfo endpoint instead (OpenID
 * Connect Core 5.4), so the site reads UserInfo when the ID token lacks them.
 *
 * The claims are taken in two groups, never mixed across sources: the address
 * with its email_verified flag (a verified flag from one source must never
 * vouch for an address from the other), and the names. Each group comes from
 * the ID token when the ID token has it, else from UserInfo when UserInfo has
 * it (else what the ID token has, however partial). The issuer and
 * subject always come from the ID token (UserInfo's sub is checked to be the
 * same before any of this, Core 5.3.2).
 */

export type Claims = Readonly<Record<string, unknown>>

const NAME_CLAIMS = ['given_name', 'family_name', 'name'] as const

/** The ID token has an address and says whether the provider verified it. */
function hasEmail(claims: Claims): boolean {
  return typeof claims.email === 'string' && typeof claims.email_verified === 'boolean'
}

function hasNames(claims: Claims): boolean {
  return NAME_CLAIMS.some((name) => typeof claims[name] === 'string' && claims[name].trim() !== '')
}

/** Whether UserInfo has anything the ID token lacks (asked only when the provider has the endpoint). */
export function needsUserInfo(idToken: Claims): boolean {
  return !hasEmail(idToken) || !hasNames(idToken)
}

function pick(claims: Claims, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => claims[name] !== undefined).map((name) => [name, claims[name]]))
}

/** The claims the site uses: the ID token's, with each missing group filled from UserInfo. */
export function profileClaims(idToken: Claims, userInfo: Claims | null): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...idToken }
  if (!userInfo) return merged
  if (!hasEmail(idToken) && typeof userInfo.email === 'string') {
    delete merged.email
    delete merged.email_verified
    Object.assign(merged, pick(userInfo, ['email', 'email_verified']))
  }
  if (!hasNames(idToken) && hasNames(userInfo)) {
    for (const name of NAME_CLAIMS) delete merged[name]
    Object.assign(merged, pick(userInfo, NAME_CLAIMS))
  }
  return merged
}
