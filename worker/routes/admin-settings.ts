import { Hono } from 'hono'
import { SettingsSchema } from '../../shared/schemas/admin-settings'
import type { AdminSettings } from '../../shared/types/admin-accounts'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { replaceUnsoldTerritories, unsoldTerritories } from '../db/admin-settings'
import { defaultStreamLimit } from '../db/stream-limits'
import type { AppEnv } from '../env'
import { configOf } from '../config'
import { requireAdmin } from '../identity/require-admin'

/**
 * Issue 19 §7 settings (administrators). The unsold territories are data and
 * change here; a match pass is sold where its match may be watched live
 * (shared/rules/purchase-eligibility.ts), so the match-pass regions are the
 * same list and change with it. The default stream limit (STREAM_LIMIT_DEFAULT)
 * and the site lock (SITE_LOCK_PASSWORD, a secret) are deploy configuration:
 * shown, never changed from the back office.
 */
export const adminSettings = new Hono<AppEnv>()

adminSettings.use('*', requireAdmin)

async function current(c: { env: AppEnv['Bindings'] }): Promise<AdminSettings> {
  const territories = await unsoldTerritories(c.env.DB)
  return {
    unsoldTerritories: territories,
    matchPassRegions: territories,
    defaultStreamLimit: defaultStreamLimit(c.env),
    siteLocked: Boolean(configOf(c.env).site.SITE_LOCK_PASSWORD),
  }
}

adminSettings.get('/', async (c) => c.json({ data: { type: 'settings', id: 'site', attributes: await current(c) } }))

/** PUT /api/admin/settings {unsoldTerritories}: the live-rights decision uses the new list from the next request (read per decision, nothing cached). */
adminSettings.put('/', async (c) => {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    body = undefined
  }
  const parsed = SettingsSchema.safeParse(body)
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  await replaceUnsoldTerritories(c.env.DB, parsed.data.unsoldTerritories, await staffActor(c), new Date())
  return c.json({ data: { type: 'settings', id: 'site', attributes: await current(c) } })
})
