import type { PackagesWidgetSettings } from '../../shared/types/commerce'

/** SPEC §3 packages widget data (site_settings 'packagesWidget'), or null when the club has none configured. */
export async function getPackagesWidgetSettings(db: D1Database): Promise<PackagesWidgetSettings | null> {
  const row = await db.prepare(`SELECT value FROM site_settings WHERE key = 'packagesWidget'`).first<{ value: string }>()
  return row ? (JSON.parse(row.value) as PackagesWidgetSettings) : null
}
