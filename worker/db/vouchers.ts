/**
 * Voucher codes (issue 11 §9; migration 0006). Codes are kept as SHA-256
 * hashes of their normalised (upper-case) form; a 'pass' voucher is redeemed
 * once per account and at most max_redemptions times in all, in one D1 batch
 * so two redemptions at once cannot both take the last place.
 */
import { sha256 } from '../identity/crypto-text'

export interface VoucherRecord {
  id: number
  label: string
  kind: 'promotion' | 'pass'
  stripeCouponId: string | null
  stripePromotionCodeId: string | null
  percentOff: number | null
  entitlements: string[]
  durationDays: number | null
  maxRedemptions: number | null
  expiresAt: string | null
}

interface VoucherRow {
  id: number
  label: string
  kind: 'promotion' | 'pass'
  stripe_coupon_id: string | null
  stripe_promotion_code_id: string | null
  percent_off: number | null
  entitlements: string
  duration_days: number | null
  max_redemptions: number | null
  expires_at: string | null
}

/** What is stored for a code: the code is compared in its normalised form (shared/schemas/payments.ts VoucherCodeSchema). */
export const voucherCodeHash = (code: string) => sha256(`voucher:${code.trim().toUpperCase()}`)

export async function findVoucherByCode(db: D1Database, code: string): Promise<VoucherRecord | null> {
  const row = await db
    // Issue 19 §6: a withdrawn voucher's code is no longer a voucher.
    .prepare('SELECT * FROM vouchers WHERE code_hash = ? AND withdrawn_at IS NULL')
    .bind(await voucherCodeHash(code))
    .first<VoucherRow>()
  return row
    ? {
        id: row.id,
        label: row.label,
        kind: row.kind,
        stripeCouponId: row.stripe_coupon_id,
        stripePromotionCodeId: row.stripe_promotion_code_id,
        percentOff: row.percent_off,
        entitlements: JSON.parse(row.entitlements) as string[],
        durationDays: row.duration_days,
        maxRedemptions: row.max_redemptions,
        expiresAt: row.expires_at,
      }
    : null
}

export type PassRedemption = { outcome: 'redeemed'; endsAt: string } | { outcome: 'alreadyUsed' } | { outcome: 'exhausted' }

/** Grants a pass voucher's entitlements for its duration, with source 'voucher'. */
export async function redeemPass(db: D1Database, voucher: VoucherRecord, accountId: number, now: Date): Promise<PassRedemption> {
  const at = now.toISOString()
  const endsAt = new Date(now.getTime() + (voucher.durationDays ?? 0) * 86_400_000).toISOString()
  const redemptionId = crypto.randomUUID()
  await db.batch([
    db
      .prepare(
        `INSERT INTO voucher_redemptions (id, voucher_id, account_id, redeemed_at)
         SELECT ?1, ?2, ?3, ?4 WHERE (?5 IS NULL OR (SELECT count(*) FROM voucher_redemptions WHERE voucher_id = ?2) < ?5)
           AND EXISTS (SELECT 1 FROM vouchers WHERE id = ?2 AND withdrawn_at IS NULL)
         ON CONFLICT DO NOTHING`,
      )
      .bind(redemptionId, voucher.id, accountId, at, voucher.maxRedemptions),
    // Only when the redemption above went in: the grants follow it exactly.
    db
      .prepare(
        `INSERT INTO entitlements (account_id, code, source, starts_at, ends_at, created_at)
         SELECT ?1, j.value, 'voucher', ?2, ?3, ?2 FROM json_each(?4) j WHERE EXISTS (SELECT 1 FROM voucher_redemptions WHERE id = ?5)`,
      )
      .bind(accountId, at, endsAt, JSON.stringify(voucher.entitlements), redemptionId),
  ])
  const mine = await db
    .prepare('SELECT id FROM voucher_redemptions WHERE voucher_id = ? AND account_id = ?')
    .bind(voucher.id, accountId)
    .first<{ id: string }>()
  if (mine?.id === redemptionId) return { outcome: 'redeemed', endsAt }
  return mine ? { outcome: 'alreadyUsed' } : { outcome: 'exhausted' }
}
