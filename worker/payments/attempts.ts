/**
 * Rate limits for buying (issue 11): opening Stripe sessions (checkout,
 * portal) per account through PAYMENT_ATTEMPTS (20 a minute), and voucher
 * codes, which can be guessed, through the sign-in limits with a 'voucher:'
 * key of their own: 30 a minute per address, 5 a minute per account.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env'

export async function sessionAttemptAllowed(c: Context<AppEnv>, ssoId: string): Promise<boolean> {
  return (await c.env.PAYMENT_ATTEMPTS.limit({ key: `session:${ssoId}` })).success
}

export async function voucherAttemptAllowed(c: Context<AppEnv>, ssoId: string): Promise<boolean> {
  // CF-Connecting-IP is set by Cloudflare and overwrites whatever the client sent.
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const byAddress = await c.env.AUTH_ATTEMPTS_BY_ADDRESS.limit({ key: `voucher:${address}` })
  if (!byAddress.success) return false
  return (await c.env.AUTH_ATTEMPTS_BY_ACCOUNT.limit({ key: `voucher:${ssoId}` })).success
}
