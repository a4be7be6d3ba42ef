/**
 * What a paid one-off purchase grants, and putting it back (issue 11 §5, §8):
 * a match pass its one match to the end of the match day, the season price
 * to the season's end. A completed checkout records the end it granted
 * (purchases.current_period_end), so the daily reconciliation restores
 * exactly that when rows were deleted or cut short.
 */
import { boughtForSeason, oneOffGrant } from '../../shared/rules/one-off-grant'
import { findPrice } from '../db/packages'
import type { PurchaseRecord } from '../db/purchases'
import { currentSeason, currentSeasonEnd, findPassMatch } from '../db/sale-calendar'
import { emptyPlan, type GrantRow, grantPlan, mergePlans, type Plan, purchaseGrantRows } from './grants'
import { refundedAt } from './purchase-links'

const YEAR_MS = 365 * 86_400_000

/** A match pass ends after its match day; the season price at the current season's end; anything else one year on from `from`. */
export async function oneOffEnd(db: D1Database, purchase: PurchaseRecord, now: Date, from = now): Promise<string> {
  if (purchase.matchId !== null) {
    const match = await findPassMatch(db, purchase.matchId)
    if (!match) throw new Error(`purchase ${purchase.id} names match ${purchase.matchId}, which is gone`)
    const grant = oneOffGrant({ matchKickoff: match.kickoff, matchLive: match.live }, now)
    return grant.state === 'granted' ? grant.endsAt : now.toISOString()
  }
  const price = await findPrice(db, purchase.priceOptionId)
  if (price?.interval === 'season') {
    const end = await currentSeasonEnd(db)
    if (end) return end
  }
  return new Date(from.getTime() + YEAR_MS).toISOString()
}

/**
 * The end of a purchase completed before ends were recorded, with no rows
 * left to read it from: worked out again from the purchase time. A season
 * price bought before the last season ended (its nominal 30 June) was for
 * that season, and never grants the current one.
 */
async function unrecordedEnd(db: D1Database, purchase: PurchaseRecord, now: Date): Promise<string> {
  const season = (await findPrice(db, purchase.priceOptionId))?.interval === 'season' ? await currentSeason(db) : null
  if (season && purchase.matchId === null && !boughtForSeason(purchase.createdAt, season.startYear)) return purchase.createdAt
  return oneOffEnd(db, purchase, now, new Date(purchase.createdAt))
}

/**
 * A completed, unrefunded one-off purchase's rows put back to the end it
 * granted: missing rows restored, rows cut short extended (never shortened:
 * only drift against the supporter is repaired here). A purchase completed
 * before its end was recorded takes it from its remaining rows, else
 * works it out again (unrecordedEnd), and records it.
 */
export async function restoreOneOff(db: D1Database, purchase: PurchaseRecord, now: Date): Promise<Plan> {
  if ((await refundedAt(db, purchase.paymentIntentId)) !== null) return emptyPlan()
  const price = await findPrice(db, purchase.priceOptionId)
  if (!price) throw new Error(`purchase ${purchase.id} names a price that is gone`)
  const rows = await purchaseGrantRows(db, purchase.id)
  const recorded = purchase.currentPeriodEnd
  const endsAt = recorded ?? latestEnd(rows) ?? (await unrecordedEnd(db, purchase, now))
  const record: Plan = {
    statements:
      recorded === null
        ? [db.prepare('UPDATE purchases SET current_period_end = ? WHERE id = ? AND current_period_end IS NULL').bind(endsAt, purchase.id)]
        : [],
    changes: [],
  }
  if (Date.parse(endsAt) <= now.getTime()) return record
  const short = price.entitlements.filter((code) => {
    const row = rows.find((candidate) => candidate.code === code)
    return !row || (row.endsAt !== null && row.endsAt < endsAt)
  })
  if (short.length === 0) return record
  const grant = grantPlan(
    db,
    rows,
    {
      purchaseId: purchase.id,
      accountId: purchase.accountId,
      codes: short,
      matchId: purchase.matchId,
      startsAt: purchase.createdAt,
      endsAt,
      grantedBefore: true,
    },
    now,
  )
  return mergePlans(grant, record)
}

function latestEnd(rows: readonly GrantRow[]): string | null {
  const ends = rows.map((row) => row.endsAt).filter((end): end is string => end !== null)
  return ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null
}
