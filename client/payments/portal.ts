/**
 * SPEC §3 portal request, §7 create-portal-redirect, §8.3 messages: the
 * account panel's Manage Subscriptions button opens Stripe's customer
 * portal (or the sandbox's) for the signed-in supporter's own customer, and
 * comes back to the page it was pressed on.
 */
import type { PortalRequest, PortalResponse } from '../../shared/types/payments'
import { callApi } from '../account/api'

export type PortalOutcome = 'leaving' | 'noSubscriptions' | 'unavailable'

export async function openCustomerPortal(customerID: string | null): Promise<PortalOutcome> {
  // §8.3: no customer gives 'You have no subscriptions' without asking the server.
  if (!customerID) return 'noSubscriptions'
  const request: PortalRequest = { customerID, returnURL: location.pathname + location.search }
  const { answer, body } = await callApi<PortalResponse>('POST', '/api/payments/create-portal-redirect', request)
  if (answer !== 'networkError' && answer.status === 200 && body?.url) {
    // SPEC §8.3: an external URL is reached by replacing the location.
    location.replace(body.url)
    return 'leaving'
  }
  if (answer !== 'networkError' && answer.status === 404) return 'noSubscriptions'
  return 'unavailable'
}
