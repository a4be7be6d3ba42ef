/**
 * Issue 21 §4: the audio-only offer of a video player. Every few seconds it
 * reads hls.js's bandwidth estimate beside the lowest video rendition and
 * runs the shared rule (shared/rules/audio-only-offer.ts, with its
 * hysteresis); the player re-attaches to the audio-only address while the
 * state says audio only. Nothing is offered where the browser's own HLS
 * plays (no estimate) or the stream has no audio-only address.
 */
import { type RefObject, useEffect, useReducer, useRef } from 'react'
import { type AudioOnlyEvent, type AudioOnlyState, nextAudioOnlyState, playsAudioOnly } from '../../shared/rules/audio-only-offer'
import type { StreamHandle } from './hls-stream'

/** How often the estimate is read: hls.js updates it once a segment (4 s) has loaded. */
const SAMPLE_MS = 2000

export interface AudioOnly {
  state: AudioOnlyState
  audioOnly: boolean
  send: (event: AudioOnlyEvent) => void
}

export function useAudioOnly(handle: RefObject<StreamHandle | null>, offerable: boolean): AudioOnly {
  const [state, send] = useReducer(nextAudioOnlyState, 'video')
  // The audio-only stream has no video rendition to compare with: the video master's lowest is kept.
  const lowestVideo = useRef<number | null>(null)
  useEffect(() => {
    if (!offerable) return
    const timer = window.setInterval(() => {
      const reading = handle.current?.bandwidth?.()
      if (!reading) return
      if (reading.lowestVideo) lowestVideo.current = reading.lowestVideo
      send({ type: 'bandwidth', estimate: reading.estimate, lowestVideo: lowestVideo.current })
    }, SAMPLE_MS)
    return () => window.clearInterval(timer)
  }, [handle, offerable])
  return { state, audioOnly: playsAudioOnly(state), send }
}
