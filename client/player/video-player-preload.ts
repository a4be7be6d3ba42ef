/**
 * The video player's code, asked for the moment a video is chosen (open-video.ts, open-live-video.ts):
 * in the code of what opens videos, not of every page (issue 22 §3 budget).
 */
import type { BootData } from '../../shared/types/page-payload'
import { loadVideoOverlay, preloadHls, quietly } from './player-chunks'

/**
 * The overlay's chunk imports others several deep: fetched one level at a time they took six round trips
 * after 'Watch Now' (issue 9 budget). The build lists them all (BootData assets.videoPlayer); asked for
 * together, as module preloads, they arrive at once and the import below finds them in flight (one already
 * loaded is not fetched again: the browser's module map has it).
 */
function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
}

export function preloadVideoPlayer(): void {
  preloadModules((window as { __BOOT__?: BootData }).__BOOT__?.assets.videoPlayer ?? [])
  quietly(loadVideoOverlay)
  preloadHls()
}
