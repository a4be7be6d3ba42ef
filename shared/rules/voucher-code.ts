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

/** Letters and digits no one misreads on a printed card (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * Issue 19 §6: a new voucher's code when the administrator types none:
 * 'TOWN-' and two groups of four from 8 random bytes (31^8, about 8.5e11
 * codes: guessing one is hopeless within the redemption rate limit).
 */
export function generatedVoucherCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('generatedVoucherCode needs 8 random bytes')
  const chars = Array.from(randomBytes.subarray(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
  return `TOWN-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
