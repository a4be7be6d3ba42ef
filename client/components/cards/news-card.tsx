import { IMAGE_SIZES } from '../../../shared/images'
import { formatDate, newsArticlePath, truncateTitle } from '../../../shared/rules/formats'
import type { NewsSummary } from '../../../shared/types/news'
import { Image } from '../image'

/** A news teaser: image, category, title, date (SPEC §9.1 default format). */
export function NewsCard({
  item,
  variant = 'standard',
  priority,
}: {
  item: NewsSummary
  variant?: 'standard' | 'lead'
  priority?: boolean
}) {
  const category = item.categories[0]
  return (
    <article className={`news-card news-card--${variant} raised-card`} lang={item.locale} dir={item.locale === 'ar' ? 'rtl' : undefined}>
      <a href={newsArticlePath(item)} className="news-card__link">
        <Image
          imageKey={item.imageKey}
          alt={item.imageAlt}
          size={variant === 'lead' ? IMAGE_SIZES.newsHero : IMAGE_SIZES.news}
          className="news-card__image"
          priority={priority}
        />
        <div className="news-card__body">
          {category ? <span className="news-card__category">{category.name}</span> : null}
          <h3 className="news-card__title">{variant === 'lead' ? item.title : truncateTitle(item.title)}</h3>
          {variant === 'lead' ? <p className="news-card__summary">{item.summary}</p> : null}
          <time className="news-card__date" dateTime={item.publishedAt}>
            {formatDate(item.publishedAt, 'default')}
          </time>
        </div>
      </a>
    </article>
  )
}
