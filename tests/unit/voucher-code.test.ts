import { describe, expect, it } from 'vitest'
import { VoucherCodeSchema } from '../../shared/schemas/payments'
import { generatedVoucherCode, voucherCode } from '../../shared/rules/voucher-code'

// The overlay folds a code with the zod-free rule, the server with the schema: they must agree on every input.
const CASES: Array<[string, string | null]> = [
  ['free-week', 'FREE-WEEK'],
  ['  FREEWEEK  ', 'FREEWEEK'],
  ['abc', 'ABC'],
  ['ab', null],
  ['A'.repeat(40), 'A'.repeat(40)],
  ['A'.repeat(41), null],
  ['-FREE', null],
  ['FREE WEEK', null],
  ['FREE_WEEK', null],
  ['ÉTÉ2026', null],
  ['', null],
  ['   ', null],
  ['2026', '2026'],
]

describe('voucher codes (SPEC §2.9): trimmed, upper-case, letters, digits and dashes, 3 to 40 long', () => {
  it.each(CASES)('%j → %j', (raw, expected) => {
    expect(voucherCode(raw)).toBe(expected)
    const parsed = VoucherCodeSchema.safeParse(raw)
    expect(parsed.success ? parsed.data : null).toBe(expected)
  })
})

describe('a generated voucher code (issue 19 §6)', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], 'TOWN-AAAA-AAAA'],
    [[1, 2, 3, 4, 5, 6, 7, 8], 'TOWN-BCDE-FGHJ'],
    [[30, 31, 255, 62, 100, 200, 7, 9], 'TOWN-9AHA-HRHK'],
  ])('%j gives %s, a code the redemption form takes', (bytes, code) => {
    const generated = generatedVoucherCode(Uint8Array.from(bytes))
    expect(generated).toBe(code)
    expect(voucherCode(generated)).toBe(generated)
    expect(generated.slice('TOWN-'.length)).not.toMatch(/[01OIL]/)
  })
  it('refuses too few random bytes', () => {
    expect(() => generatedVoucherCode(new Uint8Array(7))).toThrow(RangeError)
  })
})
