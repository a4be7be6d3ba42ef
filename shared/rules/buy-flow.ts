/**
 * What pressing a package card's price button does, and what the button says
 * (SPEC §2.8, §4.10). The card, the overlay and the packages page all ask
 * this one rule, so no caller can send a supporter to pay twice.
 */
import type { BuyRefusalReason, PackageType, Purchasable } from '../types/payments'
import { alreadyEntitled } from './purchase-eligibility'
import { upgradePath } from './upgrade-path'

export interface BuyFlowInput {
  loggedIn: boolean
  /** §4.1 entitlement codes the supporter holds now, except through a voucher's free pass (purchase-eligibility.ts ownedEntitlementCodes). */
  held: readonly string[]
  packageType: PackageType
  priceEntitlements: readonly string[]
  /** Whether this country may buy the package (the server's answer in GET /api/packages). */
  purchasable: Purchasable
}

export type BuyAction =
  /** §4.10 logged out: the login prompt with 'You must be logged in to purchase'. */
  | { kind: 'loginPrompt' }
  /** §4.10 logged in and already holding it (not a match pass): the account panel opens. */
  | { kind: 'accountPanel' }
  /** §1, §6 region rule, or §4.11 a cheaper subscription to cancel first: refused before any checkout, with the reason. */
  | { kind: 'refused'; reason: BuyRefusalReason }
  /** §4.10 logged in otherwise: checkout starts. */
  | { kind: 'checkout' }

/**
 * SPEC §4.10, in its order: signed out first, then held, then the region
 * rule, then §4.11's upgrade path (the region comes first: where the plus
 * tier cannot be bought at all, cancelling the base subscription would not help).
 */
export function buyAction(input: BuyFlowInput): BuyAction {
  if (!input.loggedIn) return { kind: 'loginPrompt' }
  const upgrade = upgradePath(input.packageType, input.priceEntitlements, input.held)
  if (upgrade === 'alreadyEntitled') return { kind: 'accountPanel' }
  if (!input.purchasable.allowed) return { kind: 'refused', reason: input.purchasable.reason ?? 'unknownCountry' }
  if (upgrade === 'cancelCheaperFirst') return { kind: 'refused', reason: 'cancelCheaperFirst' }
  return { kind: 'checkout' }
}

/**
 * SPEC §4.11 on a card before any press: some price of this package is
 * refused because a cheaper subscription is held, so the card says so and
 * offers the customer portal to cancel it.
 */
export function mustCancelCheaperFirst(
  input: Omit<BuyFlowInput, 'priceEntitlements'>,
  prices: ReadonlyArray<{ entitlements: readonly string[] }>,
): boolean {
  return prices.some((price) => {
    const action = buyAction({ ...input, priceEntitlements: price.entitlements })
    return action.kind === 'refused' && action.reason === 'cancelCheaperFirst'
  })
}

export type PriceButtonLabel = { kind: 'manage' } | { kind: 'buy'; amount: string; monthly: boolean }

/**
 * SPEC §2.8: 'Manage Subscriptions' when the signed-in supporter already
 * holds what the price grants; otherwise 'Buy - {amount}', with ' p/m' for a
 * monthly price (the old payments service's null duration, here interval 'month').
 */
export function priceButtonLabel(
  input: Pick<BuyFlowInput, 'loggedIn' | 'held' | 'packageType' | 'priceEntitlements'>,
  price: { priceDisplay: string; interval: 'month' | 'season' | null },
): PriceButtonLabel {
  if (input.loggedIn && alreadyEntitled(input.packageType, input.priceEntitlements, input.held)) return { kind: 'manage' }
  return { kind: 'buy', amount: price.priceDisplay, monthly: price.interval === 'month' }
}

/**
 * SPEC §2.8 'owned' block: a membership whose every price's entitlements are
 * held by one of them, or the pass for this very match.
 */
export function ownsPackage(
  loggedIn: boolean,
  held: readonly string[],
  packageType: PackageType,
  prices: ReadonlyArray<{ entitlements: readonly string[]; matchID?: number | null }>,
): boolean {
  if (!loggedIn) return false
  if (packageType === 'match-pass') return prices.some((p) => p.matchID != null && held.includes(`match-pass:${p.matchID}`))
  return prices.some((p) => alreadyEntitled(packageType, p.entitlements, held))
}
