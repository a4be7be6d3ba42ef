/**
 * GET/POST /sso/login and its new-password step. One answer
 * for a wrong password and an unknown address (issue 8: no answer says whether
 * an email has an account); blocked accounts may sign in (they browse free
 * content, paid actions are refused elsewhere, SPEC §6).
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { EmailSchema, PasswordSchema } from '../../../shared/schemas/auth'
import { findAccountByEmail } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { needsRehash, verifyPassword } from '../passwords'
import { attemptAllowed, TOO_MANY_ATTEMPTS_MESSAGE } from '../rate-limits'
import { FORM_EXPIRED, changePassword } from './change-password'
import { fieldErrorsFrom } from './form-fields'
import { formToken, formTokenValid } from './form-csrf'
import { badClient, handBack, portalClientOf } from './hand-back'
import { issueOneTimeToken, PASSWORD_CHANGE_TTL_SECONDS } from './one-time-tokens'
import { readForm, typed } from './portal-form'
import { portalResponse } from './portal-html'
import { readPortalSession, startPortalSession } from './portal-session'
import { newPasswordPage, type SignInView, signInPage } from './sign-in-page'
import { setPasswordOf } from './set-password'

export const signInRoutes = new Hono<AppEnv>()

/** The same words as the login form endpoint (routes/auth.ts), SPEC §8.3. */
export const WRONG_CREDENTIALS = 'The email address or password is incorrect'
export const EMAIL_NOT_CONFIRMED = 'Confirm your email address first: open the link we sent you'
export const SIGNED_OUT = 'You have signed out of your supporter account.'

const SignInFormSchema = z.object({ email: EmailSchema, password: PasswordSchema })

async function render(c: Context<AppEnv>, status: number, view: Omit<SignInView, 'csrf'>): Promise<Response> {
  return portalResponse(c, status, signInPage({ ...view, csrf: await formToken(c) }))
}

signInRoutes.get('/login', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  // Single sign-on: a supporter already signed in to the portal goes straight back.
  const account = await readPortalSession(c)
  if (account) return handBack(c, account, decision.client)
  return render(c, 200, { client: decision.client, notice: c.req.query('signedOut') === '1' ? SIGNED_OUT : undefined })
})

signInRoutes.post('/login', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const form = await readForm(c)
  const email = typed(form, 'email')
  if (!(await formTokenValid(c, form.csrf))) return render(c, 403, { client, email, errors: { form: FORM_EXPIRED } })
  const parsed = SignInFormSchema.safeParse({ email: form.email, password: form.password })
  if (!parsed.success) return render(c, 400, { client, email, errors: fieldErrorsFrom(parsed.error) })
  if (!(await attemptAllowed(c, 'sign-in', parsed.data.email))) {
    c.header('Retry-After', '60')
    return render(c, 429, { client, email, errors: { form: TOO_MANY_ATTEMPTS_MESSAGE } })
  }
  const now = new Date()
  const account = await findAccountByEmail(c.env.DB, parsed.data.email)
  const matches = await verifyPassword(parsed.data.password, account?.passwordHash ?? null)
  if (!account || !matches) return render(c, 401, { client, email, errors: { password: WRONG_CREDENTIALS } })
  if (!account.emailConfirmedAt) {
    return render(c, 403, { client, email, errors: { form: EMAIL_NOT_CONFIRMED }, resendFor: account.email })
  }
  if (account.passwordChangeRequired) {
    // SPEC §4.6, §8.3: the new-password step. The ticket proves the password was right, for ten minutes.
    const ticket = await issueOneTimeToken(c.env.DB, 'password-reset', account.id, PASSWORD_CHANGE_TTL_SECONDS, now)
    return portalResponse(c, 200, newPasswordPage({ client, csrf: await formToken(c), ticket, email: account.email }))
  }
  const current =
    account.passwordHash && needsRehash(account.passwordHash) ? await setPasswordOf(c, account, parsed.data.password, now) : account
  await startPortalSession(c, current, now)
  return handBack(c, current, client)
})

signInRoutes.post('/login/new-password', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const result = await changePassword(c, decision.client, await readForm(c))
  if (result.outcome === 'form') return portalResponse(c, result.status, result.page)
  if (result.outcome === 'restart') return render(c, result.status, { client: decision.client, errors: { form: result.message } })
  await startPortalSession(c, result.account)
  return handBack(c, result.account, decision.client)
})
