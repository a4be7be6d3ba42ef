/**
 * Who may buy what (SPEC §1, §4.10, §6; issue 11 §3): the packages list and
 * create-checkout both ask these rules, so a card never offers what the
 * server would refuse.
 */
import type { PackageAvailability, PackageType, Purchasable } from '../types/payments'
import { activeEntitlementCodes, type EntitlementGrant } from './entitlements'
import { type LiveRightsConfig, liveRights } from './live-rights'

export interface PassMatch {
  firstTeam: boolean
  seasonSlug: string
}

/**
 * 'all' sells everywhere; the plus tier ('international') never to the UK,
 * Ireland, the Channel Islands or the Isle of Man; a match pass
 * ('eligible-regions') only where the match it is for may be watched live.
 */
export function purchasable(
  availability: PackageAvailability,
  country: string,
  passMatch: PassMatch | null,
  config: LiveRightsConfig,
): Purchasable {
  if (availability === 'all') return { allowed: true }
  if (availability === 'international') {
    const decision = liveRights({ product: 'buyPlusTier', country, firstTeam: true, seasonSlug: config.seasonSlug }, config)
    return decision === 'allowed' ? { allowed: true } : { allowed: false, reason: decision }
  }
  if (passMatch === null) return { allowed: false, reason: 'noMatch' }
  const decision = liveRights(
    { product: 'buyMatchPass', country, firstTeam: passMatch.firstTeam, seasonSlug: passMatch.seasonSlug },
    config,
  )
  return decision === 'allowed' ? { allowed: true } : { allowed: false, reason: decision }
}

/**
 * The codes that count as already held when buying (SPEC §4.10 'already
 * entitled', §2.8 'Manage Subscriptions' and the owned block): what the
 * supporter holds now, except through a voucher's free pass (issue 11 §9).
 * A free week is a taste, not a subscription: there is nothing in the
 * customer portal to manage, and a supporter must be able to subscribe
 * before it runs out. Server (create-checkout) and client (the cards, through
 * the session's ownedEntitlements) both take the held list from here.
 */
export function ownedEntitlementCodes(grants: readonly EntitlementGrant[], now: Date): string[] {
  return activeEntitlementCodes(
    grants.filter((grant) => grant.source !== 'voucher'),
    now,
  )
}

/**
 * SPEC §4.10: a supporter who already holds what a membership price grants
 * goes to the account panel instead of paying twice. Match passes are always
 * sold (the spec's exception).
 */
export function alreadyEntitled(
  packageType: PackageType,
  priceEntitlements: readonly string[],
  /** ownedEntitlementCodes: voucher passes never count. */
  held: readonly string[],
): boolean {
  if (packageType === 'match-pass' || priceEntitlements.length === 0) return false
  return priceEntitlements.every((code) => held.includes(code))
}
