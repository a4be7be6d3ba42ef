import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { loadViewerAccount } from './viewer'

/**
 * SPEC §6 administrator APIs: 401 signed out, 403 for anyone but an admin. The
 * role is read from the account now, not only from the token, so a demoted
 * admin loses it at once. Answers are never cached.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store')
  const viewer = await loadViewerAccount(c)
  if (!viewer) return c.json(apiErrorBody('not_signed_in', 'Please log in'), 401)
  if (viewer.account.role !== 'admin') return c.json(apiErrorBody('forbidden', 'Administrators only'), 403)
  await next()
})
