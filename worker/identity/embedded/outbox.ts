/**
 * Where the portal's mail links point, and whether this is production. The
 * mail itself goes through the mail port (worker/mail/send-mail.ts): the
 * outbox table, printed in the dev log and listed at /sso/outbox, in
 * development and test only; a real provider in production.
 */
import type { Context } from 'hono'
import type { AppEnv, Bindings } from '../../env'

export function isProduction(env: Pick<Bindings, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'production'
}

/** Development and test: the only places the outbox page and the dev log of mail exist (ARCHITECTURE "Production"). */
export function isDevelopment(env: Pick<Bindings, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test'
}

/**
 * The origin links in mails point at. Production names it in config
 * (PUBLIC_ORIGIN), never from the request's Host; locally the request's own
 * origin, so a site on any port links to itself.
 */
export function portalOrigin(c: Context<AppEnv>): string {
  return isProduction(c.env) ? c.env.PUBLIC_ORIGIN : new URL(c.req.url).origin
}
