import { Hono } from 'hono'
import { complimentarySchema, StreamLimitSchema } from '../../shared/schemas/admin-settings'
import { staffActor } from '../admin/staff-actor'
import { fieldErrorsBody } from '../admin/validation'
import { findAccountBySsoId } from '../db/accounts'
import {
  findEntitlement,
  grantComplimentary,
  revokeSignInsAudited,
  setAuditedStreamLimit,
  withdrawComplimentary,
} from '../db/admin-account-extras'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { requireAdmin } from '../identity/require-admin'
import { endAccountSessions, endStreamsWithoutEntitlement } from '../streaming/end-streams'

/**
 * Issue 19 §7 (administrator): a complimentary entitlement given with an end
 * date or withdrawn, every device of an account ended, the account's own
 * stream limit. Mounted under /api/admin/accounts (routes/admin-accounts.ts).
 */
export const adminAccountExtras = new Hono<AppEnv>()

adminAccountExtras.use('*', requireAdmin)

const notFound = () => apiErrorBody('not_found', 'No such account')

async function readJson(c: { req: { json: () => Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    return undefined
  }
}

/** POST /api/admin/accounts/{ssoID}/entitlements {code, endsAt}: given free, from now until endsAt. */
adminAccountExtras.post('/:ssoID/entitlements', async (c) => {
  const now = new Date()
  const parsed = complimentarySchema(now).safeParse(await readJson(c))
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  const account = await findAccountBySsoId(c.env.DB, c.req.param('ssoID'))
  if (!account) return c.json(notFound(), 404)
  const id = await grantComplimentary(c.env.DB, account, parsed.data, await staffActor(c), now)
  return c.json({ data: { type: 'entitlement', id: String(id), attributes: { ...parsed.data, source: 'admin' } } }, 201)
})

/** DELETE /api/admin/accounts/{ssoID}/entitlements/{id}: only what an administrator gave; a purchase is refunded through Stripe. */
adminAccountExtras.delete('/:ssoID/entitlements/:id{[0-9]+}', async (c) => {
  const now = new Date()
  const account = await findAccountBySsoId(c.env.DB, c.req.param('ssoID'))
  if (!account) return c.json(notFound(), 404)
  const entitlement = await findEntitlement(c.env.DB, account.id, Number(c.req.param('id')))
  if (!entitlement) return c.json(apiErrorBody('not_found', 'No such entitlement on this account'), 404)
  if (entitlement.source !== 'admin') {
    const reason =
      entitlement.source === 'purchase'
        ? 'This entitlement was bought: refund the purchase through Stripe instead'
        : `Only complimentary entitlements can be withdrawn here (this one came from ${entitlement.source})`
    return c.json(apiErrorBody('not_complimentary', reason), 409)
  }
  if (!(await withdrawComplimentary(c.env.DB, account, entitlement, await staffActor(c), now))) {
    return c.json(apiErrorBody('not_found', 'No such entitlement on this account'), 404)
  }
  // Issue 18 §7's rule: the streams it covered stop now, not at the next check.
  await endStreamsWithoutEntitlement(c.env, account.id, now)
  return c.body(null, 204)
})

/**
 * POST /api/admin/accounts/{ssoID}/devices/end: every sign-in and every live lease of the account
 * ends, as a block ends them (issue 8 §2, issue 10 §4) but the account stays open: it signs in again.
 */
adminAccountExtras.post('/:ssoID/devices/end', async (c) => {
  const now = new Date()
  const ssoId = c.req.param('ssoID')
  const account = await findAccountBySsoId(c.env.DB, ssoId)
  if (!account) return c.json(notFound(), 404)
  await revokeSignInsAudited(c.env.DB, account, await staffActor(c), now)
  // The sessions are revoked already; this ends the live leases and tells the players (signedOut).
  await endAccountSessions(c.env, account, 'signedOut', now)
  return c.json({ data: { type: 'account', id: ssoId, attributes: { devicesEnded: true } } })
})

/** PUT /api/admin/accounts/{ssoID}/stream-limit {limit: 1..10 | null}: null returns the account to the default. */
adminAccountExtras.put('/:ssoID/stream-limit', async (c) => {
  const parsed = StreamLimitSchema.safeParse(await readJson(c))
  if (!parsed.success) return c.json(fieldErrorsBody(parsed.error), 400)
  const account = await findAccountBySsoId(c.env.DB, c.req.param('ssoID'))
  if (!account) return c.json(notFound(), 404)
  await setAuditedStreamLimit(c.env.DB, account, parsed.data.limit, await staffActor(c), new Date())
  return c.json({ data: { type: 'account', id: account.ssoId, attributes: { streamLimit: parsed.data.limit } } })
})
