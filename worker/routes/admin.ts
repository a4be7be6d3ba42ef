import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { findAccountBySsoId, setAccountFlag, type AccountFlag } from '../db/accounts'
import { revokeAccountSessions } from '../db/refresh-tokens'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'

/**
 * SPEC §6 administrator: block an account (status 3) and, as operators need,
 * unblock, bypass and unbypass. The role is read from the account now, not
 * only from the token, so a demoted admin loses it at once.
 */
export const admin = new Hono<AppEnv>()

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'Please log in'), 401)
  if (viewer.account.role !== 'admin') return c.json(apiErrorBody('forbidden', 'Administrators only'), 403)
  await next()
})

admin.use('*', requireAdmin)

const ACTIONS: Record<string, { flag: AccountFlag; on: boolean }> = {
  block: { flag: 'blocked', on: true },
  unblock: { flag: 'blocked', on: false },
  bypass: { flag: 'bypass', on: true },
  unbypass: { flag: 'bypass', on: false },
}

admin.post('/accounts/:ssoID/:action', async (c) => {
  const action = ACTIONS[c.req.param('action')]
  if (!action) return c.json(apiErrorBody('not_found', 'No such action'), 404)
  const now = new Date()
  const ssoId = c.req.param('ssoID')
  if (!(await setAccountFlag(c.env.DB, ssoId, action.flag, action.on, now))) {
    return c.json(apiErrorBody('not_found', 'No such account'), 404)
  }
  const account = await findAccountBySsoId(c.env.DB, ssoId)
  // Blocking ends every session of the account (issue 8 §2).
  if (account && action.flag === 'blocked' && action.on) await revokeAccountSessions(c.env.DB, account.id, now)
  return c.json({
    data: { type: 'account', attributes: { ssoID: ssoId, blocked: account?.blocked ?? false, bypassed: account?.bypass ?? false } },
  })
})
