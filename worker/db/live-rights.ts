/** The data behind shared/rules/live-rights.ts: the 'liveRights' setting and the unsold territories (SPEC §1, §6). */
import type { LiveRightsConfig } from '../../shared/rules/live-rights'

interface LiveRightsSetting {
  seasonSlug: string
  blackoutCountries: string[]
}

export async function getLiveRightsConfig(db: D1Database): Promise<LiveRightsConfig> {
  const [setting, territories] = await db.batch<{ value?: string; country_code?: string }>([
    db.prepare(`SELECT value FROM site_settings WHERE key = 'liveRights'`),
    db.prepare('SELECT country_code FROM unsold_territories ORDER BY country_code'),
  ])
  const raw = setting?.results[0]?.value
  if (!raw) throw new Error("site_settings has no 'liveRights' row: apply the migrations and run the seed")
  const parsed = JSON.parse(raw) as LiveRightsSetting
  return {
    seasonSlug: parsed.seasonSlug,
    blackoutCountries: parsed.blackoutCountries,
    unsoldTerritories: (territories?.results ?? []).map((row) => row.country_code as string),
  }
}
