/**
 * Sign-in and password-reset attempts (issue 8 §9) through the Workers
 * rate-limit bindings the site lock uses: 30 a minute per visitor address and
 * 5 a minute per account (wrangler.toml). The address is CF-Connecting-IP,
 * which Cloudflare sets and overwrites whatever the client sent.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

export type AttemptKind = 'sign-in' | 'password-reset' | 'register'

/** true when this attempt may go ahead; both limits count it. */
export async function attemptAllowed(c: Context<AppEnv>, kind: AttemptKind, email: string | null): Promise<boolean> {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const byAddress = await c.env.AUTH_ATTEMPTS_BY_ADDRESS.limit({ key: `${kind}:${address}` })
  if (!byAddress.success) return false
  if (email === null) return true
  const byAccount = await c.env.AUTH_ATTEMPTS_BY_ACCOUNT.limit({ key: `${kind}:${email}` })
  return byAccount.success
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Wait a minute and try again'

export function tooManyAttempts(c: Context<AppEnv>) {
  c.header('Retry-After', '60')
  return c.json(apiErrorBody('too_many_attempts', TOO_MANY_ATTEMPTS_MESSAGE), 429)
}
