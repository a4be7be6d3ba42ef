/** Vouchers as the back office reads and writes them (issue 19 §6; migrations 0006, 0010). */
import type { AdminVoucher, VoucherCreate, VoucherRedemptionRow } from '../../shared/schemas/admin-vouchers'
import { type Actor, auditStatement, isVersionConflict } from '../admin/audit'
import { voucherCodeHash } from './vouchers'

interface VoucherRow {
  id: number
  label: string
  kind: 'pass' | 'promotion'
  entitlements: string
  duration_days: number | null
  percent_off: number | null
  max_redemptions: number | null
  expires_at: string | null
  created_at: string
  withdrawn_at: string | null
  redemptions: number
}

const COLUMNS = `v.id, v.label, v.kind, v.entitlements, v.duration_days, v.percent_off, v.max_redemptions, v.expires_at,
  v.created_at, v.withdrawn_at, (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id) AS redemptions`

function toVoucher(row: VoucherRow): AdminVoucher {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    entitlements: JSON.parse(row.entitlements) as string[],
    durationDays: row.duration_days,
    percentOff: row.percent_off,
    maxRedemptions: row.max_redemptions,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    withdrawnAt: row.withdrawn_at,
    redemptions: row.redemptions,
  }
}

export const VOUCHER_PAGE_SIZE = 50

/** Newest first, a page at a time. */
export async function listVouchers(db: D1Database, page: number): Promise<{ items: AdminVoucher[]; total: number }> {
  const [count, rows] = await db.batch([
    db.prepare('SELECT count(*) AS total FROM vouchers'),
    db
      .prepare(`SELECT ${COLUMNS} FROM vouchers v ORDER BY v.id DESC LIMIT ?1 OFFSET ?2`)
      .bind(VOUCHER_PAGE_SIZE, (page - 1) * VOUCHER_PAGE_SIZE),
  ])
  return {
    items: ((rows?.results ?? []) as VoucherRow[]).map(toVoucher),
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
  }
}

export async function findAdminVoucher(db: D1Database, id: number): Promise<AdminVoucher | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM vouchers v WHERE v.id = ?1`).bind(id).first<VoucherRow>()
  return row ? toVoucher(row) : null
}

export async function voucherRedemptions(db: D1Database, id: number): Promise<VoucherRedemptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.redeemed_at, a.email, a.sso_id FROM voucher_redemptions r JOIN accounts a ON a.id = r.account_id
        WHERE r.voucher_id = ?1 ORDER BY r.redeemed_at DESC LIMIT 500`,
    )
    .bind(id)
    .all<{ redeemed_at: string; email: string; sso_id: string }>()
  return results.map((r) => ({ redeemedAt: r.redeemed_at, email: r.email, ssoId: r.sso_id }))
}

/** A new voucher and its audit entry, one batch; the code itself is in neither (only its hash is stored). */
export async function createVoucher(db: D1Database, input: VoucherCreate, code: string, actor: Actor, now: Date): Promise<number> {
  const hash = await voucherCodeHash(code)
  const pass = input.kind === 'pass' ? input : null
  const promotion = input.kind === 'promotion' ? input : null
  const { code: _code, ...recorded } = input // the code is never recorded
  await db.batch([
    db
      .prepare(
        `INSERT INTO vouchers (code_hash, label, kind, stripe_coupon_id, stripe_promotion_code_id, percent_off, entitlements,
           duration_days, max_redemptions, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        hash,
        input.label,
        input.kind,
        promotion?.stripeCouponId ?? null,
        promotion?.stripePromotionCodeId ?? null,
        promotion?.percentOff ?? null,
        JSON.stringify(pass?.entitlements ?? []),
        pass?.durationDays ?? null,
        input.maxRedemptions,
        input.expiresAt,
        now.toISOString(),
      ),
    auditStatement(
      db,
      {
        actor,
        action: 'create',
        subjectType: 'voucher',
        subjectId: { sql: '(SELECT id FROM vouchers WHERE code_hash = ?)', params: [hash] },
        before: null,
        after: recorded,
        at: now,
      },
      { created: true },
    ),
  ])
  const row = await db.prepare('SELECT id FROM vouchers WHERE code_hash = ?').bind(hash).first<{ id: number }>()
  if (!row) throw new Error('the new voucher was not found after its batch')
  return row.id
}

/** Withdraws a voucher not yet withdrawn; false when there was none to withdraw. */
export async function withdrawVoucher(db: D1Database, id: number, actor: Actor, now: Date): Promise<boolean> {
  const at = now.toISOString()
  try {
    await db.batch([
      db.prepare('UPDATE vouchers SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL').bind(at, id),
      auditStatement(
        db,
        {
          actor,
          action: 'withdraw',
          subjectType: 'voucher',
          subjectId: String(id),
          before: { withdrawnAt: null },
          after: { withdrawnAt: at },
          at: now,
        },
        { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
      ),
    ])
    return true
  } catch (err) {
    if (isVersionConflict(err)) return false
    throw err
  }
}
