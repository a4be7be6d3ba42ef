/**
 * Issue 21 §3: the commentary languages of a stream, as its master lists them
 * (shared/rules/commentary-audio.ts), offered through hls.js's audio tracks
 * or, where the browser plays HLS itself (Safari), the element's audioTracks.
 * The language playing is also written on the media element
 * (data-commentary-language), so what plays can be seen from outside.
 */
import { type CommentaryLanguage, isCommentaryLanguage } from '../../shared/rules/commentary-audio'
import type { HlsClass } from './hls-loader'

export type SelectCommentary = (language: CommentaryLanguage) => void

export interface CommentaryOptions {
  /** The language to start with, given those the stream carries (shared/rules/commentary-choice.ts). */
  choose: (available: CommentaryLanguage[]) => CommentaryLanguage | null
  /** The languages on offer and the one playing, whenever either changes. */
  onTracks: (available: CommentaryLanguage[], playing: CommentaryLanguage | null) => void
}

type Hls = InstanceType<HlsClass>

const unique = (languages: string[]) => [...new Set(languages.filter(isCommentaryLanguage))]

function showPlaying(media: HTMLMediaElement, language: CommentaryLanguage | null): void {
  if (language) media.dataset.commentaryLanguage = language
  else delete media.dataset.commentaryLanguage
}

/** hls.js (full build: the light one has no alternate audio). The start language goes in the config (audioPreference). */
export function hlsJsCommentary(Hls: HlsClass, hls: Hls, media: HTMLMediaElement, options: CommentaryOptions): SelectCommentary {
  const languages = () => unique((hls.audioTracks ?? []).map((track) => track.lang ?? ''))
  const playing = (): CommentaryLanguage | null => {
    const lang = hls.audioTracks?.[hls.audioTrack]?.lang
    return isCommentaryLanguage(lang) ? lang : null
  }
  const report = () => {
    showPlaying(media, playing())
    options.onTracks(languages(), playing())
  }
  hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, report)
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHING, report)
  hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, report)
  return (language) => {
    const index = (hls.audioTracks ?? []).findIndex((track) => track.lang === language)
    if (index >= 0 && index !== hls.audioTrack) hls.audioTrack = index
  }
}

interface NativeAudioTrack {
  language: string
  enabled: boolean
}
interface NativeAudioTrackList extends EventTarget {
  readonly length: number
  [index: number]: NativeAudioTrack
}

/** Native HLS: the renditions appear as the element's audioTracks (Safari); exactly one is enabled. */
export function nativeCommentary(media: HTMLMediaElement, options: CommentaryOptions): { select: SelectCommentary; stop: () => void } {
  const list = (media as HTMLMediaElement & { audioTracks?: NativeAudioTrackList }).audioTracks
  if (!list) return { select: () => undefined, stop: () => undefined }
  const tracks = () => Array.from({ length: list.length }, (_, index) => list[index] as NativeAudioTrack)
  let started = false
  const select = (language: CommentaryLanguage) => {
    const wanted = tracks().find((track) => track.language === language)
    if (!wanted) return
    for (const track of tracks()) track.enabled = track === wanted
  }
  const update = () => {
    const available = unique(tracks().map((track) => track.language))
    if (!started && available.length > 0) {
      started = true
      const first = options.choose(available)
      if (first) select(first)
    }
    const on = tracks().find((track) => track.enabled)?.language
    const playing = isCommentaryLanguage(on) ? on : null
    showPlaying(media, playing)
    options.onTracks(available, playing)
  }
  for (const type of ['addtrack', 'removetrack', 'change']) list.addEventListener(type, update)
  update()
  return {
    select,
    stop: () => {
      for (const type of ['addtrack', 'removetrack', 'change']) list.removeEventListener(type, update)
    },
  }
}
