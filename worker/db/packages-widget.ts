import type { PackagesWidgetSettings } from '../../shared/types/commerce'
import { firstRead, type Read } from './read'

/** SPEC §3 packages widget data (site_settings 'packagesWidget'), or null when the club has none configured. */
export function packagesWidgetSettingsRead(db: D1Database): Read<PackagesWidgetSettings | null> {
  return firstRead<{ value: string }, PackagesWidgetSettings | null>(
    db.prepare(`SELECT value FROM site_settings WHERE key = 'packagesWidget'`),
    (row) => (row ? (JSON.parse(row.value) as PackagesWidgetSettings) : null),
  )
}
