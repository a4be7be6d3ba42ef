import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { configOf } from '../config'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A write to the API from another site's page is refused (CSRF), on top of
 * SameSite=Lax session cookies and JSON-only bodies: a browser always sends
 * Origin with a cross-site POST, so an Origin that is not ours is refused.
 * Requests without Origin (server to server: payment webhooks) pass; they
 * carry no session cookie a browser would attach.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (WRITES.has(c.req.method) && fromAnotherSite(c)) return crossSiteRefusal(c)
  await next()
})

/** The request names an Origin that is not this site's (browsers send Origin with every write and every WebSocket handshake). */
export function fromAnotherSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin')
  return origin !== undefined && origin !== new URL(c.req.url).origin && origin !== configOf(c.env).site.PUBLIC_ORIGIN
}

export function crossSiteRefusal(c: Context<AppEnv>): Response {
  return c.json(apiErrorBody('cross_site_request', 'This request must come from the club site'), 403)
}
