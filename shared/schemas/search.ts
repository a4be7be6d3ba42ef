/** Query schemas of the search APIs (SPEC §3 video filters, §7 news search, §9.4 page sizes). */
import * as z from 'zod'
import {
  MAX_NEWS_SEARCH_SIZE,
  MAX_SEARCH_START,
  MAX_VIDEO_SEARCH_PAGE_INDEX,
  MAX_VIDEO_SEARCH_PAGE_SIZE,
  NEWS_SEARCH_SIZE,
  NEWS_SEARCH_SORTS,
  VIDEO_SEARCH_PAGE_SIZE,
  VIDEO_SEASON_FILTERS,
  VIDEO_TEAM_FILTERS,
} from './search-limits'

export * from './search-limits'

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

export const NewsSearchQuerySchema = z.object({
  // SPEC §5: no length rule; only the first 32 words are searched.
  query: z.string().default(''),
  size: intParam(1, MAX_NEWS_SEARCH_SIZE).default(NEWS_SEARCH_SIZE),
  start: intParam(0, MAX_SEARCH_START).default(0),
  sort: z.enum(NEWS_SEARCH_SORTS).default('published_date desc'),
})
export type NewsSearchQuery = z.infer<typeof NewsSearchQuerySchema>

/** A comma-separated list parameter (?teams=women,u21) or a repeated one, as an array. */
const listParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined
        ? []
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => s.split(','))
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(item).max(20))

export const VideoSearchQuerySchema = z.object({
  // SPEC §5: no length rule; only the first 32 words are matched.
  title: z.string().default(''),
  categories: listParam(z.string().regex(/^[a-z0-9-]{1,64}$/)),
  teams: listParam(z.enum(VIDEO_TEAM_FILTERS.map((t) => t.id) as ['first-team', 'women', 'u21', 'u18'])),
  seasons: listParam(
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .pipe(z.number().min(VIDEO_SEASON_FILTERS.at(-1)!).max(VIDEO_SEASON_FILTERS[0])),
  ),
  duration: listParam(z.enum(['short', 'medium', 'long'])),
  pageIndex: intParam(0, MAX_VIDEO_SEARCH_PAGE_INDEX).default(0),
  pageSize: intParam(1, MAX_VIDEO_SEARCH_PAGE_SIZE).default(VIDEO_SEARCH_PAGE_SIZE),
  /** SPEC §7: sorted by release-from, newest first; the only order offered. */
  sortby: z.enum(['releaseFrom desc']).default('releaseFrom desc'),
})
export type VideoSearchQuery = z.infer<typeof VideoSearchQuerySchema>
