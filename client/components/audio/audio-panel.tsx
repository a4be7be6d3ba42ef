import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { imageUrl } from '../../../shared/images'
import { type AudioEvent, type AudioState, audioButton, nextAudioState } from '../../../shared/rules/audio-state'
import { AUDIO_READY_DELAY_MS, PLAYER_LOAD_DELAY_MS, VOLUME_FULL_DELAY_MS } from '../../../shared/timing'
import { audioGrantRequest } from '../../player/audio-grants'
import { attachStream, type StreamHandle } from '../../player/hls-stream'
import { claimMediaSession, reportPlaybackState } from '../../player/media-session'
import { usePlaybackGrant } from '../../player/use-playback-grant'
import { useT } from '../../hooks/use-t'
import { closeAudioPlayer } from '../../state/media-state'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { PlaybackNoticeBox } from '../player/playback-notice'
import { AudioWave } from './audio-wave'

/**
 * SPEC §2.7 audio player panel: 'Live Audio', 'Play stream' / 'Pause stream'
 * and close, in a bar fixed at the bottom of the screen. It plays whatever
 * address its grant gives (on-demand commentary now, live audio later) and
 * never starts by itself (§4.4). §4.5: loaded 100 ms after the grant, ready
 * 400 ms later, volume to full 0.5 s after playing starts. The phone's lock
 * screen controls it through the Media Session API.
 */
export function AudioPanel() {
  const t = useT()
  const store = useStore()
  const { ui, chrome, user } = useAppSnapshot()
  const { entryID, currentTitle, source } = ui.audioPlayer
  const ask = useMemo(() => audioGrantRequest(source, user.sessionID), [source, user.sessionID])
  const { grant } = usePlaybackGrant(entryID, 'audio', ask)
  const audio = useRef<HTMLAudioElement>(null)
  const [state, dispatch] = useReducer((s: AudioState, e: AudioEvent) => nextAudioState(s, e), 'notReady')
  const [failure, setFailure] = useState<string | null>(null)
  const playbackUrl = grant.kind === 'granted' ? grant.playbackUrl : null
  useBottomSpace()

  useEffect(() => {
    dispatch('reset')
    setFailure(null)
    const media = audio.current
    if (!media || !playbackUrl) return
    let handle: StreamHandle | null = null
    let gone = false
    const timers = [
      window.setTimeout(() => {
        attachStream(media, playbackUrl, { onFailure: (f) => !gone && setFailure(`playback-${f}`) })
          .then((h) => {
            if (gone) h.destroy()
            else handle = h
          })
          .catch(() => !gone && setFailure('playback-media'))
        timers.push(window.setTimeout(() => !gone && dispatch('ready'), AUDIO_READY_DELAY_MS))
      }, PLAYER_LOAD_DELAY_MS),
    ]
    return () => {
      gone = true
      for (const timer of timers) clearTimeout(timer)
      handle?.destroy()
    }
  }, [playbackUrl])

  // The panel follows the element, so lock-screen and headset controls show here too.
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

  const play = () => void audio.current?.play().catch(() => undefined)
  const pause = () => audio.current?.pause()
  const crest = imageUrl(chrome.settings.logoKey, { width: 512, height: 512 }, 'contain')
  // biome-ignore lint/correctness/useExhaustiveDependencies: play and pause read the element through the ref.
  useEffect(
    () => claimMediaSession({ title: currentTitle, artist: chrome.settings.clubName, artworkSrc: crest, onPlay: play, onPause: pause }),
    [currentTitle, chrome.settings.clubName, crest],
  )

  const button = audioButton(state)
  const notice = failure
    ? { outcome: 'problem' as const, login: null, upgradeLinks: false, support: true, code: failure }
    : grant.kind === 'refused'
      ? grant.notice
      : null
  return (
    <section className={`audio-panel audio-panel--${state}`} aria-labelledby="audio-panel-title">
      {notice ? (
        <div className="audio-panel__error">
          <PlaybackNoticeBox notice={notice} variant="audio" />
        </div>
      ) : null}
      <div className="audio-panel__bar">
        <img className="audio-panel__crest" src={imageUrl(chrome.settings.logoKey)} alt="" width={40} height={48} />
        <div className="audio-panel__text">
          <h2 id="audio-panel-title" className="audio-panel__heading">
            {t('audio.title')}
          </h2>
          <p className="audio-panel__name">{currentTitle}</p>
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
            aria-describedby={button.enabled ? undefined : 'audio-panel-wait'}
          >
            {button.action === 'play' ? <PlayGlyph /> : <PauseGlyph />}
            <span className="audio-panel__toggle-text">{button.action === 'play' ? t('audio.play') : t('audio.pause')}</span>
          </button>
        )}
        {button.enabled || notice ? null : (
          <span id="audio-panel-wait" className="visually-hidden">
            {t('audio.loading')}
          </span>
        )}
        <button type="button" className="overlay-close audio-panel__close" onClick={() => closeAudioPlayer(store.ui)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('audio.close')}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: commentary is live speech without a caption track; the panel says what is playing. */}
      <audio ref={audio} preload="auto" />
    </section>
  )
}

/** The bar covers the bottom of the page: the page gets that much room below its footer while it is open. */
function useBottomSpace(): void {
  useEffect(() => {
    document.body.classList.add('has-audio-panel')
    return () => document.body.classList.remove('has-audio-panel')
  }, [])
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
