import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { safeReturnPath } from '../../shared/rules/return-path'
import { firstIssueMessage, HandoffRequestSchema, LoginRequestSchema } from '../../shared/schemas/auth'
import type { ModelErrors } from '../../shared/types/account'
import { findAccountById, findAccountByEmail, findAccountBySsoId, setPassword } from '../db/accounts'
import type { AppEnv } from '../env'
import { apiErrorBody } from '../http-errors'
import { accountHoldings } from '../identity/entitlements'
import { consumeHandoff, SSO_STATE_COOKIE, SSO_STATE_PATH } from '../identity/handoff'
import { hashPassword, needsRehash, verifyPassword } from '../identity/passwords'
import { identityProvider } from '../identity/provider'
import { attemptAllowed, tooManyAttempts } from '../identity/rate-limits'
import { authenticationResponse, sessionUser } from '../identity/session-user'
import { endSiteSession, hasRefreshCookie, refreshSiteSession, startSiteSession, clearSessionCookies } from '../identity/site-session'
import { loadViewerAccount } from '../identity/viewer'
import { endAccountSessions, endStreamsOfRevokedSignIn, endStreamsOfSignOut } from '../streaming/end-streams'
import { readJson, readJsonBody } from './json-body'
import { oidcCallback } from './oidc-callback'

/**
 * SPEC §2.10 login form, §4.6 login check and token flow, §8.3 login messages
 * (ARCHITECTURE API table: POST /api/auth/login, /logout, GET /session).
 * No answer ever says whether an email has an account.
 */
export const auth = new Hono<AppEnv>()

auth.use('*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

export const WRONG_CREDENTIALS = 'The email address or password is incorrect'
const LOGIN_TOO_LARGE = 'That request is too large for a login'

/** SPEC §3 ModelErrors: a field's message beside its field; one about the whole body beside none. */
function modelErrorsFor(field: PropertyKey | undefined, message: string): ModelErrors {
  if (field === undefined) return {}
  return field === 'username' ? { emailaddress: message } : { password: message }
}

/**
 * The password login and the portal's hand-off belong to the embedded portal:
 * with IDENTITY_PROVIDER=oidc they are not there (passwords live at the provider).
 */
const embeddedOnly: MiddlewareHandler<AppEnv> = async (c, next) =>
  identityProvider(c.env).name === 'embedded' ? next() : c.json(apiErrorBody('not_found', 'No such API endpoint'), 404)

auth.post('/login', embeddedOnly, async (c) => {
  const body = await readJson(c)
  if (!body.ok && body.problem === 'tooLarge') {
    // issue 18 §8: over the byte cap is a 413.
    return c.json({ ...apiErrorBody('payload_too_large', LOGIN_TOO_LARGE), ModelErrors: {} }, 413)
  }
  // A missing or non-JSON body meets the schema as undefined: its message asks for username and password.
  const parsed = LoginRequestSchema.safeParse(body.ok ? body.value : undefined)
  if (!parsed.success) {
    const message = firstIssueMessage(parsed.error)
    return c.json({ ...apiErrorBody('bad_request', message), ModelErrors: modelErrorsFor(parsed.error.issues[0]?.path[0], message) }, 400)
  }
  const { username, password, newPassword } = parsed.data
  if (!(await attemptAllowed(c, 'sign-in', username))) return tooManyAttempts(c)
  const now = new Date()
  const account = await findAccountByEmail(c.env.DB, username)
  const matches = await verifyPassword(password, account?.passwordHash ?? null)
  if (!account || !matches) {
    return c.json({ ...apiErrorBody('invalid_credentials', WRONG_CREDENTIALS), ModelErrors: { password: WRONG_CREDENTIALS } }, 401)
  }
  if (!account.emailConfirmedAt) {
    return c.json(apiErrorBody('email_not_confirmed', 'Confirm your email address first: open the link we sent you'), 403)
  }
  if (account.passwordChangeRequired) {
    // SPEC §8.3: 'passwordChangeRequired' switches the form to its new-password step.
    if (!newPassword) return c.json(apiErrorBody('passwordChangeRequired', 'Please create a new password'), 403)
    if (newPassword === password) return c.json(apiErrorBody('bad_request', 'Choose a password different from the current one'), 400)
    await setPassword(c.env.DB, account.id, await hashPassword(newPassword), now)
    // Every sign-in made with the old password ends, and its live streams with it (issue 10 §4).
    await endAccountSessions(c.env, account, 'passwordChanged', now)
  } else if (account.passwordHash && needsRehash(account.passwordHash)) {
    await setPassword(c.env.DB, account.id, await hashPassword(password), now)
  }
  const sessionId = await startSiteSession(c, account, now)
  return c.json(authenticationResponse({ account, ...(await accountHoldings(c.env.DB, account.id, now)) }, sessionId))
})

auth.post('/logout', async (c) => {
  await endSiteSession(c)
  // The portal's sign-in ends too, or 'Log In' would sign the same person straight back in without a password.
  identityProvider(c.env).signOut(c)
  // Issue 10 §4: the live streams of this sign-in stop with it.
  await endStreamsOfSignOut(c)
  return c.json({ data: { type: 'logout', attributes: { loggedOut: true } } })
})

/** SPEC §4.6: the login check at start and on every route change. */
auth.get('/session', async (c) => {
  const viewer = await loadViewerAccount(c)
  if (viewer) return c.json({ data: { type: 'session', attributes: sessionUser(viewer) } })
  if (hasRefreshCookie(c)) return c.json(apiErrorBody('refresh_required', 'The session needs refreshing'), 401)
  return c.json(apiErrorBody('not_signed_in', 'Not signed in'), 401)
})

/** SPEC §4.6 token flow step 3: an expired access token is refreshed; failure clears both cookies. */
auth.post('/refresh', async (c) => {
  const now = new Date()
  const result = await refreshSiteSession(c, (id) => findAccountById(c.env.DB, id), now)
  if (result.outcome === 'conflict') return c.json(apiErrorBody('refresh_conflict', 'Another tab refreshed the session a moment ago'), 409)
  if (result.outcome === 'invalid') {
    // A sign-in revoked here (a refresh token used twice) stops streaming too (issue 10 §4).
    if (result.revoked) await endStreamsOfRevokedSignIn(c.env, result.revoked.accountId, result.revoked.signIn)
    clearSessionCookies(c)
    return c.json(apiErrorBody('session_expired', 'Your session has ended. Please log in again'), 401)
  }
  const account = await findAccountById(c.env.DB, result.accountId)
  if (!account) return c.json(apiErrorBody('session_expired', 'Your session has ended. Please log in again'), 401)
  const held = await accountHoldings(c.env.DB, account.id, now)
  return c.json({ data: { type: 'session', attributes: sessionUser({ account, ...held }) } })
})

/** SPEC §4.6 token flow step 1: the portal's hand-off token from the address becomes the site session. */
auth.post('/token', embeddedOnly, async (c) => {
  const parsed = HandoffRequestSchema.safeParse(await readJsonBody(c))
  if (!parsed.success) return c.json(apiErrorBody('bad_request', 'A sign-on token is required'), 400)
  const now = new Date()
  const ssoId = await consumeHandoff(c, parsed.data.token, getCookie(c, SSO_STATE_COOKIE), now)
  // Host-only, as beginSignIn set it.
  deleteCookie(c, SSO_STATE_COOKIE, { path: SSO_STATE_PATH, secure: true })
  const account = ssoId ? await findAccountBySsoId(c.env.DB, ssoId) : null
  if (!account) return c.json(apiErrorBody('invalid_token', 'Could not log in. Please try again'), 401)
  const sessionId = await startSiteSession(c, account, now)
  return c.json(authenticationResponse({ account, ...(await accountHoldings(c.env.DB, account.id, now)) }, sessionId))
})

/**
 * The site's 'Log In' and 'Register' links: sends the supporter to the
 * sign-on portal (embedded or OIDC, by config), remembering where to return.
 * Sets only a short-lived state cookie; the account changes nowhere.
 */
auth.get('/sso/start', async (c) => {
  const flow = c.req.query('flow') === 'register' ? 'register' : 'login'
  const returnTo = safeReturnPath(c.req.query('returnTo'), '/')
  return identityProvider(c.env).start(c, { flow, returnTo })
})

auth.route('/oidc', oidcCallback)

auth.all('/*', (c: Context<AppEnv>) => c.json(apiErrorBody('not_found', 'No such API endpoint'), 404))
