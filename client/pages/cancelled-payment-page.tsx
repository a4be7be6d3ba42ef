import type { CancelledPaymentPage as PageData } from '../../shared/types/payment-pages'
import { useT } from '../hooks/use-t'

/** /cancelled-payment (issue 11 §4): the checkout was left, and nothing was charged. */
export function CancelledPaymentPage(_props: { page: PageData }) {
  const t = useT()
  return (
    <div className="container payment-page">
      <h1 className="payment-page__title">{t('payment.cancelledTitle')}</h1>
      <p className="payment-page__status">{t('payment.cancelledText')}</p>
      <div className="payment-page__actions">
        <a className="chrome-button chrome-button--primary" href="/videos/subscriptions">
          {t('payment.backToPackages')}
        </a>
      </div>
    </div>
  )
}
