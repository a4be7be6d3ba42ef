import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { CHILD_FRIENDLY_COOKIE, CHILD_FRIENDLY_MAX_AGE_SECONDS, ChildFriendlyPreferenceSchema } from '../../shared/schemas/preferences'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { readJsonBody } from './json-body'

/**
 * POST /api/preferences/child-friendly {enabled} (SPEC §1, §4.2): sets the
 * child_friendly cookie ('on' or 'off') that the request context reads, so
 * the server leaves out adverts and sponsors not flagged child friendly.
 */
export const preferences = new Hono<AppEnv>()

preferences.post('/child-friendly', async (c) => {
  const parsed = ChildFriendlyPreferenceSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'Send {"enabled": true} or {"enabled": false}'), 400)
  const { enabled } = parsed.data
  setCookie(c, CHILD_FRIENDLY_COOKIE, enabled ? 'on' : 'off', {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: CHILD_FRIENDLY_MAX_AGE_SECONDS,
    domain: c.get('cookieDomain') ?? undefined,
  })
  return c.json({ data: { type: 'childFriendlyPreference', attributes: { childFriendly: enabled } } })
})

// A state change is never a GET (BRIEFING "API routes").
preferences.all('/child-friendly', (c) => c.json(apiErrorBody('method_not_allowed', 'Use POST'), 405))
