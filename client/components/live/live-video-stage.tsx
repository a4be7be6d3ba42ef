import { useEffect, useRef, useState } from 'react'
import { attachStream, type StreamFailure, type StreamHandle } from '../../player/hls-stream'
import { registerLivePlayback } from '../../player/playback-clock'
import { useVideoAudio } from '../../player/use-video-audio'
import { usePlaybackReports } from '../../player/playback-reports'
import { useLiveT } from '../../hooks/use-live-t'
import { VideoCommentaryControls } from '../player/video-commentary-controls'

interface Props {
  /** The stream asset: its match centre holds what this playback has not reached (issue 21 §2); its error reports (§7). */
  assetId: string
  playbackUrl: string
  /** Changes when the stream must attach again (a renewal after a failure, a provider's new address). */
  attach: number
  title: string
  /** Each request's address with the newest playback token on it. */
  requestUrl: (url: string) => string
  onFailure: (failure: StreamFailure, position: number) => void
}

/**
 * The live protected picture (SPEC §2.6, §4.4, §4.11: live streams cannot be
 * paused or rewound): hls.js at the live edge with the newest token on every
 * request, no play/pause or seek controls, only sound and full screen; a
 * pause the browser or a media key makes is undone at the live edge. It
 * autoplays, muted with an 'Unmute' button when the browser refuses sound
 * without a gesture. Issue 21: the commentary language is offered (§3), and
 * on a connection too slow for any video rendition 'Continue with audio only'
 * (§4) plays the audio-only address of the master in that language.
 */
export function LiveVideoStage({ assetId, playbackUrl, attach, title, requestUrl, onFailure }: Props) {
  const t = useLiveT()
  const frame = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  usePlaybackReports(video, assetId)
  const [muted, setMuted] = useState(false)
  const [fullScreen, setFullScreen] = useState(false)
  const failed = useRef(onFailure)
  failed.current = onFailure
  const rewrite = useRef(requestUrl)
  rewrite.current = requestUrl
  const stream = useRef<StreamHandle | null>(null)
  const audio = useVideoAudio(stream, playbackUrl)
  const { commentary, audioLanguage, streamUrl, setMaster } = audio

  // biome-ignore lint/correctness/useExhaustiveDependencies: a renewed grant (attach) re-attaches even with the same address.
  useEffect(() => {
    const media = video.current
    if (!media) return
    let gone = false
    let handle: StreamHandle | null = null
    const audioOnly = streamUrl !== playbackUrl
    // What plays is visible on the element, as the hls.js audio tracks mark it (client/player/commentary-tracks.ts).
    if (audioOnly && audioLanguage) media.dataset.commentaryLanguage = audioLanguage
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
    // Live video has no pause: from attaching on, the supporter is watching (position unknown until the first segment).
    const unregister = registerLivePlayback(assetId, () => ({ programDateMs: handle?.programDate() ?? null }))
    attachStream(media, streamUrl, {
      requestUrl: (url) => rewrite.current(url),
      // The audio-only address is one media playlist: its language is chosen by the address itself.
      ...(audioOnly ? {} : { commentary: commentary.options, onMaster: setMaster }),
      onFailure: (failure, position) => {
        if (!gone) failed.current(failure, position)
      },
    })
      .then((h) => {
        if (gone) return h.destroy()
        handle = h
        stream.current = h
      })
      .catch(() => !gone && failed.current('media', 0))
    return () => {
      gone = true
      media.removeEventListener('loadedmetadata', start)
      media.removeEventListener('pause', resume)
      unregister()
      handle?.destroy()
      stream.current = null
    }
  }, [playbackUrl, attach, streamUrl, assetId])

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
      <VideoCommentaryControls audio={audio} />
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
