/**
 * Where the portal's mail links point. The mail itself goes through the mail
 * port (worker/mail/send-mail.ts): the outbox table, printed in the dev log
 * and listed at /sso/outbox, in development and test only; a real provider
 * in production.
 */
import type { Context } from 'hono'
import { linkOriginFor } from '../../config'
import type { AppEnv } from '../../env'

/**
 * The origin links in mails point at (issue 18 §6): PUBLIC_ORIGIN in
 * production, never the request's Host; locally the request's own origin, so
 * a site on any port links to itself.
 */
export function portalOrigin(c: Context<AppEnv>): string {
  return linkOriginFor(c.env, c.req.url)
}
