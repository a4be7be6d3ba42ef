/**
 * SPEC §2.10 widgets and their SPEC §5 validation: enumerations exactly as the spec lists them.
 * The worker parses every stored block with WidgetBlockSchema; a block that fails is skipped.
 */
import * as z from 'zod'
import { widgetLinkKind } from '../rules/widget-link'

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

/**
 * SPEC §2.10 link: '/…' inside the site, an absolute http(s) URL, or mailto:/tel: (a contact button).
 * javascript:, data: and other schemes are refused (shared/rules/widget-link.ts says why).
 */
const LinkSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((v) => widgetLinkKind(v) !== 'refused', 'link must start with /, http(s)://, mailto: or tel:')

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

// A slide's and a card's title names its link (their images are decorative), so it is required.
export const CarouselItemSchema = z.object({
  title: z.string().trim().min(1, 'A slide needs a title').max(MAX_TEXT),
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
  title: z.string().trim().min(1, 'A category card needs a title (its link name, even when hidden)').max(MAX_TEXT),
  titleVisibility: z.enum(TITLE_VISIBILITIES).default('show'),
  imageKey: ImageKeySchema,
  url: LinkSchema,
})

export const RichTextWidgetSchema = z.object({
  type: z.literal('rich-text'),
  html: z.string().max(50_000),
})

/** SPEC §2.8: a packages block opens on 'Subscriptions' unless it names 'match-pass'. */
export const PackagesWidgetSchema = z.object({
  type: z.literal('packages'),
  section: z.enum(['membership', 'match-pass']).default('membership'),
})

/** SPEC §9.4 news search size 8: the feed's step, unless the editor sets another. */
export const FEED_PAGE_SIZE = 8
export const MAX_FEED_PAGE_SIZE = 24

/**
 * SPEC §2.10 aggregated feed: 'Latest from' the club, news cards, 'Load more', and its
 * advert at 'content-feed' size (§3). The page loader fills in the news and the advert.
 */
export const AggregatedFeedWidgetSchema = z.object({
  type: z.literal('aggregated-feed'),
  pageSize: z.number().int().min(1).max(MAX_FEED_PAGE_SIZE).default(FEED_PAGE_SIZE),
})

export const WidgetBlockSchema = z.discriminatedUnion('type', [
  ButtonWidgetSchema,
  HeadingWidgetSchema,
  CarouselWidgetSchema,
  CategoryCardWidgetSchema,
  RichTextWidgetSchema,
  PackagesWidgetSchema,
  AggregatedFeedWidgetSchema,
])

export type WidgetBlock = z.infer<typeof WidgetBlockSchema>
