/**
 * The registration form, 'long' (SPEC §7 sign-on settings; the fields of
 * shared/schemas/auth.ts RegisterRequestSchema), and the 'Check your inbox'
 * page every registration ends on, whether or not the address already had an
 * account (issue 8: no answer says whether an email has an account).
 */
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MAX_POSTCODE_LENGTH } from '../../../shared/schemas/auth'
import { clientQuery, type PortalClient } from './client-request'
import { COUNTRIES, DEFAULT_COUNTRY } from './countries'
import { checkboxField, csrfField, errorSummary, type FieldErrors, selectField, textField } from './form-fields'
import { html } from './html'
import { messagePage } from './message-page'
import type { PortalPage } from './portal-html'

export interface RegisterValues {
  forename: string
  surname: string
  email: string
  dateOfBirth: string
  postcode: string
  country: string
  marketingOptIn: boolean
  terms: boolean
}

export const EMPTY_REGISTRATION: RegisterValues = {
  forename: '',
  surname: '',
  email: '',
  dateOfBirth: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  marketingOptIn: false,
  terms: false,
}

export interface RegisterView {
  client: PortalClient
  csrf: string
  values: RegisterValues
  errors?: FieldErrors
  /** Today (YYYY-MM-DD): the latest date of birth the date picker offers. */
  today: string
}

export function registerPage(view: RegisterView): PortalPage {
  const query = clientQuery(view.client)
  const errors = view.errors ?? {}
  const v = view.values
  const terms = html`I accept the <a href="/terms-and-conditions" target="_blank" rel="noopener">terms and conditions</a> and have read the
    <a href="/privacy-notice" target="_blank" rel="noopener">privacy notice</a> (each opens in a new tab)`
  return {
    title: 'Create an account',
    wide: true,
    main: html`<h1>Create an account</h1>
<p class="lead">Already registered? <a href="/sso/login${query}">Sign in</a></p>
${errorSummary(errors)}
<form method="post" action="/sso/register${query}" novalidate>
  ${csrfField(view.csrf)}
  <div class="row row--2">
    ${textField({ name: 'forename', label: 'First name', autocomplete: 'given-name', value: v.forename, maxlength: MAX_NAME_LENGTH }, errors)}
    ${textField({ name: 'surname', label: 'Last name', autocomplete: 'family-name', value: v.surname, maxlength: MAX_NAME_LENGTH }, errors)}
  </div>
  ${textField({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: v.email, hint: 'We will send a link to confirm it.', maxlength: MAX_EMAIL_LENGTH }, errors)}
  <div class="row row--2">
    ${textField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'Use at least 8 characters.', maxlength: MAX_PASSWORD_LENGTH }, errors)}
    ${textField({ name: 'passwordConf', label: 'Confirm password', type: 'password', autocomplete: 'new-password', hint: 'Type it again.', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  </div>
  <div class="row row--2">
    ${textField({ name: 'dateOfBirth', label: 'Date of birth', type: 'date', autocomplete: 'bday', value: v.dateOfBirth, max: view.today }, errors)}
    ${textField({ name: 'postcode', label: 'Postcode (optional)', autocomplete: 'postal-code', value: v.postcode, hint: 'For example, IP1 2DA', maxlength: MAX_POSTCODE_LENGTH }, errors)}
  </div>
  ${selectField({ name: 'country', label: 'Country', autocomplete: 'country', value: v.country, options: COUNTRIES }, errors)}
  ${checkboxField({ name: 'marketingOptIn', label: 'Send me club news, offers and ticket information by email. You can stop these at any time.', checked: v.marketingOptIn }, errors)}
  ${checkboxField({ name: 'terms', label: terms, checked: v.terms }, errors)}
  <button type="submit" class="btn">Create account</button>
</form>`,
  }
}

/** The same page for a new address and for one that already has an account. */
export function checkInboxPage(email: string, client: PortalClient, showOutbox: boolean): PortalPage {
  return messagePage({
    title: 'Check your inbox',
    paragraphs: [
      html`We have sent an email to <strong>${email}</strong>. Open the link in it to continue.`,
      'The link works for 24 hours. If you cannot find the email, look in your spam or junk folder.',
    ],
    aside: showOutbox
      ? html`Running the site locally? Mail is not sent: read it in the <a href="/sso/outbox">development outbox</a>.`
      : undefined,
    actions: [{ href: `/sso/login${clientQuery(client)}`, label: 'Back to sign in', secondary: true }],
  })
}
