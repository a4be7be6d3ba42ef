/**
 * SPEC §2.10 widgets and their SPEC §5 validation: enumerations exactly as the spec lists them.
 * The worker parses every stored block with WidgetBlockSchema; a block that fails is skipped.
 */
import { z } from 'zod'

// SPEC §2.10 button widget types.
export const BUTTON_STYLES = ['primary-dark', 'primary-light', 'ghost-dark', 'ghost-light', 'label-dark', 'label-light'] as const
// SPEC §5: heading tag h1–h6 or span; size h1–h6, default h2.
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'] as const
export const HEADING_SIZES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export const ICON_ALIGNS = ['left', 'right'] as const
// SPEC §2.10 carousel: style light or dark; type full-3, full-4 or full-6.
export const CAROUSEL_STYLES = ['light', 'dark'] as const
export const CAROUSEL_TYPES = ['full-3', 'full-4', 'full-6'] as const
export const TITLE_VISIBILITIES = ['show', 'hide'] as const

/** SPEC §5: the fixed icon list a button icon must come from ('' is no icon). */
export const WIDGET_ICONS = [
  'arrow-right',
  'arrow-left',
  'chevron-right',
  'external',
  'ticket',
  'play',
  'download',
  'mail',
  'phone',
  'calendar',
  'shirt',
  'info',
] as const

export const MAX_CAROUSEL_ITEMS = 24
const MAX_TEXT = 200

/** A link: '/…' inside the site, or an absolute http(s) URL. */
const LinkSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(v), 'link must start with / or http(s)://')

const ImageKeySchema = z.string().min(1).max(300)

export const ButtonWidgetSchema = z.object({
  type: z.literal('button'),
  text: z.string().trim().min(1, 'Button text is required').max(MAX_TEXT),
  link: LinkSchema,
  style: z.enum(BUTTON_STYLES),
  newTab: z.boolean().default(false),
  icon: z.union([z.enum(WIDGET_ICONS), z.literal('')]).default(''),
  iconAlign: z.enum(ICON_ALIGNS).default('right'),
})

export const HeadingWidgetSchema = z.object({
  type: z.literal('heading'),
  text: z.string().trim().min(1).max(MAX_TEXT),
  tag: z.enum(HEADING_TAGS),
  size: z.enum(HEADING_SIZES).default('h2'),
})

export const CarouselItemSchema = z.object({
  title: z.string().max(MAX_TEXT),
  url: LinkSchema,
  imageKey: ImageKeySchema,
})

export const CarouselWidgetSchema = z.object({
  type: z.literal('carousel'),
  style: z.enum(CAROUSEL_STYLES),
  carouselType: z.enum(CAROUSEL_TYPES),
  heading: z.string().max(MAX_TEXT).default(''),
  link: z
    .object({ url: LinkSchema, text: z.string().min(1).max(MAX_TEXT) })
    .nullable()
    .default(null),
  endCard: z.boolean().default(false),
  items: z.array(CarouselItemSchema).max(MAX_CAROUSEL_ITEMS),
})

export const CategoryCardWidgetSchema = z.object({
  type: z.literal('category-card'),
  title: z.string().max(MAX_TEXT),
  titleVisibility: z.enum(TITLE_VISIBILITIES).default('show'),
  imageKey: ImageKeySchema,
  url: LinkSchema,
})

export const RichTextWidgetSchema = z.object({
  type: z.literal('rich-text'),
  html: z.string().max(50_000),
})

export const WidgetBlockSchema = z.discriminatedUnion('type', [
  ButtonWidgetSchema,
  HeadingWidgetSchema,
  CarouselWidgetSchema,
  CategoryCardWidgetSchema,
  RichTextWidgetSchema,
])

export type WidgetBlock = z.infer<typeof WidgetBlockSchema>
