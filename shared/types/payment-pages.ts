/** Page data of the pages a checkout returns to (SPEC §2.1 /payment-successful, /cancelled-payment; issue 11 §4). */

export interface PaymentSuccessfulPage {
  kind: 'paymentSuccessful'
  /** Stripe's checkout session id from success_url ({CHECKOUT_SESSION_ID}), or null when the address has none. */
  sessionId: string | null
}

export interface CancelledPaymentPage {
  kind: 'cancelledPayment'
}

export type PaymentPageData = PaymentSuccessfulPage | CancelledPaymentPage
