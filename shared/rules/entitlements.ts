/**
 * SPEC §4.1, §6: which of an account's entitlement grants count right now.
 * The one server function that computes an account's entitlements
 * (worker/identity/entitlements.ts) reads the rows and hands them here, so
 * lists, search, player, media gateway and session check all agree.
 */
/** Where a grant came from (migration 0001 entitlements.source). */
export type EntitlementSource = 'signup' | 'purchase' | 'admin' | 'voucher'

export interface EntitlementGrant {
  code: string
  /** Match passes (SPEC §6) name their one match; everything else is null. */
  matchId: number | null
  startsAt: string
  /** null: open-ended. */
  endsAt: string | null
  /** Read where a decision needs it (buying: shared/rules/purchase-eligibility.ts ownedEntitlementCodes). */
  source?: EntitlementSource
}

export type GrantState = 'active' | 'notStarted' | 'expired'

export function grantState(grant: Pick<EntitlementGrant, 'startsAt' | 'endsAt'>, now: Date): GrantState {
  const at = now.getTime()
  const startsAt = Date.parse(grant.startsAt)
  // An unreadable date never grants anything (NaN compares false, which would read as "always active").
  if (Number.isNaN(startsAt) || startsAt > at) return 'notStarted'
  if (grant.endsAt !== null && !(Date.parse(grant.endsAt) > at)) return 'expired'
  return 'active'
}

/** The entitlement code a match pass for one match is listed under (SPEC §6: one game). */
export function matchPassCode(matchId: number): string {
  return `match-pass:${matchId}`
}

/**
 * The codes an account holds now, sorted and without repeats. A match pass is
 * listed as 'match-pass' and as 'match-pass:{matchId}', so a video that asks
 * for any pass and a stream of one match can both be decided by the §4.3 rule.
 */
export function activeEntitlementCodes(grants: readonly EntitlementGrant[], now: Date): string[] {
  const codes = new Set<string>()
  for (const grant of grants) {
    if (grantState(grant, now) !== 'active') continue
    codes.add(grant.code)
    // Only a pass names a match: a stray match id on another grant must not become a pass.
    if (grant.code === 'match-pass' && grant.matchId !== null) codes.add(matchPassCode(grant.matchId))
  }
  return [...codes].sort()
}
