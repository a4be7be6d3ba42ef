/**
 * Buying (SPEC §3 package, price option, portal request; §7 packages,
 * create-checkout, create-portal-redirect; issue 11): the API shapes the
 * worker answers with and the client reads.
 */

export type PackageType = 'membership' | 'match-pass'

/** Where a package may be sold (SPEC §1, §6): plus is international only, match passes eligible regions only. */
export type PackageAvailability = 'all' | 'international' | 'eligible-regions'

/** Why the visitor's country may not buy a package (shared/rules/live-rights.ts), or that no match is on sale for a pass. */
export type PurchaseRefusalReason = 'homeNation' | 'notUnsoldTerritory' | 'unknownCountry' | 'blackout' | 'noMatch'

/**
 * Why a signed-in supporter may not buy a price: the region rule's reasons,
 * or (SPEC §4.11, shared/rules/upgrade-path.ts) a cheaper subscription held
 * that must be cancelled first. create-checkout names it in errors[0].reason.
 */
export type BuyRefusalReason = PurchaseRefusalReason | 'cancelCheaperFirst'

export interface Purchasable {
  allowed: boolean
  reason?: PurchaseRefusalReason
}

export interface PackageStyleData {
  displayType: 'icon-only' | 'background-image'
  icon: string
  backgroundImageKey: string
  customLabel: string
  styleMode: string
}

/** SPEC §3 price option; 'recurring' is a subscription, anything else a one-off payment. */
export interface PriceOption {
  id: string
  type: 'recurring' | 'one-off'
  priceDisplay: string
  offer: string
  /** Rich text (HTML) for the card back. */
  furtherInformation: string
  backsideText: string
  accessData: { entitlements: string[] }
  /** Beyond §3: 'month' for monthly (SPEC §2.8 ' p/m'), 'season', or null (one match). */
  interval: 'month' | 'season' | null
  amountPence: number
  currency: string
  /** Match passes: the match this pass is for (the next or live first-team match); null when none is on sale. Absent otherwise. */
  matchID?: number | null
}

export interface PackageAttributes {
  title: string
  description: string
  packageType: PackageType
  successfulPaymentPage: string
  cancelledPaymentPage: string
  styleData: PackageStyleData
  imageData: { landscape: { imageKey: string | null } }
  priceData: PriceOption[]
  availability: PackageAvailability
  /** For the country of this request (request.cf.country). */
  purchasable: Purchasable
}

export interface Package {
  id: string
  type: 'package'
  attributes: PackageAttributes
}

/** GET /api/packages?filter.packageType=… (SPEC §7 reads data.data). */
export interface PackagesResponse {
  data: { data: Package[] }
}

/** POST /api/payments/create-checkout. `coupon` is a promotion voucher's code as /api/vouchers/redeem returned it. */
export interface CreateCheckoutRequest {
  packageID: string
  priceID: string
  matchID?: number
  coupon?: string
}

export interface CreateCheckoutResponse {
  id: string
  /** Stripe's hosted checkout, or the sandbox page without a Stripe key. */
  url: string
}

/** SPEC §3 portal request. */
export interface PortalRequest {
  customerID: string
  returnURL: string
}

export interface PortalResponse {
  url: string
}

/** GET /api/payments/purchase-status?session_id=… for /payment-successful. */
export interface PurchaseStatusResponse {
  status: 'pending' | 'granted' | 'failed'
  /** The codes this purchase grants now (SPEC §4.1; a pass also as 'match-pass:{id}'). */
  entitlements: string[]
  packageTitle: string
}

/** POST /api/vouchers/redeem. */
export interface VoucherRedeemRequest {
  code: string
}

export type VoucherRedeemResponse =
  /** Pass this back as create-checkout's `coupon`. */
  { kind: 'promotion'; coupon: string; label: string } | { kind: 'pass'; label: string; entitlements: string[]; endsAt: string }
