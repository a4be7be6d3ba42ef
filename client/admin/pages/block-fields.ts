/**
 * Issue 19 §3: how the block editor draws each widget of SPEC §2.10: a plain description of its fields,
 * drawn by one generic form (block-editor.tsx). What a field may hold is decided by the widget schemas
 * (shared/schemas/widgets.ts) through the form's zod resolver, never here.
 */
import {
  BUTTON_STYLES,
  CAROUSEL_STYLES,
  CAROUSEL_TYPES,
  HEADING_SIZES,
  HEADING_TAGS,
  ICON_ALIGNS,
  TITLE_VISIBILITIES,
  WIDGET_ICONS,
  type WidgetBlockSchema,
} from '../../../shared/schemas/widgets'
import type { z } from 'zod'

export type BlockInput = z.input<typeof WidgetBlockSchema>
export type BlockType = BlockInput['type']

export interface BlockField {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'select' | 'checkbox' | 'number' | 'json'
  options?: readonly string[]
  hint?: string
}

const text = (name: string, label: string, hint?: string): BlockField => ({ name, label, kind: 'text', hint })
const select = (name: string, label: string, options: readonly string[]): BlockField => ({ name, label, kind: 'select', options })
const check = (name: string, label: string): BlockField => ({ name, label, kind: 'checkbox' })
const LINK_HINT = "A path of the site ('/news'), an https:// address, mailto: or tel:"

export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  button: 'Button',
  'rich-text': 'Rich text',
  carousel: 'Carousel',
  'category-card': 'Category card',
  packages: 'Packages',
  'aggregated-feed': 'Latest news feed',
}

export const BLOCK_FIELDS: Record<BlockType, BlockField[]> = {
  heading: [text('text', 'Text'), select('tag', 'Tag', HEADING_TAGS), select('size', 'Size', HEADING_SIZES)],
  button: [
    text('text', 'Text'),
    text('link', 'Link', LINK_HINT),
    select('style', 'Style', BUTTON_STYLES),
    select('icon', 'Icon', ['', ...WIDGET_ICONS]),
    select('iconAlign', 'Icon side', ICON_ALIGNS),
    check('newTab', 'Opens in a new tab'),
  ],
  'rich-text': [{ name: 'html', label: 'HTML', kind: 'textarea', hint: 'Sanitised on the page: scripts and unsafe links are dropped' }],
  carousel: [
    text('heading', 'Heading'),
    select('style', 'Style', CAROUSEL_STYLES),
    select('carouselType', 'Type', CAROUSEL_TYPES),
    check('endCard', "End card 'See more'"),
    { name: 'link', label: 'Heading link (JSON)', kind: 'json', hint: 'null, or {"url": "/videos", "text": "See all"}' },
    { name: 'items', label: 'Slides (JSON)', kind: 'json', hint: 'A list of {"title", "url", "imageKey"}; shown only with slides' },
  ],
  'category-card': [
    text('title', 'Title'),
    select('titleVisibility', 'Title', TITLE_VISIBILITIES),
    text('imageKey', 'Picture key', 'A picture of the library, 400 × 600'),
    text('url', 'Link', LINK_HINT),
  ],
  packages: [select('section', 'Opens on', ['membership', 'match-pass'])],
  'aggregated-feed': [{ name: 'pageSize', label: "Articles per 'Load more'", kind: 'number' }],
}

/** A new block of each type, as the editor first sees it (text to fill in left empty). */
export function newBlock(type: BlockType): BlockInput {
  switch (type) {
    case 'heading':
      return { type, text: '', tag: 'h2', size: 'h2' }
    case 'button':
      return { type, text: '', link: '', style: 'primary-dark', newTab: false, icon: '', iconAlign: 'right' }
    case 'rich-text':
      return { type, html: '' }
    case 'carousel':
      return { type, style: 'light', carouselType: 'full-3', heading: '', link: null, endCard: false, items: [] }
    case 'category-card':
      return { type, title: '', titleVisibility: 'show', imageKey: '', url: '' }
    case 'packages':
      return { type, section: 'membership' }
    case 'aggregated-feed':
      return { type, pageSize: 8 }
  }
}
