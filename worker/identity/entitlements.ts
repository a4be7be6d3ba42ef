/**
 * The one server function that computes an account's entitlements now
 * (issue 8 §6; ARCHITECTURE "Identity"). Lists, search, the player, the media
 * gateway and the session check all call it, through loadViewerAccount.
 */
import { activeEntitlementCodes, type EntitlementGrant } from '../../shared/rules/entitlements'

interface GrantRow {
  code: string
  match_id: number | null
  starts_at: string
  ends_at: string | null
}

export async function accountGrants(db: D1Database, accountId: number): Promise<EntitlementGrant[]> {
  const { results } = await db
    .prepare('SELECT code, match_id, starts_at, ends_at FROM entitlements WHERE account_id = ? ORDER BY id')
    .bind(accountId)
    .all<GrantRow>()
  return results.map((row) => ({ code: row.code, matchId: row.match_id, startsAt: row.starts_at, endsAt: row.ends_at }))
}

/** SPEC §4.1 codes the account holds at `now` (active, not expired; match passes with their match). */
export async function accountEntitlements(db: D1Database, accountId: number, now: Date): Promise<string[]> {
  return activeEntitlementCodes(await accountGrants(db, accountId), now)
}
