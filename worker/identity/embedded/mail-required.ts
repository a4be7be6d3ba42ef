/**
 * The portal's mail-sending forms without a mail provider (issue 18 §4):
 * in production with MAIL_PROVIDER unset, or set wrongly anywhere,
 * registration, 'send the link again' and forgot-password answer 503 with a
 * clear message and the stable code mail_not_configured, instead of
 * promising a mail nobody will send. Sign-in of existing accounts does not
 * pass through here and keeps working. What is wrong goes to the log, by
 * setting name (never a secret's value).
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../env'
import { apiErrorBody } from '../../http-errors'
import { configOf } from '../../config'
import { messagePage } from './message-page'
import { portalResponse } from './portal-html'

export const MAIL_NOT_CONFIGURED_TITLE = 'We cannot send email right now'
export const MAIL_NOT_CONFIGURED_MESSAGE =
  'This site cannot send email at the moment, so we cannot create accounts or send password reset links. Existing accounts can still sign in. Please try again later.'

export const mailRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  // What is wrong was logged once by worker/config.ts, by setting name.
  if (configOf(c.env).mail.state === 'on') return next()
  c.header('Retry-After', '3600')
  if (!(c.req.header('Accept') ?? '').includes('text/html')) {
    c.header('Cache-Control', 'no-store')
    return c.json(apiErrorBody('mail_not_configured', MAIL_NOT_CONFIGURED_MESSAGE), 503)
  }
  return portalResponse(
    c,
    503,
    messagePage({
      title: MAIL_NOT_CONFIGURED_TITLE,
      paragraphs: [MAIL_NOT_CONFIGURED_MESSAGE, 'Error code: mail_not_configured'],
      actions: [
        { href: '/sso/login', label: 'Go to sign in' },
        { href: '/', label: 'Back to the club site', secondary: true },
      ],
    }),
  )
}
