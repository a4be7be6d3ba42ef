import type { AudioOnly } from '../../player/use-audio-only'
import { useLiveT } from '../../hooks/use-live-t'

/**
 * Issue 21 §4: the notice over the picture on a weak connection: 'Continue
 * with audio only' when the bandwidth is below the lowest video rendition,
 * what plays while audio only, and 'Video is back' with a button to return
 * when it recovers. A polite live region (always present, so what appears in
 * it is announced); real buttons, keyboard reachable with a visible focus.
 */
export function AudioOnlyNotice({ offer }: { offer: AudioOnly }) {
  const t = useLiveT()
  const { state, send } = offer
  return (
    <div className="audio-only-notice-region" aria-live="polite">
      {state === 'offered' ? (
        <div className="audio-only-notice">
          <p className="audio-only-notice__text">{t('audioOnly.slow')}</p>
          <button
            type="button"
            className="audio-only-notice__button audio-only-notice__button--primary"
            onClick={() => send({ type: 'chooseAudioOnly' })}
          >
            {t('audioOnly.continue')}
          </button>
          <button type="button" className="audio-only-notice__button" onClick={() => send({ type: 'dismiss' })}>
            {t('audioOnly.keepVideo')}
          </button>
        </div>
      ) : state === 'audioOnly' ? (
        <div className="audio-only-notice">
          <p className="audio-only-notice__text">{t('audioOnly.playing')}</p>
          <button type="button" className="audio-only-notice__button" onClick={() => send({ type: 'returnToVideo' })}>
            {t('audioOnly.returnToVideo')}
          </button>
        </div>
      ) : state === 'videoBack' ? (
        <div className="audio-only-notice">
          <p className="audio-only-notice__text">{t('audioOnly.videoBack')}</p>
          <button
            type="button"
            className="audio-only-notice__button audio-only-notice__button--primary"
            onClick={() => send({ type: 'returnToVideo' })}
          >
            {t('audioOnly.returnToVideo')}
          </button>
          <button type="button" className="audio-only-notice__button" onClick={() => send({ type: 'dismiss' })}>
            {t('audioOnly.stayAudio')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
