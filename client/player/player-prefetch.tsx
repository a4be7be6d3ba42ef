/**
 * Issue 9 'Watch Now' (≤ 0.9 s to the first frame): once a video page is idle, the video player's code is made
 * ready (shared/rules/player-prefetch.ts says where and when): the overlay's is loaded and run, hls.js goes into the
 * browser's cache with `rel=prefetch` (the lowest priority, nothing parsed or run, kept for the next use), so the
 * player's own import() takes it from there instead of asking six levels of chunks one after another. Rendered
 * from the footer's chunk, which every page loads after hydration, so no page's first load carries this (issue 22
 * §3).
 */
import { useEffect } from 'react'
import { type ConnectionHints, prefetchesPlayer } from '../../shared/rules/player-prefetch'
import type { BootData, PageData } from '../../shared/types/page-payload'
import { VideoPlayerOverlay } from '../components/player/media-players'
import { useAppSnapshot } from '../state/store-context'
import { playsWithHlsJs } from './hls-loader'

/** Once per document: a second video page finds the code in the cache already. */
let prefetched = false

/** A chunk this page has loaded already (its own, or one the entry shares with the player) is not asked again. */
function addPrefetchLinks(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (performance.getEntriesByName(new URL(href, location.href).href).length > 0) continue
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.as = 'script'
    link.href = href
    document.head.appendChild(link)
  }
}

/** After the page's load, when the main thread is free (Safari has no requestIdleCallback: a short timer). */
function whenIdle(run: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 300))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

export function PlayerCodePrefetch() {
  const { payload } = useAppSnapshot()
  const kind = (payload.page as PageData).kind
  useEffect(() => {
    if (prefetched) return
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection
    if (!prefetchesPlayer(kind, connection)) return
    prefetched = true
    const hls = (window as { __BOOT__?: BootData }).__BOOT__?.assets.videoPlayer.hls ?? []
    // The overlay's code is run too (a few tens of KB), so 'Watch Now' renders the player at once; hls.js (~120 KB)
    // only waits in the cache.
    whenIdle(() => {
      VideoPlayerOverlay.preload()
      if (playsWithHlsJs()) addPrefetchLinks(hls)
    })
  }, [kind])
  return null
}
