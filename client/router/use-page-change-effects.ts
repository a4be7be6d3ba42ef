import { useEffect, useRef } from 'react'
import { HASH_SCROLL_DELAY_MS } from '../../shared/timing'
import { isAnchorHash } from '../../shared/rules/sso-fragment'
import { takeFocusReturn } from './focus-return'
import { scrollAfterNavigation, scrollToHash } from './scroll'

/**
 * SPEC §2.1: scroll resets to the top on navigation, a hash scrolls to its
 * anchor after 1 s. Focus moves to the main region so keyboard and screen
 * reader users land on the new content; but a modal dialog open over the new
 * page keeps it (the video player, whose card moved to the video's page, even
 * while its code is still coming), and a page reached by closing one gives it
 * to the link that opened it.
 */
export function usePageChangeEffects(pageUrl: string, playerOpen: () => boolean): void {
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
    const opener = takeFocusReturn()
    if (opener) opener.focus()
    // The player may be open before its code has come (it opens at once, its page follows): it takes focus when it renders.
    else if (!playerOpen() && !document.activeElement?.closest('[aria-modal="true"]'))
      document.getElementById('main')?.focus({ preventScroll: true })
    return () => {
      if (timer) clearTimeout(timer)
    }
  }, [pageUrl])
}
