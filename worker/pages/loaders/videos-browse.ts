import { readBrowseQuery } from '../../../shared/rules/browse-filters'
import { VIDEO_SEARCH_PAGE_SIZE } from '../../../shared/schemas/search-limits'
import { videoCategoriesRead } from '../../db/video-collections'
import { searchVideos } from '../../db/video-search'
import { videoServiceConfigRead } from '../../db/videos'
import { badRequest, notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'

/**
 * /videos/browse ('BROWSE', SPEC §2.1): the filters of SPEC §3 from the address
 * (?category=Full-Match-Replay&team=…&season=…&duration=…&page=…) and one page of
 * the video search (worker/db/video-search.ts) for them, 12 a page (§9.4).
 * An unknown category is a 404; a malformed filter is a 400.
 */
export const loadVideoBrowse: PageLoader = async ({ env, url, now, settings, read }) => {
  const { categories, config } = await read({ categories: videoCategoriesRead(env.DB), config: videoServiceConfigRead(env.DB) })
  const query = readBrowseQuery(url.searchParams, categories)
  if (query.kind === 'unknownCategory') throw notFound('No such video category')
  if (query.kind === 'invalid') throw badRequest(`Invalid browse filter: ${query.field}`)
  const { filters, page } = query
  const result = await searchVideos(env.DB, {
    title: '',
    categories: filters.category ? [filters.category] : [],
    teams: filters.team ? [filters.team] : [],
    seasons: filters.season !== null ? [filters.season] : [],
    duration: filters.duration ? [filters.duration] : [],
    pageIndex: page - 1,
    pageSize: VIDEO_SEARCH_PAGE_SIZE,
    now,
  })
  // A page past the end is not a page; no results for page 1 is an answer.
  if (page > 1 && result.items.length === 0) throw notFound()
  const category = categories.find((c) => c.slug === filters.category)
  const { pageTitlePrefix } = await settings()
  return {
    title: category ? `Browse ${category.name}` : 'Browse',
    description: `Browse every video on ${pageTitlePrefix.streamer} by category, team, season and length.`,
    page: {
      kind: 'videoBrowse',
      filters,
      categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
      items: result.items,
      total: result.total,
      page,
      pageSize: VIDEO_SEARCH_PAGE_SIZE,
      lockEmptyEntitlements: config.lockEmptyEntitlements,
    },
  }
}
