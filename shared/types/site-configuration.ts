/**
 * What an administrator sees of the site's configuration (issue 18 §3:
 * 'TEST MODE in the admin's view, as Stripe does'): GET /api/admin/configuration.
 * Problems are the messages the log carries (setting names, never values).
 */
export type FeatureState = 'on' | 'off'

export interface SiteConfigurationView {
  environment: 'development' | 'test' | 'production'
  identityProvider: 'embedded' | 'oidc'
  payments: { state: FeatureState; mode: 'stripe' | 'sandbox' | null; testMode: boolean }
  live: { state: FeatureState; provider: string | null }
  /** Every setting that switched a feature off, in words. */
  problems: string[]
}
