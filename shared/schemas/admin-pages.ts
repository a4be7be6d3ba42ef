/**
 * Issue 19 §3: what the back office sends to write a CMS page (SPEC §2.1 tree, §3 Menu page), shared
 * by the API (worker/routes/admin-pages.ts) and the page form (react-hook-form + zodResolver). The
 * blocks are checked by the very widget schemas the site renders them with (§2.10, §5): no second copy.
 */
import * as z from 'zod'
import { checkImageKey } from '../rules/image-request'
import { menuLinkVerdict } from '../rules/menu-link'
import { PAGE_SLUG_MESSAGES, pageSlugProblem } from '../rules/page-slug'
import { WidgetBlockSchema } from './widgets'

export const PAGE_TITLE_MAX = 200
export const PAGE_SUMMARY_MAX = 400
export const PAGE_BODY_MAX = 100_000
export const PAGE_BLOCKS_MAX = 40
export const PAGE_TEMPLATES = ['Hub', 'Default'] as const

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${label} is one line of text`)

export const PageSlugSchema = z.string().superRefine((slug, ctx) => {
  const problem = pageSlugProblem(slug)
  if (problem) ctx.addIssue({ code: 'custom', message: PAGE_SLUG_MESSAGES[problem] })
})

export const PageFieldsSchema = z
  .strictObject({
    title: line(PAGE_TITLE_MAX, 'The title').min(1, 'Give the page a title'),
    /** The name in menus, breadcrumbs and Hub cards when it differs from the title. */
    menuTitle: line(PAGE_TITLE_MAX, 'The menu title'),
    slug: PageSlugSchema,
    parentId: z.number().int().positive().nullable(),
    template: z.enum(PAGE_TEMPLATES),
    summary: line(PAGE_SUMMARY_MAX, 'The summary'),
    /** Stored HTML, passed through the allow-list sanitiser on its way to the page (issue 19 §2). */
    bodyHtml: z.string().max(PAGE_BODY_MAX, `The body is at most ${PAGE_BODY_MAX} characters`),
    imageKey: z
      .string()
      .max(200)
      .refine((key) => checkImageKey(key).kind === 'ok', 'Not a picture of ours: choose or upload one')
      .nullable(),
    imageAlt: line(300, 'The picture description'),
    /** SPEC §3 postType external: a menu and card entry that leads to another site ('' for a page of ours). */
    externalUrl: z
      .string()
      .refine((url) => url === '' || menuLinkVerdict(url, true) === 'external', 'An external entry is an https:// address'),
    newTab: z.boolean(),
    blocks: z.array(WidgetBlockSchema).max(PAGE_BLOCKS_MAX, `At most ${PAGE_BLOCKS_MAX} blocks on a page`),
  })
  .superRefine((page, ctx) => {
    if (page.imageKey !== null && page.imageAlt === '') {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'Describe the picture for those who cannot see it' })
    }
  })

export type PageFields = z.output<typeof PageFieldsSchema>
export type PageFieldsInput = z.input<typeof PageFieldsSchema>

const VersionSchema = z.number().int().positive()

/** POST /api/admin/pages: a new draft page. */
export const PageCreateSchema = z.strictObject({
  data: z.strictObject({ type: z.literal('page'), attributes: PageFieldsSchema }),
})

/** PUT /api/admin/pages/{id}: fields and the ordered blocks, on the version the editor loaded (§10). */
export const PageUpdateSchema = z.strictObject({
  data: z.strictObject({ type: z.literal('page'), attributes: PageFieldsSchema, meta: z.strictObject({ version: VersionSchema }) }),
})

/** POST …/publish, …/unpublish and DELETE: only the version. */
export const PageVersionSchema = z.strictObject({ version: VersionSchema })

/** POST …/move: one place up or down among the page's siblings (the order of a Hub's cards and of the tree). */
export const PageMoveSchema = z.strictObject({ version: VersionSchema, direction: z.enum(['up', 'down']) })

export const PAGE_LIST_SIZES = [25, 50, 100] as const

/** GET /api/admin/pages?…: the tree in its order, paged in D1. */
export const PageListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LIST_SIZES as readonly number[]).includes(n), `A page is ${PAGE_LIST_SIZES.join(', ')} rows`)
    .default(50),
  q: z.string().trim().max(100).optional(),
  state: z.enum(['Published', 'Draft']).optional(),
})

export type PageListQuery = z.output<typeof PageListQuerySchema>
