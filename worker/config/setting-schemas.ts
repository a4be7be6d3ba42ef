/**
 * zod pieces for settings (issue 18 §2; CONVENTIONS §13). An empty var is as
 * good as none; every message names what is wrong, never the value of a secret.
 */
import * as z from 'zod'
import { privateEs256JwkProblem, privateRsaJwkProblem, stripeKeyProblem, webhookSecretProblem } from './secret-shapes'

/** '' and unset are the same: not configured. A number or boolean written unquoted in wrangler.toml reads as its text. */
export const optionalText = z
  .unknown()
  .optional()
  .transform((value): string | undefined => {
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    return typeof value === 'string' && value !== '' ? value : undefined
  })

/**
 * Exactly one of `allowed`, or `fallback` when unset: no trimming and no case
 * folding, so "OIDC" or "oidc " is reported as the typo it is, not guessed at.
 */
export function oneOf<T extends string>(allowed: readonly [T, ...T[]], fallback?: T) {
  return optionalText.transform((value, ctx): T => {
    const chosen = value ?? fallback
    if (chosen !== undefined && (allowed as readonly string[]).includes(chosen)) return chosen as T
    const got = chosen === undefined ? 'is not set' : `is ${JSON.stringify(chosen.slice(0, 40))}`
    ctx.addIssue({ code: 'custom', message: `must be one of ${allowed.join(', ')} (it ${got})` })
    return z.NEVER
  })
}

/** A secret checked for shape by `check` (null: fine); required unless `optional`. */
export function secret(check: (value: string) => string | null) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined
    const wrong = check(value)
    if (wrong) {
      ctx.addIssue({ code: 'custom', message: wrong })
      return z.NEVER
    }
    return value
  })
}

export const es256Jwk = secret(privateEs256JwkProblem)
export const rsaJwk = secret(privateRsaJwkProblem)
export const stripeKey = secret(stripeKeyProblem)
export const webhookSecret = secret(webhookSecretProblem)

/** The site's own origin: an absolute URL that is only an origin; https in production, never the shipped placeholder. */
export function siteOrigin(production: boolean) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'is not set (the site’s own origin, e.g. https://www.itfc.co.uk)' })
      return z.NEVER
    }
    const url = URL.canParse(value) ? new URL(value) : null
    const wrong = !url
      ? 'must be an absolute URL such as https://www.itfc.co.uk'
      : url.origin !== value.replace(/\/$/, '')
        ? 'must be an origin only (scheme, host and port; no path or query)'
        : production && url.protocol !== 'https:'
          ? 'must be an https origin in production'
          : production && url.hostname.endsWith('.invalid')
            ? 'is still the placeholder from wrangler.toml: set the site’s own origin'
            : null
    if (wrong || !url) {
      ctx.addIssue({ code: 'custom', message: wrong ?? 'is not a URL' })
      return z.NEVER
    }
    return url.origin
  })
}

/** The problems of a failed parse, one per setting, in the words above. */
export function problemsOf(error: z.ZodError): { setting: string; message: string }[] {
  return error.issues.map((issue) => {
    const setting = String(issue.path[0] ?? 'configuration')
    return { setting, message: `${setting} ${issue.message}` }
  })
}
