/** The data behind shared/rules/live-rights.ts: the 'liveRights' setting and the unsold territories (SPEC §1, §6). */
import type { LiveRightsConfig } from '../../shared/rules/live-rights'
import { type Read, runRead } from './read'

interface LiveRightsSetting {
  seasonSlug: string
  blackoutCountries: string[]
}

export function liveRightsConfigRead(db: D1Database): Read<LiveRightsConfig> {
  return {
    statements: [
      db.prepare(`SELECT value FROM site_settings WHERE key = 'liveRights'`),
      db.prepare('SELECT country_code FROM unsold_territories ORDER BY country_code'),
    ],
    map: ([setting, territories]) => toConfig(setting, territories),
  }
}

export function getLiveRightsConfig(db: D1Database): Promise<LiveRightsConfig> {
  return runRead(db, liveRightsConfigRead(db))
}

function toConfig(setting: D1Result | undefined, territories: D1Result | undefined): LiveRightsConfig {
  const raw = (setting?.results[0] as { value?: string } | undefined)?.value
  if (!raw) throw new Error("site_settings has no 'liveRights' row: apply the migrations and run the seed")
  const parsed = JSON.parse(raw) as LiveRightsSetting
  return {
    seasonSlug: parsed.seasonSlug,
    blackoutCountries: parsed.blackoutCountries,
    unsoldTerritories: ((territories?.results ?? []) as Array<{ country_code: string }>).map((row) => row.country_code),
  }
}
