import { useEffect, useRef } from 'react'
import { HASH_SCROLL_DELAY_MS } from '../../shared/timing'
import { isAnchorHash } from '../../shared/rules/sso-fragment'
import { scrollAfterNavigation, scrollToHash } from './scroll'

/**
 * SPEC §2.1: scroll resets to the top on navigation, a hash scrolls to its
 * anchor after 1 s. Focus moves to the main region so keyboard and screen
 * reader users land on the new content.
 */
export function usePageChangeEffects(pageUrl: string): void {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the page change itself, keyed by its URL
  useEffect(() => {
    if (first.current) {
      first.current = false
      if (!isAnchorHash(location.hash)) return
      const timer = setTimeout(() => scrollToHash(location.hash), HASH_SCROLL_DELAY_MS)
      return () => clearTimeout(timer)
    }
    const timer = scrollAfterNavigation(location.hash)
    document.getElementById('main')?.focus({ preventScroll: true })
    return () => {
      if (timer) clearTimeout(timer)
    }
  }, [pageUrl])
}
