/**
 * Our JSON Web Tokens, signed and verified with jose. Verification pins the
 * algorithm list to ES256 and checks typ, issuer, audience, exp and nbf with
 * no clock tolerance; the key is fixed (never chosen by the token's kid, jku,
 * x5u or jwk headers), so a token cannot bring its own key.
 */
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { Bindings } from '../env'
import { base64Url, fromBase64Url, randomToken } from './crypto-text'
import { SIGNING_ALGORITHM, signingKeys } from './signing-keys'
import { configOf } from '../config'
import { rememberVerified, timeClaimsHold, verifiedBefore } from './verified-tokens'

/** Longer than any token we issue: anything bigger is refused before it is parsed. */
export const MAX_TOKEN_LENGTH = 4096

/** Each kind of token, with its own typ, issuer and audience. */
export const TOKEN_KINDS = {
  /** The site session's access token (RFC 9068 typ). */
  session: { typ: 'at+jwt', issuer: (origin: string) => origin, audience: 'club-site', ttlSeconds: 10 * 60 },
  /** SPEC §4.6 token flow: the portal hands a signed-in supporter back to the site. */
  handoff: { typ: 'sso-handoff+jwt', issuer: (origin: string) => `${origin}/sso`, audience: 'club-site', ttlSeconds: 120 },
  /** The embedded portal's own sign-in cookie. */
  portal: { typ: 'sso-session+jwt', issuer: (origin: string) => `${origin}/sso`, audience: 'club-sso', ttlSeconds: 12 * 60 * 60 },
  /** Live and on-demand media (claims pid, asset, lease); issue 10 §8: at most 5 minutes, renewed over the stream socket. */
  playback: { typ: 'playback+jwt', issuer: (origin: string) => origin, audience: 'club-media', ttlSeconds: 300 },
} as const

export type TokenKind = keyof typeof TOKEN_KINDS

type Env = Pick<Bindings, 'AUTH_SIGNING_KEY' | 'PUBLIC_ORIGIN'>

export async function signToken(
  env: Env,
  kind: TokenKind,
  subject: string,
  claims: Record<string, unknown>,
  now = new Date(),
  /** A shorter life than the kind's (issue 18 §7: a live playlist's segment token); never a longer one. */
  ttlSeconds?: number,
): Promise<string> {
  const spec = TOKEN_KINDS[kind]
  const lifetime = Math.min(spec.ttlSeconds, ttlSeconds ?? spec.ttlSeconds)
  const { privateKey, kid } = await signingKeys(env)
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: spec.typ, kid })
    .setIssuer(spec.issuer(configOf(env).site.PUBLIC_ORIGIN))
    .setAudience(spec.audience)
    .setSubject(subject)
    .setJti(randomToken(16))
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(privateKey)
}

export type VerifiedToken = JWTPayload & { sub: string; jti: string; exp: number }

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

/**
 * RFC 7515 §2, §7.1: three base64url segments without padding, whitespace or
 * stray low bits. jose's decoder forgives all three, so one signed token had
 * many spellings ('=' or a space in the signature, a different last
 * character): only the one we issued is taken.
 */
function isCanonicalCompact(token: string): boolean {
  if (!COMPACT_JWS.test(token)) return false
  return token.split('.').every((segment) => {
    try {
      const bytes = fromBase64Url(segment)
      return bytes !== null && base64Url(bytes) === segment
    } catch {
      return false
    }
  })
}

/** The token's claims when it is one of ours, of this kind, and current; otherwise null. */
export async function verifyToken(env: Env, kind: TokenKind, token: string | undefined, now = new Date()): Promise<VerifiedToken | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH || !isCanonicalCompact(token)) return null
  const spec = TOKEN_KINDS[kind]
  const keys = await signingKeys(env)
  const issuer = spec.issuer(configOf(env).site.PUBLIC_ORIGIN)
  const known = verifiedBefore<VerifiedToken>(kind, token, keys, issuer)
  if (known) return timeClaimsHold(known, now, spec.ttlSeconds) ? known : null
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      typ: spec.typ,
      issuer,
      audience: spec.audience,
      requiredClaims: ['sub', 'jti', 'exp', 'nbf', 'iat'],
      clockTolerance: 0,
      currentDate: now,
      maxTokenAge: spec.ttlSeconds,
    })
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null
    const result = Object.freeze(payload) as VerifiedToken
    rememberVerified(kind, token, keys, issuer, result)
    return result
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError || err instanceof SyntaxError) return null
    throw err
  }
}
