import { returnPathFor } from '../../shared/rules/video-entry-point'
import { navigate } from '../router/navigate'
import type { AppState } from '../state/app-store'
import { closeMediaPlayer } from '../state/media-state'
import { closeOverlay } from '../state/ui-state'

/**
 * SPEC §4.8 closing the media player: both players close and the background
 * unlocks, so a prompt the player opened (the login prompt, the upgrade
 * promo) closes with it. With `returnToEntryPoint` (the close button,
 * Escape) the visitor goes back where the video was opened from, /videos
 * when there is none (§2.6; /live for a live stream), by client navigation.
 */
export function closePlayer(store: AppState, returnToEntryPoint: boolean): void {
  const back = returnPathFor(store.ui.mediaPlayer.entryPoint, store.ui.mediaPlayer.mediaType === 'DrmLiveVideo')
  closeMediaPlayer(store.ui)
  closeOverlay(store.ui, 'loginPrompt')
  closeOverlay(store.ui, 'upgradePromo')
  if (returnToEntryPoint) void navigate(store, new URL(back, location.href))
}
