import * as z from 'zod'
import { checkDocumentLimits } from '../rules/article-document-limits'
import { checkArticleLink } from '../rules/article-link'
import { checkImageKey, MAX_IMAGE_SIDE } from '../rules/image-request'
import type { ArticleBlock, ArticleDocument, ArticleInline, ArticleListItem, ArticleMark } from '../types/article-document'

export type { ArticleDocument } from '../types/article-document'
export { MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_NODES, MAX_DOCUMENT_TEXT } from '../rules/article-document-limits'

/** An image's alt text: a sentence or two, as for the lead image. */
export const MAX_IMAGE_ALT = 500
/** A link's or an image's title (and the longest rel or class of Tiptap's we read before dropping them). */
export const MAX_ATTR_TITLE = 300

// issue 19 §2: every object is strict, so an attribute or a node type we do not
// know is refused with its path rather than stored and passed on unread.

const titleSchema = z.string().max(MAX_ATTR_TITLE).nullable().optional()

const linkSchema = z
  .object({
    type: z.literal('link'),
    attrs: z
      .object({
        href: z.string().refine((href) => checkArticleLink(href).kind !== 'refused', {
          message: 'Links are http(s), mailto: or a path of this site starting with /',
        }),
        target: z.enum(['_blank']).nullable().default(null),
        title: titleSchema,
        // Tiptap writes these; the renderer chooses rel itself and the site's CSS styles links, so both are dropped.
        rel: z.string().max(MAX_ATTR_TITLE).nullable().optional(),
        class: z.string().max(MAX_ATTR_TITLE).nullable().optional(),
      })
      .strict()
      .transform(({ rel: _rel, class: _class, ...kept }) => kept),
  })
  .strict()

const markSchema: z.ZodType<ArticleMark, unknown> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }).strict(),
  z.object({ type: z.literal('italic') }).strict(),
  z.object({ type: z.literal('underline') }).strict(),
  z.object({ type: z.literal('strike') }).strict(),
  z.object({ type: z.literal('code') }).strict(),
  linkSchema,
])
const marksSchema = z.array(markSchema).max(6).optional()

const inlineSchema: z.ZodType<ArticleInline, unknown> = z.discriminatedUnion('type', [
  // ProseMirror has no empty text nodes.
  z.object({ type: z.literal('text'), text: z.string().min(1), marks: marksSchema }).strict(),
  z.object({ type: z.literal('hardBreak'), marks: marksSchema }).strict(),
])

const textBlockAttrs = { textAlign: z.null().optional() }

const paragraphSchema = z
  .object({
    type: z.literal('paragraph'),
    attrs: z.object(textBlockAttrs).strict().optional(),
    content: z.array(inlineSchema).optional(),
  })
  .strict()

const headingSchema = z
  .object({
    type: z.literal('heading'),
    attrs: z
      .object({
        ...textBlockAttrs,
        level: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Headings are level 2, 3 or 4: the title is the h1' }),
      })
      .strict(),
    content: z.array(inlineSchema).optional(),
  })
  .strict()

const listItemSchema: z.ZodType<ArticleListItem, unknown> = z.lazy(() =>
  z
    .object({
      type: z.literal('listItem'),
      content: z
        .array(z.discriminatedUnion('type', [paragraphSchema, bulletListSchema, orderedListSchema]))
        .min(1)
        .refine((content) => content[0]?.type === 'paragraph', { message: 'A list item starts with a paragraph' }),
    })
    .strict(),
)

const bulletListSchema = z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }).strict()

const orderedListSchema = z
  .object({
    type: z.literal('orderedList'),
    attrs: z
      .object({
        start: z.number().int().min(0).max(100_000).optional(),
        type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
      })
      .strict()
      .optional(),
    content: z.array(listItemSchema).min(1),
  })
  .strict()

const imageSchema = z
  .object({
    type: z.literal('image'),
    attrs: z
      .object({
        src: z.string().refine((key) => checkImageKey(key).kind === 'ok', {
          message: 'An image is a key of the image library (e.g. news/photo.jpg), not a URL',
        }),
        alt: z.string().max(MAX_IMAGE_ALT).regex(/\S/, 'An image needs a text alternative'),
        title: titleSchema,
        width: z.number().int().min(1).max(MAX_IMAGE_SIDE).nullable().optional(),
        height: z.number().int().min(1).max(MAX_IMAGE_SIDE).nullable().optional(),
      })
      .strict(),
  })
  .strict()

const blockSchema: z.ZodType<ArticleBlock, unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [
    paragraphSchema,
    headingSchema,
    bulletListSchema,
    orderedListSchema,
    z.object({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1) }).strict(),
    z.object({ type: z.literal('horizontalRule') }).strict(),
    imageSchema,
  ]),
)

/**
 * An article body (issue 19 §2). Its size is judged first, without recursion
 * (shared/rules/article-document-limits.ts), so the recursive parse below only
 * ever meets a document of bounded depth and size.
 */
export const ArticleDocumentSchema: z.ZodType<ArticleDocument, unknown> = z
  .unknown()
  .superRefine((value, ctx) => {
    const check = checkDocumentLimits(value)
    if (check.kind === 'tooDeep') ctx.addIssue({ code: 'custom', message: 'The body is nested too deeply', path: check.path })
    if (check.kind === 'tooManyNodes') ctx.addIssue({ code: 'custom', message: 'The body has too many parts' })
    if (check.kind === 'tooMuchText') ctx.addIssue({ code: 'custom', message: 'The body is too long' })
  })
  .pipe(z.object({ type: z.literal('doc'), content: z.array(blockSchema).min(1) }).strict())

/** An empty body, as Tiptap makes it: one empty paragraph. */
export const EMPTY_ARTICLE_DOCUMENT: ArticleDocument = { type: 'doc', content: [{ type: 'paragraph' }] }
