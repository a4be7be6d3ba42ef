/**
 * Buying needs its settings (issue 18 §3): in production without Stripe's
 * keys, checkout, the customer portal and the webhook answer 503
 * payments_not_configured and write nothing, while packages still list.
 * The sandbox (its pages under /sandbox/*) exists only where development
 * features are on and no Stripe key is set.
 */
import { createMiddleware } from 'hono/factory'
import { configOf } from '../config'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'

export const PAYMENTS_NOT_CONFIGURED = 'Buying is not available at the moment: payments are not configured. Please try again later.'

export const requirePayments = createMiddleware<AppEnv>(async (c, next) => {
  if (configOf(c.env).payments.state === 'on') return next()
  return c.json(apiErrorBody('payments_not_configured', PAYMENTS_NOT_CONFIGURED), 503, { 'Cache-Control': 'no-store' })
})

/** The sandbox checkout and portal: development features on and no Stripe key (the embedded default). */
export function sandboxOpen(env: object): boolean {
  const config = configOf(env)
  return config.developmentFeatures && config.payments.state === 'on' && config.payments.settings.mode === 'sandbox'
}
