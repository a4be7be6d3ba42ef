/**
 * Voucher codes (SPEC §2.9 voucher overlay, §7 checkout coupons): letters,
 * digits and dashes, case-insensitive (stored upper-case). One rule for the
 * server's schema (shared/schemas/payments.ts VoucherCodeSchema) and the
 * overlay in the browser, which must not bring zod into the page's JavaScript
 * (issue 13 §4).
 */
export const VOUCHER_CODE_MIN = 3
export const VOUCHER_CODE_MAX = 40
export const VOUCHER_CODE_SHAPE = /^[A-Z0-9][A-Z0-9-]*$/

/** The code as stored (trimmed, upper-case), or null when it cannot be a voucher code. */
export function voucherCode(raw: string): string | null {
  const code = raw.trim().toUpperCase()
  if (code.length < VOUCHER_CODE_MIN || code.length > VOUCHER_CODE_MAX) return null
  return VOUCHER_CODE_SHAPE.test(code) ? code : null
}
