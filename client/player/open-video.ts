import { entryPointFor, videoEntryPath } from '../../shared/rules/video-entry-point'
import { noteOpener } from '../router/focus-return'
import { navigate } from '../router/navigate'
import type { AppState } from '../state/app-store'
import { openMediaPlayer } from '../state/media-state'
import { applyOverlay } from '../state/ui-state'
import { prefetchGrant } from './playback-grant'
import { preloadVideoPlayer } from './player-chunks'
import { mark, WATCH_NOW_MARK } from './player-marks'

export interface OpenVideoRequest {
  entryId: string
  title: string
  /** SPEC §2.6: the sidebar's section ('Related' when set, 'Latest' when null, hidden for 'hidden'). */
  section: string | null
  /** The page the video was opened from (the caller's payload.url); closing the player returns there (SPEC §2.5, §2.6). */
  entryPoint: string
}

/**
 * Opens an on-demand video from a card, a search result, the sidebar or the
 * match centre: the player opens at once over the page (SPEC §2.6, §4.8: the
 * audio panel closes), its code, hls.js and the playback grant are fetched
 * while the address moves to the entry's page, /videos/{entryId} (§2.5), by
 * client navigation. From the player's own page (the sidebar) the first
 * entry point is kept, so closing returns where the visitor started.
 */
export function openVideo(store: AppState, video: OpenVideoRequest): void {
  mark(WATCH_NOW_MARK)
  // Opened from the player's own sidebar, the player keeps the opener it started with.
  if (!store.ui.mediaPlayer.modalOpen) noteOpener()
  preloadVideoPlayer()
  prefetchGrant(video.entryId)
  const entryPoint = entryPointFor({ url: video.entryPoint, routeName: store.payload.route.name }, store.ui.mediaPlayer.entryPoint)
  // The search or menu it was chosen from closes now, as it would on the route change that follows.
  applyOverlay(store.ui, { type: 'routeChange' })
  openMediaPlayer(store.ui, { entryId: video.entryId, title: video.title, section: video.section, entryPoint })
  // The page behind shows the entry once the video shows its first picture (at most PAGE_BEHIND_WAIT_MS): its
  // render (~300 ms of React, style and layout on a 2-core machine) sat between the first segment and the first
  // frame. Its data is read at once; the player's sidebar (the entry's related list) comes with the page. The wait
  // is in the player's chunk; were that chunk not to load, the page behind is shown at once.
  const firstFrame = import('./first-frame').then(
    ({ nextFirstFrame }) => nextFirstFrame(PAGE_BEHIND_WAIT_MS),
    () => undefined,
  )
  void navigate(store, new URL(videoEntryPath(video.entryId), location.href), 'push', { showAfter: firstFrame })
}

/** Issue 9: how long the page behind waits for the first picture ('Watch Now' to first frame p50 ≤ 900 ms). */
const PAGE_BEHIND_WAIT_MS = 1_500

// In the first render's code (router/navigation-target.ts), so a page that only needs it does not load the player's opening with it.
export { isPlainClick } from '../router/navigation-target'
