import { type RefObject, useEffect, useState } from 'react'
import {
  type HeaderRevealState,
  headerRevealState,
  HEADER_HEIGHT_PX,
  SCROLL_TOLERANCE_PX,
  STREAMER_TRIGGER_MARGIN,
  streamerHeaderState,
} from '../../../shared/rules/header-reveal'

/**
 * SPEC §2.4 'reveal': the header's state from the scroll position, decided
 * by the pure rule once per animation frame. Server render and first paint
 * are 'top', so hydration always matches.
 */
export function useHeaderReveal(enabled: boolean): HeaderRevealState {
  const [state, setState] = useState<HeaderRevealState>('top')
  useEffect(() => {
    if (!enabled) return
    let current: HeaderRevealState = 'top'
    let previousY = 0
    let frame = 0
    const decide = () => {
      frame = 0
      const scrollY = window.scrollY
      const next = headerRevealState({ scrollY, previousY, current })
      // Small moves accumulate until they add up to a real direction.
      if (Math.abs(scrollY - previousY) >= SCROLL_TOLERANCE_PX || scrollY <= HEADER_HEIGHT_PX) previousY = scrollY
      if (next !== current) {
        current = next
        setState(next)
      }
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(decide)
    }
    decide()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [enabled])
  return enabled ? state : 'top'
}

/**
 * SPEC §2.4 streamer layout: sticky once the trigger element has left the
 * view by 300 px (IntersectionObserver with a 300 px top margin).
 */
export function useStreamerSticky(trigger: RefObject<HTMLElement | null>, enabled: boolean): HeaderRevealState {
  const [sticky, setSticky] = useState(false)
  useEffect(() => {
    const element = trigger.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (entry) setSticky(streamerHeaderState(entry.isIntersecting) === 'sticky')
      },
      { rootMargin: STREAMER_TRIGGER_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [trigger, enabled])
  return enabled && sticky ? 'revealed' : 'top'
}
