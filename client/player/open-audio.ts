import type { AppState } from '../state/app-store'
import { type AudioSource, openAudioPlayer } from '../state/media-state'
import { preloadAudioPlayer } from './player-chunks'

/**
 * Opens the audio panel (SPEC §2.7, §4.8: sets entry id and title) for an
 * on-demand audio entry (the same grant as video) or a live audio asset; it never
 * starts by itself (§4.4). The panel is a bar at the bottom, so the page
 * behind stays where it is and commentary carries on while the visitor browses.
 */
export function openAudio(store: AppState, audio: { entryId: string; title: string; source?: AudioSource }): void {
  preloadAudioPlayer()
  openAudioPlayer(store.ui, audio)
}
