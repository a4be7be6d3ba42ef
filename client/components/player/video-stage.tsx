import { useEffect, useRef, useState } from 'react'
import { CAPTION_CHOICE_KEY, initialCaption } from '../../../shared/rules/caption-choice'
import type { CaptionLanguage } from '../../../shared/rules/hls-subtitles'
import { attachStream, type StreamFailure, type StreamHandle } from '../../player/hls-stream'
import { usePlaybackReports } from '../../player/playback-reports'
import { firstFramePainted } from '../../player/first-frame'
import { useVideoAudio } from '../../player/use-video-audio'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { CaptionsMenu } from './captions-menu'
import { VideoCommentaryControls } from './video-commentary-controls'

interface VideoStageProps {
  /** The entry playing: its player errors are counted under it for the operations view (issue 21 §7). */
  entryId: string
  playbackUrl: string
  /** Changes when the grant was renewed on purpose: the stream re-attaches where it was. */
  renewal: number
  title: string
  poster: string | undefined
  /** The stream stopped for good; `resumeAt` is where it was. */
  onFailure: (failure: StreamFailure, resumeAt: number) => void
}

/**
 * The granted on-demand picture (SPEC §2.6, §4.4): HLS through hls.js with
 * the §9.3 back buffer, and autoplay, which falls back to muted playback with
 * an 'Unmute' button when the browser refuses sound without a gesture. The
 * browser's own controls: keyboard operable and known to every visitor.
 * Issue 21: the commentary language where the entry has more than one (§3);
 * on a connection too slow for any video rendition, 'Continue with audio
 * only' (§4) carries on from the same moment with the audio-only variant.
 */
export function VideoStage({ entryId, playbackUrl, renewal, title, poster, onFailure }: VideoStageProps) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  usePlaybackReports(video, entryId)
  const resumeAt = useRef(0)
  const [muted, setMuted] = useState(false)
  const failed = useRef(onFailure)
  failed.current = onFailure
  const locale = useAppSnapshot().payload.locale === 'ar' ? 'ar' : 'en'
  // Issue 20 §6: the stream's caption languages ([] hides the button) and the one showing.
  const [captions, setCaptions] = useState<CaptionLanguage[]>([])
  const [caption, setCaption] = useState<CaptionLanguage | null>(null)
  const chosen = useRef<CaptionLanguage | null>(null)
  const stream = useRef<StreamHandle | null>(null)
  const audio = useVideoAudio(stream, playbackUrl)
  const { commentary, audioLanguage, streamUrl, setMaster } = audio

  // biome-ignore lint/correctness/useExhaustiveDependencies: a renewed grant re-attaches even with the same address.
  useEffect(() => {
    const media = video.current
    if (!media) return
    let handle: StreamHandle | null = null
    let gone = false
    const audioOnly = streamUrl !== playbackUrl
    if (audioOnly && audioLanguage) media.dataset.commentaryLanguage = audioLanguage
    const start = () => autoplay(media, () => !gone, setMuted)
    media.addEventListener('loadedmetadata', start, { once: true })
    markFirstFrame(media)
    let stoppedAt: number | null = null
    // The languages can be known before attachStream hands over its handle (native HLS reads them at once).
    let pendingCaption: CaptionLanguage | null = null
    const onCaptions = (languages: CaptionLanguage[]) => {
      if (gone) return
      setCaptions(languages)
      // Off at first; the session's earlier choice when this entry has it (kept across a renewed grant).
      const wanted = chosen.current ?? initialCaption(storedCaption(), languages)
      const showing = wanted !== null && languages.includes(wanted) ? wanted : null
      setCaption(showing)
      handle?.selectCaption?.(showing)
      pendingCaption = showing
    }
    attachStream(media, streamUrl, {
      startPosition: resumeAt.current || undefined,
      // Audio only (issue 21 §4): one media playlist, in the language its address names; no captions menu.
      ...(audioOnly ? {} : { onCaptions, commentary: commentary.options, onMaster: setMaster }),
      onFailure: (failure, position) => {
        stoppedAt = position
        if (!gone) failed.current(failure, position)
      },
    })
      .then((h) => {
        if (gone) return h.destroy()
        handle = h
        stream.current = h
        if (pendingCaption !== null) h.selectCaption?.(pendingCaption)
      })
      .catch(() => {
        if (!gone) failed.current('media', 0) // hls.js could not be loaded
      })
    return () => {
      gone = true
      // A stream that failed has already let go of the media (its time reads 0): it resumes where it stopped.
      resumeAt.current = stoppedAt ?? media.currentTime
      media.removeEventListener('loadedmetadata', start)
      handle?.destroy()
      stream.current = null
    }
  }, [playbackUrl, renewal, streamUrl])

  return (
    <div className="video-stage">
      {/* biome-ignore lint/a11y/useMediaCaption: captions are the stream's own subtitle renditions (issue 20 §6), offered by the Captions button when an entry has them. */}
      <video
        ref={video}
        className="video-stage__video"
        controls
        playsInline
        poster={poster}
        aria-label={title}
        preload="auto"
        // Unmuted from the controls: the 'Unmute' button has done its job.
        onVolumeChange={(event) => {
          if (!event.currentTarget.muted) setMuted(false)
        }}
      />
      <VideoCommentaryControls audio={audio} />
      {captions.length > 0 ? (
        <CaptionsMenu
          languages={captions}
          chosen={caption}
          locale={locale}
          onChoose={(language) => {
            chosen.current = language
            setCaption(language)
            stream.current?.selectCaption?.(language)
            rememberCaption(language)
          }}
        />
      ) : null}
      {muted ? (
        <button
          type="button"
          className="chrome-button chrome-button--primary video-stage__unmute"
          onClick={() => {
            const media = video.current
            if (media) media.muted = false
            setMuted(false)
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />
          </svg>
          {t('player.unmute')}
        </button>
      ) : null}
    </div>
  )
}

/** Issue 20 §6: the session's caption choice (sessionStorage may be refused: then nothing is remembered). */
function storedCaption(): string | null {
  try {
    return sessionStorage.getItem(CAPTION_CHOICE_KEY)
  } catch {
    return null
  }
}

function rememberCaption(language: CaptionLanguage | null): void {
  try {
    sessionStorage.setItem(CAPTION_CHOICE_KEY, language ?? 'off')
  } catch {
    // Private modes may refuse storage: the choice lasts while the player is open.
  }
}

/** §4.4: on-demand video autoplays; a browser that refuses sound without a gesture gets it muted. */
function autoplay(media: HTMLVideoElement, alive: () => boolean, setMuted: (muted: boolean) => void): void {
  media.play().catch((error: unknown) => {
    if (!alive() || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return
    media.muted = true
    setMuted(true)
    media.play().catch(() => undefined) // refused even muted: the controls' play button is there
  })
}

function markFirstFrame(media: HTMLVideoElement): void {
  const painted = () => firstFramePainted()
  // Older Safari and Firefox lack the frame callback: the first 'playing' is close enough there.
  const media_ = media as HTMLVideoElement & { requestVideoFrameCallback?: HTMLVideoElement['requestVideoFrameCallback'] }
  if (typeof media_.requestVideoFrameCallback === 'function') media_.requestVideoFrameCallback(painted)
  else media.addEventListener('playing', painted, { once: true })
}
