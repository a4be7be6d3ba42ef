import * as z from 'zod'

/** News listing page size: three rows of four cards on a desktop. */
export const NEWS_PAGE_SIZE = 12
/** Deepest listing page we serve; deeper is not a real page. */
export const NEWS_MAX_PAGE = 1000
/** SPEC §9.4: related news quantity. */
export const RELATED_NEWS_COUNT = 4
/** Home page: one lead story and six more. */
export const HOME_NEWS_COUNT = 7

/** `?page=` on the news listing: a positive whole number, or absent. */
export const NewsListingQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'page must be a whole number from 1')
    .transform(Number)
    .pipe(z.number().max(NEWS_MAX_PAGE))
    .optional(),
})
