import { Hono } from 'hono'
import { decideReturnPath } from '../../shared/rules/return-path'
import { PortalRequestSchema, paymentInputMessage } from '../../shared/schemas/payments'
import type { PortalResponse } from '../../shared/types/payments'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { tooManyAttempts } from '../identity/rate-limits'
import { loadViewerAccount } from '../identity/viewer'
import { sessionAttemptAllowed } from '../payments/attempts'
import { BackendError } from '../payments/backend'
import { paymentsBackend } from '../payments/stripe-client'
import { readJsonBody } from './json-body'
import { configOf, linkOriginFor } from '../config'

/**
 * POST /api/payments/create-portal-redirect {customerID, returnURL} → {url}
 * (SPEC §3 portal request, §7, §8.3; issue 11 §6): Stripe's customer portal
 * (or the sandbox's) for the signed-in account's own customer only, returning
 * to a page of ours through the one return-path rule.
 */
export const customerPortalApi = new Hono<AppEnv>()

/** SPEC §8.3. */
export const NO_SUBSCRIPTIONS = 'You have no subscriptions'
export const SUBSCRIPTIONS_UNAVAILABLE = 'There was an issue checking your subscriptions'

customerPortalApi.post('/create-portal-redirect', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'Sign in to manage your subscriptions'), 401)
  const parsed = PortalRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success)
    return c.json(apiErrorBody('bad_request', paymentInputMessage(parsed.error, 'Send JSON with customerID and returnURL')), 400)
  // The return page is checked against the origin the request came from, and built on ours (issue 18 §6).
  const returnPath = decideReturnPath(parsed.data.returnURL, [new URL(c.req.url).origin, configOf(c.env).site.PUBLIC_ORIGIN])
  if (returnPath.verdict !== 'kept') return c.json(apiErrorBody('bad_request', 'returnURL must be a page of this site'), 400)
  // Another account's customer is answered like no customer at all: nothing tells whose it is.
  const customer = viewer.account.stripeCustomerId
  if (!customer || customer !== parsed.data.customerID) return c.json(apiErrorBody('no_subscriptions', NO_SUBSCRIPTIONS), 404)
  if (!(await sessionAttemptAllowed(c, viewer.account.ssoId))) return tooManyAttempts(c)
  try {
    const session = await paymentsBackend(c.env).createPortalSession({
      customer,
      return_url: `${linkOriginFor(c.env, c.req.url)}${returnPath.path}`,
    })
    const body: PortalResponse = { url: session.url }
    return c.json(body)
  } catch (err) {
    if (err instanceof BackendError && err.kind === 'notFound') return c.json(apiErrorBody('no_subscriptions', NO_SUBSCRIPTIONS), 404)
    console.error('customer portal failed', err instanceof Error ? err.message : String(err))
    return c.json(apiErrorBody('subscriptions_unavailable', SUBSCRIPTIONS_UNAVAILABLE), 502)
  }
})
