import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { IMPRESSION_DWELL_MS, IMPRESSION_VISIBLE_RATIO, impressionState } from '../../shared/rules/advert-impression'
import type { TrackedAdvert } from '../../shared/rules/advert-tracking'
import { useStore } from '../state/store-context'
import { trackAdvert } from './track'

/**
 * Reports an advert shown in `ref` (issue 12 §3, SPEC §3 advert events): 'loaded'
 * when it is put in place, 'seen' once per route when the impression rule says
 * it was really on screen (IntersectionObserver; half of it for a second), and
 * 'clicked' through the returned handler. A new route, or another advert in the
 * same place, starts again: the same advert on the next page is a new impression.
 */
export function useAdvertTracking(ref: RefObject<HTMLElement | null>, advert: TrackedAdvert, routeUrl: string): () => void {
  const store = useStore()
  const latest = useRef(advert)
  latest.current = advert
  const advertKey = `${advert.placement}:${advert.advertID}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the advert (by key) and the route are the triggers; the object is read through `latest`.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    trackAdvert(store, 'loaded', latest.current)
    if (typeof IntersectionObserver === 'undefined') return
    let counted = false
    let visibleRatio = 0
    let visibleSince = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      // A hidden tab shows nothing: the second starts again when the page is back in view.
      if (document.visibilityState !== 'visible') visibleSince = performance.now()
      const visibleForMs = performance.now() - visibleSince
      const state = impressionState({ visibleRatio, visibleForMs, countedThisRoute: counted })
      if (state === 'impression') {
        counted = true
        observer.disconnect()
        trackAdvert(store, 'seen', latest.current)
      } else if (state === 'seenTooBriefly') timer = setTimeout(check, IMPRESSION_DWELL_MS - visibleForMs)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const wasVisible = visibleRatio >= IMPRESSION_VISIBLE_RATIO
        visibleRatio = entry.isIntersecting ? entry.intersectionRatio : 0
        const isVisible = visibleRatio >= IMPRESSION_VISIBLE_RATIO
        if (isVisible && !wasVisible) {
          visibleSince = performance.now()
          clearTimeout(timer)
          timer = setTimeout(check, IMPRESSION_DWELL_MS)
        } else if (!isVisible) clearTimeout(timer)
      },
      { threshold: [0, IMPRESSION_VISIBLE_RATIO, 1] },
    )
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [ref, advertKey, routeUrl, store])
  return useCallback(() => trackAdvert(store, 'clicked', latest.current), [store])
}
