/**
 * Search limits and filter values (SPEC §3 video filters, §7, §9.4), apart from the zod
 * schemas in search.ts so the browser bundle can use them without bundling zod.
 */

/** SPEC §7, §9.4: news search size 8. */
export const NEWS_SEARCH_SIZE = 8
export const MAX_NEWS_SEARCH_SIZE = 50
/** The longest term the search box sends; longer input is answered 400 rather than parsed. */
export const MAX_SEARCH_TERM_LENGTH = 200
/** Deep offsets cost the database without helping a visitor. */
export const MAX_SEARCH_START = 10_000

/** SPEC §7: 'published_date desc' (default) or '_score desc' for relevance; 'relevance' is accepted as a name for the latter. */
export const NEWS_SEARCH_SORTS = ['published_date desc', '_score desc', 'relevance'] as const
export type NewsSearchSort = (typeof NEWS_SEARCH_SORTS)[number]

/** SPEC §9.4: search default page size 12, index 0. */
export const VIDEO_SEARCH_PAGE_SIZE = 12
export const MAX_VIDEO_SEARCH_PAGE_SIZE = 48

/** SPEC §3 video filters: teams First Team, Women, U21, U18 (by team slug; the first team also answers to 'first-team'). */
export const VIDEO_TEAM_FILTERS = [
  { id: 'first-team', label: 'First Team' },
  { id: 'women', label: 'Women' },
  { id: 'u21', label: 'U21' },
  { id: 'u18', label: 'U18' },
] as const
/** SPEC §3: seasons 2025 back to 2020. */
export const VIDEO_SEASON_FILTERS = [2025, 2024, 2023, 2022, 2021, 2020] as const
/** SPEC §3, §9.4: duration buckets at 300 and 600 seconds. */
export const VIDEO_DURATION_FILTERS = {
  short: { label: 'Short', min: 0, max: 299 },
  medium: { label: 'Medium', min: 300, max: 600 },
  long: { label: 'Long', min: 601, max: null },
} as const
export type VideoDurationFilter = keyof typeof VIDEO_DURATION_FILTERS
