/**
 * The one server function that computes an account's entitlements now
 * (issue 8 §6; ARCHITECTURE "Identity"). Lists, search, the player, the media
 * gateway and the session check all call it, through loadViewerAccount.
 */
import { activeEntitlementCodes, type EntitlementGrant, type EntitlementSource } from '../../shared/rules/entitlements'
import { ownedEntitlementCodes } from '../../shared/rules/purchase-eligibility'
import { type Read, rowsRead, runRead } from '../db/read'

interface GrantRow {
  code: string
  match_id: number | null
  starts_at: string
  ends_at: string | null
  source: EntitlementSource
}

function grantsRead(statement: D1PreparedStatement): Read<EntitlementGrant[]> {
  return rowsRead<GrantRow, EntitlementGrant[]>(statement, (rows) =>
    rows.map((row) => ({ code: row.code, matchId: row.match_id, startsAt: row.starts_at, endsAt: row.ends_at, source: row.source })),
  )
}

/** The grants of the account a session names, read in one batch with the account itself (./viewer.ts). */
export function grantsBySsoIdRead(db: D1Database, ssoId: string): Read<EntitlementGrant[]> {
  return grantsRead(
    db
      .prepare(
        `SELECT e.code, e.match_id, e.starts_at, e.ends_at, e.source FROM entitlements e JOIN accounts a ON a.id = e.account_id
          WHERE a.sso_id = ? ORDER BY e.id`,
      )
      .bind(ssoId),
  )
}

/** SPEC §4.1 codes the account holds at `now` (active, not expired; match passes with their match). */
export async function accountEntitlements(db: D1Database, accountId: number, now: Date): Promise<string[]> {
  return (await accountHoldings(db, accountId, now)).entitlements
}

export interface Holdings {
  /** SPEC §4.1 codes held now. */
  entitlements: string[]
  /** Those held other than through a voucher's free pass: what buying counts as already held (shared/rules/purchase-eligibility.ts). */
  ownedEntitlements: string[]
}

export function holdings(grants: readonly EntitlementGrant[], now: Date): Holdings {
  return { entitlements: activeEntitlementCodes(grants, now), ownedEntitlements: ownedEntitlementCodes(grants, now) }
}

export async function accountHoldings(db: D1Database, accountId: number, now: Date): Promise<Holdings> {
  const statement = db
    .prepare('SELECT code, match_id, starts_at, ends_at, source FROM entitlements WHERE account_id = ? ORDER BY id')
    .bind(accountId)
  return holdings(await runRead(db, grantsRead(statement)), now)
}
