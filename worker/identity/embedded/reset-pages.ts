/**
 * Forgot password and reset password. The forgot-password answer is the same
 * whether or not the address has an account (issue 8).
 */
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../../../shared/schemas/auth'
import { clientQuery, type PortalClient } from './client-request'
import { csrfField, errorSummary, type FieldErrors, textField } from './form-fields'
import { html } from './html'
import { messagePage } from './message-page'
import type { PortalPage } from './portal-html'

export const RESET_SENT = 'If an account exists for that address, we have sent a link to choose a new password.'

export function forgotPasswordPage(view: { client: PortalClient; csrf: string; email?: string; errors?: FieldErrors }): PortalPage {
  const query = clientQuery(view.client)
  const errors = view.errors ?? {}
  return {
    title: 'Forgot your password?',
    main: html`<h1>Forgot your password?</h1>
<p class="lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
${errorSummary(errors)}
<form method="post" action="/sso/forgot-password${query}" novalidate>
  ${csrfField(view.csrf)}
  ${textField({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: view.email, maxlength: MAX_EMAIL_LENGTH }, errors)}
  <button type="submit" class="btn">Send me a link</button>
</form>
<p class="note"><a href="/sso/login${query}">Back to sign in</a></p>`,
  }
}

export function resetSentPage(client: PortalClient, showOutbox: boolean): PortalPage {
  return messagePage({
    title: 'Check your inbox',
    paragraphs: [RESET_SENT, 'The link works for one hour. If you cannot find the email, look in your spam or junk folder.'],
    aside: showOutbox
      ? html`Running the site locally? Mail is not sent: read it in the <a href="/sso/outbox">development outbox</a>.`
      : undefined,
    actions: [{ href: `/sso/login${clientQuery(client)}`, label: 'Back to sign in', secondary: true }],
  })
}

export interface ResetView {
  client: PortalClient
  csrf: string
  token: string
  email: string
  errors?: FieldErrors
}

export function resetPasswordPage(view: ResetView): PortalPage {
  const errors = view.errors ?? {}
  return {
    title: 'Choose a new password',
    main: html`<h1>Choose a new password</h1>
<p class="lead">For ${view.email}. You will be signed out on every device.</p>
${errorSummary(errors)}
<form method="post" action="/sso/reset-password${clientQuery(view.client)}" novalidate>
  ${csrfField(view.csrf)}
  <input type="hidden" name="token" value="${view.token}">
  <input type="hidden" name="username" value="${view.email}" autocomplete="username">
  ${textField({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'Use at least 8 characters.', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  ${textField({ name: 'passwordConf', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', maxlength: MAX_PASSWORD_LENGTH }, errors)}
  <button type="submit" class="btn">Save new password</button>
</form>`,
  }
}

export function resetDonePage(client: PortalClient): PortalPage {
  return messagePage({
    title: 'Your password has been changed',
    paragraphs: ['You have been signed out on every device. Sign in with your new password to continue.'],
    actions: [{ href: `/sso/login${clientQuery(client)}`, label: 'Sign in' }],
  })
}

export function resetLinkSpentPage(client: PortalClient): PortalPage {
  return messagePage({
    title: 'This link has expired',
    paragraphs: ['Password reset links work once, for one hour. This one has been used or is too old.', 'Ask for a new link below.'],
    actions: [
      { href: `/sso/forgot-password${clientQuery(client)}`, label: 'Send me a new link' },
      { href: `/sso/login${clientQuery(client)}`, label: 'Back to sign in', secondary: true },
    ],
  })
}
