import { Hono } from 'hono'
import { VoucherRedeemRequestSchema } from '../../shared/schemas/payments'
import type { VoucherRedeemResponse } from '../../shared/types/payments'
import { findVoucherByCode, redeemPass } from '../db/vouchers'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { tooManyAttempts } from '../identity/rate-limits'
import { loadViewerAccount } from '../identity/viewer'
import { voucherAttemptAllowed } from '../payments/attempts'
import { readJsonBody } from './json-body'

/**
 * POST /api/vouchers/redeem {code} (SPEC §2.9, §5; issue 11 §9): beyond the
 * spec's alert, a code is redeemed for real. A promotion code comes back to
 * be passed to create-checkout as `coupon`; a pass grants its entitlements at
 * once (source 'voucher'), once per account. Every attempt counts towards the
 * limits, so codes cannot be guessed quickly.
 */
export const vouchersApi = new Hono<AppEnv>()

export const VOUCHER_MESSAGES = {
  unknown: 'That voucher code was not recognised',
  expired: 'That voucher code has expired',
  used: 'You have already used this voucher code',
  exhausted: 'That voucher code has already been used as many times as it allows',
}

vouchersApi.post('/redeem', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'You must be logged in to redeem a voucher'), 401)
  if (viewer.account.blocked) return c.json(apiErrorBody('ERR_56882466_1', 'Your account has been blocked by an administrator'), 403)
  if (!(await voucherAttemptAllowed(c, viewer.account.ssoId))) return tooManyAttempts(c)
  const parsed = VoucherRedeemRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'Enter a voucher code: letters, numbers and dashes'), 400)

  const now = new Date()
  const voucher = await findVoucherByCode(c.env.DB, parsed.data.code)
  if (!voucher) return c.json(apiErrorBody('voucher_unknown', VOUCHER_MESSAGES.unknown), 404)
  if (voucher.expiresAt !== null && Date.parse(voucher.expiresAt) <= now.getTime()) {
    return c.json(apiErrorBody('voucher_expired', VOUCHER_MESSAGES.expired), 410)
  }
  if (voucher.kind === 'promotion') {
    const body: VoucherRedeemResponse = { kind: 'promotion', coupon: parsed.data.code, label: voucher.label }
    return c.json(body)
  }
  const result = await redeemPass(c.env.DB, voucher, viewer.account.id, now)
  if (result.outcome === 'alreadyUsed') return c.json(apiErrorBody('voucher_used', VOUCHER_MESSAGES.used), 409)
  if (result.outcome === 'exhausted') return c.json(apiErrorBody('voucher_exhausted', VOUCHER_MESSAGES.exhausted), 410)
  const body: VoucherRedeemResponse = { kind: 'pass', label: voucher.label, entitlements: voucher.entitlements, endsAt: result.endsAt }
  return c.json(body)
})
