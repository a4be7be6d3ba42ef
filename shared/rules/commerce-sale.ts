/**
 * Issue 19 §6 commerce: what an administrator may do with a package and its
 * price options, decided in one place for the API and the back office's form.
 */

/** A Stripe price id (Stripe's own shape: 'price_' and letters and digits). */
export const STRIPE_PRICE_ID = /^price_[A-Za-z0-9]{1,200}$/

/** How buying runs (worker/config/payments-settings.ts): real Stripe, the development sandbox, or off. */
export type PaymentsMode = 'stripe' | 'sandbox' | 'off'

/**
 * Checkout (worker/payments/checkout-params.ts) sends Stripe the option's
 * Stripe price when it has one, else an inline price from our amount. With
 * real Stripe a price on sale must be Stripe's own (its product, its
 * reports, its tax settings), so a published package's option needs one
 * wherever buying is not the sandbox (production, with or without keys yet).
 * The sandbox reads the amount from our row either way (sandbox/backend.ts),
 * so there the id may be left empty.
 */
export function stripePriceRequired(mode: PaymentsMode, published: boolean): boolean {
  return published && mode !== 'sandbox'
}

/**
 * A package with purchases is never deleted (purchases and the entitlements
 * they granted name it, and refunds and reports need it): it is taken off
 * sale instead (published = 0, gone from /api/packages and checkout). The
 * same holds for a price option someone paid through.
 */
export type Removal = 'delete' | 'takeOffSale'

export function removalOf(purchases: number): Removal {
  return purchases > 0 ? 'takeOffSale' : 'delete'
}
