import { useEffect } from 'react'
import type { AppState } from '../state/app-store'
import { navigate } from './navigate'
import { isHashOnlyChange, spaTarget } from './navigation-target'

/**
 * One delegated listener turns every internal link into SPA navigation,
 * including links inside editor-written article HTML; back and forward
 * re-load the page data for the address.
 */
export function useSpaLinks(store: AppState): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor) return
      const url = spaTarget(anchor, event)
      // In-page anchors (the skip link among them) stay with the browser,
      // which also moves focus to the target.
      if (!url || isHashOnlyChange(url)) return
      event.preventDefault()
      void navigate(store, url)
    }
    const onPopState = () => {
      const url = new URL(location.href)
      // A hash-only history entry is the same page.
      if (url.pathname + url.search !== store.payload.url) void navigate(store, url, 'pop')
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [store])
}
