/**
 * Issue 21 §3 and §4 for a video player (the live picture and on-demand):
 * the commentary language offered by the master, and on a connection too
 * slow for any video rendition 'Continue with audio only', which plays the
 * master's audio-only address in the chosen language. Both video stages use
 * this one hook, so they choose the address the same way.
 */
import { type RefObject, useState } from 'react'
import { audioOnlyUriOf, type CommentaryLanguage } from '../../shared/rules/commentary-audio'
import { audioOnlyAddress } from './audio-only-address'
import type { StreamHandle } from './hls-stream'
import { type AudioOnly, useAudioOnly } from './use-audio-only'
import { type Commentary, useCommentary } from './use-commentary'

export interface VideoAudio {
  commentary: Commentary
  offer: AudioOnly
  /** The language playing audio only, or null while the picture plays. */
  audioLanguage: CommentaryLanguage | null
  /** What to attach: the audio-only address when chosen, else the picture's own. */
  streamUrl: string
  /** Given to attachStream's onMaster: the master as read names the audio-only addresses. */
  setMaster: (master: string) => void
}

export function useVideoAudio(stream: RefObject<StreamHandle | null>, playbackUrl: string): VideoAudio {
  const commentary = useCommentary(stream)
  const [master, setMaster] = useState('')
  const offer = useAudioOnly(stream, audioOnlyUriOf(master, 'en') !== null)
  const audioLanguage = offer.audioOnly ? (commentary.selected ?? commentary.wanted(commentary.available) ?? 'en') : null
  const streamUrl = audioOnlyAddress(master, audioLanguage, playbackUrl) ?? playbackUrl
  return { commentary, offer, audioLanguage, streamUrl, setMaster }
}
