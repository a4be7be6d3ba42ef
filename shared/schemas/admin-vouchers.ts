/**
 * Issue 19 §6: vouchers as an administrator creates them (SPEC §2.9 voucher
 * overlay, §7 checkout coupons). A 'pass' grants entitlements for some days
 * (the sandbox and production alike); a 'promotion' names the Stripe coupon
 * or promotion code checkout applies. The code is typed or generated; it is
 * stored as a hash and shown once.
 */
import * as z from 'zod'
import { VoucherCodeSchema } from './payments'

const Label = z.string().trim().min(1, 'Name the voucher (supporters see it)').max(100, 'At most 100 characters')
const EntitlementCode = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An entitlement code: lower-case letters, digits, dashes')
const ExpiresAt = z.iso.datetime({ message: 'A date and time (UTC)' }).nullable()
const MaxRedemptions = z.number().int().min(1, 'At least 1').max(1_000_000).nullable()

export const VoucherCreateSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('pass'),
    label: Label,
    code: VoucherCodeSchema.nullable(),
    entitlements: z.array(EntitlementCode).min(1, 'A pass grants at least one entitlement').max(10),
    durationDays: z.number().int().min(1, 'At least a day').max(366, 'At most 366 days'),
    maxRedemptions: MaxRedemptions,
    expiresAt: ExpiresAt,
  }),
  z
    .strictObject({
      kind: z.literal('promotion'),
      label: Label,
      code: VoucherCodeSchema.nullable(),
      percentOff: z.number().int().min(1).max(100).nullable(),
      stripeCouponId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/)
        .nullable(),
      stripePromotionCodeId: z
        .string()
        .regex(/^promo_[A-Za-z0-9]{1,100}$/)
        .nullable(),
      maxRedemptions: MaxRedemptions,
      expiresAt: ExpiresAt,
    })
    .refine((v) => v.stripeCouponId !== null || v.stripePromotionCodeId !== null, {
      message: 'Name the Stripe coupon or promotion code checkout applies',
      path: ['stripeCouponId'],
    }),
])

export type VoucherCreate = z.output<typeof VoucherCreateSchema>

export interface AdminVoucher {
  id: number
  label: string
  kind: 'pass' | 'promotion'
  entitlements: string[]
  durationDays: number | null
  percentOff: number | null
  maxRedemptions: number | null
  expiresAt: string | null
  createdAt: string
  withdrawnAt: string | null
  redemptions: number
}

export interface VoucherRedemptionRow {
  redeemedAt: string
  email: string
  ssoId: string
}
