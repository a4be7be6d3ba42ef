import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { safeReturnPath } from '../../shared/rules/return-path'
import { BODY_CAPS } from '../../shared/rules/body-cap'
import { CHILD_FRIENDLY_COOKIE, CHILD_FRIENDLY_MAX_AGE_SECONDS, ChildFriendlyPreferenceSchema } from '../../shared/schemas/preferences'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { capBody, tooLargeMessage, tooLargePage } from './body-reader'
import { readJsonBody } from './json-body'

/**
 * POST /api/preferences/child-friendly {enabled} (SPEC §1, §4.2): sets the
 * child_friendly cookie ('on' or 'off') that the request context reads, so
 * the server leaves out adverts and sponsors not flagged child friendly.
 * The footer's switch is also a plain form (enabled=true|false, returnTo):
 * without JavaScript, or tapped before the footer's code has come, it posts
 * here and is sent back (303) to the page it was on, rendered with the choice.
 */
export const preferences = new Hono<AppEnv>()

// issue 18 §8: the form's body within BODY_CAPS.form bytes, or a 413 (a page for the form, JSON otherwise) and no cookie.
const tooLarge = tooLargeMessage('The preference', BODY_CAPS.form)
const preferenceBodyCap = capBody(BODY_CAPS.form, (c) =>
  isFormPost(c.req.header('content-type')) ? c.html(tooLargePage(tooLarge), 413) : c.json(apiErrorBody('payload_too_large', tooLarge), 413),
)

preferences.post('/child-friendly', preferenceBodyCap, async (c) => {
  const form = isFormPost(c.req.header('content-type'))
  const body = form ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : null
  const parsed = ChildFriendlyPreferenceSchema.safeParse(body ? { enabled: FORM_BOOLEAN[String(body.enabled)] } : await readJsonBody(c))
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
  if (body) {
    c.header('Cache-Control', 'no-store')
    // Back to our own page only (the one return-path rule).
    return c.redirect(safeReturnPath(body.returnTo), 303)
  }
  return c.json({ data: { type: 'childFriendlyPreference', attributes: { childFriendly: enabled } } })
})

const FORM_BOOLEAN: Record<string, boolean | undefined> = { true: true, false: false }

function isFormPost(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded') ?? false
}

// A state change is never a GET (BRIEFING "API routes").
preferences.all('/child-friendly', (c) => c.json(apiErrorBody('method_not_allowed', 'Use POST'), 405))
