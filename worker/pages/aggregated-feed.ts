/**
 * Fills in the SPEC §2.10 aggregated-feed block of a CMS page: the newest
 * English articles and one §3 aggregated-feed advert picked at random among
 * those the §5 rules let this visitor see (it takes one of the first step's
 * pageSize places). ?feed=N shows the first N steps at
 * once: that is 'Load more' without JavaScript (with it, the client fetches
 * the same payload and appends what is new).
 */
import * as z from 'zod'
import { pickAtRandom } from '../../shared/rules/advert-eligibility'
import type { FeedAdvert } from '../../shared/types/advert'
import type { NewsPage } from '../../shared/types/news'
import type { AggregatedFeedBlock, AggregatedFeedSettings } from '../../shared/types/page'
import { feedAdvertsRead } from '../db/adverts'
import { listNewsRead } from '../db/news'
import { constantRead, optionalRead, type Read, type ReadValues } from '../db/read'
import { badRequest } from '../http-errors'
import type { PageContext } from './page-context'

/** The query parameter of the no-JavaScript 'Load more'. */
export const FEED_STEPS_PARAM = 'feed'
/** ?feed=N renders N steps at once, so N is bounded (as the category pages do). */
const MAX_FEED_STEPS = 50

const StepsQuery = z
  .string()
  .regex(/^[1-9]\d{0,2}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_FEED_STEPS))
  .optional()

/** The steps asked for; a malformed value is a 400, like any bad page query. */
export function feedSteps(url: URL): number {
  const parsed = StepsQuery.safeParse(url.searchParams.get(FEED_STEPS_PARAM) ?? undefined)
  if (!parsed.success) throw badRequest(`${FEED_STEPS_PARAM} must be a whole number from 1 to ${MAX_FEED_STEPS}`)
  return parsed.data ?? 1
}

/**
 * What the feeds of one page read, in one batch with the page's other block data (issue 13 §3):
 * the adverts, and the newest English news up to what the longest feed shows. Every feed shows
 * the same list from its start, so one read serves them all.
 */
export function aggregatedFeedReads(
  ctx: Pick<PageContext, 'env' | 'childFriendly' | 'now'>,
  feeds: readonly AggregatedFeedSettings[],
  steps: number,
): { feedAdverts: Read<FeedAdvert[]>; feedNews: Read<NewsPage> } {
  // A page without a feed reads nothing for it.
  if (feeds.length === 0) return { feedAdverts: constantRead([]), feedNews: constantRead({ items: [], total: 0 }) }
  return {
    // SPEC §8.3: an advert that fails to load leaves its place empty; the feed still shows.
    feedAdverts: optionalRead(
      feedAdvertsRead(ctx.env.DB, { childFriendly: ctx.childFriendly, now: ctx.now }),
      [],
      'aggregated-feed adverts',
    ),
    feedNews: listNewsRead(ctx.env.DB, {
      locale: 'en',
      limit: Math.max(1, ...feeds.map((feed) => steps * feed.pageSize)),
      offset: 0,
      now: ctx.now,
    }),
  }
}

export type AggregatedFeedValues = ReadValues<ReturnType<typeof aggregatedFeedReads>>

/** One feed block from what its page read. */
export function aggregatedFeed(
  values: AggregatedFeedValues,
  settings: AggregatedFeedSettings,
  steps: number,
  clubName: string,
): AggregatedFeedBlock {
  const advert = pickAtRandom(values.feedAdverts)
  // The advert takes one of the first step's places, so the grid's rows come out whole.
  const places = advert ? 1 : 0
  const { items, total } = values.feedNews
  // Past the end is the whole feed, not an error: the page around the block is still there.
  const lastStep = Math.max(1, Math.ceil((total + places) / settings.pageSize))
  return {
    ...settings,
    clubName,
    items: items.slice(0, Math.max(1, steps * settings.pageSize - places)),
    total,
    steps: Math.min(steps, lastStep),
    advert,
  }
}
