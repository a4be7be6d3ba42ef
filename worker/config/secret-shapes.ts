/**
 * Shape checks for secrets (issue 18 §2): a value that cannot be what the
 * setting needs is found at start, not deep in a request. The messages say
 * what is wrong and never quote the value.
 */

/** A private ES256 key as a JWK (npm run keygen): EC on P-256 with its private part. */
export function privateEs256JwkProblem(value: string): string | null {
  const jwk = parseJson(value)
  if (!jwk) return 'must be a private JWK (JSON): make one with npm run keygen'
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') return 'must be an EC P-256 JWK (ES256)'
  if (!isText(jwk.d) || !isText(jwk.x) || !isText(jwk.y)) return 'must be a private JWK with d, x and y'
  return null
}

/** A private RS256 key as a JWK with its kid (a live or video provider's signing key). */
export function privateRsaJwkProblem(value: string): string | null {
  const jwk = parseJson(value)
  if (!jwk) return 'must be a private RSA JWK (JSON)'
  if (jwk.kty !== 'RSA' || !isText(jwk.n) || !isText(jwk.e) || !isText(jwk.d)) return 'must be a private RSA JWK with n, e and d'
  if (!isText(jwk.kid)) return 'must carry its kid'
  return null
}

/** Stripe's secret or restricted API key, live or test mode. */
export function stripeKeyProblem(value: string): string | null {
  return /^(sk|rk)_(live|test)_[A-Za-z0-9]+$/.test(value) ? null : 'must be a Stripe secret key (sk_live_… or sk_test_…)'
}

/** A webhook endpoint's signing secret. */
export function webhookSecretProblem(value: string): string | null {
  return /^whsec_[A-Za-z0-9+/=_-]+$/.test(value) ? null : 'must be the webhook endpoint signing secret (whsec_…)'
}

function parseJson(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0
