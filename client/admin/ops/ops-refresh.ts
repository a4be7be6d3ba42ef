import { useEffect } from 'react'

/** Issue 21 §7: our choice, a few seconds; light for D1 and for the Analytics Engine SQL API. */
export const OPS_REFRESH_MS = 5_000

/**
 * The operations view refreshes by itself: every few seconds while the tab is visible. This is the one
 * place to change when the figures come over the match push instead (issue 21 §1): call `reload` on a
 * pushed message rather than on a timer.
 */
export function useOpsRefresh(reload: () => void, everyMs = OPS_REFRESH_MS): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload()
    }, everyMs)
    return () => clearInterval(timer)
  }, [reload, everyMs])
}
