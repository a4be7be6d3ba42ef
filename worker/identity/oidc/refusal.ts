/**
 * What the supporter sees when an OIDC sign-in cannot finish. The callback is a
 * page the browser navigates to, so a browser gets a small page with the
 * SPEC §8.3 login-problem wording and a way back; anything else gets the API's
 * JSON error. Never a stack trace: the reason goes to the log only.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../env'
import { apiErrorBody } from '../../http-errors'

// SPEC §8.3: 'There was a problem logging in' with 'Please try again in a few minutes'.
export const LOGIN_PROBLEM = 'There was a problem logging in'
export const TRY_AGAIN = 'Please try again in a few minutes'
const UNAVAILABLE = 'Sign-on is not available right now. Please try again in a few minutes'

/** Why a callback was refused (logged, never shown). */
export type RefusalReason =
  | 'no_flow'
  | 'bad_authorization_response'
  | 'provider_error'
  | 'token_exchange_failed'
  | 'id_token_invalid'
  | 'userinfo_failed'
  | 'userinfo_invalid'
  | 'no_usable_email'
  | 'email_taken'
  | 'too_many_attempts'

/** The start, or a callback, while the provider is misconfigured or unreachable. */
export function signOnUnavailable(c: Context<AppEnv>): Response {
  c.header('Cache-Control', 'no-store')
  c.header('Retry-After', '60')
  return c.json(apiErrorBody('sign_on_unavailable', UNAVAILABLE), 503)
}

/** A callback that cannot sign anyone in: 400 (429 when rate limited), no cookie but the spent flow's deletion. */
export function refuseSignIn(c: Context<AppEnv>, reason: RefusalReason, detail = ''): Response {
  console.warn(`OIDC sign-in refused: ${reason}${detail ? ` (${detail.slice(0, 200)})` : ''}`)
  const status = reason === 'too_many_attempts' ? 429 : 400
  c.header('Cache-Control', 'no-store')
  if (!(c.req.header('Accept') ?? '').includes('text/html')) {
    return c.json(apiErrorBody('sign_on_failed', `${LOGIN_PROBLEM}. ${TRY_AGAIN}`), status)
  }
  return c.html(page(), status)
}

function page(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="robots" content="noindex">
<title>${LOGIN_PROBLEM}</title>
</head>
<body>
<main>
<h1>${LOGIN_PROBLEM}</h1>
<p>${TRY_AGAIN}</p>
<p><a href="/">Back to the site</a></p>
</main>
</body>
</html>
`
}
