import type { PaymentSuccessfulPage as PageData } from '../../shared/types/payment-pages'
import { useT } from '../hooks/use-t'
import { useHydrated } from '../hooks/use-viewer'
import { type PurchaseView, usePurchaseStatus } from '../payments/use-purchase-status'
import { useAppSnapshot, useStore } from '../state/store-context'

/** What each entitlement code unlocks, in the supporter's words (SPEC §1). */
const UNLOCKS = [
  ['subscriber', 'payment.unlock.subscriber'],
  ['plus', 'payment.unlock.plus'],
  ['match-pass', 'payment.unlock.matchPass'],
] as const

/**
 * /payment-successful (issue 11 §4): waits for the webhook's grant (seconds,
 * never 'up to 24 hours') and then says what is now unlocked. The server's
 * HTML already says the payment went through and that unlocking takes
 * seconds, so the page reads without JavaScript.
 */
export function PaymentSuccessfulPage({ page }: { page: PageData }) {
  const t = useT()
  const store = useStore()
  const hydrated = useHydrated()
  const { user, chrome } = useAppSnapshot()
  const view = usePurchaseStatus(store, page.sessionId, hydrated && user.loginCheckCompleted, user.loggedIn)
  return (
    <div className="container payment-page">
      <h1 className="payment-page__title">{t('payment.successTitle')}</h1>
      <div className="payment-page__status" role="status">
        <StatusText view={page.sessionId ? view : null} supportEmail={chrome.settings.supportEmail} />
      </div>
      <div className="payment-page__actions">
        <a className="chrome-button chrome-button--primary" href="/videos">
          {t('payment.startWatching')}
        </a>
        <a className="chrome-button chrome-button--ghost" href="/videos/subscriptions">
          {t('payment.backToPackages')}
        </a>
      </div>
    </div>
  )
}

function StatusText({ view, supportEmail }: { view: PurchaseView | null; supportEmail: string }) {
  const t = useT()
  if (view === null) return <p>{t('payment.noSession')}</p>
  switch (view.kind) {
    case 'waiting':
      return <p className="payment-page__waiting">{t('payment.waiting')}</p>
    case 'granted': {
      const lines = UNLOCKS.filter(([code]) => view.entitlements.includes(code))
      return (
        <>
          <p className="payment-page__granted">{t('payment.granted', { title: view.title })}</p>
          {lines.length > 0 ? (
            <>
              <p>{t('payment.unlocks')}</p>
              <ul className="payment-page__unlocks">
                {lines.map(([code, key]) => (
                  <li key={code}>{t(key)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )
    }
    case 'failed':
      return <p>{t('payment.failed')}</p>
    case 'slow':
      return <p>{t('payment.slow', { email: supportEmail })}</p>
    case 'notFound':
      return <p>{t('payment.notFound')}</p>
    case 'signIn':
      return <p>{t('payment.signIn')}</p>
  }
}
