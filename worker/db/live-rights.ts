/** The data behind shared/rules/live-rights.ts: the 'liveRights' setting and the unsold territories (SPEC §1, §6). */
import type { LiveRightsConfig } from '../../shared/rules/live-rights'
import { type Read, runRead } from './read'

interface LiveRightsSetting {
  seasonSlug: string
  blackoutCountries: string[]
}

/** The rights configuration, or null when the 'liveRights' setting is missing or unreadable (the caller decides what that means). */
export function liveRightsConfigRead(db: D1Database): Read<LiveRightsConfig | null> {
  return {
    statements: [
      db.prepare(`SELECT value FROM site_settings WHERE key = 'liveRights'`),
      db.prepare('SELECT country_code FROM unsold_territories ORDER BY country_code'),
    ],
    map: ([setting, territories]) => toConfig(setting, territories),
  }
}

/**
 * The configuration as it applies to one country: the session check's (on every player's path). Its
 * unsoldTerritories holds that country when it is one of them, else nothing: liveRights() only looks
 * the request's own country up in that list, so it decides the same as with the whole list, and D1
 * reads one row instead of every territory (34 in the seed; the issue 21 bench). For that country only.
 */
export function liveRightsForCountryRead(db: D1Database, country: string): Read<LiveRightsConfig | null> {
  return {
    statements: [
      db.prepare(`SELECT value FROM site_settings WHERE key = 'liveRights'`),
      db.prepare('SELECT country_code FROM unsold_territories WHERE country_code = ?').bind(country.toUpperCase()),
    ],
    map: ([setting, territories]) => toConfig(setting, territories),
  }
}

export const MISSING_LIVE_RIGHTS = "site_settings has no readable 'liveRights' row: apply the migrations and run the seed"

/** For the packages and checkout: they cannot be offered without the rights either, and fail loudly. */
export async function getLiveRightsConfig(db: D1Database): Promise<LiveRightsConfig> {
  const config = await runRead(db, liveRightsConfigRead(db))
  if (!config) throw new Error(MISSING_LIVE_RIGHTS)
  return config
}

function toConfig(setting: D1Result | undefined, territories: D1Result | undefined): LiveRightsConfig | null {
  const parsed = parseSetting((setting?.results[0] as { value?: string } | undefined)?.value)
  if (!parsed) return null
  return {
    seasonSlug: parsed.seasonSlug,
    blackoutCountries: parsed.blackoutCountries,
    unsoldTerritories: ((territories?.results ?? []) as Array<{ country_code: string }>).map((row) => row.country_code),
  }
}

function parseSetting(raw: string | undefined): LiveRightsSetting | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<LiveRightsSetting> | null
    const countries = value?.blackoutCountries
    if (typeof value?.seasonSlug !== 'string' || !Array.isArray(countries) || !countries.every((c) => typeof c === 'string')) return null
    return { seasonSlug: value.seasonSlug, blackoutCountries: countries }
  } catch {
    return null
  }
}
