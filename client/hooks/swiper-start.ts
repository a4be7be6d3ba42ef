import Swiper from 'swiper'
import type { SwiperEdges } from './use-lazy-swiper'

const GAP = 16

/**
 * What use-lazy-swiper.ts starts once the carousel's delay has passed: swiper on the element, its edges
 * reported, and keyboard focus followed. Issue 22 §3: a chunk of its own with swiper, so the pages with a
 * carousel carry only the hook's few lines before interaction. Returns what undoes it.
 */
export function startSwiper(element: HTMLElement, report: (edges: SwiperEdges) => void): { swiper: Swiper; stop: () => void } {
  const update = (s: Swiper) => report({ ready: !s.isLocked, start: s.isBeginning, end: s.isEnd })
  const swiper = new Swiper(element, {
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

  // Keyboard focus on a slide out of view: the browser scrolls the overflow-hidden viewport natively,
  // which swiper (translate-based) does not follow, leaving the slide clipped and the arrows wrong.
  // Undo that scroll and let swiper slide the focused card fully into view instead.
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (swiper.destroyed || !(target instanceof Element)) return
    element.scrollLeft = 0
    // A pointer focuses the card it presses: sliding then would move it from under the pointer and lose the click.
    if (!target.matches(':focus-visible')) return
    const slide = target.closest('.swiper-slide')
    const index = slide instanceof HTMLElement ? swiper.slides.indexOf(slide) : -1
    if (!slide || index < 0) return
    const box = element.getBoundingClientRect()
    const card = slide.getBoundingClientRect()
    if (card.left < box.left - 1 || card.right > box.right + 1) swiper.slideTo(index)
  }
  element.addEventListener('focusin', onFocusIn)
  return {
    swiper,
    stop: () => {
      element.removeEventListener('focusin', onFocusIn)
      swiper.destroy(true, true)
    },
  }
}
