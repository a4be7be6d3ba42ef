/**
 * GET/POST /sso/register (the 'long' form, SPEC §7), GET /sso/confirm (the
 * mailed link) and POST /sso/resend-confirmation. Registration always ends on
 * the same 'Check your inbox' page (./register-account.ts).
 */
import { type Context, Hono } from 'hono'
import { mailGoesToOutbox } from '../../mail/send-mail'
import { EmailSchema, RegisterRequestSchema } from '../../../shared/schemas/auth'
import { confirmEmail, findAccountById } from '../../db/accounts'
import type { AppEnv } from '../../env'
import { attemptAllowed, TOO_MANY_ATTEMPTS_MESSAGE } from '../rate-limits'
import { FORM_EXPIRED } from './change-password'
import { clientQuery, type PortalClient } from './client-request'
import { clearConfirmation, confirmationBound } from './confirm-binding'
import { isCountryCode } from './countries'
import { formToken, formTokenValid } from './form-csrf'
import { type FieldErrors, fieldErrorsFrom } from './form-fields'
import { badClient, handBack, portalClientOf } from './hand-back'
import { mailRequired } from './mail-required'
import { messagePage } from './message-page'
import { peekOneTimeToken, spendOneTimeToken } from './one-time-tokens'
import { type FormFields, readForm, ticked, typed } from './portal-form'
import { portalResponse } from './portal-html'
import { startPortalSession } from './portal-session'
import { registerSupporter, resendConfirmation } from './register-account'
import { checkInboxPage, EMPTY_REGISTRATION, type RegisterValues, registerPage } from './register-page'
import { signInPage } from './sign-in-page'

export const registerRoutes = new Hono<AppEnv>()

// Issue 18 §4: no form that promises a mail while no provider can send it.
registerRoutes.use('/register', mailRequired)
registerRoutes.use('/resend-confirmation', mailRequired)

export const RESENT = 'If that address has an account waiting for confirmation, we have sent a new link. It works for 24 hours.'
const EARLIEST_BIRTH_DATE = '1900-01-01'

const today = () => new Date().toISOString().slice(0, 10)

function valuesOf(form: FormFields): RegisterValues {
  const text = (name: string) => typed(form, name, 254)
  return {
    forename: text('forename'),
    surname: text('surname'),
    email: text('email'),
    dateOfBirth: text('dateOfBirth'),
    postcode: text('postcode'),
    country: text('country') || EMPTY_REGISTRATION.country,
    marketingOptIn: ticked(form, 'marketingOptIn'),
    terms: ticked(form, 'terms'),
  }
}

async function render(c: Context<AppEnv>, status: number, client: PortalClient, values: RegisterValues, errors?: FieldErrors) {
  return portalResponse(c, status, registerPage({ client, csrf: await formToken(c), values, errors, today: today() }))
}

registerRoutes.get('/register', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  return render(c, 200, decision.client, EMPTY_REGISTRATION)
})

registerRoutes.post('/register', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const form = await readForm(c)
  const values = valuesOf(form)
  if (!(await formTokenValid(c, form.csrf))) return render(c, 403, client, values, { form: FORM_EXPIRED })
  const { csrf: _csrf, ...fields } = form
  const parsed = RegisterRequestSchema.safeParse({ ...fields, marketingOptIn: values.marketingOptIn, terms: values.terms })
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error)
    // The schema's format message is for a typed date; an empty field just needs filling in.
    if (errors.dateOfBirth && values.dateOfBirth.trim() === '') errors.dateOfBirth = 'Enter your date of birth'
    return render(c, 400, client, values, errors)
  }
  const data = parsed.data
  if (data.dateOfBirth < EARLIEST_BIRTH_DATE || data.dateOfBirth > today()) {
    return render(c, 400, client, values, { dateOfBirth: 'Enter your real date of birth' })
  }
  if (!isCountryCode(data.country)) return render(c, 400, client, values, { country: 'Choose your country' })
  if (!(await attemptAllowed(c, 'register', data.email))) {
    c.header('Retry-After', '60')
    return render(c, 429, client, values, { form: TOO_MANY_ATTEMPTS_MESSAGE })
  }
  await registerSupporter(c, data, client, new Date())
  return portalResponse(c, 200, checkInboxPage(data.email, client, mailGoesToOutbox(c.env)))
})

/** The mailed link: a protocol callback, so a GET that changes state (confirms the address, signs in). */
registerRoutes.get('/confirm', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const token = c.req.query('token') ?? ''
  const now = new Date()
  const accountId = await peekOneTimeToken(c.env.DB, 'email-confirm', token, now)
  const account = accountId === null ? null : await findAccountById(c.env.DB, accountId)
  if (!account) return portalResponse(c, 410, linkSpentPage(client))
  await confirmEmail(c.env.DB, account.id, now)
  // Only the browser that registered is signed in by the link (./confirm-binding.ts); anywhere else it asks for the password.
  if (!(await confirmationBound(c, token)) || (await spendOneTimeToken(c.env.DB, 'email-confirm', token, now)) !== account.id) {
    return portalResponse(c, 200, confirmedPage(client))
  }
  clearConfirmation(c)
  const confirmed = (await findAccountById(c.env.DB, account.id)) ?? account
  await startPortalSession(c, confirmed, now)
  return handBack(c, confirmed, client)
})

registerRoutes.post('/resend-confirmation', async (c) => {
  const decision = portalClientOf(c)
  if (!decision.ok) return badClient(c)
  const client = decision.client
  const form = await readForm(c)
  const csrf = await formToken(c)
  if (!(await formTokenValid(c, form.csrf))) return portalResponse(c, 403, signInPage({ client, csrf, errors: { form: FORM_EXPIRED } }))
  const email = EmailSchema.safeParse(form.email)
  if (!email.success) return portalResponse(c, 400, signInPage({ client, csrf, errors: { email: email.error.issues[0]?.message } }))
  if (!(await attemptAllowed(c, 'register', email.data))) {
    c.header('Retry-After', '60')
    return portalResponse(c, 429, signInPage({ client, csrf, email: email.data, errors: { form: TOO_MANY_ATTEMPTS_MESSAGE } }))
  }
  await resendConfirmation(c, email.data, client, new Date())
  return portalResponse(c, 200, signInPage({ client, csrf, email: email.data, notice: RESENT }))
})

function linkSpentPage(client: PortalClient) {
  return messagePage({
    title: 'This link has expired',
    paragraphs: [
      'Confirmation links work once, for 24 hours. This one has been used or is too old.',
      'If you have already confirmed your address, sign in. Otherwise sign in with your email and password and we will offer to send a new link.',
    ],
    actions: [{ href: `/sso/login${clientQuery(client)}`, label: 'Go to sign in' }],
  })
}

function confirmedPage(client: PortalClient) {
  return messagePage({
    title: 'Your email address is confirmed',
    paragraphs: ['Thank you. Sign in with your email address and password to continue.'],
    actions: [{ href: `/sso/login${clientQuery(client)}`, label: 'Sign in' }],
  })
}
