/**
 * Issue 21 (the session check's CPU): tokens this isolate has verified, so the
 * same token presented again (a player's every check and playlist, a
 * supporter's every page) costs a map lookup instead of an ES256 verification
 * (jose's verify was ~5 % of a check's CPU in the bench's profile).
 *
 * What is kept is only what cannot change for the same token string under the
 * same key and issuer: its signature, algorithm, typ, issuer and audience, all
 * checked once by jose. What depends on the clock (exp, nbf, and the age from
 * iat) is checked again on every use, exactly as jose checks it
 * (jwt_claims_set.js: whole seconds, no tolerance), so an expired token is
 * refused the second it expires. Revocation is not a property of the token:
 * callers that honour it read it from D1 as before.
 */
import type { SigningKeys } from './signing-keys'

/** Our choice: enough for the tokens a busy isolate sees within their few minutes' life; the oldest goes first. */
const KEPT = 10_000

interface Verified<T> {
  keys: SigningKeys
  issuer: string
  payload: T
}

const verified = new Map<string, Verified<unknown>>()

export interface TimeClaims {
  exp: number
  nbf?: number
  iat?: number
}

/** jose's time checks with clockTolerance 0 and maxTokenAge `maxAgeSeconds`. */
export function timeClaimsHold(claims: TimeClaims, now: Date, maxAgeSeconds: number): boolean {
  const seconds = Math.floor(now.getTime() / 1000)
  if (claims.nbf !== undefined && claims.nbf > seconds) return false
  if (claims.exp <= seconds) return false
  if (claims.iat === undefined) return false
  const age = seconds - claims.iat
  return age <= maxAgeSeconds && age >= 0
}

const keyOf = (kind: string, token: string) => `${kind}\n${token}`

/** The payload verified earlier for this kind and token, under the same keys and issuer; its time claims are the caller's to check. */
export function verifiedBefore<T>(kind: string, token: string, keys: SigningKeys, issuer: string): T | null {
  const entry = verified.get(keyOf(kind, token))
  if (!entry || entry.keys !== keys || entry.issuer !== issuer) return null
  return entry.payload as T
}

export function rememberVerified<T>(kind: string, token: string, keys: SigningKeys, issuer: string, payload: T): void {
  const key = keyOf(kind, token)
  verified.delete(key)
  verified.set(key, { keys, issuer, payload })
  if (verified.size > KEPT) verified.delete(verified.keys().next().value as string)
}
