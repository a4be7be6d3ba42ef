import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { loadViewerAccount } from '../identity/viewer'
import type { Actor } from './audit'

/**
 * Who makes a back-office change, for its audit entry (issue 19 §9). Only
 * called behind requireStaff, which has read the account this request.
 */
export async function staffActor(c: Context<AppEnv>): Promise<Actor> {
  const viewer = await loadViewerAccount(c)
  if (!viewer) throw new Error('staffActor called without a signed-in account (requireStaff must run first)')
  return { ssoId: viewer.account.ssoId, email: viewer.account.email }
}
