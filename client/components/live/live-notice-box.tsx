import type { LiveMessageKey } from '../../../shared/i18n/live'
import type { LiveMessage, LiveNotice } from '../../../shared/rules/live-notice'
import { localisedLink, loginPageLink } from '../../../shared/rules/localised-link'
import type { StreamRefusalCause } from '../../../shared/rules/stream-access'
import { useLiveT } from '../../hooks/use-live-t'
import type { WatchHereOutcome } from '../../player/takeover-call'
import { useAppSnapshot } from '../../state/store-context'
import { lazyPart } from '../lazy-part'
import { PadlockIcon } from '../video/padlock-icon'
import { countryName } from './country-name'

// Issue 22 §3: the account's devices show only for a device limit refusal; their code loads then.
const StreamDeviceList = lazyPart(() => import('../account/stream-device-list').then((m) => m.StreamDeviceList))

const MESSAGE: Record<LiveMessage, LiveMessageKey> = {
  requireLogin: 'live.message.requireLogin',
  streamIssue: 'live.message.streamIssue',
  notSubscribed: 'live.message.notSubscribed',
  country: 'live.message.country',
  blocked: 'live.message.blocked',
  concurrency: 'live.message.concurrency',
  other: 'live.message.other',
  noSessionData: 'live.message.noSessionData',
}

/** The causes that say more than their §8.1 message already does. */
const CAUSE: Partial<Record<StreamRefusalCause, LiveMessageKey>> = {
  offline: 'live.cause.offline',
  unknownCountry: 'live.cause.unknownCountry',
  blackout: 'live.cause.blackout',
  notUnsoldTerritory: 'live.cause.notUnsoldTerritory',
  notSubscribed: 'live.cause.notSubscribed',
  passForAnotherMatch: 'live.cause.passForAnotherMatch',
  deviceLimit: 'live.cause.deviceLimit',
}

interface Props {
  notice: LiveNotice
  variant: 'video' | 'audio'
  onRetry: () => void
  /** Live audio in place of refused video (notice.alternativeAssetId). */
  onListenInstead?: (assetId: string) => void
  /** Issue 21 §5: 'Watch here instead' on each of the account's other devices (the device limit's refusal). */
  onWatchHere?: (deviceId: number) => Promise<WatchHereOutcome>
}

/**
 * A refused live stream (SPEC §8.1; shared/rules/live-notice.ts): §8.3 'Not
 * available in your region' over region refusals, the exact §8.1 message,
 * the cause with the country the edge saw, and what the supporter can do
 * instead, with the account's devices in place when the device limit is the
 * cause. Live players open no prompts (§4.4): logging in is a link.
 */
export function LiveNoticeBox({ notice, variant, onRetry, onListenInstead, onWatchHere }: Props) {
  const t = useLiveT()
  const { chrome, payload } = useAppSnapshot()
  const support = chrome.settings.supportEmail
  const country = notice.country ? countryName(notice.country, payload.locale) : ''
  const cause = notice.cause ? CAUSE[notice.cause] : undefined
  const ghost = variant === 'video' ? 'chrome-button--ghost-light' : 'chrome-button--ghost'
  return (
    <div className={`playback-notice playback-notice--${variant} live-notice`} role="alert" data-code={notice.code ?? notice.message}>
      <span className="playback-notice__icon">
        <PadlockIcon size={variant === 'video' ? 28 : 18} />
      </span>
      <div className="live-notice__text">
        {notice.notInRegion ? <p className="live-notice__headline">{t('live.notInRegion')}</p> : null}
        <p className="playback-notice__text">{t(MESSAGE[notice.message], { code: notice.code ?? '' })}</p>
        {cause ? <p className="live-notice__cause">{t(cause, { country })}</p> : null}
      </div>
      {notice.remedies.includes('manageDevices') ? (
        <StreamDeviceList variant={variant === 'video' ? 'dark' : 'light'} onWatchHere={onWatchHere} />
      ) : null}
      <div className="playback-notice__actions">
        {notice.remedies.map((remedy) => {
          switch (remedy) {
            case 'logIn':
              return (
                <a key={remedy} className="chrome-button chrome-button--primary" href={loginPageLink(payload.url, payload.locale)}>
                  {t('player.logIn')}
                </a>
              )
            case 'listenInstead':
              return notice.alternativeAssetId && onListenInstead ? (
                <button
                  key={remedy}
                  type="button"
                  className="chrome-button chrome-button--primary"
                  onClick={() => onListenInstead(notice.alternativeAssetId as string)}
                >
                  {t('live.listenInstead')}
                </button>
              ) : null
            case 'upgrade':
              return (
                <a
                  key={remedy}
                  className="chrome-button chrome-button--primary"
                  href={localisedLink('/videos/subscriptions', payload.locale)}
                >
                  {t('player.upgrade')}
                </a>
              )
            case 'faqs':
              return (
                <a key={remedy} className={`chrome-button ${ghost}`} href="/videos/faqs">
                  {t('player.readFaqs')}
                </a>
              )
            case 'retry':
              return (
                <button key={remedy} type="button" className={`chrome-button ${ghost}`} onClick={onRetry}>
                  {t('live.retry')}
                </button>
              )
            case 'contactSupport':
              return support ? (
                <a key={remedy} className="playback-notice__support" href={`mailto:${support}`}>
                  {t('player.contactSupport')}: <span dir="ltr">{support}</span>
                </a>
              ) : null
            default:
              return null // 'manageDevices': the list above
          }
        })}
      </div>
    </div>
  )
}
