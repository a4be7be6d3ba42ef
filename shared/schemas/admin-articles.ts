/**
 * Issue 19 §2: what the back office sends to write an article, shared by the
 * API (worker/routes/admin-articles.ts) and the editor's form (react-hook-form
 * with the zod resolver), so both refuse the same things with the same words.
 */
import * as z from 'zod'
import { checkImageKey } from '../rules/image-request'
import { londonLocalToUtc } from '../rules/london-time'
import { NEWS_SLUG_MESSAGES, newsSlugProblem } from '../rules/news-slug'
import { ArticleDocumentSchema } from './article-document'

export const ARTICLE_TITLE_MAX = 200
export const ARTICLE_SUMMARY_MAX = 400
export const ARTICLE_AUTHOR_MAX = 100
export const ARTICLE_ALT_MAX = 300
export const ARTICLE_CATEGORIES_MAX = 5
export const ARTICLE_RELATED_MAX = 6

/** One line of text: no control characters (a title is a heading, a tab or NUL in it is a mistake). */
const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} is one line of text`)

export const ArticleSlugSchema = z.string().superRefine((slug, ctx) => {
  const problem = newsSlugProblem(slug)
  if (problem) ctx.addIssue({ code: 'custom', message: NEWS_SLUG_MESSAGES[problem] })
})

const ImageKeySchema = z
  .string()
  .max(200)
  .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')

const IdSchema = z.number().int().positive()

export const ArticleFieldsSchema = z
  .strictObject({
    locale: z.enum(['en', 'ar']),
    title: line(ARTICLE_TITLE_MAX, 'The title').min(1, 'Give the article a title'),
    slug: ArticleSlugSchema,
    summary: line(ARTICLE_SUMMARY_MAX, 'The summary'),
    author: line(ARTICLE_AUTHOR_MAX, 'The author'),
    body: ArticleDocumentSchema,
    imageKey: ImageKeySchema.nullable(),
    imageAlt: line(ARTICLE_ALT_MAX, 'The picture description'),
    categoryIds: z
      .array(IdSchema)
      .max(ARTICLE_CATEGORIES_MAX, `At most ${ARTICLE_CATEGORIES_MAX} categories`)
      .refine((ids) => new Set(ids).size === ids.length, 'A category is listed twice'),
    relatedIds: z
      .array(IdSchema)
      .max(ARTICLE_RELATED_MAX, `At most ${ARTICLE_RELATED_MAX} related articles`)
      .refine((ids) => new Set(ids).size === ids.length, 'An article is listed twice'),
    /** The English article this one is the Arabic version of. */
    translationOf: IdSchema.nullable(),
  })
  .superRefine((article, ctx) => {
    // Images have alt text (the guide's accessibility rule): a lead picture needs its description.
    if (article.imageKey !== null && article.imageAlt === '') {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'Describe the picture for those who cannot see it' })
    }
    if (article.translationOf !== null && article.locale !== 'ar') {
      ctx.addIssue({ code: 'custom', path: ['translationOf'], message: 'Only an Arabic article is the version of an English one' })
    }
  })

export type ArticleFields = z.output<typeof ArticleFieldsSchema>

/** POST /api/admin/articles: a new draft. */
export const ArticleCreateSchema = z.strictObject({
  data: z.strictObject({ type: z.literal('article'), attributes: ArticleFieldsSchema }),
})

/** The version the editor's copy was loaded at (§10): a save on an older copy is refused with 409. */
export const VersionSchema = z.number().int().positive()

/** PUT /api/admin/articles/{id}. */
export const ArticleUpdateSchema = z.strictObject({
  data: z.strictObject({ type: z.literal('article'), attributes: ArticleFieldsSchema, meta: z.strictObject({ version: VersionSchema }) }),
})

/**
 * POST /api/admin/articles/{id}/publish: now (publishAt null), or at a London
 * wall-clock time 'YYYY-MM-DDTHH:mm' (a time to come schedules it).
 */
export const ArticlePublishSchema = z.strictObject({
  version: VersionSchema,
  publishAt: z
    .string()
    .nullable()
    .superRefine((local, ctx) => {
      if (local === null) return
      const reading = londonLocalToUtc(local)
      if (!reading.ok) {
        ctx.addIssue({
          code: 'custom',
          message:
            reading.reason === 'noSuchTime'
              ? 'London skips this hour (the clocks go forward): choose another time'
              : 'A date and time, as 2026-08-09T15:00',
        })
      }
    }),
})

/** POST …/unpublish and DELETE: only the version. */
export const ArticleVersionSchema = z.strictObject({ version: VersionSchema })

export const ARTICLE_LIST_SORTS = ['updatedAt', 'publishedAt', 'title'] as const
export const ARTICLE_LIST_STATES = ['draft', 'scheduled', 'published', 'archived'] as const
export const ARTICLE_PAGE_SIZES = [10, 25, 50, 100] as const

/** GET /api/admin/articles?…: every filter optional; paging in D1, never the whole table. */
export const ArticleListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (ARTICLE_PAGE_SIZES as readonly number[]).includes(n), `A page is ${ARTICLE_PAGE_SIZES.join(', ')} rows`)
    .default(25),
  sort: z.enum(ARTICLE_LIST_SORTS).default('updatedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  state: z.enum(ARTICLE_LIST_STATES).optional(),
  locale: z.enum(['en', 'ar']).optional(),
  q: z.string().trim().max(100).optional(),
})

export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>
