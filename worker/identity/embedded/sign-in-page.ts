/**
 * SPEC §2.10 login form, as the portal shows it: email and password, a
 * forgot-password link, a register box, and the three social sign-in buttons
 * (shown, disabled: no social provider is configured). Also the new-password
 * step ('Please create a new password', SPEC §4.6, §8.3).
 */
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../../../shared/schemas/auth'
import { type PortalClient, clientQuery } from './client-request'
import { csrfField, errorSummary, type FieldErrors, textField } from './form-fields'
import { html, type Markup } from './html'
import type { PortalPage } from './portal-html'

export const PASSWORD_CHANGE_PROMPT = 'Please create a new password'

export interface SignInView {
  client: PortalClient
  csrf: string
  email?: string
  errors?: FieldErrors
  notice?: string
  /** The password was right but the address is unconfirmed: offer to send the link again. */
  resendFor?: string
}

const SOCIAL: ReadonlyArray<{ name: string; path: string }> = [
  {
    name: 'Apple',
    path: 'M16.4 1.4c0 1.1-.5 2.2-1.2 3-.8.9-2.1 1.5-3.1 1.4-.1-1.1.4-2.3 1.2-3 .8-.9 2.1-1.5 3.1-1.4zM20.5 17.2c-.6 1.3-.8 1.8-1.5 3-1 1.6-2.4 3.5-4.1 3.5-1.5 0-1.9-1-4-1s-2.5 1-4.1 1C5 23.7 3.7 21.9 2.7 20.4-.1 16-.3 10.9 1.5 8.2c1.3-1.9 3.3-3.1 5.3-3.1s3.2 1.1 4.8 1.1c1.6 0 2.5-1.1 4.8-1.1 1.7 0 3.5.9 4.8 2.5-4.2 2.3-3.5 8.4-.7 9.6z',
  },
  {
    name: 'Google',
    path: 'M21.4 11.1h-9.2v2.7h6.5c-.3 3.8-3.5 5.4-6.5 5.4-3.8 0-7.2-3-7.2-7.2 0-4.1 3.2-7.3 7.2-7.3 3.1 0 4.9 2 4.9 2L19 4.7S16.6 2 12.1 2C6.4 2 2 6.8 2 12c0 5 4.1 10 10.2 10 5.4 0 9.3-3.7 9.3-9.1 0-1.2-.1-1.8-.1-1.8z',
  },
  {
    name: 'Facebook',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
  },
]

function socialButtons(): Markup {
  return html`<div class="divider" aria-hidden="true">or</div>
<div class="stack" role="group" aria-label="Sign in with another account">
${SOCIAL.map(
  (s) => html`  <button type="button" class="btn btn--social" disabled aria-describedby="social-note">
    <svg class="social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${s.path}"/></svg>
    Continue with ${s.name}
  </button>
`,
)}</div>
<p class="note" id="social-note">Signing in with Apple, Google or Facebook is not available yet.</p>`
}

function resendForm(view: SignInView): Markup | string {
  if (!view.resendFor) return ''
  return html`<form method="post" action="/sso/resend-confirmation${clientQuery(view.client)}" class="notice notice--info">
  ${csrfField(view.csrf)}
  <input type="hidden" name="email" value="${view.resendFor}">
  <p>Can't find the email? We can send you a new confirmation link.</p>
  <button type="submit" class="btn btn--secondary">Send the link again</button>
</form>`
}

export function signInPage(view: SignInView): PortalPage {
  const query = clientQuery(view.client)
  const errors = view.errors ?? {}
  return {
    title: 'Sign in',
    main: html`<h1>Sign in</h1>
<p class="lead">Use your Ipswich Town account for Town TV, match passes and memberships.</p>
${view.notice ? html`<div class="notice" role="status">${view.notice}</div>` : ''}
${errorSummary(errors)}
${resendForm(view)}
<form method="post" action="/sso/login${query}" novalidate>
  ${csrfField(view.csrf)}
  ${textField({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: view.email, maxlength: MAX_EMAIL_LENGTH }, errors)}
  ${textField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  <div class="between"><a href="/sso/forgot-password${query}">Forgot your password?</a></div>
  <button type="submit" class="btn">Sign in</button>
</form>
${socialButtons()}
<section class="register" aria-labelledby="register-title">
  <h2 id="register-title">New to Town?</h2>
  <p>Create a free account to watch free videos, buy passes and get club news.</p>
  <a class="btn btn--secondary" href="/sso/register${query}">Create an account</a>
</section>`,
  }
}

export interface NewPasswordView {
  client: PortalClient
  csrf: string
  ticket: string
  email: string
  errors?: FieldErrors
}

export function newPasswordPage(view: NewPasswordView): PortalPage {
  const errors = view.errors ?? {}
  return {
    title: PASSWORD_CHANGE_PROMPT,
    main: html`<h1>${PASSWORD_CHANGE_PROMPT}</h1>
<p class="lead">Before you continue, choose a new password for ${view.email}.</p>
${errorSummary(errors)}
<form method="post" action="/sso/login/new-password${clientQuery(view.client)}" novalidate>
  ${csrfField(view.csrf)}
  <input type="hidden" name="ticket" value="${view.ticket}">
  <input type="hidden" name="username" value="${view.email}" autocomplete="username">
  ${textField({ name: 'newPassword', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'Use at least 8 characters.', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  ${textField({ name: 'newPasswordConf', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  <button type="submit" class="btn">Save password and continue</button>
</form>`,
  }
}
