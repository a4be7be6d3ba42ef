import { Hono } from 'hono'
import type { SiteConfigurationView } from '../../shared/types/site-configuration'
import { allProblems, configOf } from '../config'
import type { AppEnv } from '../env'
import { requireAdmin } from '../identity/require-admin'

/**
 * GET /api/admin/configuration (administrators): which features are on, and
 * why one is off, in the words the log uses, so an operator need not read the
 * log. Stripe's test mode is said here, as Stripe's own dashboard says it.
 */
export const adminConfiguration = new Hono<AppEnv>()

adminConfiguration.use('*', requireAdmin)

adminConfiguration.get('/', (c) => {
  const config = configOf(c.env)
  const payments = config.payments.state === 'on' ? config.payments.settings : null
  const live = config.live.state === 'on' ? config.live.settings : null
  const attributes: SiteConfigurationView = {
    environment: config.environment,
    identityProvider: config.site.IDENTITY_PROVIDER,
    payments: {
      state: config.payments.state,
      mode: payments?.mode ?? null,
      testMode: payments?.mode === 'stripe' ? payments.testMode : payments?.mode === 'sandbox',
    },
    live: { state: config.live.state, provider: live ? (live.provider?.name ?? 'embedded') : null },
    problems: allProblems(config).map((problem) => problem.message),
  }
  return c.json({ data: { type: 'configuration', attributes } })
})
