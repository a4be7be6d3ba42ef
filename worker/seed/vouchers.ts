/**
 * Demo voucher codes (issue 11 §9), listed in the README: a free week of the
 * base subscription, one that has expired, and a promotion code for 10% off
 * at checkout (the sandbox applies it; with Stripe, create a coupon with the
 * id 'towntv-10off'). Codes are stored hashed, like the real ones.
 */
import { voucherCodeHash } from '../db/vouchers'
import { type SeedClock, shiftUtc } from './clock'

interface DemoVoucher {
  code: string
  label: string
  kind: 'pass' | 'promotion'
  entitlements?: string[]
  durationDays?: number
  expiresAt?: string
  stripeCouponId?: string
  percentOff?: number
}

export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  { code: 'TOWNTV-FREEWEEK', label: 'A free week of Town TV', kind: 'pass', entitlements: ['subscriber'], durationDays: 7 },
  {
    code: 'TOWNTV-SUMMER25',
    label: 'Summer 2025 free month',
    kind: 'pass',
    entitlements: ['subscriber'],
    durationDays: 30,
    expiresAt: '2025-09-01T00:00:00.000Z',
  },
  { code: 'TOWNTV-10OFF', label: '10% off Town TV', kind: 'promotion', stripeCouponId: 'towntv-10off', percentOff: 10 },
]

/** `now` stamps the rows; an expiry moves with the seed's calendar (an expired code stays expired). */
export async function demoVoucherStatements(db: D1Database, now: Date, clock: SeedClock): Promise<D1PreparedStatement[]> {
  return Promise.all(
    DEMO_VOUCHERS.map(async (voucher) =>
      db
        .prepare(
          `INSERT INTO vouchers (code_hash, label, kind, stripe_coupon_id, percent_off, entitlements, duration_days, expires_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .bind(
          await voucherCodeHash(voucher.code),
          voucher.label,
          voucher.kind,
          voucher.stripeCouponId ?? null,
          voucher.percentOff ?? null,
          JSON.stringify(voucher.entitlements ?? []),
          voucher.durationDays ?? null,
          voucher.expiresAt ? shiftUtc(clock, voucher.expiresAt) : null,
          now.toISOString(),
        ),
    ),
  )
}
