/**
 * Issue 21 §7: where the operations view's figures are kept. `OPS_STORE` is
 * `d1` (per-minute counters in D1: npm start, the worker tests) or
 * `analytics-engine` (Workers Analytics Engine: the OPS_ANALYTICS dataset
 * binding is written, and the view reads it back through the Analytics
 * Engine SQL API with OPS_ACCOUNT_ID and the secret OPS_API_TOKEN, a token
 * with Account Analytics read). Production must say which (no development
 * default), and with analytics-engine a missing setting switches the view
 * off (GET /api/admin/ops answers 503 ops_not_configured); recording never
 * fails the request it counts.
 */
import * as z from 'zod'
import { type FeatureSettings, off, on } from './feature-settings'
import { oneOf, optionalText, problemsOf } from './setting-schemas'

export const OPS_STORES = ['d1', 'analytics-engine'] as const
/** The dataset named in wrangler.toml's [[env.production.analytics_engine_datasets]]. */
export const OPS_DATASET = 'club_ops'

export type OpsSettings =
  | { store: 'd1' }
  | { store: 'analytics-engine'; dataset: AnalyticsEngineDataset; accountId: string; apiToken: string }

const OpsSchema = (production: boolean) =>
  z.object({
    OPS_STORE: oneOf(OPS_STORES, production ? undefined : 'd1'),
    OPS_ACCOUNT_ID: optionalText.refine((id) => id === undefined || /^[0-9a-f]{32}$/.test(id), 'must be the 32-hex account id'),
    OPS_API_TOKEN: optionalText.refine((t) => t === undefined || /^[A-Za-z0-9_-]{20,}$/.test(t), 'must be a Cloudflare API token'),
  })

const isDataset = (binding: unknown): binding is AnalyticsEngineDataset =>
  typeof (binding as { writeDataPoint?: unknown } | null)?.writeDataPoint === 'function'

export function readOpsSettings(env: Record<string, unknown>, production: boolean): FeatureSettings<OpsSettings> {
  const parsed = OpsSchema(production).safeParse(env)
  if (!parsed.success) return off(problemsOf(parsed.error))
  const s = parsed.data
  if (s.OPS_STORE === 'd1') return on({ store: 'd1' })
  const missing = [
    ['OPS_ANALYTICS', isDataset(env.OPS_ANALYTICS) ? 'bound' : undefined, `the analytics_engine_datasets binding of ${OPS_DATASET}`],
    ['OPS_ACCOUNT_ID', s.OPS_ACCOUNT_ID, 'the Cloudflare account id the SQL API is asked with'],
    ['OPS_API_TOKEN', s.OPS_API_TOKEN, 'an API token with Account Analytics read'],
  ].filter(([, value]) => value === undefined)
  if (missing.length > 0)
    return off(
      missing.map(([setting, , what]) => ({
        setting: setting as string,
        message: `OPS_STORE is analytics-engine but ${setting} is not set (${what})`,
      })),
    )
  return on({
    store: 'analytics-engine',
    dataset: env.OPS_ANALYTICS as AnalyticsEngineDataset,
    accountId: s.OPS_ACCOUNT_ID as string,
    apiToken: s.OPS_API_TOKEN as string,
  })
}
