/**
 * Buying (issue 18 §3; ARCHITECTURE "Payments"): Stripe with a secret key and
 * its webhook secret, or the sandbox checkout where development features are
 * on. In production without a key, buying is off: packages still list and
 * checkout answers 503 payments_not_configured. A test key (sk_test_) is
 * allowed in production and shown as TEST MODE to administrators.
 */
import * as z from 'zod'
import type { ConfigProblem, FeatureSettings } from './feature-settings'
import { off, on } from './feature-settings'
import { problemsOf, stripeKey, webhookSecret } from './setting-schemas'

export type PaymentsSettings = { mode: 'sandbox' } | { mode: 'stripe'; secretKey: string; webhookSecret: string; testMode: boolean }

const PaymentsSchema = z.object({ STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: webhookSecret })

export function readPaymentsSettings(env: Record<string, unknown>, developmentFeatures: boolean): FeatureSettings<PaymentsSettings> {
  const parsed = PaymentsSchema.safeParse(env)
  if (!parsed.success) return off(problemsOf(parsed.error))
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: secret } = parsed.data
  if (!secretKey) {
    if (developmentFeatures) return on({ mode: 'sandbox' })
    return off([missing('STRIPE_SECRET_KEY', 'is not set: buying is off until Stripe is configured')])
  }
  if (!secret) return off([missing('STRIPE_WEBHOOK_SECRET', 'is not set: Stripe’s events could not be verified, so buying is off')])
  return on({ mode: 'stripe', secretKey, webhookSecret: secret, testMode: secretKey.includes('_test_') })
}

const missing = (setting: string, message: string): ConfigProblem => ({ setting, message: `${setting} ${message}` })
