import { Hono } from 'hono'
import { CreateCheckoutRequestSchema, paymentInputMessage } from '../../shared/schemas/payments'
import type { CreateCheckoutResponse } from '../../shared/types/payments'
import { createPurchase, markPurchaseFailed, setCheckoutSession } from '../db/purchases'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { tooManyAttempts } from '../identity/rate-limits'
import { loadViewerAccount } from '../identity/viewer'
import { sessionAttemptAllowed } from '../payments/attempts'
import { checkoutParams } from '../payments/checkout-params'
import { isRefusal, planCheckout } from '../payments/checkout-request'
import { paymentsBackend } from '../payments/stripe-client'
import { readJsonBody } from './json-body'
import { linkOriginFor } from '../config'

/**
 * POST /api/payments/create-checkout {packageID, priceID, matchID?, coupon?}
 * → {id, url} (SPEC §4.10, §7; issue 11 §4). /payment-successful then waits
 * for the webhook's grant through purchase-status.ts.
 */
export const checkoutApi = new Hono<AppEnv>()

/** SPEC §4.10 and §8.3 wording. */
export const LOGIN_TO_PURCHASE = 'You must be logged in to purchase'
export const CHECKOUT_UNAVAILABLE = 'Sorry, checkout is not currently available, please try again'

checkoutApi.post('/create-checkout', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', LOGIN_TO_PURCHASE), 401)
  if (viewer.account.blocked) return c.json(apiErrorBody('ERR_56882466_1', 'Your account has been blocked by an administrator'), 403)
  const parsed = CreateCheckoutRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success)
    return c.json(apiErrorBody('bad_request', paymentInputMessage(parsed.error, 'Send JSON with packageID and priceID')), 400)

  const now = new Date()
  const plan = await planCheckout(c.env.DB, parsed.data, viewer, c.get('country'), now)
  if (isRefusal(plan)) {
    const error = { code: plan.code, message: plan.message, ...(plan.reason ? { reason: plan.reason } : {}) }
    return c.json({ errors: [error] }, plan.status)
  }
  if (!(await sessionAttemptAllowed(c, viewer.account.ssoId))) return tooManyAttempts(c)

  const { account } = viewer
  const purchaseId = await createPurchase(
    c.env.DB,
    {
      accountId: account.id,
      packageId: plan.pkg.id,
      priceOptionId: plan.price.id,
      matchId: plan.matchId,
      mode: plan.price.type === 'recurring' ? 'subscription' : 'payment',
      amountPence: plan.price.amountPence,
      currency: plan.price.currency,
    },
    now,
  )
  const params = checkoutParams({
    origin: linkOriginFor(c.env, c.req.url),
    pkg: plan.pkg,
    price: plan.price,
    account: { ssoId: account.ssoId, email: account.email, stripeCustomerId: account.stripeCustomerId },
    purchaseId,
    matchId: plan.matchId,
    discount: plan.discount,
  })
  try {
    const session = await paymentsBackend(c.env).createCheckoutSession(params)
    await setCheckoutSession(c.env.DB, purchaseId, session.id, now)
    const body: CreateCheckoutResponse = { id: session.id, url: session.url }
    return c.json(body)
  } catch (err) {
    // SPEC §8.3: checkout creation failure is only logged; the supporter sees the redirect-failure wording.
    console.error('checkout creation failed', err instanceof Error ? err.message : String(err))
    await markPurchaseFailed(c.env.DB, purchaseId, now)
    return c.json(apiErrorBody('checkout_unavailable', CHECKOUT_UNAVAILABLE), 502)
  }
})
