/**
 * Issue 20 §6: the captions of a stream, as its master playlist lists them
 * (shared/rules/hls-subtitles.ts), offered through hls.js's subtitle tracks
 * or, where the browser plays HLS itself (Safari), the element's text tracks.
 * Either way the browser renders the cues (hls.js hands them to native
 * TextTracks), so cue text is never HTML of ours.
 */
import { type CaptionLanguage, isCaptionLanguage } from '../../shared/rules/hls-subtitles'
import type { HlsClass } from './hls-loader'

export type SelectCaption = (language: CaptionLanguage | null) => void

type Hls = InstanceType<HlsClass>

/** hls.js (full build): the languages once the manifest is read; a choice switches subtitleTrack and subtitleDisplay. */
export function hlsJsCaptions(Hls: HlsClass, hls: Hls, onLanguages: (languages: CaptionLanguage[]) => void): SelectCaption {
  const update = () => {
    const languages = (hls.subtitleTracks ?? []).map((track) => track.lang ?? '').filter(isCaptionLanguage)
    onLanguages([...new Set(languages)])
  }
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    // Off until the viewer (or the session's earlier choice) turns them on.
    hls.subtitleDisplay = false
    hls.subtitleTrack = -1
    update()
  })
  hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, update)
  return (language) => {
    const index = language === null ? -1 : hls.subtitleTracks.findIndex((track) => track.lang === language)
    hls.subtitleDisplay = index >= 0
    hls.subtitleTrack = index
  }
}

/** Native HLS: the subtitle renditions appear as the element's text tracks; one is 'showing', the rest 'disabled'. */
export function nativeCaptions(
  media: HTMLMediaElement,
  onLanguages: (languages: CaptionLanguage[]) => void,
): {
  select: SelectCaption
  stop: () => void
} {
  const tracks = () => [...media.textTracks].filter((track) => track.kind === 'subtitles' || track.kind === 'captions')
  let chosen: CaptionLanguage | null = null
  const apply = () => {
    for (const track of tracks()) track.mode = track.language === chosen ? 'showing' : 'disabled'
  }
  const update = () => {
    apply()
    onLanguages([
      ...new Set(
        tracks()
          .map((track) => track.language)
          .filter(isCaptionLanguage),
      ),
    ])
  }
  media.textTracks.addEventListener('addtrack', update)
  media.textTracks.addEventListener('removetrack', update)
  update()
  return {
    select: (language) => {
      chosen = language
      apply()
    },
    stop: () => {
      media.textTracks.removeEventListener('addtrack', update)
      media.textTracks.removeEventListener('removetrack', update)
    },
  }
}
