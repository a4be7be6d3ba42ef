/**
 * Request schemas for buying (issue 11 "Bad input"): strict objects, so a
 * price, amount, quantity or return URL sent by the client is refused, never
 * ignored or used (SPEC §7: prices and pages are looked up on the server).
 */
import * as z from 'zod'
import { MAX_RETURN_PATH_LENGTH } from '../rules/return-path'
import { VOUCHER_CODE_MAX, VOUCHER_CODE_MIN, VOUCHER_CODE_SHAPE } from '../rules/voucher-code'

/** Package and price ids are our own slugs ('town-tv-monthly', 'price-match-pass'). */
export const CATALOGUE_ID_MAX = 64
const CatalogueIdSchema = z
  .string()
  .min(1)
  .max(CATALOGUE_ID_MAX)
  .regex(/^[a-z0-9][a-z0-9-]*$/i)

/** Voucher codes: letters, digits and dashes, case-insensitive (stored upper-case): shared/rules/voucher-code.ts. */
export { VOUCHER_CODE_MAX, VOUCHER_CODE_MIN }
export const VoucherCodeSchema = z.string().trim().toUpperCase().min(VOUCHER_CODE_MIN).max(VOUCHER_CODE_MAX).regex(VOUCHER_CODE_SHAPE)

export const CreateCheckoutRequestSchema = z.strictObject({
  packageID: CatalogueIdSchema,
  priceID: CatalogueIdSchema,
  matchID: z.number().int().positive().max(2_147_483_647).optional(),
  coupon: VoucherCodeSchema.optional(),
})

/** Stripe customer ids are 'cus_' and letters/digits; anything else cannot be ours. */
export const CUSTOMER_ID_MAX = 255
export const PortalRequestSchema = z.strictObject({
  customerID: z.string().min(1).max(CUSTOMER_ID_MAX),
  returnURL: z.string().min(1).max(MAX_RETURN_PATH_LENGTH),
})

export const VoucherRedeemRequestSchema = z.strictObject({ code: VoucherCodeSchema })

export const PackageTypeFilterSchema = z.enum(['membership', 'match-pass'])

/** Stripe Checkout Session ids ('cs_test_…', 'cs_live_…'); the sandbox makes the same shape. */
export const CheckoutSessionIdSchema = z
  .string()
  .max(255)
  .regex(/^cs_[A-Za-z0-9_]+$/)

/** The first problem of a failed parse, worded for a developer reading the 400. */
export function paymentInputMessage(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') {
    return `Unexpected field ${issue.keys.map((key) => `'${key}'`).join(', ')}: prices, quantities and return pages are set by the server`
  }
  const field = issue?.path.join('.')
  return field ? `${fallback} (${field} is missing or not valid)` : fallback
}
