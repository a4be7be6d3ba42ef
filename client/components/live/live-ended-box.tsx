import type { LiveMessageKey } from '../../../shared/i18n/live'
import type { LeaseEndReason } from '../../../shared/types/stream-socket'
import { useLiveT } from '../../hooks/use-live-t'

/** A blocked account, and one whose entitlement ended, are told in the SPEC §8.1 words. */
const TEXT: Record<LeaseEndReason, LiveMessageKey> = {
  endedByOtherDevice: 'live.ended.endedByOtherDevice',
  missedPings: 'live.ended.missedPings',
  signedOut: 'live.ended.signedOut',
  passwordChanged: 'live.ended.passwordChanged',
  blocked: 'live.message.blocked',
  // Issue 18 §7: a refund took the subscription or pass away; the §8.1 words for it.
  entitlementEnded: 'live.message.notSubscribed',
  // Issue 21 §5: another device pressed 'Watch here instead' on this one.
  movedToAnotherDevice: 'live.ended.movedToAnotherDevice',
}

/**
 * Issue 10 §4: the lease ended without this device asking; the player stopped and says why. Issue 21 §5:
 * moved to another device, it offers to watch here again (a new check, whose refusal offers 'Watch here instead').
 */
export function LiveEndedBox({ reason, variant, onRetry }: { reason: LeaseEndReason; variant: 'video' | 'audio'; onRetry: () => void }) {
  const t = useLiveT()
  return (
    <div className={`playback-notice playback-notice--${variant} live-notice`} role="alert" data-code={reason}>
      <p className="playback-notice__text">{t(TEXT[reason] ?? 'live.ended.missedPings')}</p>
      <div className="playback-notice__actions">
        <button
          type="button"
          className={`chrome-button ${variant === 'video' ? 'chrome-button--ghost-light' : 'chrome-button--ghost'}`}
          onClick={onRetry}
        >
          {reason === 'movedToAnotherDevice' ? t('live.watchHereAgain') : t('live.retry')}
        </button>
      </div>
    </div>
  )
}
