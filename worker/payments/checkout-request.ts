/**
 * Everything create-checkout decides before Stripe is called (issue 11 §3,
 * §4; SPEC §4.10): the package and price from D1 (a price of another package
 * is unknown), the match a pass is for, the region rule, an entitlement
 * already held, a cheaper subscription held (§4.11), a season that is
 * over, and a voucher's discount. A refusal
 * is an answer for the client; nothing is written and Stripe is not called.
 */
import { purchasable } from '../../shared/rules/purchase-eligibility'
import { upgradePath } from '../../shared/rules/upgrade-path'
import type { BuyRefusalReason, CreateCheckoutRequest, PurchaseRefusalReason } from '../../shared/types/payments'
import { getLiveRightsConfig } from '../db/live-rights'
import { findPackagePrice, type PackageRecord, type PriceRecord } from '../db/packages'
import { currentSeasonEnd, nextPassMatch } from '../db/sale-calendar'
import { findVoucherByCode } from '../db/vouchers'
import type { ApiErrorCode } from '../http-errors'

export interface CheckoutPlan {
  pkg: PackageRecord
  price: PriceRecord
  matchId: number | null
  discount: { coupon: string } | { promotion_code: string } | null
}

export interface CheckoutRefusal {
  status: 400 | 403 | 409
  code: ApiErrorCode
  message: string
  reason?: BuyRefusalReason
}

/** SPEC §8.3 'Not available in your region', said precisely for each cause. */
export const REFUSAL_MESSAGES: Record<PurchaseRefusalReason, string> = {
  homeNation:
    'Town TV Plus is for international supporters only: it cannot be bought in the UK, Ireland, the Channel Islands or the Isle of Man',
  blackout: 'Not available in your region: this match cannot be streamed live where you are',
  notUnsoldTerritory: 'Not available in your region: this match cannot be streamed live where you are',
  unknownCountry: 'Not available in your region: we could not tell which country you are in',
  noMatch: 'There is no match on sale for a match pass right now',
}

/** SPEC §4.11, in the words of the packages card (shared/i18n packages.refused.cancelCheaperFirst). */
export const CANCEL_CHEAPER_FIRST =
  'You already have a Town TV subscription. Cancel it in Manage Subscriptions first, then buy Town TV Plus.'

export async function planCheckout(
  db: D1Database,
  request: CreateCheckoutRequest,
  /** ownedEntitlements: a voucher's free pass never counts as already holding what is bought (issue 11 §9). */
  viewer: { ownedEntitlements: readonly string[] },
  country: string,
  now: Date,
): Promise<CheckoutPlan | CheckoutRefusal> {
  const found = await findPackagePrice(db, request.packageID, request.priceID)
  if (!found) return { status: 400, code: 'bad_request', message: 'Unknown package or price (a price must belong to its package)' }
  const { pkg, price } = found
  const isPass = pkg.packageType === 'match-pass'
  if (!isPass && request.matchID !== undefined) return { status: 400, code: 'bad_request', message: 'matchID is only for match passes' }

  const passMatch = isPass ? await nextPassMatch(db, now) : null
  if (isPass && request.matchID !== undefined && request.matchID !== passMatch?.matchId) {
    return { status: 400, code: 'bad_request', message: 'Match passes are sold for the next match only' }
  }
  const rights = purchasable(pkg.availability, country, passMatch, await getLiveRightsConfig(db))
  if (!rights.allowed) {
    const reason = rights.reason ?? 'unknownCountry'
    return { status: 403, code: 'purchase_not_allowed', message: REFUSAL_MESSAGES[reason], reason }
  }
  const upgrade = upgradePath(pkg.packageType, price.entitlements, viewer.ownedEntitlements)
  if (upgrade === 'alreadyEntitled') {
    return { status: 409, code: 'already_entitled', message: 'You already have this subscription' }
  }
  if (upgrade === 'cancelCheaperFirst') {
    // Stripe would keep billing the cheaper subscription beside the new one.
    return { status: 409, code: 'cancel_cheaper_first', message: CANCEL_CHEAPER_FIRST, reason: 'cancelCheaperFirst' }
  }
  if (price.interval === 'season') {
    const end = await currentSeasonEnd(db)
    if (end === null || Date.parse(end) <= now.getTime())
      return { status: 409, code: 'not_on_sale', message: 'The season price is not on sale now' }
  }

  let discount: CheckoutPlan['discount'] = null
  if (request.coupon !== undefined) {
    const voucher = await findVoucherByCode(db, request.coupon)
    const usable = voucher?.kind === 'promotion' && (voucher.expiresAt === null || Date.parse(voucher.expiresAt) > now.getTime())
    if (!voucher || !usable) return { status: 400, code: 'bad_request', message: 'That voucher code cannot be used at checkout' }
    discount = voucher.stripePromotionCodeId
      ? { promotion_code: voucher.stripePromotionCodeId }
      : { coupon: voucher.stripeCouponId as string }
  }
  return { pkg, price, matchId: passMatch?.matchId ?? null, discount }
}

export function isRefusal(result: CheckoutPlan | CheckoutRefusal): result is CheckoutRefusal {
  return 'status' in result
}
