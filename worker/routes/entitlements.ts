import { Hono } from 'hono'
import type { EntitlementsResponse } from '../../shared/types/account'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from '../identity/viewer'

/**
 * SPEC §7 GET {streamline api}/users/entitlements/{ssoID} → data.attributes
 * {userID, entitlements, stripeCustomerID}, for the signed-in account only.
 * Any other id, and a request without a session, is the same 404: the answer
 * never tells whether an account exists (SPEC §5: the account summary
 * accepts only 200 and 404).
 */
export const entitlementsApi = new Hono<AppEnv>()

entitlementsApi.get('/:ssoID', async (c) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer || viewer.account.ssoId !== c.req.param('ssoID')) return c.json(apiErrorBody('not_found', 'Not found'), 404)
  const body: EntitlementsResponse = {
    data: {
      type: 'entitlements',
      attributes: {
        userID: viewer.account.ssoId,
        entitlements: viewer.entitlements,
        ownedEntitlements: viewer.ownedEntitlements,
        stripeCustomerID: viewer.account.stripeCustomerId,
      },
    },
  }
  return c.json(body)
})
