import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import type { CarouselBlock } from '../../../shared/types/page'
import { useT } from '../../hooks/use-t'
import { Image } from '../image'
import { CAROUSEL_INIT_DELAY_MS } from '../../../shared/timing'

const SLIDE_IMAGE = { width: 640, height: 400 }
const GAP = 16

/**
 * SPEC §2.10 carousel. The server renders a plain horizontally scrollable list that works without
 * JavaScript; after mount swiper is imported on demand (its own chunk, fetched only on pages with a
 * carousel) and takes over. Slides per view and the 180 px peek are CSS widths (slidesPerView 'auto'),
 * so the list and the swiper look the same and nothing jumps when it starts.
 */
export function CarouselWidget({ block }: { block: CarouselBlock }) {
  const t = useT()
  const viewport = useRef<HTMLDivElement>(null)
  const swiper = useRef<SwiperInstance | null>(null)
  const [edges, setEdges] = useState<{ ready: boolean; start: boolean; end: boolean }>({ ready: false, start: true, end: false })

  useEffect(() => {
    let cancelled = false
    const timer = window.setTimeout(async () => {
      const { default: Swiper } = await import('swiper')
      if (cancelled || !viewport.current) return
      const update = (s: SwiperInstance) => setEdges({ ready: !s.isLocked, start: s.isBeginning, end: s.isEnd })
      swiper.current = new Swiper(viewport.current, {
        slidesPerView: 'auto',
        spaceBetween: GAP,
        watchOverflow: true,
        grabCursor: true,
        // slideChange alone misses the last short step (slidesPerView 'auto' clamps the translate).
        on: {
          init: update,
          slideChange: update,
          reachBeginning: update,
          reachEnd: update,
          fromEdge: update,
          lock: update,
          unlock: update,
          resize: update,
        },
      })
    }, CAROUSEL_INIT_DELAY_MS)

    // Keyboard focus on a slide out of view: the browser scrolls the overflow-hidden viewport natively,
    // which swiper (translate-based) does not follow, leaving the slide clipped and the arrows wrong.
    // Undo that scroll and let swiper slide the focused card fully into view instead.
    const element = viewport.current
    const onFocusIn = (event: FocusEvent) => {
      const s = swiper.current
      const target = event.target
      if (!s || s.destroyed || !element || !(target instanceof Element)) return
      element.scrollLeft = 0
      // A pointer focuses the card it presses: sliding then would move it from under the pointer and lose the click.
      if (!target.matches(':focus-visible')) return
      const slide = target.closest('.swiper-slide')
      const index = slide instanceof HTMLElement ? s.slides.indexOf(slide) : -1
      if (!slide || index < 0) return
      const box = element.getBoundingClientRect()
      const card = slide.getBoundingClientRect()
      if (card.left < box.left - 1 || card.right > box.right + 1) s.slideTo(index)
    }
    element?.addEventListener('focusin', onFocusIn)
    return () => {
      cancelled = true
      element?.removeEventListener('focusin', onFocusIn)
      window.clearTimeout(timer)
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [])

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
                <Image imageKey={item.imageKey} alt="" size={SLIDE_IMAGE} className="carousel__image" />
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
