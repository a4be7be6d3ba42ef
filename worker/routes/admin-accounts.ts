import { Hono } from 'hono'
import * as z from 'zod'
import { fieldErrorsBody } from '../admin/validation'
import { accountDetail, searchAccounts } from '../db/admin-accounts'
import { findAccountBySsoId, setAccountFlag, type AccountFlag } from '../db/accounts'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { auditStatement } from '../admin/audit'
import { staffActor } from '../admin/staff-actor'
import { endAccountSessions } from '../streaming/end-streams'
import { adminAccountExtras } from './admin-account-extras'

/**
 * SPEC §6 administrator: block an account (status 3) and, as operators need,
 * unblock, bypass and unbypass (identity/require-admin.ts: admins only).
 */
export const adminAccounts = new Hono<AppEnv>()

adminAccounts.use('*', requireAdmin)

// Issue 19 §7 extras (entitlements, devices, stream limit): before '/:ssoID/:action', which would answer their paths 404.
adminAccounts.route('/', adminAccountExtras)

const SearchSchema = z.string().trim().min(2, 'Type at least 2 characters of an email or an id').max(254)

/** GET /api/admin/accounts?q= (issue 19 §7): by an exact id or part of an email. */
adminAccounts.get('/', async (c) => {
  const q = SearchSchema.safeParse(c.req.query('q') ?? '')
  if (!q.success) return c.json(fieldErrorsBody(q.error), 400)
  const accounts = await searchAccounts(c.env.DB, q.data)
  return c.json({ data: accounts.map((a) => ({ type: 'account', id: a.ssoId, attributes: a })) })
})

/** GET /api/admin/accounts/{ssoID}: entitlements, purchases and sign-ins of one account. */
adminAccounts.get('/:ssoID', async (c) => {
  const detail = await accountDetail(c.env.DB, c.req.param('ssoID'))
  if (!detail) return c.json(apiErrorBody('not_found', 'No such account'), 404)
  return c.json({ data: { type: 'account', id: detail.ssoId, attributes: detail } })
})

const ACTIONS: Record<string, { flag: AccountFlag; on: boolean }> = {
  block: { flag: 'blocked', on: true },
  unblock: { flag: 'blocked', on: false },
  bypass: { flag: 'bypass', on: true },
  unbypass: { flag: 'bypass', on: false },
}

adminAccounts.post('/:ssoID/:action', async (c) => {
  const action = ACTIONS[c.req.param('action')]
  if (!action) return c.json(apiErrorBody('not_found', 'No such action'), 404)
  const now = new Date()
  const ssoId = c.req.param('ssoID')
  const actor = await staffActor(c)
  const before = await findAccountBySsoId(c.env.DB, ssoId)
  // Issue 19 §9: the entry in the flag's batch; it refuses the batch when no account changed.
  const audit = (db: D1Database) =>
    auditStatement(
      db,
      {
        actor,
        action: c.req.param('action'),
        subjectType: 'account',
        subjectId: ssoId,
        before: before ? { blocked: before.blocked, bypassed: before.bypass } : null,
        after: { [action.flag === 'blocked' ? 'blocked' : 'bypassed']: action.on },
        at: now,
      },
      { checked: { sql: '(SELECT 1 WHERE changes() = 1)', params: [] } },
    )
  if (!(await setAccountFlag(c.env.DB, ssoId, action.flag, action.on, now, audit))) {
    return c.json(apiErrorBody('not_found', 'No such account'), 404)
  }
  const account = await findAccountBySsoId(c.env.DB, ssoId)
  // Blocking ends every session of the account (issue 8 §2), and (issue 10 §4) its live streams stop at
  // once, rather than renewing tokens over their sockets.
  if (account && action.flag === 'blocked' && action.on) await endAccountSessions(c.env, account, 'blocked', now)
  return c.json({
    data: { type: 'account', attributes: { ssoID: ssoId, blocked: account?.blocked ?? false, bypassed: account?.bypass ?? false } },
  })
})
