import { describe, expect, it } from 'vitest'
import {
  AggregatedFeedWidgetSchema,
  BUTTON_STYLES,
  FEED_PAGE_SIZE,
  MAX_FEED_PAGE_SIZE,
  ButtonWidgetSchema,
  CAROUSEL_STYLES,
  CAROUSEL_TYPES,
  CarouselWidgetSchema,
  CategoryCardWidgetSchema,
  HEADING_SIZES,
  HEADING_TAGS,
  HeadingWidgetSchema,
  WIDGET_ICONS,
  WidgetBlockSchema,
} from '../../shared/schemas/widgets'

const button = {
  type: 'button',
  text: 'Contact us',
  link: '/contact-us',
  style: 'primary-dark',
  newTab: false,
  icon: '',
  iconAlign: 'right',
}
const carousel = {
  type: 'carousel',
  style: 'light',
  carouselType: 'full-3',
  heading: 'About',
  link: { url: '/club/history', text: 'Our history' },
  endCard: true,
  items: [{ title: 'History', url: '/club/history', imageKey: 'pages/club-history.svg' }],
}

describe('button widget (SPEC §2.10, §5)', () => {
  it('accepts exactly the six button types of the spec', () => {
    expect(BUTTON_STYLES).toEqual(['primary-dark', 'primary-light', 'ghost-dark', 'ghost-light', 'label-dark', 'label-light'])
    for (const style of BUTTON_STYLES) expect(ButtonWidgetSchema.safeParse({ ...button, style }).success).toBe(true)
  })

  it.each([['primary'], ['ghost'], ['Primary-Dark'], ['link'], ['']])('refuses the style %j', (style) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, style }).success).toBe(false)
  })

  it('accepts every icon of the fixed list, or none', () => {
    for (const icon of [...WIDGET_ICONS, '']) expect(ButtonWidgetSchema.safeParse({ ...button, icon }).success).toBe(true)
  })

  it.each([['rocket'], ['Ticket'], ['arrow']])('refuses the icon %j', (icon) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, icon }).success).toBe(false)
  })

  it.each([['left'], ['right']])('accepts iconAlign %s', (iconAlign) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, iconAlign }).success).toBe(true)
  })

  it.each([['center'], ['start'], ['']])('refuses iconAlign %j', (iconAlign) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, iconAlign }).success).toBe(false)
  })

  it.each([[''], ['   ']])('requires text (refuses %j)', (text) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, text }).success).toBe(false)
  })

  it.each([
    ['/club'],
    ['https://tickets.itfc.example'],
    ['http://example.com/x'],
    ['mailto:supporters@itfc.example'],
    ['tel:+441473400500'],
  ])('accepts the link %s', (link) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, link }).success).toBe(true)
  })

  it.each([['//evil.example'], ['javascript:alert(1)'], ['data:text/html,x'], ['club'], ['']])('refuses the link %j', (link) => {
    expect(ButtonWidgetSchema.safeParse({ ...button, link }).success).toBe(false)
  })
})

describe('heading widget (SPEC §5: tag h1–h6 or span; size h1–h6, default h2)', () => {
  it('accepts h1–h6 and span as the tag', () => {
    expect(HEADING_TAGS).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'])
    for (const tag of HEADING_TAGS)
      expect(HeadingWidgetSchema.safeParse({ type: 'heading', text: 'Title', tag, size: 'h3' }).success).toBe(true)
  })

  it.each([['h7'], ['p'], ['div'], ['H2']])('refuses the tag %j', (tag) => {
    expect(HeadingWidgetSchema.safeParse({ type: 'heading', text: 'Title', tag }).success).toBe(false)
  })

  it('accepts h1–h6 as the size and refuses span', () => {
    expect(HEADING_SIZES).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    expect(HeadingWidgetSchema.safeParse({ type: 'heading', text: 'T', tag: 'span', size: 'span' }).success).toBe(false)
  })

  it('defaults the size to h2', () => {
    expect(HeadingWidgetSchema.parse({ type: 'heading', text: 'Title', tag: 'h4' }).size).toBe('h2')
  })
})

describe('carousel widget (SPEC §2.10)', () => {
  it('accepts light or dark and full-3, full-4 or full-6', () => {
    expect(CAROUSEL_STYLES).toEqual(['light', 'dark'])
    expect(CAROUSEL_TYPES).toEqual(['full-3', 'full-4', 'full-6'])
    for (const style of CAROUSEL_STYLES)
      for (const carouselType of CAROUSEL_TYPES)
        expect(CarouselWidgetSchema.safeParse({ ...carousel, style, carouselType }).success).toBe(true)
  })

  it.each([
    ['style', 'grey'],
    ['style', 'Dark'],
    ['carouselType', 'full-5'],
    ['carouselType', 'full-2'],
    ['carouselType', 'half-3'],
  ])('refuses %s %j', (key, value) => {
    expect(CarouselWidgetSchema.safeParse({ ...carousel, [key]: value }).success).toBe(false)
  })

  it('accepts a carousel with no items (the page hides it) and without a link', () => {
    expect(CarouselWidgetSchema.safeParse({ ...carousel, items: [], link: null, endCard: false }).success).toBe(true)
  })

  it.each([[''], ['   ']])('refuses a slide without a title (%j): it is the name of the slide link', (title) => {
    expect(CarouselWidgetSchema.safeParse({ ...carousel, items: [{ ...carousel.items[0], title }] }).success).toBe(false)
  })
})

describe('category card widget', () => {
  it.each([['show'], ['hide']])('accepts titleVisibility %s', (titleVisibility) => {
    expect(
      CategoryCardWidgetSchema.safeParse({
        type: 'category-card',
        title: 'Away travel',
        titleVisibility,
        imageKey: 'cards/a.svg',
        url: '/a',
      }).success,
    ).toBe(true)
  })

  it.each([
    ['', 'show'],
    ['  ', 'hide'],
  ])('refuses the title %j (visibility %s): the card link would have no name', (title, titleVisibility) => {
    expect(
      CategoryCardWidgetSchema.safeParse({ type: 'category-card', title, titleVisibility, imageKey: 'cards/a.svg', url: '/a' }).success,
    ).toBe(false)
  })

  it('refuses any other titleVisibility', () => {
    expect(
      CategoryCardWidgetSchema.safeParse({ type: 'category-card', title: 'T', titleVisibility: 'hidden', imageKey: 'k', url: '/a' })
        .success,
    ).toBe(false)
  })
})

describe('aggregated feed (SPEC §2.10; issue 12 §2)', () => {
  it('takes 8 articles a step unless the editor says otherwise (SPEC §9.4 news size 8)', () => {
    expect(FEED_PAGE_SIZE).toBe(8)
    expect(AggregatedFeedWidgetSchema.parse({ type: 'aggregated-feed' })).toEqual({ type: 'aggregated-feed', pageSize: 8 })
    expect(AggregatedFeedWidgetSchema.parse({ type: 'aggregated-feed', pageSize: 12 }).pageSize).toBe(12)
  })

  it.each([[0], [-1], [1.5], [MAX_FEED_PAGE_SIZE + 1], ['8'], [null]])('refuses pageSize %j', (pageSize) => {
    expect(AggregatedFeedWidgetSchema.safeParse({ type: 'aggregated-feed', pageSize }).success).toBe(false)
  })
})

describe('any block', () => {
  it('is read by its type', () => {
    expect(WidgetBlockSchema.parse(button).type).toBe('button')
    expect(WidgetBlockSchema.parse(carousel).type).toBe('carousel')
    expect(WidgetBlockSchema.parse({ type: 'rich-text', html: '<p>Hi</p>' }).type).toBe('rich-text')
    expect(WidgetBlockSchema.parse({ type: 'aggregated-feed' }).type).toBe('aggregated-feed')
  })

  it.each([[{ type: 'video', url: '/x' }], [{}], [null], [{ ...button, type: 'Button' }]])('refuses %j', (block) => {
    expect(WidgetBlockSchema.safeParse(block).success).toBe(false)
  })
})
