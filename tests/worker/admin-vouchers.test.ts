import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import type { ApiError } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 19 §6: vouchers in the back office (administrators): create, see redemptions, withdraw.

beforeEach(() => seedDemo())

const PASS = {
  kind: 'pass',
  label: 'Supporters club week',
  code: null,
  entitlements: ['subscriber'],
  durationDays: 7,
  maxRedemptions: 2,
  expiresAt: null,
}

describe('vouchers', () => {
  it('an administrator creates a pass (the code shown once), a supporter redeems it, the redemption is listed', async () => {
    const admin = await staff('admin')
    const created = await admin.post('/api/admin/vouchers', PASS)
    expect(created.status).toBe(201)
    const body = (await created.json()) as {
      data: { id: string; attributes: { redemptions: number; label: string } }
      meta: { code: string }
    }
    expect(body.meta.code).toMatch(/^TOWN-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(body.data.attributes).toMatchObject({ label: 'Supporters club week', redemptions: 0 })
    // Only the hash is stored, and the audit entry never holds the code.
    const audit = await env.DB.prepare("SELECT after_json FROM audit_log WHERE subject_type = 'voucher' AND subject_id = ?")
      .bind(body.data.id)
      .first<{ after_json: string }>()
    expect(audit?.after_json).not.toContain(body.meta.code)

    const supporter = await staff(null)
    const redeemed = await supporter.post('/api/vouchers/redeem', { code: body.meta.code.toLowerCase() })
    expect(redeemed.status).toBe(200)
    const list = await admin.fetch(`/api/admin/vouchers/${body.data.id}/redemptions`)
    const rows = ((await list.json()) as { data: Array<{ attributes: { email: string } }> }).data
    expect(rows).toHaveLength(1)
  })

  it('a withdrawn voucher is unknown to redemption from then on, and cannot be withdrawn twice', async () => {
    const admin = await staff('admin')
    const body = (await (await admin.post('/api/admin/vouchers', { ...PASS, code: 'WITHDRAW-ME-1' })).json()) as { data: { id: string } }
    expect((await admin.post(`/api/admin/vouchers/${body.data.id}/withdraw`)).status).toBe(200)
    const again = await admin.post(`/api/admin/vouchers/${body.data.id}/withdraw`)
    expect(again.status).toBe(409)
    expect(((await again.json()) as ApiError).errors[0]?.code).toBe('voucher_withdrawn')
    const redeemed = await (await staff(null)).post('/api/vouchers/redeem', { code: 'WITHDRAW-ME-1' })
    expect(redeemed.status).toBe(404)
    expect(((await redeemed.json()) as ApiError).errors[0]?.code).toBe('voucher_unknown')
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'voucher' AND subject_id = ? ORDER BY id")
      .bind(body.data.id)
      .all()
    expect(actions.results.map((r) => r.action)).toEqual(['create', 'withdraw'])
  })

  it('bad input is refused field by field; a taken code is a 409; nothing is written', async () => {
    const admin = await staff('admin')
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM vouchers').first<{ n: number }>())?.n
    const before = await count()
    const bad = await admin.post('/api/admin/vouchers', { ...PASS, label: '', durationDays: 0, entitlements: [] })
    expect(bad.status).toBe(400)
    const pointers = ((await bad.json()) as { errors: Array<{ source: { pointer: string } }> }).errors.map((e) => e.source.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/label', '/durationDays', '/entitlements']))
    const promotion = await admin.post('/api/admin/vouchers', {
      kind: 'promotion',
      label: 'Ten off',
      code: null,
      percentOff: 10,
      stripeCouponId: null,
      stripePromotionCodeId: null,
      maxRedemptions: null,
      expiresAt: null,
    })
    expect(promotion.status).toBe(400)
    expect((await admin.post('/api/admin/vouchers', { ...PASS, code: 'SAME-CODE-1' })).status).toBe(201)
    const taken = await admin.post('/api/admin/vouchers', { ...PASS, code: 'same-code-1' })
    expect(taken.status).toBe(409)
    expect(await count()).toBe((before ?? 0) + 1)
  })

  it('an editor is refused vouchers (commerce is an administrator’s)', async () => {
    const editor = await staff('editor')
    expect((await editor.fetch('/api/admin/vouchers')).status).toBe(403)
    expect((await editor.post('/api/admin/vouchers', PASS)).status).toBe(403)
  })
})
