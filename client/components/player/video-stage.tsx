import { useEffect, useRef, useState } from 'react'
import { attachStream, type StreamFailure, type StreamHandle } from '../../player/hls-stream'
import { FIRST_FRAME_MARK, mark } from '../../player/player-marks'
import { useT } from '../../hooks/use-t'

interface VideoStageProps {
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
 */
export function VideoStage({ playbackUrl, renewal, title, poster, onFailure }: VideoStageProps) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  const resumeAt = useRef(0)
  const [muted, setMuted] = useState(false)
  const failed = useRef(onFailure)
  failed.current = onFailure

  // biome-ignore lint/correctness/useExhaustiveDependencies: a renewed grant re-attaches even with the same address.
  useEffect(() => {
    const media = video.current
    if (!media) return
    let handle: StreamHandle | null = null
    let gone = false
    const start = () => autoplay(media, () => !gone, setMuted)
    media.addEventListener('loadedmetadata', start, { once: true })
    markFirstFrame(media)
    let stoppedAt: number | null = null
    attachStream(media, playbackUrl, {
      startPosition: resumeAt.current || undefined,
      onFailure: (failure, position) => {
        stoppedAt = position
        if (!gone) failed.current(failure, position)
      },
    })
      .then((h) => {
        if (gone) h.destroy()
        else handle = h
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
    }
  }, [playbackUrl, renewal])

  return (
    <div className="video-stage">
      {/* biome-ignore lint/a11y/useMediaCaption: the demo recordings have no speech; captions come with the media when they exist. */}
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
  const painted = () => mark(FIRST_FRAME_MARK)
  // Older Safari and Firefox lack the frame callback: the first 'playing' is close enough there.
  const media_ = media as HTMLVideoElement & { requestVideoFrameCallback?: HTMLVideoElement['requestVideoFrameCallback'] }
  if (typeof media_.requestVideoFrameCallback === 'function') media_.requestVideoFrameCallback(painted)
  else media.addEventListener('playing', painted, { once: true })
}
