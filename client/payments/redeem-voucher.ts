/**
 * SPEC §2.9, §5 voucher: beyond the spec's alert, the code is redeemed for
 * real (POST /api/vouchers/redeem, issue 11 §9). A pass unlocks at once (the
 * entitlements are read again); a promotion code is kept for checkout.
 */
import type { VoucherRedeemResponse } from '../../shared/types/payments'
import { callApi } from '../account/api'
import { readEntitlements } from '../account/entitlements'
import type { AppState } from '../state/app-store'

export type VoucherOutcome =
  | { kind: 'pass'; label: string }
  | { kind: 'promotion'; label: string }
  | { kind: 'loginNeeded' }
  /** The server's own words: unknown, expired, already used, too many attempts, not a code. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }

export async function redeemVoucher(store: AppState, code: string): Promise<VoucherOutcome> {
  const { answer, body, message } = await callApi<VoucherRedeemResponse>('POST', '/api/vouchers/redeem', { code })
  if (answer === 'networkError' || answer.status >= 500) return { kind: 'failed' }
  if (answer.status === 401) return { kind: 'loginNeeded' }
  if (answer.status === 200 && body) {
    if (body.kind === 'promotion') {
      store.ui.voucherCoupon = body.coupon
      store.ui.voucherLabel = body.label
      return { kind: 'promotion', label: body.label }
    }
    await readEntitlements(store)
    return { kind: 'pass', label: body.label }
  }
  return message ? { kind: 'refused', message } : { kind: 'failed' }
}
