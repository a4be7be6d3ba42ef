import { CheckoutSessionIdSchema } from '../../../shared/schemas/payments'
import type { PageLoader } from '../page-context'

/**
 * /payment-successful (issue 11 §4): Stripe's success_url brings the
 * checkout session id; the page waits in the browser for the webhook's
 * grant (GET /api/payments/purchase-status). An id of the wrong shape is
 * dropped, never echoed. Never cached (shared/rules/page-cache.ts).
 */
export const loadPaymentSuccessful: PageLoader = async ({ url }) => {
  const sessionId = CheckoutSessionIdSchema.safeParse(url.searchParams.get('session_id') ?? '')
  return {
    title: 'Payment successful',
    page: { kind: 'paymentSuccessful', sessionId: sessionId.success ? sessionId.data : null },
  }
}

/** /cancelled-payment: the checkout was left; nothing was charged. */
export const loadCancelledPayment: PageLoader = async () => ({
  title: 'Payment cancelled',
  page: { kind: 'cancelledPayment' },
})
