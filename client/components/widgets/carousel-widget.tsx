import { useRef } from 'react'
import type { CarouselBlock } from '../../../shared/types/page'
import { useT } from '../../hooks/use-t'
import { Image } from '../image'
import { useLazySwiper } from '../../hooks/use-lazy-swiper'

const SLIDE_IMAGE = { width: 640, height: 400 }
// A slide's width in the swiper: most of a phone's screen, about a third of the container on desktop.
const SLIDE_SIZES = '(min-width: 1240px) 330px, (min-width: 1024px) 27vw, (min-width: 760px) 45vw, 80vw'

/**
 * SPEC §2.10 carousel: a plain scrollable list from the server that swiper, loaded on demand,
 * takes over after mount (../../hooks/use-lazy-swiper.ts).
 */
export function CarouselWidget({ block }: { block: CarouselBlock }) {
  const t = useT()
  const viewport = useRef<HTMLDivElement>(null)
  const { swiper, edges } = useLazySwiper(viewport)

  if (block.items.length === 0) return null
  return (
    <section className={`carousel carousel--${block.style} carousel--${block.carouselType}`}>
      <div className="carousel__head">
        {block.heading ? <h2 className="carousel__heading">{block.heading}</h2> : null}
        {block.link ? (
          <a href={block.link.url} className="carousel__link">
            {block.link.text}
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
          {block.items.map((item) => (
            <li key={item.url + item.title} className="swiper-slide carousel__slide">
              <a href={item.url} className="carousel__card" draggable={false}>
                <Image imageKey={item.imageKey} alt="" size={SLIDE_IMAGE} sizes={SLIDE_SIZES} className="carousel__image" />
                <span className="carousel__title">{item.title}</span>
              </a>
            </li>
          ))}
          {block.endCard && block.link ? (
            <li className="swiper-slide carousel__slide carousel__slide--end">
              <a href={block.link.url} className="carousel__card carousel__card--end" draggable={false}>
                <span className="carousel__see-more">{t('carousel.seeMore')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  )
}
