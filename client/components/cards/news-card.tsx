import { IMAGE_SIZES } from '../../../shared/images'
import { formatDate, newsArticlePath, truncateTitle } from '../../../shared/rules/formats'
import type { NewsSummary } from '../../../shared/types/news'
import { Image, type ImageArtSource } from '../image'

// How wide cards.css shows a card in the .card-grid at each breakpoint (container 1240 px, 4, 2 or 1 columns).
export const CARD_GRID_SIZES =
  '(min-width: 1240px) 280px, (min-width: 1024px) calc(25vw - 30px), (min-width: 450px) calc(50vw - 24px), calc(100vw - 32px)'
// The lead fills the width: 16:9 from 760 px, a taller 4:5 crop on phones (cards.css .news-card--lead).
const LEAD_ON_PHONES: readonly ImageArtSource[] = [{ media: '(max-width: 759px)', size: { width: 480, height: 600 }, sizes: '100vw' }]
// One card to a row below 450 px shows a 16:9 band of the square picture (cards.css): fetch just the band.
const CARD_ON_PHONES: readonly ImageArtSource[] = [
  { media: '(max-width: 449px)', size: { width: 400, height: 225 }, sizes: 'calc(100vw - 32px)' },
]

/**
 * A news teaser: image, category, title, date (SPEC §9.1 default format).
 * headingLevel keeps the outline whole: h2 where the cards sit right under
 * the page's h1 (listings), h3 under a section's h2 (the default).
 */
export function NewsCard({
  item,
  variant = 'standard',
  priority,
  headingLevel = 'h3',
}: {
  item: NewsSummary
  variant?: 'standard' | 'lead'
  priority?: boolean
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const category = item.categories[0]
  return (
    <article className={`news-card news-card--${variant} raised-card`} lang={item.locale} dir={item.locale === 'ar' ? 'rtl' : undefined}>
      <a href={newsArticlePath(item)} className="news-card__link">
        <Image
          imageKey={item.imageKey}
          alt={item.imageAlt}
          size={variant === 'lead' ? IMAGE_SIZES.newsHero : IMAGE_SIZES.news}
          sizes={variant === 'lead' ? '100vw' : CARD_GRID_SIZES}
          art={variant === 'lead' ? LEAD_ON_PHONES : CARD_ON_PHONES}
          className="news-card__image"
          priority={priority}
        />
        <div className="news-card__body">
          {category ? <span className="news-card__category">{category.name}</span> : null}
          <CardTitle as={headingLevel} title={item.title} truncate={variant !== 'lead'} />
          {variant === 'lead' ? <p className="news-card__summary">{item.summary}</p> : null}
          <time className="news-card__date" dateTime={item.publishedAt}>
            {formatDate(item.publishedAt, 'default')}
          </time>
        </div>
      </a>
    </article>
  )
}

/**
 * SPEC §9.1 cuts card titles at 48 characters. The cut text is what sighted
 * visitors see, with the whole title on hover (title); assistive tech names
 * the heading, and so the card's link, with the whole title (aria-label), so
 * the link never announces a fragment.
 */
function CardTitle({ as: Heading, title, truncate }: { as: 'h2' | 'h3' | 'h4'; title: string; truncate: boolean }) {
  const shown = truncate ? truncateTitle(title) : title
  const full = shown === title ? {} : { 'aria-label': title, title }
  return (
    <Heading className="news-card__title" {...full}>
      {shown}
    </Heading>
  )
}
