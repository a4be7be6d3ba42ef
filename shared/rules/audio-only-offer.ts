/**
 * Issue 21 §4 "Weak connections": when the measured bandwidth (hls.js's
 * estimate) falls below the lowest video rendition, the video player offers
 * 'Continue with audio only'; pressed, it plays the audio-only variant; when
 * the bandwidth recovers it says video is back and offers to return.
 *
 * Hysteresis so the notice does not flap: the offer comes below the lowest
 * rendition's BANDWIDTH, and the bandwidth counts as recovered only at
 * RECOVERY_FACTOR times it. An estimate in between changes nothing.
 */

/** Recovered means this many times the lowest video rendition's peak: room for it and some to spare. */
export const RECOVERY_FACTOR = 1.5

export type AudioOnlyState =
  /** Video plays; nothing shown. */
  | 'video'
  /** Too slow for any video rendition: 'Continue with audio only' is offered. */
  | 'offered'
  /** The offer was dismissed: video carries on as it can; offered again only after a recovery. */
  | 'declined'
  /** Audio only, chosen by the supporter. */
  | 'audioOnly'
  /** Audio only, and the bandwidth is back: 'Video is back' with a button to return. */
  | 'videoBack'
  /** Video is back, but the supporter chose to stay with audio: nothing more is said. */
  | 'stayedAudio'

export type AudioOnlyEvent =
  /** A new estimate (bits a second) beside the lowest video rendition's BANDWIDTH; null or 0 when unknown. */
  | { type: 'bandwidth'; estimate: number | null; lowestVideo: number | null }
  | { type: 'chooseAudioOnly' }
  | { type: 'returnToVideo' }
  | { type: 'dismiss' }

export type BandwidthLevel = 'low' | 'recovered' | 'between' | 'unknown'

/** Where an estimate stands against the lowest video rendition (the hysteresis band). */
export function bandwidthLevel(estimate: number | null, lowestVideo: number | null): BandwidthLevel {
  if (!estimate || !lowestVideo || !Number.isFinite(estimate) || !(estimate > 0) || !(lowestVideo > 0)) return 'unknown'
  if (estimate < lowestVideo) return 'low'
  if (estimate >= lowestVideo * RECOVERY_FACTOR) return 'recovered'
  return 'between'
}

export function nextAudioOnlyState(state: AudioOnlyState, event: AudioOnlyEvent): AudioOnlyState {
  switch (event.type) {
    case 'chooseAudioOnly':
      return state === 'offered' || state === 'declined' || state === 'video' ? 'audioOnly' : state
    case 'returnToVideo':
      return state === 'audioOnly' || state === 'videoBack' || state === 'stayedAudio' ? 'video' : state
    case 'dismiss':
      if (state === 'offered') return 'declined'
      if (state === 'videoBack') return 'stayedAudio'
      return state
    case 'bandwidth': {
      const level = bandwidthLevel(event.estimate, event.lowestVideo)
      if (level === 'low') {
        if (state === 'video') return 'offered'
        if (state === 'videoBack') return 'audioOnly' // it fell again before they returned: say nothing more
        return state
      }
      if (level === 'recovered') {
        if (state === 'offered' || state === 'declined') return 'video'
        if (state === 'audioOnly') return 'videoBack'
        return state
      }
      return state
    }
  }
}

/** Whether the player should be playing the audio-only variant in this state. */
export function playsAudioOnly(state: AudioOnlyState): boolean {
  return state === 'audioOnly' || state === 'videoBack' || state === 'stayedAudio'
}
