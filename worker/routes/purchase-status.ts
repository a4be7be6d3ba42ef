import { Hono } from 'hono'
import { activeEntitlementCodes } from '../../shared/rules/entitlements'
import { CheckoutSessionIdSchema } from '../../shared/schemas/payments'
import type { PurchaseStatusResponse } from '../../shared/types/payments'
import { findPackage } from '../db/packages'
import { findAccountPurchaseBySession, type PurchaseStatus } from '../db/purchases'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'
import { purchaseGrantRows } from '../payments/grants'

/**
 * GET /api/payments/purchase-status?session_id=… (issue 11 §4): what
 * /payment-successful polls after Stripe sends the supporter back, until
 * the webhook's grant is there. 'pending' while no event has fulfilled the
 * purchase, 'granted' with the package title and the codes it unlocks now,
 * 'failed' when it will never grant (expired, refunded, ended). Only the
 * buyer sees their purchase; any other session id is the same 404.
 */
export const purchaseStatusApi = new Hono<AppEnv>()

purchaseStatusApi.get('/purchase-status', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'Sign in to see your purchase'), 401)
  const sessionId = CheckoutSessionIdSchema.safeParse(c.req.query('session_id'))
  if (!sessionId.success) return c.json(apiErrorBody('bad_request', 'session_id must be a checkout session id'), 400)
  // Another account's purchase is not found: the same 404 as one that does not exist.
  const purchase = await findAccountPurchaseBySession(c.env.DB, viewer.account.id, sessionId.data)
  if (!purchase) return c.json(apiErrorBody('not_found', 'No such purchase'), 404)
  const [rows, pkg] = await Promise.all([purchaseGrantRows(c.env.DB, purchase.id), findPackage(c.env.DB, purchase.packageId)])
  const grants = rows.map((row) => ({ code: row.code, matchId: row.matchId, startsAt: row.startsAt, endsAt: row.endsAt }))
  const entitlements = activeEntitlementCodes(grants, new Date())
  const body: PurchaseStatusResponse = { status: statusOf(purchase.status, entitlements), entitlements, packageTitle: pkg?.title ?? '' }
  // The grant was written by the webhook, not by this browser: its bookmark makes the supporter's next
  // reads (the page saying what is unlocked, the player) come from a replica that has it (issue 13 §3).
  if (body.status === 'granted') c.set('handBackD1Bookmark', true)
  return c.json(body)
})

function statusOf(purchase: PurchaseStatus, entitlements: readonly string[]): PurchaseStatusResponse['status'] {
  if (purchase === 'pending') return 'pending'
  // Paid but granting nothing now (refunded, cancelled, a pass whose day is over) is not a success to announce.
  return (purchase === 'active' || purchase === 'completed') && entitlements.length > 0 ? 'granted' : 'failed'
}
