/**
 * Search limits and filter values (SPEC §3 video filters, §7, §9.4), apart from the zod
 * schemas in search.ts so the browser bundle can use them without bundling zod.
 */

/** SPEC §7, §9.4: news search size 8. */
export const NEWS_SEARCH_SIZE = 8
export const MAX_NEWS_SEARCH_SIZE = 50
// SPEC §5 "Search: no length rule": a term of any length is accepted, so there is no term limit here.
// The work stays bounded because only its first MAX_SEARCH_WORDS (32) words are searched
// (shared/rules/news-search-query.ts, shared/rules/fuzzy-match.ts); the URL limit bounds the request.
/** Deep offsets cost the database without helping a visitor; the client caps its page count to reach no further. */
export const MAX_SEARCH_START = 10_000

/** SPEC §7: 'published_date desc' (default) or '_score desc' for relevance; 'relevance' is accepted as a name for the latter. */
export const NEWS_SEARCH_SORTS = ['published_date desc', '_score desc', 'relevance'] as const
export type NewsSearchSort = (typeof NEWS_SEARCH_SORTS)[number]

/** SPEC §9.4: search default page size 12, index 0. */
export const VIDEO_SEARCH_PAGE_SIZE = 12
export const MAX_VIDEO_SEARCH_PAGE_SIZE = 48
/** The deepest video page the API serves (0-based); 'Load more' stops there. */
export const MAX_VIDEO_SEARCH_PAGE_INDEX = 1000

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
