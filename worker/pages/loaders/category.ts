import * as z from 'zod'
import { listNewsRead } from '../../db/news'
import { newsCategoriesRead, newsCategoryRead } from '../../db/news-categories'
import { badRequest, notFound } from '../../http-errors'
import type { PageLoader } from '../page-context'

/** Articles per 'Load more' step. */
export const CATEGORY_PAGE_SIZE = 12
/** ?page=N shows the first N steps at once (the no-JavaScript 'Load more'), so N is bounded. */
const MAX_PAGE = 50

const PageQuery = z
  .string()
  .regex(/^[1-9]\d{0,2}$/)
  .transform(Number)
  .pipe(z.number().max(MAX_PAGE))
  .optional()

/**
 * /category lists the categories; /category/{category} its news, newest first (SPEC §2.1).
 * ?page=N renders the first N×12 articles: without JavaScript 'Load more' is a link to the next N,
 * with it the client fetches the same payload and appends what is new.
 * An Arabic category is an Arabic page (locale 'ar', dir=rtl).
 */
export const loadCategory: PageLoader = async (ctx) => {
  const db = ctx.env.DB
  const slug = ctx.route.params.category
  if (slug === undefined) {
    const { categories } = await ctx.read({ categories: newsCategoriesRead(db, ctx.now) })
    return { title: 'Categories', description: 'News by category.', page: { kind: 'categories', categories } }
  }
  const parsed = PageQuery.safeParse(ctx.url.searchParams.get('page') ?? undefined)
  if (!parsed.success) throw badRequest('page must be a whole number from 1')
  const page = parsed.data ?? 1
  const { category, result } = await ctx.read({
    category: newsCategoryRead(db, slug),
    result: listNewsRead(db, { categorySlug: slug, limit: page * CATEGORY_PAGE_SIZE, offset: 0, now: ctx.now }),
  })
  if (!category) throw notFound()
  if (page > 1 && (page - 1) * CATEGORY_PAGE_SIZE >= result.total) throw notFound()
  const { clubName } = await ctx.settings()
  return {
    title: category.name,
    description: `${category.name}: news from ${clubName}.`,
    locale: category.locale,
    canonicalPath: `/category/${encodeURIComponent(category.slug)}`,
    page: { kind: 'category', category, items: result.items, total: result.total, page, pageSize: CATEGORY_PAGE_SIZE },
  }
}
