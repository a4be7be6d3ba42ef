/**
 * SPEC §2.1 /videos/browse and §3 video filters: reading the browse address
 * (?category=Full-Match-Replay&team=women&season=2024&duration=short&page=2)
 * into filters, and writing filters back into an address. Categories are
 * matched by slug or by name, without case, '-' and ' ' alike, so the
 * spec's own example address works.
 */
import { VIDEO_DURATION_FILTERS, VIDEO_SEASON_FILTERS, VIDEO_TEAM_FILTERS, type VideoDurationFilter } from '../schemas/search-limits'

export type BrowseTeam = (typeof VIDEO_TEAM_FILTERS)[number]['id']

export interface BrowseFilters {
  /** The category's slug. */
  category: string | null
  team: BrowseTeam | null
  season: number | null
  duration: VideoDurationFilter | null
}

export const NO_BROWSE_FILTERS: BrowseFilters = { category: null, team: null, season: null, duration: null }

/** The deepest browse page an address may ask for (1-based). */
export const MAX_BROWSE_PAGE = 100

export interface BrowseCategory {
  slug: string
  name: string
}

export type BrowseQuery =
  | { kind: 'ok'; filters: BrowseFilters; page: number }
  | { kind: 'unknownCategory'; category: string } // a 404: no such category
  | { kind: 'invalid'; field: 'team' | 'season' | 'duration' | 'page' } // a 400: the address is malformed

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')

/** Reads the query of a browse address; an empty value is no filter (SPEC §5: match everything). */
export function readBrowseQuery(query: { get(name: string): string | null }, categories: readonly BrowseCategory[]): BrowseQuery {
  const value = (name: string) => query.get(name)?.trim() || null
  const filters: BrowseFilters = { ...NO_BROWSE_FILTERS }
  const category = value('category')
  if (category !== null) {
    const found = categories.find((c) => key(c.slug) === key(category) || key(c.name) === key(category))
    if (!found) return { kind: 'unknownCategory', category }
    filters.category = found.slug
  }
  const team = value('team')?.toLowerCase() ?? null
  if (team !== null) {
    const found = VIDEO_TEAM_FILTERS.find((t) => t.id === team)
    if (!found) return { kind: 'invalid', field: 'team' }
    filters.team = found.id
  }
  const season = value('season')
  if (season !== null) {
    const year = /^\d{4}$/.test(season) ? Number(season) : Number.NaN
    if (!(VIDEO_SEASON_FILTERS as readonly number[]).includes(year)) return { kind: 'invalid', field: 'season' }
    filters.season = year
  }
  const duration = value('duration')?.toLowerCase() ?? null
  if (duration !== null) {
    if (!(duration in VIDEO_DURATION_FILTERS)) return { kind: 'invalid', field: 'duration' }
    filters.duration = duration as VideoDurationFilter
  }
  const pageText = value('page') ?? '1'
  const page = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 0
  if (page < 1 || page > MAX_BROWSE_PAGE) return { kind: 'invalid', field: 'page' }
  return { kind: 'ok', filters, page }
}

/**
 * The browse address for filters and a page, in the spec's style: the category by its name with
 * '-' for spaces (?category=Full-Match-Replay). Page 1 and empty filters are left out.
 */
export function browsePath(filters: BrowseFilters, categories: readonly BrowseCategory[], page = 1): string {
  const category = categories.find((c) => c.slug === filters.category)
  // Built by hand: shared/ has no DOM or Workers globals (URLSearchParams).
  const params: Array<[string, string]> = []
  if (category) params.push(['category', category.name.trim().replace(/\s+/g, '-')])
  if (filters.team) params.push(['team', filters.team])
  if (filters.season !== null) params.push(['season', String(filters.season)])
  if (filters.duration) params.push(['duration', filters.duration])
  if (page > 1) params.push(['page', String(page)])
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return query ? `/videos/browse?${query}` : '/videos/browse'
}
