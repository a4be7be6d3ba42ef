import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export const CHILD_FRIENDLY_COOKIE = 'child_friendly'

/**
 * Country, child-friendly mode and (later) the viewer, once per request.
 * Country comes from request.cf.country only: never from a header the client
 * sent (ARCHITECTURE "The edge").
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const cf = c.req.raw.cf as { country?: unknown } | undefined
  c.set('country', typeof cf?.country === 'string' && cf.country.length === 2 ? cf.country : 'XX')
  // SPEC §4.2: childFriendly defaults to true; only an explicit 'off' turns it off.
  c.set('childFriendly', getCookie(c, CHILD_FRIENDLY_COOKIE) !== 'off')
  await next()
})
