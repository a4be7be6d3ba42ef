/**
 * GET/POST /sso/forgot-password and /sso/reset-password. The reset link is
 * mailed (through the mail port, worker/mail/), works once for an hour, and a new
 * password ends every session of the account (./set-password.ts). The reset
 * signs nobody in: the link may have been opened on another device.
 */
import { type Context, Hono } from 'hono'
import { mailGoesToOutbox } from '../../mail/send-mail'
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../../../shared/schemas/auth'
import { confirmEmail, findAccountById } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { attemptAllowed, TOO_MANY_ATTEMPTS_MESSAGE } from '../rate-limits'
import { FORM_EXPIRED } from './change-password'
import type { PortalClient } from './client-request'
import { formToken, formTokenValid } from './form-csrf'
import { type FieldErrors, fieldErrorsFrom } from './form-fields'
import { badClient, portalClientOf } from './hand-back'
import { mailRequired } from './mail-required'
import { peekOneTimeToken, spendOneTimeToken } from './one-time-tokens'
import { readForm, typed } from './portal-form'
import { portalResponse } from './portal-html'
import { mailResetLink } from './reset-mail'
import { forgotPasswordPage, resetDonePage, resetLinkSpentPage, resetPasswordPage, resetSentPage } from './reset-pages'
import { replacePassword } from './set-password'

export const resetRoutes = new Hono<AppEnv>()

// Issue 18 §4: no form that promises a mail while no provider can send it (a link already mailed still works).
resetRoutes.use('/forgot-password', mailRequired)

async function renderForgot(c: Context<AppEnv>, status: number, client: PortalClient, email: string, errors?: FieldErrors) {
  return portalResponse(c, status, forgotPasswordPage({ client, csrf: await formToken(c), email, errors }))
}

resetRoutes.get('/forgot-password', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  return renderForgot(c, 200, decision.client, '')
})

resetRoutes.post('/forgot-password', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const form = await readForm(c)
  const typedEmail = typed(form, 'email')
  if (!(await formTokenValid(c, form.csrf))) return renderForgot(c, 403, client, typedEmail, { form: FORM_EXPIRED })
  const parsed = ForgotPasswordRequestSchema.safeParse({ email: form.email })
  if (!parsed.success) return renderForgot(c, 400, client, typedEmail, fieldErrorsFrom(parsed.error))
  const email = parsed.data.email
  if (!(await attemptAllowed(c, 'password-reset', email))) {
    c.header('Retry-After', '60')
    return renderForgot(c, 429, client, typedEmail, { form: TOO_MANY_ATTEMPTS_MESSAGE })
  }
  // The same work whether or not the address has an account (./reset-mail.ts).
  await mailResetLink(c, email, client, new Date())
  return portalResponse(c, 200, resetSentPage(client, mailGoesToOutbox(c.env)))
})

resetRoutes.get('/reset-password', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const token = c.req.query('token') ?? ''
  const accountId = await peekOneTimeToken(c.env.DB, 'password-reset', token, new Date())
  const account = accountId === null ? null : await findAccountById(c.env.DB, accountId)
  if (!account) return portalResponse(c, 410, resetLinkSpentPage(decision.client))
  return portalResponse(c, 200, resetPasswordPage({ client: decision.client, csrf: await formToken(c), token, email: account.email }))
})

resetRoutes.post('/reset-password', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const form = await readForm(c)
  const now = new Date()
  const accountId = await peekOneTimeToken(c.env.DB, 'password-reset', form.token, now)
  const account = accountId === null ? null : await findAccountById(c.env.DB, accountId)
  if (!account) return portalResponse(c, 410, resetLinkSpentPage(client))
  const token = typed(form, 'token')
  const again = async (status: number, errors: FieldErrors) =>
    portalResponse(c, status, resetPasswordPage({ client, csrf: await formToken(c), token, email: account.email, errors }))
  if (!(await formTokenValid(c, form.csrf))) return again(403, { form: FORM_EXPIRED })
  const parsed = ResetPasswordRequestSchema.safeParse({ token, password: form.password, passwordConf: form.passwordConf })
  if (!parsed.success) return again(400, fieldErrorsFrom(parsed.error))
  if ((await spendOneTimeToken(c.env.DB, 'password-reset', token, now)) !== account.id) {
    return portalResponse(c, 410, resetLinkSpentPage(client))
  }
  await replacePassword(c, account.id, parsed.data.password, now)
  // The link came to the inbox: the address is proven, as a confirmation link would.
  await confirmEmail(c.env.DB, account.id, now)
  return portalResponse(c, 200, resetDonePage(client))
})
