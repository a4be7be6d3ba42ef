/**
 * The portal's mails, as plain text with one main link each (worker/mail/).
 * Links are absolute (a mail is read outside the site) and carry the site's
 * client parameters, so the supporter still ends up back where they began.
 */
import { type PortalClient, clientQuery } from './client-request'
import type { Mail } from '../../mail/mail'

const SIGN_OFF = '\n\nIpswich Town Football Club'

export function confirmEmailMail(origin: string, to: { email: string; forename: string }, token: string, client: PortalClient): Mail {
  const link = `${origin}/sso/confirm${clientQuery(client, { token })}`
  return {
    recipient: to.email,
    subject: 'Confirm your email address',
    bodyText:
      `Hello ${to.forename},\n\nThanks for creating your Ipswich Town account. Confirm your email address to finish:\n\n${link}\n\n` +
      `The link works for 24 hours. If you did not create an account, you can ignore this email.${SIGN_OFF}`,
    link,
  }
}

export function alreadyRegisteredMail(origin: string, to: { email: string; forename: string }, client: PortalClient): Mail {
  const signIn = `${origin}/sso/login${clientQuery(client)}`
  const reset = `${origin}/sso/forgot-password${clientQuery(client)}`
  return {
    recipient: to.email,
    subject: 'You already have an account',
    bodyText:
      `Hello ${to.forename},\n\nSomeone tried to register with this email address, but you already have an Ipswich Town account.\n\n` +
      `Sign in: ${signIn}\nForgot your password? Choose a new one: ${reset}\n\n` +
      `If this was not you, you can ignore this email: nothing has changed.${SIGN_OFF}`,
    link: signIn,
  }
}

export function passwordResetMail(origin: string, to: { email: string; forename: string }, token: string, client: PortalClient): Mail {
  const link = `${origin}/sso/reset-password${clientQuery(client, { token })}`
  return {
    recipient: to.email,
    subject: 'Reset your password',
    bodyText:
      `Hello ${to.forename},\n\nUse this link to choose a new password for your Ipswich Town account:\n\n${link}\n\n` +
      `The link works for one hour and only once. If you did not ask for it, you can ignore this email: your password stays the same.${SIGN_OFF}`,
    link,
  }
}
