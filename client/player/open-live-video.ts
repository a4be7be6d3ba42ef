import { entryPointFor, livePlayerPath } from '../../shared/rules/video-entry-point'
import { noteOpener } from '../router/focus-return'
import { navigate } from '../router/navigate'
import type { AppState } from '../state/app-store'
import { openMediaPlayer } from '../state/media-state'
import { applyOverlay } from '../state/ui-state'
import { preloadVideoPlayer } from './player-chunks'

/**
 * Opens a live video stream in the SPEC §2.6 overlay as the live protected
 * player (mediaType 'DrmLiveVideo'; the audio panel closes, §4.8) and moves
 * to its page, /live/video/{assetID} (§2.1), by client navigation. Closing
 * returns to the page it was opened from (the match centre, /live).
 */
export function openLiveVideo(store: AppState, stream: { assetId: string; title: string; entryPoint: string }): void {
  // Opened from the player's own sidebar, the player keeps the opener it started with.
  if (!store.ui.mediaPlayer.modalOpen) noteOpener()
  preloadVideoPlayer()
  const entryPoint = entryPointFor({ url: stream.entryPoint, routeName: store.payload.route.name }, store.ui.mediaPlayer.entryPoint)
  applyOverlay(store.ui, { type: 'routeChange' })
  openMediaPlayer(store.ui, { entryId: stream.assetId, title: stream.title, section: null, mediaType: 'DrmLiveVideo', entryPoint })
  void navigate(store, new URL(livePlayerPath('video', stream.assetId), location.href))
}
