/** CMS content: SPEC §2.1 page tree, §2.10 widgets placed on pages. */
import type { FeedAdvert } from './advert'
import type { PackagesWidgetSettings } from './commerce'
import type { NewsSummary } from './news'

export type PageTemplate = 'Hub' | 'Default'

/** SPEC §2.10 button widget. Links starting with '/' are internal. */
export interface ButtonBlock {
  type: 'button'
  text: string
  link: string
  style: 'primary-dark' | 'primary-light' | 'ghost-dark' | 'ghost-light' | 'label-dark' | 'label-light'
  newTab: boolean
  icon: string
  iconAlign: 'left' | 'right'
}

/** SPEC §2.10 heading widget; size defaults to h2. */
export interface HeadingBlock {
  type: 'heading'
  text: string
  tag: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'span'
  size: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}

export interface CarouselItem {
  title: string
  url: string
  imageKey: string
}

/** SPEC §2.10 carousel widget; shown only when it has items. */
export interface CarouselBlock {
  type: 'carousel'
  style: 'light' | 'dark'
  carouselType: 'full-3' | 'full-4' | 'full-6'
  heading: string
  link: { url: string; text: string } | null
  endCard: boolean
  items: CarouselItem[]
}

/** SPEC §2.10 category card (image 400x600, SPEC §9.5). */
export interface CategoryCardBlock {
  type: 'category-card'
  title: string
  titleVisibility: 'show' | 'hide'
  imageKey: string
  url: string
}

export interface RichTextBlock {
  type: 'rich-text'
  html: string
}

/** SPEC §2.8 packages widget placed on a CMS page (issue 11 §2): the same widget as /videos/subscriptions. */
export interface PackagesSettings {
  type: 'packages'
  /** The section it opens on; 'Subscriptions' by default. */
  section: 'membership' | 'match-pass'
}

/** SPEC §2.8, §3: a packages block shows the club's packages widget data, as the packages page does. */
export interface PackagesBlock extends PackagesSettings {
  /** site_settings 'packagesWidget' (title, style, empty texts, call-to-action blocks); null keeps the catalogue's texts. */
  widget: PackagesWidgetSettings | null
}

/** SPEC §2.10 aggregated feed as an editor places it: how many articles each 'Load more' adds. */
export interface AggregatedFeedSettings {
  type: 'aggregated-feed'
  pageSize: number
}

/**
 * SPEC §2.10 aggregated feed as the page shows it: 'Latest from' the club, the newest
 * articles (the first `steps` × pageSize), and one §3 aggregated-feed advert among them.
 */
export interface AggregatedFeedBlock extends AggregatedFeedSettings {
  clubName: string
  items: NewsSummary[]
  total: number
  /** How many steps are shown (?feed=N, the no-JavaScript 'Load more'). */
  steps: number
  advert: FeedAdvert | null
}

export type PageBlock = ButtonBlock | HeadingBlock | CarouselBlock | CategoryCardBlock | RichTextBlock | PackagesBlock | AggregatedFeedBlock
export type PageBlockType = PageBlock['type']
/** A block as stored and validated, before the loader fills in what it shows. */
export type StoredPageBlock = Exclude<PageBlock, AggregatedFeedBlock | PackagesBlock> | AggregatedFeedSettings | PackagesSettings

export interface Breadcrumb {
  title: string
  path: string
}

/** A child page as a Hub card (SPEC §2.1 Hub template); external entries link out (SPEC §2.3). */
export interface CmsCard {
  title: string
  summary: string
  /** '/club/history' for internal pages, the external URL for external entries. */
  href: string
  external: boolean
  newTab: boolean
  imageKey: string | null
}

/** One served CMS page (SPEC §3 Menu page): Published and internal only. */
export interface CmsPage {
  postID: number
  title: string
  template: PageTemplate
  fullPath: string
  summary: string
  bodyHtml: string
  imageKey: string | null
  imageAlt: string
  publishedDate: string | null
}
