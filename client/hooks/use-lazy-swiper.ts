import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { CAROUSEL_INIT_DELAY_MS } from '../../shared/timing'

const GAP = 16

export interface SwiperEdges {
  /** Swiper runs and the row overflows: the arrows are worth showing. */
  ready: boolean
  start: boolean
  end: boolean
}

/**
 * SPEC §2.10, §9.5 carousel behaviour, shared by the CMS carousel and the video rails. The server
 * renders a plain horizontally scrollable list that works without JavaScript; after mount swiper is
 * imported on demand (its own chunk, fetched only on pages with a carousel) and takes over the element
 * `viewport` points at. Slides per view and the peek are CSS widths (slidesPerView 'auto'), so the
 * list and the swiper look the same and nothing jumps when it starts.
 */
export function useLazySwiper(viewport: RefObject<HTMLElement | null>): {
  swiper: RefObject<SwiperInstance | null>
  edges: SwiperEdges
} {
  const swiper = useRef<SwiperInstance | null>(null)
  const [edges, setEdges] = useState<SwiperEdges>({ ready: false, start: true, end: false })

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
  }, [viewport])

  return { swiper, edges }
}
