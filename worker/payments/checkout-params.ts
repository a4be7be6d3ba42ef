/**
 * The Stripe Checkout Session a purchase asks for (issue 11 §4; SPEC §7
 * create-checkout, §9.5 quantity 1), built only from the server's package
 * and price rows: nothing the client sent reaches Stripe but the choice of
 * package, price and (through our vouchers table) a discount. Return pages
 * are the package's own, on our origin, through the one return-path rule.
 */
import { safeReturnPath } from '../../shared/rules/return-path'
import type { PackageRecord, PriceRecord } from '../db/packages'
import type { CheckoutParams } from './backend'

export const DEFAULT_SUCCESS_PAGE = '/payment-successful'
export const DEFAULT_CANCEL_PAGE = '/cancelled-payment'
/** Stripe puts the session id here when it sends the supporter back. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'
/** Stripe's limit for one metadata value. */
const METADATA_VALUE_MAX = 500

export interface CheckoutInput {
  /** Our origin, e.g. 'https://www.itfc.co.uk'. */
  origin: string
  pkg: PackageRecord
  price: PriceRecord
  account: { ssoId: string; email: string; stripeCustomerId: string | null }
  purchaseId: number
  /** Match passes: the match the pass is for. */
  matchId: number | null
  /** A discount from a promotion voucher of ours: a Stripe coupon or promotion code id. */
  discount: { coupon: string } | { promotion_code: string } | null
}

/** A path of ours for a page the package names, else the default page. */
function ownPage(candidate: string, fallback: string): string {
  return safeReturnPath(candidate, fallback)
}

function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}

export function checkoutParams(input: CheckoutInput): CheckoutParams {
  const { pkg, price, account } = input
  const recurring = price.type === 'recurring'
  const metadata: Record<string, string> = {
    userID: account.ssoId,
    userEmail: account.email,
    packageDescription: pkg.description.slice(0, METADATA_VALUE_MAX),
    packageTitle: pkg.title.slice(0, METADATA_VALUE_MAX),
    packageID: pkg.id,
    priceID: price.id,
    // Beyond SPEC §7: names the purchase row, so events find it in any delivery order.
    purchaseID: String(input.purchaseId),
  }
  if (input.matchId !== null) metadata.matchID = String(input.matchId)

  const lineItem: NonNullable<CheckoutParams['line_items']>[number] = price.stripePriceId
    ? { price: price.stripePriceId, quantity: 1 }
    : {
        price_data: {
          currency: price.currency.toLowerCase(),
          unit_amount: price.amountPence,
          product_data: { name: pkg.title, ...(price.backsideText ? { description: price.backsideText } : {}) },
          ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
        },
        quantity: 1,
      }

  const success = ownPage(pkg.successfulPaymentPage, DEFAULT_SUCCESS_PAGE)
  const cancel = ownPage(pkg.cancelledPaymentPage, DEFAULT_CANCEL_PAGE)
  const params: CheckoutParams = {
    mode: recurring ? 'subscription' : 'payment',
    // Built as text: the placeholder's braces must reach Stripe as they are.
    success_url: `${input.origin}${withQuery(success, `session_id=${SESSION_ID_PLACEHOLDER}`)}`,
    cancel_url: `${input.origin}${withQuery(cancel, `packageID=${encodeURIComponent(pkg.id)}`)}`,
    line_items: [lineItem],
    metadata,
    client_reference_id: String(input.purchaseId),
  }
  // Stripe takes one of the two: a voucher's discount, or the promotion-code box.
  if (input.discount) params.discounts = [input.discount]
  else params.allow_promotion_codes = true
  if (account.stripeCustomerId) params.customer = account.stripeCustomerId
  else params.customer_email = account.email
  if (recurring) params.subscription_data = { metadata }
  else {
    params.payment_intent_data = { metadata }
    // So a one-off buyer has a customer too (the portal, reconciliation); subscriptions always make one.
    if (!account.stripeCustomerId) params.customer_creation = 'always'
  }
  return params
}
