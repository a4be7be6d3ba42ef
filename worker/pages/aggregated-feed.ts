/**
 * Fills in the SPEC §2.10 aggregated-feed block of a CMS page: the newest
 * English articles and one §3 aggregated-feed advert picked at random among
 * those the §5 rules let this visitor see (it takes one of the first step's
 * pageSize places). ?feed=N shows the first N steps at
 * once: that is 'Load more' without JavaScript (with it, the client fetches
 * the same payload and appends what is new).
 */
import { z } from 'zod'
import { pickAtRandom } from '../../shared/rules/advert-eligibility'
import type { AggregatedFeedBlock, AggregatedFeedSettings } from '../../shared/types/page'
import { listFeedAdverts } from '../db/adverts'
import { listNews } from '../db/news'
import { badRequest } from '../http-errors'
import { emptyOnFailure } from './optional-area'
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

export async function loadAggregatedFeed(
  ctx: Pick<PageContext, 'env' | 'settings' | 'childFriendly' | 'now'>,
  settings: AggregatedFeedSettings,
  steps: number,
): Promise<AggregatedFeedBlock> {
  // SPEC §8.3: an advert that fails to load leaves its place empty; the feed still shows.
  const adverts = await emptyOnFailure(
    listFeedAdverts(ctx.env.DB, { childFriendly: ctx.childFriendly, now: ctx.now }),
    [],
    'aggregated-feed adverts',
  )
  const advert = pickAtRandom(adverts)
  // The advert takes one of the first step's places, so the grid's rows come out whole.
  const places = advert ? 1 : 0
  const news = await listNews(ctx.env.DB, { locale: 'en', limit: Math.max(1, steps * settings.pageSize - places), offset: 0 })
  // Past the end is the whole feed, not an error: the page around the block is still there.
  const lastStep = Math.max(1, Math.ceil((news.total + places) / settings.pageSize))
  return { ...settings, clubName: ctx.settings.clubName, items: news.items, total: news.total, steps: Math.min(steps, lastStep), advert }
}
