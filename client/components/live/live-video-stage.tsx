import { useEffect, useRef, useState } from 'react'
import { attachStream, type StreamFailure } from '../../player/hls-stream'
import { usePlaybackReports } from '../../player/playback-reports'
import { useLiveT } from '../../hooks/use-live-t'

interface Props {
  playbackUrl: string
  /** Changes when the stream must attach again (a renewal after a failure, a provider's new address). */
  attach: number
  title: string
  /** Each request's address with the newest playback token on it. */
  requestUrl: (url: string) => string
  onFailure: (failure: StreamFailure, position: number) => void
  /** Issue 21 §7: the live asset, for the player's error reports (none sent without it). */
  streamId?: string
}

/**
 * The live protected picture (SPEC §2.6, §4.4, §4.11: live streams cannot be
 * paused or rewound): hls.js at the live edge with the newest token on every
 * request, no play/pause or seek controls, only sound and full screen; a
 * pause the browser or a media key makes is undone at the live edge. It
 * autoplays, muted with an 'Unmute' button when the browser refuses sound
 * without a gesture.
 */
export function LiveVideoStage({ playbackUrl, attach, title, requestUrl, onFailure, streamId }: Props) {
  const t = useLiveT()
  const frame = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  usePlaybackReports(video, streamId ?? null)
  const [muted, setMuted] = useState(false)
  const [fullScreen, setFullScreen] = useState(false)
  const failed = useRef(onFailure)
  failed.current = onFailure
  const rewrite = useRef(requestUrl)
  rewrite.current = requestUrl

  // biome-ignore lint/correctness/useExhaustiveDependencies: a renewed grant (attach) re-attaches even with the same address.
  useEffect(() => {
    const media = video.current
    if (!media) return
    let gone = false
    let handle: Awaited<ReturnType<typeof attachStream>> | null = null
    const start = () => {
      media.play().catch((error: unknown) => {
        if (gone || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return
        media.muted = true
        setMuted(true)
        media.play().catch(() => undefined)
      })
    }
    // Live has no pause: whatever paused it (a media key, a headset), it plays on from the edge.
    const resume = () => {
      if (gone || media.ended) return
      const edge = handle?.liveEdge()
      if (edge != null) media.currentTime = edge
      start()
    }
    media.addEventListener('loadedmetadata', start, { once: true })
    media.addEventListener('pause', resume)
    attachStream(media, playbackUrl, {
      requestUrl: (url) => rewrite.current(url),
      onFailure: (failure, position) => {
        if (!gone) failed.current(failure, position)
      },
    })
      .then((h) => {
        if (gone) h.destroy()
        else handle = h
      })
      .catch(() => !gone && failed.current('media', 0))
    return () => {
      gone = true
      media.removeEventListener('loadedmetadata', start)
      media.removeEventListener('pause', resume)
      handle?.destroy()
    }
  }, [playbackUrl, attach])

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frame.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const toggleSound = () => {
    const media = video.current
    if (!media) return
    media.muted = !media.muted
    setMuted(media.muted)
  }
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    else void frame.current?.requestFullscreen().catch(() => undefined)
  }

  return (
    <div className="live-stage" ref={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: the live match pictures come without a caption track. */}
      <video ref={video} className="live-stage__video" playsInline aria-label={title} preload="auto" />
      <div className="live-stage__controls">
        <span className="live-stage__badge">
          <span className="live-stage__dot" aria-hidden="true" />
          {t('live.badge')}
          <span className="visually-hidden">{t('live.noPause')}</span>
        </span>
        <button type="button" className="live-stage__button" onClick={toggleSound}>
          {muted ? t('live.unmute') : t('live.mute')}
        </button>
        {typeof document !== 'undefined' && document.fullscreenEnabled ? (
          <button type="button" className="live-stage__button" onClick={toggleFullScreen}>
            {fullScreen ? t('live.exitFullScreen') : t('live.fullScreen')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
