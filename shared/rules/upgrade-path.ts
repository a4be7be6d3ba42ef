/**
 * SPEC §4.11 'Upgrade path to the plus tier: cancel the cheaper subscription
 * first, then buy the plus tier.' A supporter on the monthly base
 * subscription who bought the plus tier as well would be billed for both
 * (Stripe keeps the first subscription running), so the purchase is refused
 * until the cheaper one is cancelled in the customer portal. The card
 * (through buy-flow.ts) and create-checkout both ask this rule.
 */
import type { PackageType } from '../types/payments'
import { FREEMIUM } from './locked-video-message'
import { alreadyEntitled } from './purchase-eligibility'

export type UpgradePath =
  /** Nothing held stands in the way: the purchase may go on (other rules permitting). */
  | 'allowed'
  /** §4.10: everything the price grants is held already (the account panel path, not an upgrade). */
  | 'alreadyEntitled'
  /** §4.11: a cheaper membership is held; it must be cancelled before this one is bought. */
  | 'cancelCheaperFirst'

/**
 * Memberships nest (§4.1, §9.2: the base subscription grants 'subscriber',
 * the plus tier 'subscriber' and 'plus'), so holding part but not all of
 * what a membership price grants means holding a cheaper membership. The
 * free account's 'freemium' is no membership to cancel. Match passes are
 * sold beside any membership (§4.10's exception).
 */
export function upgradePath(
  packageType: PackageType,
  priceEntitlements: readonly string[],
  /** purchase-eligibility.ts ownedEntitlementCodes: a voucher's free pass is nothing to cancel. */
  held: readonly string[],
): UpgradePath {
  if (packageType === 'match-pass') return 'allowed'
  if (alreadyEntitled(packageType, priceEntitlements, held)) return 'alreadyEntitled'
  const holdsPart = priceEntitlements.some((code) => code !== FREEMIUM && held.includes(code))
  return holdsPart ? 'cancelCheaperFirst' : 'allowed'
}
