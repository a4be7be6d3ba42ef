import { Hono } from 'hono'
import * as z from 'zod'
import { generatedVoucherCode } from '../../shared/rules/voucher-code'
import { VoucherCreateSchema } from '../../shared/schemas/admin-vouchers'
import { MatchIdParamSchema as IdParamSchema } from '../../shared/schemas/match-events'
import { isUniqueViolation } from '../admin/audit'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { createVoucher, findAdminVoucher, listVouchers, voucherRedemptions, withdrawVoucher } from '../db/admin-vouchers'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { readJsonBody } from './json-body'

/**
 * /api/admin/vouchers (issue 19 §6, administrators): list with redemption
 * counts, create (the code typed or generated, shown once in the answer and
 * stored only as a hash), see who redeemed, withdraw. Every change audited.
 */
export const adminVouchers = new Hono<AppEnv>()

adminVouchers.use('*', requireAdmin)

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1)

adminVouchers.get('/', async (c) => {
  const page = PageSchema.safeParse(c.req.query('page'))
  if (!page.success) return c.json(fieldErrorsBody(page.error), 400)
  const { items, total } = await listVouchers(c.env.DB, page.data)
  return c.json({ data: items.map((v) => ({ type: 'voucher', id: String(v.id), attributes: v })), meta: { total, page: page.data } })
})

adminVouchers.post('/', async (c) => {
  const parsed = VoucherCreateSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  const code = parsed.data.code ?? generatedVoucherCode(crypto.getRandomValues(new Uint8Array(8)))
  try {
    const id = await createVoucher(c.env.DB, parsed.data, code, await staffActor(c), new Date())
    const voucher = await findAdminVoucher(c.env.DB, id)
    return c.json({ data: { type: 'voucher', id: String(id), attributes: voucher }, meta: { code } }, 201)
  } catch (err) {
    if (isUniqueViolation(err, 'vouchers.code_hash')) {
      return c.json(
        { errors: [{ code: 'voucher_code_taken', message: 'Another voucher has this code', source: { pointer: '/code' } }] },
        409,
      )
    }
    throw err
  }
})

adminVouchers.get('/:id/redemptions', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  if (!id.success || !(await findAdminVoucher(c.env.DB, id.data))) return c.json(apiErrorBody('not_found', 'No such voucher'), 404)
  const rows = await voucherRedemptions(c.env.DB, id.data)
  return c.json({ data: rows.map((r) => ({ type: 'voucherRedemption', id: r.ssoId, attributes: r })) })
})

adminVouchers.post('/:id/withdraw', async (c) => {
  const id = IdParamSchema.safeParse(c.req.param('id'))
  const voucher = id.success ? await findAdminVoucher(c.env.DB, id.data) : null
  if (!id.success || !voucher) return c.json(apiErrorBody('not_found', 'No such voucher'), 404)
  if (!(await withdrawVoucher(c.env.DB, id.data, await staffActor(c), new Date()))) {
    return c.json(apiErrorBody('voucher_withdrawn', 'This voucher was withdrawn already'), 409)
  }
  return c.json({ data: { type: 'voucher', id: String(id.data), attributes: await findAdminVoucher(c.env.DB, id.data) } })
})
