/**
 * SPEC §4.5 audio states: not ready, ready (shows Play), playing (shows
 * Pause), paused. §4.4: audio never starts by itself, so 'ready' is only left
 * by the listener (or the lock screen) pressing play. The panel follows the
 * <audio> element's own events, so a pause from a headset or the phone's lock
 * screen shows the same as one from the panel.
 */
export type AudioState = 'notReady' | 'ready' | 'playing' | 'paused'

export type AudioEvent =
  | 'ready' // granted, loaded, and the ready delay has passed
  | 'playing' // the element started playing
  | 'paused' // the element paused
  | 'ended' // the recording finished
  | 'reset' // a new entry, a refused grant, or a stream that failed

export function nextAudioState(state: AudioState, event: AudioEvent): AudioState {
  switch (event) {
    case 'reset':
      return 'notReady'
    case 'ready':
      return state === 'notReady' ? 'ready' : state
    case 'playing':
      return state === 'notReady' ? state : 'playing'
    case 'paused':
    case 'ended':
      return state === 'playing' ? 'paused' : state
  }
}

/** Which button the panel offers: Play (disabled until ready) or Pause. */
export function audioButton(state: AudioState): { action: 'play' | 'pause'; enabled: boolean } {
  if (state === 'playing') return { action: 'pause', enabled: true }
  return { action: 'play', enabled: state !== 'notReady' }
}
