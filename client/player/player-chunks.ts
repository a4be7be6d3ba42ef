/**
 * The players' code, loaded on first use: the video overlay and the audio
 * panel are their own chunks (no page carries them, or hls.js, until a
 * player opens). Opening starts every fetch at once, so the overlay, hls.js
 * and the grant arrive together instead of one after another; a browser that
 * plays HLS itself (shared/rules/hls-engine.ts) never fetches hls.js.
 */
import { loadHls, playsWithHlsJs } from './hls-loader'

export const loadVideoOverlay = () => import('../components/player/video-player-overlay')
export const loadAudioPanel = () => import('../components/audio/audio-panel')

/** A chunk that fails here is asked again when the player renders (components/lazy-part.tsx), which shows the failure. */
function quietly(load: () => Promise<unknown>): void {
  load().catch(() => undefined)
}

function preloadHls(): void {
  if (playsWithHlsJs()) quietly(loadHls)
}

export function preloadVideoPlayer(): void {
  quietly(loadVideoOverlay)
  preloadHls()
}

export function preloadAudioPlayer(): void {
  quietly(loadAudioPanel)
  preloadHls()
}
