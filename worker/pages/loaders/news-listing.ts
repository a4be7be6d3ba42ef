import { londonDayRange } from '../../../shared/rules/formats'
import { newsPeriodLabel } from '../../../shared/rules/news-period'
import { NEWS_PAGE_SIZE, NewsListingQuerySchema } from '../../../shared/schemas/news'
import type { NewsPeriod } from '../../../shared/types/page-payload'
import { listNewsRead } from '../../db/news'
import { sectionSponsorRead } from '../../db/section-sponsors'
import { badRequest, notFound } from '../../http-errors'
import type { PageContext, PageLoader } from '../page-context'

/** /news, and the dated archive forms /news/{year}/{month?}/{day?} (SPEC §2.1). */
export const loadNewsListing: PageLoader = async (ctx) => {
  const query = NewsListingQuerySchema.safeParse({ page: ctx.url.searchParams.get('page') ?? undefined })
  if (!query.success) throw badRequest('page must be a whole number from 1')
  const page = query.data.page ?? 1

  const period = periodOf(ctx)
  const bounds = period ? londonDayRange(period.year, period.month, period.day) : undefined
  const { result, sponsor } = await ctx.read({
    result: listNewsRead(ctx.env.DB, {
      locale: 'en',
      limit: NEWS_PAGE_SIZE,
      offset: (page - 1) * NEWS_PAGE_SIZE,
      from: bounds?.from,
      to: bounds?.to,
      now: ctx.now,
    }),
    sponsor: sectionSponsorRead(ctx.env.DB, 'news-listing', ctx.childFriendly),
  })
  const pageCount = Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE))
  // A page past the end is not a page; an empty archive still answers 200.
  if (page > pageCount) throw notFound()
  const { clubName } = await ctx.settings()

  return {
    title: period ? `News from ${newsPeriodLabel(period)}` : 'News',
    description: `The latest news from ${clubName}.`,
    canonicalPath: ctx.url.pathname + (page > 1 ? `?page=${page}` : ''),
    page: { kind: 'newsListing', items: result.items, total: result.total, page, pageCount, period, sponsor },
  }
}

function periodOf({ route }: PageContext): NewsPeriod | null {
  if (route.name !== 'newsArchive') return null
  const { year, month, day } = route.params
  return {
    year: Number(year),
    ...(month ? { month: Number(month) } : {}),
    ...(day ? { day: Number(day) } : {}),
  }
}
