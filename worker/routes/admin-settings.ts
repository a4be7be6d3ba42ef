import { Hono } from 'hono'
import { SettingsSchema } from '../../shared/schemas/admin-settings'
import type { AdminSettings } from '../../shared/types/admin-accounts'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { replaceUnsoldTerritories, unsoldTerritories } from '../db/admin-settings'
import { defaultStreamLimit, setSiteStreamLimit, storedSiteStreamLimit } from '../db/stream-limits'
import type { AppEnv } from '../env'
import { configOf } from '../config'
import { requireAdmin } from '../identity/require-admin'

/**
 * Issue 19 §7 settings (administrators). The unsold territories are data and
 * change here; a match pass is sold where its match may be watched live
 * (shared/rules/purchase-eligibility.ts), so the match-pass regions are the
 * same list and change with it. The default stream limit is set here (D1
 * site_settings) over the deploy's STREAM_LIMIT_DEFAULT, and applies from the
 * next session check. The site lock (SITE_LOCK_PASSWORD, a secret, the
 * development lock of SPEC §6) is deploy configuration: shown, never changed here.
 */
export const adminSettings = new Hono<AppEnv>()

adminSettings.use('*', requireAdmin)

async function current(c: { env: AppEnv['Bindings'] }): Promise<AdminSettings> {
  const [territories, stored] = await Promise.all([unsoldTerritories(c.env.DB), storedSiteStreamLimit(c.env.DB)])
  const configured = defaultStreamLimit(c.env)
  return {
    unsoldTerritories: territories,
    matchPassRegions: territories,
    defaultStreamLimit: stored ?? configured,
    storedStreamLimit: stored,
    configuredStreamLimit: configured,
    siteLocked: Boolean(configOf(c.env).site.SITE_LOCK_PASSWORD),
  }
}

adminSettings.get('/', async (c) => c.json({ data: { type: 'settings', id: 'site', attributes: await current(c) } }))

/**
 * PUT /api/admin/settings {unsoldTerritories?, defaultStreamLimit?}: the live-rights decision and the
 * stream limit use the new values from the next request (read per decision, nothing cached).
 */
adminSettings.put('/', async (c) => {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    body = undefined
  }
  const parsed = SettingsSchema.safeParse(body)
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  const actor = await staffActor(c)
  const { unsoldTerritories: territories, defaultStreamLimit: limit } = parsed.data
  if (territories !== undefined) await replaceUnsoldTerritories(c.env.DB, territories, actor, new Date())
  if (limit !== undefined) await setSiteStreamLimit(c.env.DB, limit, actor, new Date())
  return c.json({ data: { type: 'settings', id: 'site', attributes: await current(c) } })
})
