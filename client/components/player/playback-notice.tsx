import type { MessageKey } from '../../../shared/i18n'
import { localisedLink, loginPageLink } from '../../../shared/rules/localised-link'
import type { PlaybackNotice } from '../../../shared/rules/playback-outcome'
import { useT } from '../../hooks/use-t'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { openLoginPrompt } from '../../state/ui-state'
import { PadlockIcon } from '../video/padlock-icon'

const MESSAGE: Record<PlaybackNotice['outcome'], MessageKey> = {
  requireLogin: 'player.requireLogin',
  noSubscription: 'player.noSubscription',
  notSubscribed: 'player.notSubscribed',
  blocked: 'player.blocked',
  problem: 'player.problem',
}

/** SPEC §2.1: the upgrade route and the FAQs; /account/login (loginPageLink) is the login link of the audio message. */
const UPGRADE_PATH = '/videos/subscriptions'
const FAQS_PATH = '/videos/faqs'

/**
 * A refused grant's SPEC §8.2 message with what goes with it: the login
 * action, the upgrade and FAQ links, the support contact. The video player
 * shows it over the picture, the audio panel as its error box.
 */
export function PlaybackNoticeBox({ notice, variant }: { notice: PlaybackNotice; variant: 'video' | 'audio' }) {
  const t = useT()
  const store = useStore()
  const { chrome, payload } = useAppSnapshot()
  const support = chrome.settings.supportEmail
  const locked = notice.outcome !== 'problem'
  return (
    <div className={`playback-notice playback-notice--${variant}`} role="alert">
      {locked ? (
        <span className="playback-notice__icon">
          <PadlockIcon size={variant === 'video' ? 28 : 18} />
        </span>
      ) : null}
      <p className="playback-notice__text">{t(MESSAGE[notice.outcome], { code: notice.code ?? '' })}</p>
      <div className="playback-notice__actions">
        {notice.login === 'prompt' ? (
          <button
            type="button"
            className="chrome-button chrome-button--primary"
            onClick={() => openLoginPrompt(store.ui, t('player.requireLogin'))}
          >
            {t('player.logIn')}
          </button>
        ) : null}
        {notice.login === 'link' ? (
          <a className="chrome-button chrome-button--primary" href={loginPageLink(payload.url, payload.locale)}>
            {t('player.logIn')}
          </a>
        ) : null}
        {notice.upgradeLinks ? (
          <>
            <a className="chrome-button chrome-button--primary" href={localisedLink(UPGRADE_PATH, payload.locale)}>
              {t('player.upgrade')}
            </a>
            <a className={`chrome-button ${variant === 'video' ? 'chrome-button--ghost-light' : 'chrome-button--ghost'}`} href={FAQS_PATH}>
              {t('player.readFaqs')}
            </a>
          </>
        ) : null}
        {notice.support && support ? (
          <a className="playback-notice__support" href={`mailto:${support}`}>
            {t('player.contactSupport')}: <span dir="ltr">{support}</span>
          </a>
        ) : null}
      </div>
    </div>
  )
}
