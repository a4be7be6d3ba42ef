import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { CAROUSEL_INIT_DELAY_MS } from '../../shared/timing'

export interface SwiperEdges {
  /** Swiper runs and the row overflows: the arrows are worth showing. */
  ready: boolean
  start: boolean
  end: boolean
}

/**
 * SPEC §2.10, §9.5 carousel behaviour, shared by the CMS carousel and the video rails. The server
 * renders a plain horizontally scrollable list that works without JavaScript; after mount swiper is
 * imported on demand with what starts it (swiper-start.ts, a chunk fetched only on pages with a
 * carousel, issue 22 §3) and takes over the element `viewport` points at. Slides per view and the peek
 * are CSS widths (slidesPerView 'auto'), so the list and the swiper look the same and nothing jumps
 * when it starts.
 */
export function useLazySwiper(viewport: RefObject<HTMLElement | null>): {
  swiper: RefObject<SwiperInstance | null>
  edges: SwiperEdges
} {
  const swiper = useRef<SwiperInstance | null>(null)
  const [edges, setEdges] = useState<SwiperEdges>({ ready: false, start: true, end: false })

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | null = null
    const timer = window.setTimeout(async () => {
      const { startSwiper } = await import('./swiper-start')
      if (cancelled || !viewport.current) return
      const started = startSwiper(viewport.current, setEdges)
      swiper.current = started.swiper
      stop = started.stop
    }, CAROUSEL_INIT_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      stop?.()
      swiper.current = null
    }
  }, [viewport])

  return { swiper, edges }
}
