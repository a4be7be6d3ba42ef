import { type ReactNode, useRef } from 'react'
import { useLazySwiper } from '../../hooks/use-lazy-swiper'
import { useT } from '../../hooks/use-t'

interface Props {
  id: string
  heading: string
  /** A page with the whole list ('See all'), when there is one. */
  moreUrl?: string | null
  /** Slides per view at wide widths (SPEC §9.5 full-3, full-4, full-6). */
  type?: 'full-3' | 'full-4' | 'full-6'
  items: ReadonlyArray<{ key: string; card: ReactNode }>
}

/**
 * A row of the video hub (SPEC §2.10 carousel, shown only with items): its heading as an h2,
 * 'See all', and previous/next buttons once swiper runs. Without JavaScript the row scrolls
 * natively; every card is a link in the tab order either way.
 */
export function VideoRail({ id, heading, moreUrl, type = 'full-4', items }: Props) {
  const t = useT()
  const viewport = useRef<HTMLDivElement>(null)
  const { swiper, edges } = useLazySwiper(viewport)
  if (items.length === 0) return null
  const headingId = `rail-${id}`
  return (
    <section className={`carousel carousel--${type} video-rail`} aria-labelledby={headingId}>
      <div className="carousel__head">
        <h2 id={headingId} className="carousel__heading video-rail__heading">
          {heading}
        </h2>
        {moreUrl ? (
          <a href={moreUrl} className="carousel__link video-rail__more">
            {t('videoHub.seeAll')}
            <span className="visually-hidden">: {heading}</span>
          </a>
        ) : null}
        <div className="carousel__nav" hidden={!edges.ready}>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.previous')}
            disabled={edges.start}
            onClick={() => swiper.current?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('carousel.next')}
            disabled={edges.end}
            onClick={() => swiper.current?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="swiper carousel__viewport" ref={viewport}>
        <ul className="swiper-wrapper carousel__track">
          {items.map(({ key, card }) => (
            <li key={key} className="swiper-slide carousel__slide">
              {card}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
