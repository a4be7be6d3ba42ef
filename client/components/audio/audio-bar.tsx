import { type ReactNode, useEffect, useReducer, useRef } from 'react'
import { imageUrl } from '../../../shared/images'
import { type AudioEvent, type AudioState, audioButton, nextAudioState } from '../../../shared/rules/audio-state'
import { AUDIO_READY_DELAY_MS, PLAYER_LOAD_DELAY_MS, VOLUME_FULL_DELAY_MS } from '../../../shared/timing'
import { attachStream, type StreamFailure, type StreamHandle } from '../../player/hls-stream'
import { usePlaybackReports } from '../../player/playback-reports'
import { claimMediaSession, reportPlaybackState } from '../../player/media-session'
import { registerLivePlayback } from '../../player/playback-clock'
import { useCommentary } from '../../player/use-commentary'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot } from '../../state/store-context'
import { CommentaryChoice } from '../player/commentary-choice'
import { AudioWave } from './audio-wave'

/** What the bar plays once its grant came. */
export interface AudioStream {
  playbackUrl: string
  /** Changes when the stream must attach again (a renewed grant). */
  attach: number
  /** Live: pausing and playing again rejoins the live edge (SPEC §4.11: live streams cannot be rewound). */
  live: boolean
  /** Live: each request's address with the newest playback token from the player's socket on it. */
  requestUrl?: (url: string) => string
  /** The stream stopped for good; `position` is where it was. */
  onFailure: (failure: StreamFailure, position: number) => void
  /** The asset or entry played: its error reports (issue 21 §7); live, its match centre holds what this playback has not reached (§2). */
  streamId?: string
}

interface Props {
  title: string
  stream: AudioStream | null
  /** The error box: a refusal or a problem, instead of the Play button. */
  notice: ReactNode | null
  /** A line under the title ('Account Restrictions Bypassed'). */
  flag?: string | null
  /** Issue 21 §4: the live player's word on the network (a polite live region). */
  connection?: ReactNode
  /** 'panel': the SPEC §2.7 bar fixed at the bottom; 'inline': the same player where it was offered (live audio in place of video). */
  variant: 'panel' | 'inline'
  onClose?: () => void
}

/**
 * SPEC §2.7 audio player: 'Live Audio', 'Play stream' / 'Pause stream', an
 * error box and the animated playing state. It never starts by itself
 * (§4.4). §4.5: loaded 100 ms after the grant, ready 400 ms later, volume to
 * full 0.5 s after playing starts. The phone's lock screen controls it
 * through the Media Session API. Issue 21 §3: English or Arabic commentary,
 * where the stream carries both.
 */
export function AudioBar({ title, stream, notice, flag, connection, variant, onClose }: Props) {
  const t = useT()
  const { chrome } = useAppSnapshot()
  const audio = useRef<HTMLAudioElement>(null)
  usePlaybackReports(audio, stream?.streamId ?? null)
  const handle = useRef<StreamHandle | null>(null)
  const commentary = useCommentary(handle)
  const commentaryOptions = commentary.options
  const resumeAt = useRef(0)
  const [state, dispatch] = useReducer((s: AudioState, e: AudioEvent) => nextAudioState(s, e), 'notReady')
  const failed = useRef(stream?.onFailure)
  failed.current = stream?.onFailure
  const rewrite = useRef(stream?.requestUrl)
  rewrite.current = stream?.requestUrl
  const live = stream?.live ?? false
  const playbackUrl = stream?.playbackUrl ?? null
  const liveAssetId = live ? (stream?.streamId ?? null) : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: a renewed grant (attach) re-attaches even with the same address.
  useEffect(() => {
    dispatch('reset')
    const media = audio.current
    if (!media || !playbackUrl) return
    let gone = false
    let stoppedAt: number | null = null
    const requestUrl = rewrite.current ? (url: string) => rewrite.current?.(url) ?? url : undefined
    const timers = [
      window.setTimeout(() => {
        attachStream(media, playbackUrl, {
          // On-demand carries on where it was after a renewal; live always joins at the edge.
          startPosition: live ? undefined : resumeAt.current || undefined,
          requestUrl,
          commentary: commentaryOptions,
          onFailure: (failure, position) => {
            stoppedAt = position
            if (!gone) failed.current?.(failure, position)
          },
        })
          .then((h) => {
            if (gone) h.destroy()
            else handle.current = h
          })
          .catch(() => !gone && failed.current?.('media', 0))
        timers.push(window.setTimeout(() => !gone && dispatch('ready'), AUDIO_READY_DELAY_MS))
      }, PLAYER_LOAD_DELAY_MS),
    ]
    return () => {
      gone = true
      resumeAt.current = stoppedAt ?? media.currentTime
      for (const timer of timers) clearTimeout(timer)
      handle.current?.destroy()
      handle.current = null
    }
  }, [playbackUrl, stream?.attach, live, commentaryOptions])

  // Issue 21 §2: while the commentary plays, where it is (a paused commentary rejoins the edge, so it holds nothing).
  useEffect(() => {
    const media = audio.current
    if (!media || !liveAssetId) return
    return registerLivePlayback(liveAssetId, () => (media.paused ? null : { programDateMs: handle.current?.programDate() ?? null }))
  }, [liveAssetId])

  // The bar follows the element, so lock-screen and headset controls show here too.
  useEffect(() => {
    const media = audio.current
    if (!media) return
    let volumeTimer = 0
    const onPlaying = () => {
      dispatch('playing')
      reportPlaybackState('playing')
      clearTimeout(volumeTimer)
      volumeTimer = window.setTimeout(() => {
        media.volume = 1
      }, VOLUME_FULL_DELAY_MS)
    }
    const onPause = () => {
      dispatch('paused')
      reportPlaybackState('paused')
    }
    const onEnded = () => dispatch('ended')
    media.addEventListener('playing', onPlaying)
    media.addEventListener('pause', onPause)
    media.addEventListener('ended', onEnded)
    return () => {
      clearTimeout(volumeTimer)
      media.removeEventListener('playing', onPlaying)
      media.removeEventListener('pause', onPause)
      media.removeEventListener('ended', onEnded)
    }
  }, [])

  const play = () => {
    const media = audio.current
    if (!media) return
    // A live stream paused a while ago plays on from now, not from where it stopped.
    const edge = live ? handle.current?.liveEdge() : null
    if (edge != null && edge - media.currentTime > 1) media.currentTime = edge
    void media.play().catch(() => undefined)
  }
  const pause = () => audio.current?.pause()
  const crest = imageUrl(chrome.settings.logoKey, { width: 512, height: 512 }, 'contain')
  // biome-ignore lint/correctness/useExhaustiveDependencies: play and pause read the element through the ref.
  useEffect(
    () => claimMediaSession({ title, artist: chrome.settings.clubName, artworkSrc: crest, onPlay: play, onPause: pause }),
    [title, chrome.settings.clubName, crest],
  )

  const button = audioButton(state)
  return (
    <section className={`audio-panel audio-panel--${state} audio-panel--${variant}`} aria-labelledby={`audio-${variant}-title`}>
      {notice ? <div className="audio-panel__error">{notice}</div> : null}
      <div className="audio-panel__bar">
        <img className="audio-panel__crest" src={imageUrl(chrome.settings.logoKey)} alt="" width={40} height={48} />
        <div className="audio-panel__text">
          <h2 id={`audio-${variant}-title`} className="audio-panel__heading">
            {t('audio.title')}
          </h2>
          <p className="audio-panel__name">{title}</p>
          {flag ? <p className="audio-panel__flag">{flag}</p> : null}
          {connection}
        </div>
        <AudioWave playing={state === 'playing'} />
        <p className="visually-hidden" role="status">
          {state === 'playing' ? t('audio.playing') : state === 'paused' ? t('audio.paused') : ''}
        </p>
        {notice ? null : (
          <button
            type="button"
            className="audio-panel__toggle"
            onClick={button.action === 'play' ? play : pause}
            disabled={!button.enabled}
            aria-describedby={button.enabled ? undefined : `audio-${variant}-wait`}
          >
            {button.action === 'play' ? <PlayGlyph /> : <PauseGlyph />}
            <span className="audio-panel__toggle-text">{button.action === 'play' ? t('audio.play') : t('audio.pause')}</span>
          </button>
        )}
        {button.enabled || notice ? null : (
          <span id={`audio-${variant}-wait`} className="visually-hidden">
            {t('audio.loading')}
          </span>
        )}
        {onClose ? (
          <button type="button" className="overlay-close audio-panel__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('audio.close')}</span>
          </button>
        ) : null}
      </div>
      {notice ? null : (
        <CommentaryChoice
          available={commentary.available}
          selected={commentary.selected}
          locale={commentary.locale}
          onChoose={commentary.choose}
          variant="audio"
        />
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: commentary is live speech without a caption track; the panel says what is playing. */}
      <audio ref={audio} preload="auto" />
    </section>
  )
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  )
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  )
}
